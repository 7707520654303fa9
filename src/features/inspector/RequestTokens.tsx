// The request's context-window gauge and, on demand, tokens per message, from its chat body.
import { useTranslation } from 'react-i18next';
import { useContext, useState } from 'react';
import { PayloadFocus } from './focus-context';
import { ContextGauge, MessageTokenList } from '../tokens';
import type { Exchange } from '../../engine/types';
import { parseJson, usageOf } from './exchange-info';

interface ChatBody {
  model: string;
  messages: unknown[];
  tools?: unknown[];
}

function chatBody(text: string | null): ChatBody | null {
  if (text === null) return null;
  const parsed = parseJson(text);
  if (!parsed.ok || !parsed.value || typeof parsed.value !== 'object') return null;
  const body = parsed.value as Record<string, unknown>;
  // Chat Completions sends `messages`; the Responses API sends `input` (an array of items or a string).
  const messages = Array.isArray(body.messages) ? body.messages : Array.isArray(body.input) ? body.input : null;
  if (!messages) return null;
  return { model: typeof body.model === 'string' ? body.model : 'unknown', messages, tools: Array.isArray(body.tools) ? body.tools : undefined };
}

export function RequestTokens({ exchange }: { exchange: Exchange }) {
  const { t } = useTranslation('inspector');
  const [open, setOpen] = useState(false);
  const focused = useContext(PayloadFocus);
  const body = chatBody(exchange.requestBody);
  if (!body) return null;
  const reported = usageOf(exchange)?.prompt ?? null;
  // A box that can fold away (it took a third of a short screen); focused on the payload, it starts folded.
  return (
    <details className="insp-details insp-context" open={!focused}>
      <summary>{t('contextBox')}</summary>
      <ContextGauge messages={body.messages} tools={body.tools} model={body.model} reportedPromptTokens={reported} />
      <details className="insp-details" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t('tokensPerMessage')}</summary>
        {/* A closed <details> still renders its children; a request with thousands of messages should not pay for that. */}
        {open && <MessageTokenList messages={body.messages} tools={body.tools} />}
      </details>
    </details>
  );
}
