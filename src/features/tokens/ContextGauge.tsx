// How much of the model's context window a request fills: a meter with the estimate, and the server's own count when known.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contextWindowFor } from '@loopscope/payloads/tokens/context-windows';
import { ESTIMATE_MARGIN, PER_MESSAGE_OVERHEAD, REPLY_PRIMING, TOOLS_FRAMING, type ModelContext } from '../../store';
import { InfoTip, formatPercent } from '../../ui';
import { useRequestTokens } from './use-request-tokens';
import './tokens.css';

export interface ContextGaugeProps {
  /** What the model reads for the request: held entries included (see requestContext in the store). */
  context: ModelContext;
  model: string;
  /** Tokens the model accepts; defaults to a table of known models (128k when unknown). */
  contextWindow?: number;
  /** `usage.prompt_tokens` from the response, when there is one, to set beside the estimate. */
  reportedPromptTokens?: number | null;
}

export function ContextGauge({ context, model, contextWindow, reportedPromptTokens }: ContextGaugeProps) {
  const { t, i18n } = useTranslation('tokens');
  const labelId = useId();
  const estimate = useRequestTokens(context);
  const known = contextWindowFor(model);
  const window = contextWindow ?? known.tokens;
  const used = reportedPromptTokens ?? estimate?.total ?? null;
  const ratio = used === null ? 0 : used / window;
  const share = Math.min(1, ratio);
  const level = share > 0.9 ? 'high' : share > 0.6 ? 'mid' : 'low';
  const assumed = contextWindow === undefined && !known.known;
  const percent = formatPercent(ratio, i18n.language, ratio < 0.01 ? 2 : 1);

  return (
    <div className="tok-gauge" data-level={level}>
      <div className="tok-gauge-head">
        <span id={labelId} className="tok-gauge-title">
          {t('gauge.title')}
        </span>
        <span className="tok-gauge-value">
          {used === null ? t('counting') : t('gauge.value', { used, window, percent })}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={window}
        aria-valuenow={used ?? 0}
        aria-valuetext={used === null ? t('gauge.countingShort') : t('gauge.valueText', { used, window })}
        aria-busy={used === null}
        className="tok-gauge-track"
      >
        <div className="tok-gauge-fill" style={{ width: `${Math.max(share * 100, used ? 0.5 : 0)}%` }} />
      </div>
      <p className="tok-gauge-note">
        {/* First on the line, so the tip opens towards the panel's room (at the head's end it ran past a narrow inspector). */}
        <InfoTip
          title={t('rule.title')}
          body={t('rule.body', {
            perEntry: PER_MESSAGE_OVERHEAD,
            priming: REPLY_PRIMING,
            tools: TOOLS_FRAMING,
            share: ESTIMATE_MARGIN.share * 100,
            floor: ESTIMATE_MARGIN.floor,
          })}
        >
          {t('rule.term')}
        </InfoTip>{' '}
        {t(assumed ? 'gauge.windowAssumed' : 'gauge.window', { model, window })}{' '}
        {estimate === null
          ? t('gauge.estimating')
          : t('gauge.estimate', {
              total: estimate.total,
              messages: estimate.total - estimate.tools,
              tools: estimate.tools,
            })}
        {reportedPromptTokens != null && ` ${t('gauge.serverCounted', { count: reportedPromptTokens })}`}
      </p>
      {used !== null && used > window && <p className="tok-gauge-over">{t('gauge.over', { count: used - window })}</p>}
    </div>
  );
}
