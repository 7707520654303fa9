// Import of what users already have: the format is recognised and named, turned into a session, and passed through restore().
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { looksLikeHar, readHar } from '../../payloads/formats/har';
import { looksLikeExchangeLine, parseJsonLines, readExchangeLine } from '../../payloads/formats/json-lines';
import type { WireExchange } from '../../wire/wire-exchange';
import type { Message } from '../message';
import { kindOf, MAX_SESSION_CHARS, restore } from '../restore';
import { megabytes, say } from '../say';
import { SESSION_FORMAT, SESSION_VERSION, type SessionRecord } from '../session-record';
import { exchangesToConversation } from './exchange-conversation';
import { chatSessionState, type ImportedConversation, type KnownToolSource } from './chat-timeline';
import { lharEntries, looksLikeAgentsTrace, readAgentsTrace, readLhar } from './peer-formats';
import { looksLikeDevtools, readDevtools } from './ai-sdk-devtools';
import { looksLikeResponsesItems, responsesItemsToChat, responsesToolToChat } from './responses-items';

/** `format`: what the input was recognised as, in words (its English text is what the session's origin keeps). */
export type ImportResult = { ok: true; record: SessionRecord; format: Message } | { ok: false; error: Message };

type Obj = Record<string, unknown>;
/** `oneChatRequest`: the input was a single Chat request body, which the session sends as it is before anything else. */
type Reading = { ok: true; format: Message; conversation: ImportedConversation; oneChatRequest?: boolean } | { ok: false; error: Message };

const CHAT_ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool', 'function']);
const CHAT_URL = 'https://api.openai.com/v1/chat/completions';

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Each message must at least say who speaks; the error names the first one that does not. */
function checkMessages(messages: unknown[], where: string): Message | null {
  const bad = messages.findIndex((m) => !isObject(m) || !CHAT_ROLES.has(String(m.role)));
  if (bad < 0) return null;
  const message = messages[bad];
  const role = isObject(message) ? JSON.stringify(message.role) : undefined;
  const found = isObject(message) ? (role === undefined ? say('import.foundRoleMissing') : say('import.foundRole', { value: role })) : Array.isArray(message) ? say('common.kindList') : say('common.kindOther', { type: typeof message });
  return say('import.notChatMessage', { where, index: bad, found });
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
    oneChatRequest: true,
    format: say('format.chatBody'),
    conversation: conversation({ messages: messages as ChatCompletionMessageParam[], model: typeof body.model === 'string' ? body.model : null, tools: Array.isArray(body.tools) ? body.tools : [], stream: body.stream === true }),
  };
}

function fromResponsesBody(body: Obj): Reading {
  const items = typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : (body.input as Obj[]);
  const { messages } = responsesItemsToChat(items.filter(isObject));
  if (typeof body.instructions === 'string' && body.instructions) messages.unshift({ role: 'system', content: body.instructions });
  const tools = Array.isArray(body.tools) ? body.tools.filter(isObject).map(responsesToolToChat).filter((t) => t !== null) : [];
  return { ok: true, format: say('format.responsesBody'), conversation: conversation({ messages, model: typeof body.model === 'string' ? body.model : null, tools }) };
}

function fromExchanges(exchanges: WireExchange[], format: Message): Reading {
  const read = exchangesToConversation(exchanges);
  return read.ok ? { ok: true, format, conversation: read.conversation } : read;
}

function keysOf(value: unknown): Message {
  if (Array.isArray(value)) return say('import.listOf', { count: value.length });
  if (isObject(value)) {
    const keys = Object.keys(value).slice(0, 6).map((k) => `"${k}"`).join(', ');
    return keys ? say('import.objectWith', { keys }) : say('import.objectEmpty');
  }
  return kindOf(value);
}

const KNOWN = say('import.known');

function readJson(value: unknown): Reading | 'session' {
  if (isObject(value) && (value.format !== undefined || ('branches' in value && 'config' in value))) return 'session';
  if (looksLikeHar(value)) {
    const har = readHar(value);
    if (!har.ok) return { ok: false, error: say('import.notHar') };
    if (har.exchanges.length === 0) return { ok: false, error: say('import.harNoCalls', { count: har.skipped }) };
    return fromExchanges(har.exchanges, say('format.har', { count: har.exchanges.length, requests: har.exchanges.length + har.skipped }));
  }
  const lhar = lharEntries(value);
  if (lhar) {
    const read = readLhar(lhar);
    return read.ok ? fromExchanges(read.exchanges, say('format.lhar')) : read;
  }
  if (looksLikeDevtools(value)) {
    const read = readDevtools(value);
    return read.ok ? fromExchanges(read.exchanges, say('format.devtools', { run: read.runLabel })) : read;
  }
  // One request/response pair on its own (a single exchange exported from the inspector, one line of a log).
  if (looksLikeExchangeLine(value)) return fromValues([value], 'format.pairsCounted');
  if (isObject(value) && Array.isArray(value.messages)) return fromChatBody(value);
  if (isObject(value) && (Array.isArray(value.input) || typeof value.input === 'string')) return fromResponsesBody(value);
  if (Array.isArray(value) && value.length > 0 && value.every(looksLikeExchangeLine)) return fromValues(value, 'format.pairListCounted');
  if (looksLikeResponsesItems(value)) {
    const { messages } = responsesItemsToChat(value);
    return { ok: true, format: say('format.responsesInput'), conversation: conversation({ messages }) };
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isObject) && value.some((m) => 'role' in m)) {
    const problem = checkMessages(value, 'messages');
    return problem ? { ok: false, error: problem } : { ok: true, format: say('format.messagesArray'), conversation: conversation({ messages: value as unknown as ChatCompletionMessageParam[] }) };
  }
  return { ok: false, error: say('import.unrecognised', { found: keysOf(value), known: KNOWN }) };
}

function fromValues(values: unknown[], format: 'format.pairsCounted' | 'format.pairListCounted'): Reading {
  const exchanges: WireExchange[] = [];
  for (let i = 0; i < values.length; i += 1) {
    const exchange = readExchangeLine(values[i], CHAT_URL);
    if (!exchange) return { ok: false, error: say('import.notPair', { line: i + 1, found: keysOf(values[i]) }) };
    exchanges.push(exchange);
  }
  return fromExchanges(exchanges, say(format, { count: exchanges.length }));
}

function readLines(values: unknown[]): Reading {
  const lhar = lharEntries(values);
  if (lhar) {
    const read = readLhar(lhar);
    return read.ok ? fromExchanges(read.exchanges, say('format.lharLines')) : read;
  }
  if (looksLikeAgentsTrace(values)) {
    const read = readAgentsTrace(values);
    if (!read.ok) return read;
    return { ok: true, format: say('format.agentsTrace'), conversation: conversation({ messages: read.messages, model: read.model, tools: read.tools }) };
  }
  return fromValues(values, 'format.pairsCounted');
}

/**
 * Reads pasted or dropped text in any supported format; a refusal says what was found and what is read.
 * Imported tools get the implementation `knownSource` has under their name, else a stub that echoes its arguments.
 */
export function importPayload(text: string, sourceName: string, now: number, knownSource?: KnownToolSource): ImportResult {
  if (text.length > MAX_SESSION_CHARS) return { ok: false, error: say('import.tooLarge', { size: megabytes(text.length), max: megabytes(MAX_SESSION_CHARS) }) };
  let reading: Reading | 'session';
  try {
    reading = readJson(JSON.parse(text));
  } catch (jsonError) {
    const lines = parseJsonLines(text);
    if (!lines.ok) {
      const why = jsonError instanceof Error ? jsonError.message : String(jsonError);
      const linesWhy = lines.line === null ? say('import.noLines') : say('import.lineNotJson', { line: lines.line, reason: lines.reason });
      return { ok: false, error: say('import.neither', { json: why, lines: linesWhy, known: KNOWN }) };
    }
    reading = lines.values.length === 1 ? readJson(lines.values[0]) : readLines(lines.values);
  }
  if (reading === 'session') {
    const restored = restore(text);
    return restored.ok ? { ok: true, record: restored.record, format: say('format.session') } : restored;
  }
  if (!reading.ok) return reading;
  // A Chat request body is the user's own payload: it goes out as pasted, the first request of the session.
  const conversation = reading.oneChatRequest ? { ...reading.conversation, requestBody: text } : reading.conversation;
  const engine = chatSessionState(conversation, knownSource);
  const candidate: SessionRecord = {
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    id: 'import',
    name: `${sourceName} (${reading.format.text})`,
    createdAt: now,
    updatedAt: now,
    origin: { kind: 'import', format: reading.format.text },
    readOnly: false,
    engine,
  };
  // The same door as every other load: what an importer built is validated like a file would be.
  const restored = restore(JSON.parse(JSON.stringify(candidate)));
  return restored.ok ? { ok: true, record: restored.record, format: reading.format } : restored;
}
