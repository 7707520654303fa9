// A Chat conversation (messages, tools, recorded exchanges) as engine state: entries with provenance, exchanges with exact bytes.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { singleBranchState } from '../../engine/branch-store';
import { anyStyle } from '../../engine/driver';
import { chatDriver } from '../../engine/drivers/chat';
import { makeEntry } from '../../engine/entries';
import { createIdSource, type IdSource } from '../../engine/ids';
import { DEFAULT_OPTIONS, MOCK_PROVIDER } from '../../engine/session-defaults';
import type { EngineState, Exchange, Provenance, TimelineEntry, ToolSpec } from '../../engine/types';
import { maskedHeaderRecord } from '../../payloads/secret-headers';
import { SseDecoder } from '../../wire/sse';
import type { WireExchange } from '../../wire/wire-exchange';

/** What every importer produces before it becomes a session. */
export interface ImportedConversation {
  model: string | null;
  /** Chat-style tool definitions (`{type: 'function', function: {...}}`) as the payload carried them. */
  tools: unknown[];
  /** The conversation as the next request would send it. */
  messages: ChatCompletionMessageParam[];
  /** The recorded exchanges, oldest first (empty for a bare body or messages array). */
  exchanges: WireExchange[];
  stream: boolean;
  /** The input was one request body: its exact text, sent byte for byte as the session's first request. */
  requestBody?: string;
}

const driver = anyStyle(chatDriver);

/**
 * Finds an implementation for an imported tool (the app passes the built-in mock tools), or null. It is given the
 * tool's parameters too: a tool that only shares a built-in's name is someone else's tool, not Loopscope's.
 */
export type KnownToolSource = (name: string, parameters: Record<string, unknown>) => string | null;

/** What the tool editor shows for a tool with no implementation: the loop asks the user for each result until this is written. */
function askingSource(name: string): string {
  return `// ${name}: imported without an implementation, so the loop stops at each call and asks you for its result.
// Write what it should do here instead (the tool editor runs it in the sandbox), and the loop runs it from then on.
function run(args) {
  throw new Error(${JSON.stringify(`${name} has no implementation yet`)});
}
`;
}

function toolSpecs(tools: unknown[], knownSource: KnownToolSource): ToolSpec[] {
  const specs: ToolSpec[] = [];
  for (const tool of tools) {
    const fn = tool && typeof tool === 'object' ? (tool as { function?: Record<string, unknown> }).function : undefined;
    if (!fn || typeof fn.name !== 'string') continue;
    const parameters = fn.parameters && typeof fn.parameters === 'object' ? (fn.parameters as Record<string, unknown>) : { type: 'object', properties: {} };
    const known = knownSource(fn.name, parameters);
    specs.push({
      name: fn.name,
      description: typeof fn.description === 'string' ? fn.description : '',
      parameters,
      strict: fn.strict === true,
      ...(known === null ? { source: askingSource(fn.name), manual: true } : { source: known }),
    });
  }
  return specs;
}

function textOf(message: ChatCompletionMessageParam | undefined): string {
  const content = message?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('');
  return '';
}

function requestMessageCount(exchange: WireExchange): number {
  try {
    const body = JSON.parse(exchange.requestBody ?? '') as { messages?: unknown[] };
    return Array.isArray(body.messages) ? body.messages.length : -1;
  } catch {
    return -1;
  }
}

function toExchange(wire: WireExchange, ids: IdSource, step: number): Exchange {
  const streamed = (wire.responseHeaders['content-type'] ?? '').includes('text/event-stream') || /^data: /m.test(wire.responseBody?.slice(0, 200) ?? '');
  const decoder = new SseDecoder();
  const events = streamed && wire.responseBody ? [...decoder.push(wire.responseBody), ...decoder.flush()].map((e) => ({ ...e, at: 0 })) : [];
  return {
    id: ids.next('exchange'),
    step,
    attempt: 0,
    method: wire.method,
    url: wire.url,
    requestHeaders: maskedHeaderRecord(wire.requestHeaders),
    requestBody: wire.requestBody,
    status: wire.status,
    responseHeaders: maskedHeaderRecord(wire.responseHeaders),
    responseBody: wire.responseBody,
    streamed,
    events,
    startedAt: wire.startedAt ?? 0,
    durationMs: wire.durationMs,
    state: wire.status === null ? 'aborted' : 'done',
    error: wire.status === null ? 'The capture holds no response to this request.' : null,
  };
}

/** Why each message is there: config for the opening system/user pair, then responses and tool results tied to their exchange. */
function provenanceOf(messages: ChatCompletionMessageParam[], exchanges: Exchange[], counts: number[]): Provenance[] {
  const out: Provenance[] = [];
  let turns = 0;
  let lastResponse = '';
  messages.forEach((message, i) => {
    if (message.role === 'assistant') {
      const k = counts.findIndex((n) => n === i);
      lastResponse = k >= 0 ? exchanges[k]!.id : lastResponse;
      out.push({ kind: 'response', exchangeId: lastResponse });
    } else if (message.role === 'tool') {
      out.push({ kind: 'tool-result', exchangeId: lastResponse, toolCallId: message.tool_call_id });
    } else if (message.role === 'user') {
      out.push(turns === 0 ? { kind: 'config' } : { kind: 'user', turn: turns });
      turns += 1;
    } else {
      out.push({ kind: 'config' });
    }
  });
  return out;
}

export function chatSessionState(conversation: ImportedConversation, knownSource: KnownToolSource = () => null): EngineState {
  const ids = createIdSource();
  const counts = conversation.exchanges.map(requestMessageCount);
  const exchanges = conversation.exchanges.map((wire, i) => toExchange(wire, ids, i + 1));
  const provenance = provenanceOf(conversation.messages, exchanges, counts);
  const messages: TimelineEntry[] = conversation.messages.map((wire, i) => {
    const entry = makeEntry(driver, ids, wire, provenance[i]!);
    const step = counts.findIndex((n) => n > i);
    return { ...entry, firstSentInStep: step >= 0 ? step + 1 : null };
  });
  const last = conversation.messages.at(-1);
  const finished = last?.role === 'assistant' && !(last.tool_calls && last.tool_calls.length > 0);
  const system = conversation.messages.find((m) => m.role === 'system' || m.role === 'developer');
  const root = {
    id: ids.next('branch'),
    parentId: null,
    forkIndex: null,
    label: 'Original',
    messages,
    exchanges,
    status: finished ? ('done' as const) : ('idle' as const),
    stopReason: finished ? 'Imported: the model had already given its final answer. Edit a message and replay, or add a user message.' : null,
    steps: exchanges.length,
    ...(conversation.requestBody !== undefined ? { sendFirst: conversation.requestBody } : {}),
  };
  return singleBranchState(
    {
      apiStyle: 'chat',
      provider: { ...MOCK_PROVIDER },
      model: conversation.model ?? 'gpt-4o',
      systemPrompt: textOf(system),
      userMessage: textOf(conversation.messages.find((m) => m.role === 'user')),
      tools: toolSpecs(conversation.tools, knownSource),
      options: { ...DEFAULT_OPTIONS, stream: conversation.stream },
    },
    root,
  );
}
