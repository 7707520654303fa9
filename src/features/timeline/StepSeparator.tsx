// "Request 2 → 6 messages sent": the boundary between what a request carried and what came back; click to inspect.
import { useTranslation } from 'react-i18next';
import { failureWords } from './failure-words';
import {
  failureOf,
  formatWait,
  knownWaits,
  useActiveExchanges,
  useSelectedExchangeId,
  useSessionActions,
} from '../../store';

export interface StepSeparatorProps {
  step: number;
  exchangeId: string;
  messageCount: number | null;
  attempts: number;
  status: number | null;
  state: string;
  streamed: boolean;
  /** Sent over a WebSocket: its frames, not SSE, carried the answer. */
  socket?: boolean;
}

export function StepSeparator({
  step,
  exchangeId,
  messageCount,
  attempts,
  status,
  state,
  streamed,
  socket = false,
}: StepSeparatorProps) {
  const { t } = useTranslation('timeline');
  const selected = useSelectedExchangeId() === exchangeId;
  const { selectExchange } = useSessionActions();
  const exchanges = useActiveExchanges();
  const exchange = exchanges.find((e) => e.id === exchangeId);
  const failure = exchange ? failureOf(exchange) : null;
  const failed = failure !== null && failure.kind !== 'aborted';
  const outcome =
    state === 'pending' || state === 'streaming'
      ? streamed
        ? t('step.streaming')
        : t('step.waiting')
      : failure && failure.kind !== 'http'
        ? `${status === null ? '' : `HTTP ${status} · `}${failureWords(t, failure).label}`
        : status === null
          ? state
          : `HTTP ${status}`;
  // The SDK's pauses between attempts, and the retry-after header it honoured.
  const waits = attempts > 1 ? knownWaits(exchanges, step) : [];
  const honoured = waits.find((w) => w.retryAfter)?.retryAfter;
  const waitList = waits.map((w) => formatWait(w.waitedMs)).join(' + ');
  const waited =
    waits.length === 0
      ? ''
      : honoured
        ? t('step.waitedHonoured', { waits: waitList, retryAfter: honoured })
        : t('step.waited', { waits: waitList });

  return (
    <div className="step-separator" data-failed={failed || undefined}>
      <span className="step-line" aria-hidden="true" />
      <button
        type="button"
        className="step-button"
        aria-pressed={selected}
        onClick={() => selectExchange(exchangeId)}
        title={t('step.inspect')}
      >
        <span className="step-title">
          {messageCount === null ? t('step.sent', { step }) : t('step.messagesSent', { step, count: messageCount })}
        </span>
        <span className="step-meta">
          {outcome}
          {socket ? t('step.ws') : streamed && t('step.sse')}
          {attempts > 1 && `${t('step.attempts', { count: attempts })}${waited}`}
        </span>
      </button>
      <span className="step-line" aria-hidden="true" />
    </div>
  );
}
