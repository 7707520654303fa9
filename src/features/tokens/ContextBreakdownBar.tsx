// Where a request's context goes, at a glance: one bar split by part, a legend with each part's tokens and its change.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  breakdownChange,
  contextBreakdown,
  toolDefinitions,
  type ContextBreakdown,
} from '@loopscope/payloads/tokens/context-breakdown';
import type { ModelContext } from '../../store';
import { useRequestTokens } from './use-request-tokens';
import { useTokenCounts } from './use-token-count';

function useBreakdown(context: ModelContext | null): ContextBreakdown | null {
  const empty = useMemo<ModelContext>(() => ({ instructions: null, entries: [] }), []);
  const estimate = useRequestTokens(context ?? empty);
  return useMemo(
    () => (context && estimate ? contextBreakdown(context.entries, estimate, context.held ?? 0) : null),
    [context, estimate],
  );
}

export function ContextBreakdownBar({ context, previous }: { context: ModelContext; previous: ModelContext | null }) {
  const { t } = useTranslation('tokens');
  const now = useBreakdown(context);
  const before = useBreakdown(previous);
  if (!now || now.total === 0) return null;
  const change = breakdownChange(now, previous ? before : null);
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  const summary = now.parts.map((p) => `${t(`breakdown.part.${p.kind}`)} ${p.tokens}`).join(', ');
  const shrank = before !== null && previous !== null && now.total < before.total;
  return (
    <div className="tok-breakdown" data-testid="context-breakdown">
      <p className="tok-gauge-title">{t('breakdown.title')}</p>
      <div className="tok-breakdown-bar" role="img" aria-label={t('breakdown.label', { parts: summary })}>
        {now.parts.map((p) => (
          <span key={p.kind} className="tok-seg" data-kind={p.kind} style={{ flexGrow: p.tokens }} />
        ))}
      </div>
      <ul className="tok-breakdown-legend">
        {now.parts.map((p) => (
          <li key={p.kind} data-kind={p.kind}>
            <span className="tok-swatch" data-kind={p.kind} aria-hidden="true" />
            <span>{t(`breakdown.part.${p.kind}`)}</span>
            <span className="tok-num">{t('countShort', { count: p.tokens })}</span>
            {change.has(p.kind) && (
              <span className="tok-change">{t('breakdown.change', { change: signed(change.get(p.kind)!) })}</span>
            )}
          </li>
        ))}
      </ul>
      <ToolDefinitionTokens tools={context.tools} />
      {now.held > 0 && <p className="tok-gauge-note">{t('breakdown.held', { count: now.held })}</p>}
      {now.compacted && <p className="tok-breakdown-marker">{t('breakdown.compacted')}</p>}
      {shrank && !now.compacted && (
        <p className="tok-breakdown-marker">{t('breakdown.shrank', { count: before.total - now.total })}</p>
      )}
    </div>
  );
}

/** Each tool definition's own tokens (its JSON), folded: the tools part of the bar is often the biggest and least seen. */
function ToolDefinitionTokens({ tools }: { tools: ModelContext['tools'] }) {
  const { t } = useTranslation('tokens');
  const definitions = useMemo(() => toolDefinitions(tools), [tools]);
  const texts = useMemo(() => definitions.map((d) => d.text), [definitions]);
  const counts = useTokenCounts(texts);
  if (definitions.length === 0) return null;
  return (
    <details className="insp-details">
      <summary>{t('breakdown.eachTool', { count: definitions.length })}</summary>
      <ul className="tok-breakdown-tools">
        {definitions.map((d, i) => (
          <li key={`${d.name}-${i}`}>
            <code>{d.name}</code>{' '}
            <span className="tok-num">{counts ? t('countShort', { count: counts[i] ?? 0 }) : t('counting')}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
