// Import of what users already have: the format is recognised and named, turned into a session, and passed through restore().
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { looksLikeHar, readHar } from '../../wire/har';
import { looksLikeExchangeLine, parseJsonLines, readExchangeLine } from '../../wire/json-lines';
import type { WireExchange } from '../../wire/wire-exchange';
import { MAX_SESSION_CHARS, restore } from '../restore';
import { SESSION_FORMAT, SESSION_VERSION, type SessionRecord } from '../session-record';
import { exchangesToConversation } from './exchange-conversation';
import { chatSessionState, type ImportedConversation, type KnownToolSource } from './chat-timeline';
import { lharEntries, looksLikeAgentsTrace, readAgentsTrace, readLhar } from './peer-formats';
import { looksLikeDevtools, readDevtools } from './ai-sdk-devtools';
import { looksLikeResponsesItems, responsesItemsToChat, responsesToolToChat } from './responses-items';

export type ImportResult = { ok: true; record: SessionRecord; format: string } | { ok: false; error: string };

type Obj = Record<string, unknown>;
type Reading = { ok: true; format: string; conversation: ImportedConversation } | { ok: false; error: string };

const CHAT_ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool', 'function']);
const CHAT_URL = 'https://api.openai.com/v1/chat/completions';

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Each message must at least say who speaks; the error names the first one that does not. */
function checkMessages(messages: unknown[], where: string): string | null {
  const bad = messages.findIndex((m) => !isObject(m) || !CHAT_ROLES.has(String(m.role)));
  if (bad < 0) return null;
  const found = isObject(messages[bad]) ? `"role": ${JSON.stringify(messages[bad].role) ?? 'missing'}` : `a ${Array.isArray(messages[bad]) ? 'list' : typeof messages[bad]}`;
  return `${where}[${bad}] is not a Chat message: expected an object with "role" of system, developer, user, assistant or tool (found ${found}).`;
}

function conversation(over: Partial<ImportedConversation> & { messages: ChatCompletionMessageParam[] }): ImportedConversation {
  return { model: null, tools: [], exchanges: [], stream: false, ...over };
}

function fromChatBody(body: Obj): Reading {
  const messages = body.messages as unknown[];
  const problem = checkMessages(messages, 'messages');
  if (problem) return { ok: false, error: problem };
  return {
    ok: true,
    format: 'Chat Completions request body',
    conversation: conversation({ messages: messages as ChatCompletionMessageParam[], model: typeof body.model === 'string' ? body.model : null, tools: Array.isArray(body.tools) ? body.tools : [], stream: body.stream === true }),
  };
}

function fromResponsesBody(body: Obj): Reading {
  const items = typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : (body.input as Obj[]);
  const { messages } = responsesItemsToChat(items.filter(isObject));
  if (typeof body.instructions === 'string' && body.instructions) messages.unshift({ role: 'system', content: body.instructions });
  const tools = Array.isArray(body.tools) ? body.tools.filter(isObject).map(responsesToolToChat).filter((t) => t !== null) : [];
  return { ok: true, format: 'Responses request body', conversation: conversation({ messages, model: typeof body.model === 'string' ? body.model : null, tools }) };
}

function fromExchanges(exchanges: WireExchange[], format: string): Reading {
  const read = exchangesToConversation(exchanges);
  return read.ok ? { ok: true, format, conversation: read.conversation } : read;
}

function keysOf(value: unknown): string {
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (isObject(value)) return `an object with ${Object.keys(value).slice(0, 6).map((k) => `"${k}"`).join(', ') || 'no keys'}`;
  return `a ${typeof value}`;
}

const KNOWN = 'a Loopscope session, a Chat Completions request body, a messages array, a Responses request body or input list, a HAR file, JSON Lines of request/response pairs, a Context Lens LHAR file, an AI SDK DevTools generations.json or an OpenAI Agents SDK trace';

function readJson(value: unknown): Reading | 'session' {
  if (isObject(value) && (value.format !== undefined || ('branches' in value && 'config' in value))) return 'session';
  if (looksLikeHar(value)) {
    const har = readHar(value);
    if (!har.ok) return har;
    if (har.exchanges.length === 0) return { ok: false, error: `This HAR file has ${har.skipped} requests, none of them a Chat Completions or Responses call (POST …/chat/completions or …/responses).` };
    return fromExchanges(har.exchanges, `HAR file (${har.exchanges.length} API call${har.exchanges.length === 1 ? '' : 's'} of ${har.exchanges.length + har.skipped} requests)`);
  }
  const lhar = lharEntries(value);
  if (lhar) {
    const read = readLhar(lhar);
    return read.ok ? fromExchanges(read.exchanges, 'Context Lens LHAR') : read;
  }
  if (looksLikeDevtools(value)) {
    const read = readDevtools(value);
    return read.ok ? fromExchanges(read.exchanges, `AI SDK DevTools generations file (${read.runLabel})`) : read;
  }
  // One request/response pair on its own (a single exchange exported from the inspector, one line of a log).
  if (looksLikeExchangeLine(value)) return fromValues([value], 'JSON Lines of request/response pairs');
  if (isObject(value) && Array.isArray(value.messages)) return fromChatBody(value);
  if (isObject(value) && (Array.isArray(value.input) || typeof value.input === 'string')) return fromResponsesBody(value);
  if (Array.isArray(value) && value.length > 0 && value.every(looksLikeExchangeLine)) return fromValues(value, 'JSON list of request/response pairs');
  if (looksLikeResponsesItems(value)) {
    const { messages } = responsesItemsToChat(value);
    return { ok: true, format: 'Responses input list', conversation: conversation({ messages }) };
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isObject) && value.some((m) => 'role' in m)) {
    const problem = checkMessages(value, 'messages');
    return problem ? { ok: false, error: problem } : { ok: true, format: 'Chat Completions messages array', conversation: conversation({ messages: value as unknown as ChatCompletionMessageParam[] }) };
  }
  return { ok: false, error: `Loopscope did not recognise this JSON (${keysOf(value)}). It reads ${KNOWN}.` };
}

function fromValues(values: unknown[], format: string): Reading {
  const exchanges: WireExchange[] = [];
  for (let i = 0; i < values.length; i += 1) {
    const exchange = readExchangeLine(values[i], CHAT_URL);
    if (!exchange) return { ok: false, error: `Line ${i + 1} is not a request/response pair: expected an object with "request" and "response" (found ${keysOf(values[i])}).` };
    exchanges.push(exchange);
  }
  return fromExchanges(exchanges, `${format} (${exchanges.length} exchange${exchanges.length === 1 ? '' : 's'})`);
}

function readLines(values: unknown[]): Reading {
  const lhar = lharEntries(values);
  if (lhar) {
    const read = readLhar(lhar);
    return read.ok ? fromExchanges(read.exchanges, 'Context Lens LHAR (JSON Lines)') : read;
  }
  if (looksLikeAgentsTrace(values)) {
    const read = readAgentsTrace(values);
    if (!read.ok) return read;
    return { ok: true, format: 'OpenAI Agents SDK trace (JSON Lines)', conversation: conversation({ messages: read.messages, model: read.model, tools: read.tools }) };
  }
  return fromValues(values, 'JSON Lines of request/response pairs');
}

/**
 * Reads pasted or dropped text in any supported format; a refusal says what was found and what is read.
 * Imported tools get the implementation `knownSource` has under their name, else a stub that echoes its arguments.
 */
export function importPayload(text: string, sourceName: string, now: number, knownSource?: KnownToolSource): ImportResult {
  if (text.length > MAX_SESSION_CHARS) return { ok: false, error: `The input is ${(text.length / 1024 / 1024).toFixed(1)} MB; Loopscope imports up to ${MAX_SESSION_CHARS / 1024 / 1024} MB.` };
  let reading: Reading | 'session';
  try {
    reading = readJson(JSON.parse(text));
  } catch (jsonError) {
    const lines = parseJsonLines(text);
    if (!lines.ok) {
      const why = jsonError instanceof Error ? jsonError.message : String(jsonError);
      return { ok: false, error: `This is neither JSON (${why}) nor JSON Lines (${lines.error}) Loopscope reads ${KNOWN}.` };
    }
    reading = lines.values.length === 1 ? readJson(lines.values[0]) : readLines(lines.values);
  }
  if (reading === 'session') {
    const restored = restore(text);
    return restored.ok ? { ok: true, record: restored.record, format: 'Loopscope session' } : restored;
  }
  if (!reading.ok) return reading;
  const engine = chatSessionState(reading.conversation, knownSource);
  const candidate: SessionRecord = {
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    id: 'import',
    name: `${sourceName} (${reading.format})`,
    createdAt: now,
    updatedAt: now,
    origin: { kind: 'import', format: reading.format },
    readOnly: false,
    engine,
  };
  // The same door as every other load: what an importer built is validated like a file would be.
  const restored = restore(JSON.parse(JSON.stringify(candidate)));
  return restored.ok ? { ok: true, record: restored.record, format: reading.format } : restored;
}
