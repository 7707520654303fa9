// The request's context-window gauge and, on demand, tokens per entry: what the model read for it, held state included.
import { useTranslation } from 'react-i18next';
import { useContext, useMemo, useState } from 'react';
import { assistantsTurns, requestContext } from '../../store';
import { PayloadFocus } from './focus-context';
import { ContextBreakdownBar, ContextGauge, MessageTokenList, RunTokens } from '../tokens';
import type { Exchange } from '@loopscope/engine/types';
import { parseJson, usageOf } from './exchange-info';
import { useFoldBox } from '../../ui';

export function RequestTokens({ exchange, exchanges }: { exchange: Exchange; exchanges: readonly Exchange[] }) {
  const { t } = useTranslation('inspector');
  const [open, setOpen] = useState(false);
  const focused = useContext(PayloadFocus);
  const fold = useFoldBox('request-tokens');
  const turns = useMemo(() => {
    const single = requestContext(exchange, exchanges);
    return single ? null : assistantsTurns(exchange, exchanges);
  }, [exchange, exchanges]);
  const context = useMemo(
    () => (turns ? (turns.at(-1) ?? null) : requestContext(exchange, exchanges)),
    [turns, exchange, exchanges],
  );
  const model = useMemo(() => modelOf(turns ? exchange.responseBody : exchange.requestBody), [turns, exchange]);
  // The request before it with a context of its own (a GET or a conversation's set-up has none), for the change per part.
  const previous = useMemo(() => {
    if (turns) return null;
    for (let i = exchanges.indexOf(exchange) - 1; i >= 0; i--) {
      const before = requestContext(exchanges[i]!, exchanges);
      if (before) return before;
    }
    return null;
  }, [turns, exchange, exchanges]);
  if (!context) return null;
  const reported = usageOf(exchange)?.prompt ?? null;
  // A box that can fold away (it took a third of a short screen): it starts folded on a short screen (the payload's
  // lines come first) and remembers the learner's choice like the other boxes; focused on the payload, it starts folded.
  return (
    <details
      key={focused ? 'focused' : 'fold'}
      className="insp-details insp-context"
      {...(focused ? { open: false } : fold.details)}
    >
      <summary {...(focused ? {} : fold.summary)}>{t('contextBox')}</summary>
      {/* An Assistants run is billed for every turn: the gauge shows its last turn, the line under it the run's sum. */}
      <ContextGauge context={context} model={model} reportedPromptTokens={turns ? null : reported} />
      {turns ? (
        <RunTokens turns={turns} reportedPromptTokens={reported} />
      ) : (
        <ContextBreakdownBar context={context} previous={previous} />
      )}
      <details className="insp-details" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t('tokensPerMessage')}</summary>
        {/* A closed <details> still renders its children; a request with thousands of messages should not pay for that. */}
        {open && <MessageTokenList context={context} />}
      </details>
    </details>
  );
}

function modelOf(text: string | null): string {
  const parsed = text === null ? null : parseJson(text);
  const body = parsed?.ok ? (parsed.value as Record<string, unknown> | null) : null;
  return body && typeof body.model === 'string' ? body.model : 'unknown';
}
