// "Request 2 → 6 messages sent": the boundary between what a request carried and what came back; click to inspect.
import { failureOf, formatWait, retryWaitOf, useActiveExchanges, useSelectedExchangeId, useSessionActions } from '../../store';

export interface StepSeparatorProps {
  step: number;
  exchangeId: string;
  messageCount: number | null;
  attempts: number;
  status: number | null;
  state: string;
  streamed: boolean;
}

export function StepSeparator({ step, exchangeId, messageCount, attempts, status, state, streamed }: StepSeparatorProps) {
  const selected = useSelectedExchangeId() === exchangeId;
  const { selectExchange } = useSessionActions();
  const exchanges = useActiveExchanges();
  const exchange = exchanges.find((e) => e.id === exchangeId);
  const failure = exchange ? failureOf(exchange) : null;
  const failed = failure !== null && failure.kind !== 'aborted';
  const outcome =
    state === 'pending' || state === 'streaming'
      ? streamed ? 'streaming…' : 'waiting…'
      : failure && failure.kind !== 'http'
        ? `${status === null ? '' : `HTTP ${status} · `}${failure.label}`
        : status === null ? state : `HTTP ${status}`;
  // The SDK's pauses between attempts, and the retry-after header it honoured.
  const waits = attempts > 1 ? exchanges.filter((e) => e.step === step && e.attempt > 0).map((e) => retryWaitOf(exchanges, e)) : [];
  const honoured = waits.find((w) => w?.retryAfter)?.retryAfter;
  const waited = waits.length > 0 ? ` · waited ${waits.map((w) => (w ? formatWait(w.waitedMs) : '?')).join(' + ')}${honoured ? ` (${honoured})` : ''}` : '';

  return (
    <div className="step-separator" data-failed={failed || undefined}>
      <span className="step-line" aria-hidden="true" />
      <button type="button" className="step-button" aria-pressed={selected} onClick={() => selectExchange(exchangeId)} title="Inspect this exchange">
        <span className="step-title">
          Request {step} → {messageCount === null ? 'sent' : `${messageCount} ${messageCount === 1 ? 'message' : 'messages'} sent`}
        </span>
        <span className="step-meta">
          {outcome}
          {streamed && ' · SSE'}
          {attempts > 1 && ` · ${attempts} attempts${waited}`}
        </span>
      </button>
      <span className="step-line" aria-hidden="true" />
    </div>
  );
}
