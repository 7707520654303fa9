// Compare: any two branches, of this session or a saved one, side by side — requests aligned by step, final answers diffed.
// Mounted when opened, so its pickers start from the branches that exist at that moment.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, TextDiff } from '../../ui';
import {
  alignSteps,
  sideAnswer,
  useMessageWords,
  useSession,
  useSavedSessions,
  useSavedSessionsActions,
  type CompareSide,
  type Message,
} from '../../store';
import { CompareStep } from './CompareStep';
import './compare.css';

type Loaded = { side: CompareSide } | { error: Message } | null;

/** Options are `branch:<id>` (this session) or `session:<id>` (a saved session's active branch). */
function useSide(key: string): Loaded {
  const engine = useSession((s) => s.engine);
  const actions = useSavedSessionsActions();
  const [saved, setSaved] = useState<{ key: string; loaded: Loaded }>({ key: '', loaded: null });
  const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  useEffect(() => {
    if (kind !== 'session') return;
    let live = true;
    void actions.readSession(id).then((read) => {
      if (!live) return;
      const loaded: Loaded = read.ok
        ? {
            side: {
              label: `${read.record.name} · ${read.record.engine.branches[read.record.engine.activeBranchId]?.label ?? ''}`,
              state: read.record.engine,
              branchId: read.record.engine.activeBranchId,
            },
          }
        : { error: read.error };
      setSaved({ key, loaded });
    });
    return () => {
      live = false;
    };
  }, [kind, id, key, actions]);
  if (kind === 'branch')
    return engine.branches[id] ? { side: { label: engine.branches[id].label, state: engine, branchId: id } } : null;
  return saved.key === key ? saved.loaded : null;
}

export function CompareDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('compare');
  const engine = useSession((s) => s.engine);
  const list = useSavedSessions((s) => s.list);
  const words = useMessageWords();
  const currentId = useSavedSessions((s) => s.current.id);
  const branchIds = engine.branchOrder;
  const other = branchIds.find((id) => id !== branchIds[0]);
  const [leftKey, setLeftKey] = useState(`branch:${branchIds[0]}`);
  const [rightKey, setRightKey] = useState(
    `branch:${engine.activeBranchId !== branchIds[0] ? engine.activeBranchId : (other ?? branchIds[0])}`,
  );
  const left = useSide(leftKey);
  const right = useSide(rightKey);
  const leftId = useId();
  const rightId = useId();

  const options = [
    ...branchIds.map((id) => ({
      value: `branch:${id}`,
      label: t('thisSession', { branch: engine.branches[id]?.label ?? id }),
    })),
    ...list
      .filter((m) => m.id !== currentId)
      .map((m) => ({ value: `session:${m.id}`, label: t('savedSession', { name: m.name }) })),
  ];
  const ready = left && 'side' in left && right && 'side' in right ? { left: left.side, right: right.side } : null;
  const steps = ready ? alignSteps(ready.left, ready.right) : [];

  const picker = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div className="compare-pick">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => set(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Dialog open={open} title={t('title')} onClose={onClose} size="wide" description={t('description')}>
      <div className="compare-picks">
        {picker(leftId, t('left'), leftKey, setLeftKey)}
        {picker(rightId, t('right'), rightKey, setRightKey)}
      </div>
      {[left, right].map(
        (side, i) =>
          side &&
          'error' in side && (
            <p key={i} className="compare-error" role="alert">
              {words(side.error)}
            </p>
          ),
      )}
      {ready && (
        <>
          <h3 className="compare-heading">{t('finalAnswers')}</h3>
          <FinalAnswers left={ready.left} right={ready.right} />
          <h3 className="compare-heading">{t('requestsByStep')}</h3>
          {steps.length === 0 ? (
            <p className="compare-note">{t('noRequests')}</p>
          ) : (
            <ol className="compare-steps" aria-label={t('requestsByStep')}>
              {steps.map((pair) => (
                <CompareStep key={pair.step} pair={pair} leftLabel={ready.left.label} rightLabel={ready.right.label} />
              ))}
            </ol>
          )}
        </>
      )}
    </Dialog>
  );
}

function FinalAnswers({ left, right }: { left: CompareSide; right: CompareSide }) {
  const { t } = useTranslation('compare');
  const a = sideAnswer(left);
  const b = sideAnswer(right);
  if (a === null || b === null) {
    return (
      <p className="compare-note">
        {a === null && b === null ? t('noAnswers') : t('noAnswer', { side: a === null ? left.label : right.label })}
      </p>
    );
  }
  return (
    <div className="compare-answer" data-testid="compare-answers">
      <TextDiff before={a} after={b} ariaLabel={t('answerDiff', { left: left.label, right: right.label })} />
    </div>
  );
}
