// How much of the model's context window a request fills: a meter with the estimate, and the server's own count when known.
import { useId } from 'react';
import { contextWindowFor } from '../../wire/context-windows';
import { useRequestTokens } from './use-request-tokens';
import './tokens.css';

export interface ContextGaugeProps {
  messages: readonly unknown[];
  tools?: readonly unknown[];
  model: string;
  /** Tokens the model accepts; defaults to a table of known models (128k when unknown). */
  contextWindow?: number;
  /** `usage.prompt_tokens` from the response, when there is one, to set beside the estimate. */
  reportedPromptTokens?: number | null;
}

const fmt = (n: number) => n.toLocaleString('en-US');

export function ContextGauge({ messages, tools, model, contextWindow, reportedPromptTokens }: ContextGaugeProps) {
  const labelId = useId();
  const estimate = useRequestTokens(messages, tools);
  const known = contextWindowFor(model);
  const window = contextWindow ?? known.tokens;
  const used = reportedPromptTokens ?? estimate?.total ?? null;
  const ratio = used === null ? 0 : used / window;
  const share = Math.min(1, ratio);
  const level = share > 0.9 ? 'high' : share > 0.6 ? 'mid' : 'low';
  const windowNote = contextWindow === undefined && !known.known ? ' (assumed; model not in the table)' : '';

  return (
    <div className="tok-gauge" data-level={level}>
      <div className="tok-gauge-head">
        <span id={labelId} className="tok-gauge-title">Context window</span>
        <span className="tok-gauge-value">
          {used === null ? 'counting…' : `${fmt(used)} / ${fmt(window)} tokens (${(ratio * 100).toFixed(ratio < 0.01 ? 2 : 1)}%)`}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={window}
        aria-valuenow={used ?? 0}
        aria-valuetext={used === null ? 'counting' : `${fmt(used)} of ${fmt(window)} tokens`}
        aria-busy={used === null}
        className="tok-gauge-track"
      >
        <div className="tok-gauge-fill" style={{ width: `${Math.max(share * 100, used ? 0.5 : 0)}%` }} />
      </div>
      <p className="tok-gauge-note">
        {model}: {fmt(window)}-token window{windowNote}.{' '}
        {estimate === null
          ? 'Estimating tokens…'
          : `Estimate: ${fmt(estimate.total)} (messages ${fmt(estimate.total - estimate.tools)}, tools ${fmt(estimate.tools)}).`}
        {reportedPromptTokens != null && ` Server counted ${fmt(reportedPromptTokens)} prompt tokens.`}
      </p>
      {used !== null && used > window && (
        <p className="tok-gauge-over">
          Over the window by {fmt(used - window)} tokens: the API rejects such a request (context_length_exceeded) unless older messages are dropped or summarised.
        </p>
      )}
    </div>
  );
}
