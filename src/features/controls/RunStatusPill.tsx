// The loop's status in words ("Paused before request", "Done"), announced politely to screen readers.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession, waitingToRetry, type RetryReason } from '../../store';
import { controlState } from './run-status';

export function RunStatusPill() {
  const { t } = useTranslation('controls');
  const status = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.status ?? 'idle');
  const hasPending = useSession((s) => s.engine.pending !== null);
  const detached = useSession((s) => s.detached);
  const state = controlState(status, hasPending, false);
  // A loop that stopped to ask the learner (a call with no implementation, an MCP approval) is not merely paused.
  const waiting = useSession(
    (s) => status === 'paused' && WAITS_FOR_LEARNER.has(s.engine.branches[s.engine.activeBranchId]?.stop?.code ?? ''),
  );
  // Between SDK retries nothing is on the wire; say what the loop is waiting for instead of a bare "Running…".
  const last = useSession((s) =>
    status === 'running' && !hasPending ? s.engine.branches[s.engine.activeBranchId]?.exchanges.at(-1) : undefined,
  );
  const retry = waitingToRetry(last);
  const retrying = retry && retryWords(t, retry);
  return (
    <span
      className="run-status"
      data-tone={detached ? 'idle' : state.tone}
      role="status"
      aria-live="polite"
      data-testid="run-status"
    >
      {detached ? t('loadedSnapshot') : (retrying ?? t(waiting ? 'status.waiting' : `status.${state.label}`))}
    </span>
  );
}

const WAITS_FOR_LEARNER = new Set(['tool-asked', 'mcp-approval']);

/** "Retrying after HTTP 429 (retry-after: 1)…": the status in the UI's words, the header as the server sent it. */
function retryWords(t: TFunction<'controls'>, { after, header }: RetryReason): string {
  if (after === null) return header ? t('retrying.connectionHeader', { header }) : t('retrying.connection');
  return header ? t('retrying.httpHeader', { status: after, header }) : t('retrying.http', { status: after });
}
