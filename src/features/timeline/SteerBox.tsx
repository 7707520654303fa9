// WebSocket mode: steer the response in progress with `response.steer`, and read the server's answer (accepted, pending or failed).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { steerable, steerTarget, useSession, useSessionActions } from '../../store';

/** The last steering answer on the target's frames: its event type and, when it failed, the server's message. */
function lastAnswer(
  events: ReadonlyArray<{ event: string | null; data: string; direction?: string }>,
): { kind: 'accepted' | 'pending' | 'failed'; message: string } | null {
  const answer = events.findLast((e) => e.direction === 'received' && e.event?.startsWith('response.steer.'));
  if (!answer) return null;
  const kind = answer.event!.slice('response.steer.'.length);
  if (kind !== 'accepted' && kind !== 'pending' && kind !== 'failed') return null;
  try {
    const message = (JSON.parse(answer.data) as { error?: { message?: string } }).error?.message ?? '';
    return { kind, message };
  } catch {
    return { kind, message: '' };
  }
}

export function SteerBox() {
  const { t } = useTranslation('timeline');
  const actions = useSessionActions();
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const { websocket, status, pending } = useSession(
    useShallow((s) => ({
      websocket: steerable(s.engine.config),
      status: s.engine.branches[s.engine.activeBranchId]?.status ?? 'idle',
      pending: s.engine.pending !== null,
    })),
  );
  const branch = useSession((s) => s.engine.branches[s.engine.activeBranchId]);
  const target = steerTarget(branch);
  // In progress: the loop stopped between requests (a step, a held frame, a call asked of the user), not finished.
  if (!websocket || !target || !(status === 'paused' || pending)) return null;
  const answer = lastAnswer(branch?.exchanges.find((e) => e.id === target.exchangeId)?.events ?? []);

  const submit = () => {
    const value = text.trim();
    if (value && actions.steer(value)) setText('');
  };

  return (
    <form
      className="steer-box"
      aria-label={t('steer.region')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="steer-row">
        <label htmlFor={id} className="steer-label">
          {t('steer.label')}
        </label>
        <input
          id={id}
          className="input steer-input"
          value={text}
          aria-describedby={hintId}
          placeholder={t('steer.placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn" aria-disabled={text.trim() === '' || undefined}>
          {t('steer.send')}
        </button>
      </div>
      <p id={hintId} className="field-hint">
        <code>{target.responseId}</code> · {target.waiting ? t('steer.hintWaiting') : t('steer.hintDone')}
      </p>
      <p className="steer-answer" role="status" data-kind={answer?.kind}>
        {answer ? t(`steer.answer.${answer.kind}`, { message: answer.message }) : ''}
      </p>
    </form>
  );
}
