// Seed 000's handoff controls: run the triage agent, choose what crosses (each choice with the size of the specialist's
// first request), and the specialist's first request exactly as it was sent, with its token count.
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import {
  branchExchanges,
  chatMessages,
  HANDOFF_CHOICES,
  specialistMessages,
  useSession,
  type HandoffChoice,
  type SessionState,
} from '../../store';
import { countRequestTokens } from '../tokens';
import { useHandoff, useHandoffRuntime } from './handoff-context';
import './handoff.css';

type Message = Record<string, unknown>;

/** Token totals of a list of requests (each a messages list), counted by the app's tokenizer worker; null while counting. */
function useRequestTotals(requests: readonly (readonly unknown[])[]): number[] | null {
  const [counted, setCounted] = useState<{ key: string; totals: number[] } | null>(null);
  const key = JSON.stringify(requests);
  useEffect(() => {
    let live = true;
    void Promise.all(requests.map((messages) => countRequestTokens({ instructions: null, entries: messages }))).then(
      (totals) => live && setCounted({ key, totals }),
    );
    return () => {
      live = false;
    };
    // The key stands for the requests' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return counted?.key === key ? counted.totals : null;
}

/**
 * The body of the specialist's first request as the recorder kept it (null until it has gone out). Not "step 1": the
 * engine numbers a request by the model answers before it, and a handed-over list already holds the triage agent's.
 */
function firstRequestBody(state: SessionState): string | null {
  const first = branchExchanges(state.engine, state.engine.activeBranchId).find((e) => e.requestBody !== null);
  return first?.requestBody ?? null;
}

function sentMessages(body: string | null): Message[] {
  if (body === null) return [];
  try {
    const parsed = JSON.parse(body) as { messages?: unknown };
    return Array.isArray(parsed.messages) ? (parsed.messages as Message[]) : [];
  } catch {
    return [];
  }
}

export function HandoffView() {
  const { t } = useTranslation('workshop');
  const { specialist } = useHandoffRuntime();
  const choice = useHandoff((s) => s.choice);
  const busy = useHandoff((s) => s.busy);
  const handedOver = useHandoff((s) => s.handedOver);
  const via = useHandoff((s) => s.via);
  const error = useHandoff((s) => s.error);
  const run = useHandoff((s) => s.run);
  const runAgentsSdk = useHandoff((s) => s.runAgentsSdk);
  const choose = useHandoff((s) => s.choose);
  const prepare = useHandoff((s) => s.prepare);
  // The triage lane shows the triage agent's set-up from the start, not the playground's session.
  useEffect(() => {
    void prepare();
  }, [prepare]);
  const entries = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.messages ?? []);
  const name = useId();
  const manual = handedOver && via === 'manual';
  const requests = useMemo(
    () => (manual ? HANDOFF_CHOICES.map((c) => specialistMessages(chatMessages(entries), c)) : []),
    [entries, manual],
  );
  const totals = useRequestTotals(requests);
  const body = useStore(specialist, firstRequestBody);
  const sent = useMemo(() => sentMessages(body), [body]);
  const [sentTotal] = useRequestTotals(sent.length > 0 ? [sent] : []) ?? [];

  return (
    <div className="handoff">
      <p className="lesson-intro">{t('handoffIntro')}</p>
      <div className="handoff-runs">
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void run()}>
          {t('handoffRun')}
        </button>
        <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void runAgentsSdk()}>
          {t('handoffSdkRun')}
        </button>
      </div>
      {via === 'agents-sdk' && <p className="handoff-sdk-note">{t('handoffSdkNote')}</p>}
      {error !== null && (
        <p className="handoff-error" role="alert">
          {t('handoffSdkFailed', { error })}
        </p>
      )}
      {via === 'manual' && (
        <fieldset className="lesson-choices handoff-switch">
          <legend>{t('handoffLegend')}</legend>
          {HANDOFF_CHOICES.map((c: HandoffChoice, i) => (
            <label key={c} className="lesson-choice">
              <input type="radio" name={name} checked={choice === c} onChange={() => void choose(c)} />
              <span className="handoff-choice-name">{t(`handoffChoice.${c}`)}</span>
              {manual && (
                <span className="handoff-count" data-testid={`handoff-count-${c}`}>
                  {totals ? t('handoffTokens', { count: totals[i] }) : t('handoffCounting')}
                </span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      {handedOver && (
        <section className="handoff-request" aria-label={t('handoffRequest')}>
          <h3 className="handoff-request-title">
            {t('handoffRequest')}{' '}
            <span className="handoff-count" data-testid="specialist-tokens">
              {body === null
                ? t('handoffSending')
                : sentTotal === undefined
                  ? t('handoffCounting')
                  : t('handoffTokens', { count: sentTotal })}
            </span>
          </h3>
          {body !== null && (
            <>
              <p className="handoff-roles" data-testid="specialist-roles">
                {t('handoffRoles', { roles: sent.map((m) => String(m.role)).join(', ') })}
              </p>
              <pre className="mono" data-testid="specialist-request" tabIndex={0}>
                {JSON.stringify(JSON.parse(body), null, 2)}
              </pre>
            </>
          )}
        </section>
      )}
    </div>
  );
}
