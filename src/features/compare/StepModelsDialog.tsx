// One step, many models: the selected request, frozen as it was sent (its tools and history), sent again to several
// models or providers side by side — the mock with other settings, the session's provider, a second base URL.
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui';
import { useServices, useSession } from '../../store';
import type { Exchange } from '@loopscope/engine/types';
import { frozenStep, readOutcome, variantBody, type StepOutcome } from '@loopscope/payloads/step-models/step-models';
import { defaultRows, newRow, rowTarget, type TargetRow } from './step-targets';
import { StepOutcomeCard } from './StepOutcomeCard';
import './compare.css';

/** More copies than this say little more and cost a real provider money. */
const MAX_TARGETS = 6;
/** Placeholders that are wire text, the same in every language. */
const SETTINGS_EXAMPLE = '{"tool_choice": "required"}';
const URL_EXAMPLE = 'http://127.0.0.1:11434/v1';

export function StepModelsDialog({
  exchange,
  index,
  onClose,
}: {
  exchange: Exchange | null;
  index: number;
  onClose(): void;
}) {
  const { t } = useTranslation('compare');
  const services = useServices();
  const session = useSession((s) => s.engine.config.provider);
  const step = useMemo(() => (exchange ? frozenStep(exchange) : null), [exchange]);
  const model = typeof step?.body.model === 'string' ? step.body.model : 'gpt-4o';
  const [rows, setRows] = useState<TargetRow[]>(() => defaultRows(model));
  const [results, setResults] = useState<Record<string, StepOutcome | 'sending'>>({});
  const [models, setModels] = useState<string[]>([]);
  const listId = useId();
  const mock = { kind: 'mock' as const, baseURL: services.mockBaseURL, apiKey: 'sk-loopscope-mock' };
  useEffect(() => {
    setRows(defaultRows(model));
    setResults({});
  }, [exchange, model]);
  useEffect(() => {
    if (!exchange) return;
    void services.listModels({ ...mock, kind: 'mock' }).then(
      (list) => setModels(list.map((m) => m.id)),
      () => setModels([]),
    );
    // The mock's list does not change while the dialog is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [exchange, services]);

  const update = (id: string, patch: Partial<TargetRow>) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const targets = rows.map((row) => ({ row, target: rowTarget(row, mock, session) }));
  const ready = step !== null && targets.every(({ target }) => !('problem' in target));
  const sending = Object.values(results).includes('sending');

  const sendAll = async () => {
    if (!step || !ready) return;
    setResults(Object.fromEntries(rows.map((r) => [r.id, 'sending'])));
    await Promise.all(
      targets.map(async ({ row, target }) => {
        if ('problem' in target) return;
        const posted = await services.postJson({
          baseURL: target.baseURL,
          apiKey: target.apiKey,
          path: step.path,
          body: variantBody(step, { model: row.model, overrides: target.overrides }),
        });
        const outcome = readOutcome(
          step.style,
          'failure' in posted
            ? { status: null, body: null, durationMs: posted.durationMs, failure: posted.failure }
            : { status: posted.status, body: posted.body, durationMs: posted.durationMs },
        );
        setResults((all) => ({ ...all, [row.id]: outcome }));
      }),
    );
  };

  const first = results[rows[0]?.id ?? ''];
  const baseline = first && first !== 'sending' ? first : null;
  const titleOf = (row: TargetRow) =>
    `${row.model} · ${t(`stepProvider.${row.provider}`)}${row.settings.trim() ? ` · ${row.settings.trim()}` : ''}`;
  return (
    <Dialog
      open={exchange !== null}
      title={t('stepTitle', { number: index + 1 })}
      onClose={onClose}
      size="wide"
      description={t('stepDescription')}
      onSubmit={() => void sendAll()}
      submitHint={t('stepSubmitHint')}
    >
      {step === null ? (
        <p className="compare-note">{t('stepNotResendable')}</p>
      ) : (
        <>
          {step.serverState && (
            <p className="compare-warning" role="note">
              {t('stepServerState', { field: step.serverState })}
            </p>
          )}
          <datalist id={listId}>
            {models.map((m) => (
              <option key={m} value={m} />
            ))}
          </datalist>
          <ol className="step-targets" aria-label={t('stepTargets')}>
            {targets.map(({ row, target }, i) => (
              <li key={row.id} className="step-target">
                <span className="step-target-n">{i === 0 ? t('stepBaseline') : i + 1}</span>
                <select
                  className="select"
                  aria-label={t('stepProviderLabel', { n: i + 1 })}
                  value={row.provider}
                  onChange={(e) => update(row.id, { provider: e.target.value as TargetRow['provider'] })}
                >
                  <option value="mock">{t('stepProvider.mock')}</option>
                  {session.kind !== 'mock' && <option value="session">{t('stepProvider.session')}</option>}
                  <option value="custom">{t('stepProvider.custom')}</option>
                </select>
                <input
                  className="input"
                  list={listId}
                  aria-label={t('stepModelLabel', { n: i + 1 })}
                  value={row.model}
                  onChange={(e) => update(row.id, { model: e.target.value })}
                />
                <input
                  className="input mono"
                  aria-label={t('stepSettingsLabel', { n: i + 1 })}
                  placeholder={SETTINGS_EXAMPLE}
                  value={row.settings}
                  aria-invalid={'problem' in target && target.problem === 'settings'}
                  onChange={(e) => update(row.id, { settings: e.target.value })}
                />
                {row.provider === 'custom' && (
                  <>
                    <input
                      className="input"
                      aria-label={t('stepUrlLabel', { n: i + 1 })}
                      placeholder={URL_EXAMPLE}
                      value={row.baseURL}
                      aria-invalid={'problem' in target && target.problem === 'url'}
                      onChange={(e) => update(row.id, { baseURL: e.target.value })}
                    />
                    <input
                      className="input"
                      type="password"
                      autoComplete="off"
                      aria-label={t('stepKeyLabel', { n: i + 1 })}
                      value={row.apiKey}
                      onChange={(e) => update(row.id, { apiKey: e.target.value })}
                    />
                  </>
                )}
                {rows.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-sm"
                    aria-label={t('stepRemove', { n: i + 1 })}
                    onClick={() => setRows((all) => all.filter((r) => r.id !== row.id))}
                  >
                    ✕
                  </button>
                )}
                {'problem' in target && (
                  <span className="compare-error step-problem">{t(`stepProblem.${target.problem}`)}</span>
                )}
              </li>
            ))}
          </ol>
          <div className="step-actions">
            <button
              type="button"
              className="btn btn-sm"
              disabled={rows.length >= MAX_TARGETS}
              onClick={() => setRows((all) => [...all, newRow()])}
            >
              {t('stepAdd')}
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={!ready || sending}
              onClick={() => void sendAll()}
            >
              {t('stepSend', { count: rows.length })}
            </button>
          </div>
          {Object.keys(results).length > 0 && (
            <div className="step-cards" aria-label={t('stepAnswers')} role="group">
              {rows.map(
                (row) =>
                  results[row.id] && (
                    <StepOutcomeCard key={row.id} title={titleOf(row)} outcome={results[row.id]!} baseline={baseline} />
                  ),
              )}
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
