// Token counts and the context gauge (the tokens feature) placed into the timeline, growing with the conversation.
import { useMemo } from 'react';
import type { TimelineEntry } from '@loopscope/engine/types';
import { ContextGauge, TokenCount, messageText } from '../features/tokens';
import { toolsAsSent, useSession } from '../store';
import { useFoldBox } from '../ui';
import { useTranslation } from 'react-i18next';

export function renderTokens(item: TimelineEntry) {
  // The entry's text and its framing: the same per-entry number the gauge and the inspector add up.
  return <TokenCount text={messageText(item.wire)} short entry />;
}

/** The next request's size: every message on the branch plus the tool definitions, against the model's window. */
export function RequestGauge() {
  const messages = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.messages);
  const config = useSession((s) => s.engine.config);
  const model = config.model;
  // Tools exactly as the next body carries them (Chat's nested functions, Responses' flat tools and namespaces), so the
  // gauge counts what is really sent; deferred tools count only once a tool_search_output in the entries loads them.
  const tools = useMemo(() => toolsAsSent(config), [config]);
  const context = useMemo(
    () => ({ instructions: null, entries: (messages ?? []).map((m) => m.wire), tools }),
    [messages, tools],
  );
  const { t } = useTranslation();
  // The bar stays above the scrolling timeline; folded, it gives those rows back (a short screen had ~190 px).
  const fold = useFoldBox('request-gauge');
  return (
    <details className="request-gauge" {...fold.details}>
      <summary className="request-gauge-summary" {...fold.summary}>
        {t('contextWindowBox')}
      </summary>
      <ContextGauge context={context} model={model} />
    </details>
  );
}
