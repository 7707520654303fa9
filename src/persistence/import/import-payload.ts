// Import of what users already have: the format is recognised and named, read into recorded exchanges, turned into a
// session by the engine's one exchanges → session function (in the exchanges' own API style), and passed through restore().
import type { CaptureToSessionOptions } from '../../engine/captured';
import type { EngineState } from '../../engine/types';
import { looksLikeHar, readHar } from '../../payloads/formats/har';
import { looksLikeExchangeLine, parseJsonLines, readExchangeLine } from '../../payloads/formats/json-lines';
import type { Exchange } from '../../wire/exchange';
import type { WireExchange } from '../../wire/wire-exchange';
import type { Message } from '../message';
import { kindOf, MAX_SESSION_CHARS, restore } from '../restore';
import { megabytes, say } from '../say';
import { SESSION_FORMAT, SESSION_VERSION, type SessionRecord } from '../session-record';
import { lharEntries, looksLikeAgentsTrace, readAgentsTrace, readLhar } from './peer-formats';
import { looksLikeDevtools, readDevtools } from './ai-sdk-devtools';
import { recordedExchanges } from './recorded-exchanges';
import { looksLikeResponsesItems } from './responses-items';

/** `format`: what the input was recognised as, in words (its English text is what the session's origin keeps). */
export type ImportResult = { ok: true; record: SessionRecord; format: Message } | { ok: false; error: Message };

/**
 * Finds an implementation for an imported tool (the app passes the built-in mock tools), or null. It is given the
 * tool's parameters too: a tool that only shares a built-in's name is someone else's tool, not Loopscope's.
 */
export type KnownToolSource = (name: string, parameters: Record<string, unknown>) => string | null;

/** The engine's exchanges → session function (`sessionFromExchanges`), passed in: persistence imports only the engine's types. */
export type ToSession = (exchanges: Exchange[], options: CaptureToSessionOptions) => EngineState | null;

export interface ImportOptions {
  toSession: ToSession;
  /** Imported tools get the implementation this has under their name; without one the loop asks the user for each result. */
  knownSource?: KnownToolSource;
}

/** Loopscope's own default when the input names no model. */
const DEFAULT_MODEL = 'gpt-4o';

type Obj = Record<string, unknown>;
/**
 * What the input holds as recorded exchanges. `unsentLast`: the last one is a request not sent yet (a pasted body, a
 * messages list); `sendFirst`: the user's own request body, sent byte for byte as the session's first request.
 */
type Reading = { ok: true; format: Message; exchanges: WireExchange[]; unsentLast?: boolean; sendFirst?: string } | { ok: false; error: Message };

const CHAT_ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool', 'function']);
const CHAT_URL = 'https://api.openai.com/v1/chat/completions';
const RESPONSES_URL = 'https://api.openai.com/v1/responses';

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

/** A request the input holds but nobody sent yet: the session's next request. */
function unsent(url: string, body: string, format: Message, own = false): Reading {
  const exchange: WireExchange = { method: 'POST', url, requestHeaders: { 'content-type': 'application/json' }, requestBody: body, status: null, responseHeaders: {}, responseBody: null, startedAt: 0, durationMs: null };
  return { ok: true, format, exchanges: [exchange], unsentLast: true, ...(own ? { sendFirst: body } : {}) };
}

/** A request body as pasted (Chat or Responses): the user's own payload, sent as it is before anything else. */
function fromBody(body: Obj, text: string): Reading {
  if (Array.isArray(body.messages)) {
    const problem = checkMessages(body.messages, 'messages');
    return problem ? { ok: false, error: problem } : unsent(CHAT_URL, text, say('format.chatBody'), true);
  }
  return unsent(RESPONSES_URL, text, say('format.responsesBody'), true);
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

function readJson(value: unknown, text: string): Reading | 'session' {
  if (isObject(value) && (value.format !== undefined || ('branches' in value && 'config' in value))) return 'session';
  if (looksLikeHar(value)) {
    const har = readHar(value);
    if (!har.ok) return { ok: false, error: say('import.notHar') };
    if (har.exchanges.length === 0) return { ok: false, error: say('import.harNoCalls', { count: har.skipped }) };
    return { ok: true, exchanges: har.exchanges, format: say('format.har', { count: har.exchanges.length, requests: har.exchanges.length + har.skipped }) };
  }
  const lhar = lharEntries(value);
  if (lhar) {
    const read = readLhar(lhar);
    return read.ok ? { ok: true, exchanges: read.exchanges, format: say('format.lhar') } : read;
  }
  if (looksLikeDevtools(value)) {
    const read = readDevtools(value);
    return read.ok ? { ok: true, exchanges: read.exchanges, format: say('format.devtools', { run: read.runLabel }) } : read;
  }
  // One request/response pair on its own (a single exchange exported from the inspector, one line of a log).
  if (looksLikeExchangeLine(value)) return fromValues([value], 'format.pairsCounted');
  if (isObject(value) && (Array.isArray(value.messages) || Array.isArray(value.input) || typeof value.input === 'string')) return fromBody(value, text);
  if (Array.isArray(value) && value.length > 0 && value.every(looksLikeExchangeLine)) return fromValues(value, 'format.pairListCounted');
  if (looksLikeResponsesItems(value)) return unsent(RESPONSES_URL, JSON.stringify({ model: DEFAULT_MODEL, input: value }), say('format.responsesInput'));
  if (Array.isArray(value) && value.length > 0 && value.every(isObject) && value.some((m) => 'role' in m)) {
    const problem = checkMessages(value, 'messages');
    return problem ? { ok: false, error: problem } : unsent(CHAT_URL, JSON.stringify({ model: DEFAULT_MODEL, messages: value }), say('format.messagesArray'));
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
  return { ok: true, exchanges, format: say(format, { count: exchanges.length }) };
}

function readLines(values: unknown[]): Reading {
  const lhar = lharEntries(values);
  if (lhar) {
    const read = readLhar(lhar);
    return read.ok ? { ok: true, exchanges: read.exchanges, format: say('format.lharLines') } : read;
  }
  if (looksLikeAgentsTrace(values)) {
    const read = readAgentsTrace(values);
    if (!read.ok) return read;
    return unsent(CHAT_URL, JSON.stringify({ model: read.model ?? DEFAULT_MODEL, messages: read.messages, ...(read.tools.length > 0 ? { tools: read.tools } : {}) }), say('format.agentsTrace'));
  }
  return fromValues(values, 'format.pairsCounted');
}

/** Why exchanges that were read make no session: none has a JSON request body, or none is a call Loopscope rebuilds. */
function noSession(exchanges: WireExchange[]): Message {
  const bodies = exchanges.some((e) => {
    try {
      return isObject(JSON.parse(e.requestBody ?? ''));
    } catch {
      return false;
    }
  });
  return bodies ? say('import.noMessagesOrInput') : say('import.noRequestBody');
}

/** Reads pasted or dropped text in any supported format; a refusal says what was found and what is read. */
export function importPayload(text: string, sourceName: string, now: number, { toSession, knownSource = () => null }: ImportOptions): ImportResult {
  if (text.length > MAX_SESSION_CHARS) return { ok: false, error: say('import.tooLarge', { size: megabytes(text.length), max: megabytes(MAX_SESSION_CHARS) }) };
  let reading: Reading | 'session';
  try {
    reading = readJson(JSON.parse(text), text);
  } catch (jsonError) {
    const lines = parseJsonLines(text);
    if (!lines.ok) {
      const why = jsonError instanceof Error ? jsonError.message : String(jsonError);
      const linesWhy = lines.line === null ? say('import.noLines') : say('import.lineNotJson', { line: lines.line, reason: lines.reason });
      return { ok: false, error: say('import.neither', { json: why, lines: linesWhy, known: KNOWN }) };
    }
    reading = lines.values.length === 1 ? readJson(lines.values[0], text) : readLines(lines.values);
  }
  if (reading === 'session') {
    const restored = restore(text);
    return restored.ok ? { ok: true, record: restored.record, format: say('format.session') } : restored;
  }
  if (!reading.ok) return reading;
  // One way from exchanges to a session for every format, in the exchanges' own API style.
  const { exchanges, unsentLast = false, sendFirst } = reading;
  const engine = toSession(recordedExchanges(exchanges), { toolSource: knownSource, unsentLast, ...(sendFirst !== undefined ? { sendFirst } : {}), label: 'Original' });
  if (!engine) return { ok: false, error: noSession(exchanges) };
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
