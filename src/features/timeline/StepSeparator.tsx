// "Request 2 → 6 messages sent": the boundary between what a request carried and what came back; click to inspect.
import { useSelectedExchangeId, useSessionActions } from '../../store';

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
  const failed = status !== null && status >= 400;
  const outcome = state === 'pending' || state === 'streaming' ? (streamed ? 'streaming…' : 'waiting…') : status === null ? state : `HTTP ${status}`;

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
          {attempts > 1 && ` · ${attempts} attempts`}
        </span>
      </button>
      <span className="step-line" aria-hidden="true" />
    </div>
  );
}
