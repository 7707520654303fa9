// The import formats, one reader each behind one registry: each reads pasted or dropped input into recorded exchanges
// (or a request not sent yet), named in words, or refuses it saying what it found.
import { looksLikeHar, readHar } from '@loopscope/payloads/formats/har';
import { looksLikeExchangeLine, readExchangeLine } from '@loopscope/payloads/formats/json-lines';
import { isObject } from '@loopscope/wire/json-object';
import type { WireExchange } from '@loopscope/wire/wire-exchange';
import type { Message } from '../message';
import { kindOf } from '../restore';
import { say } from '../say';
import { lharEntries, looksLikeAgentsTrace, readAgentsTrace, readLhar } from './peer-formats';
import { looksLikeDevtools, readDevtools } from './ai-sdk-devtools';
import { looksLikeResponsesItems } from './responses-items';
import {
  isAgentsExport,
  isLangfuseExport,
  isOtlpLines,
  isPhoenixExport,
  readAgentsExport,
  readLangfuse,
  readOtlpFile,
  readPhoenix,
} from './trace-formats';
import { isOtlpExport } from '@loopscope/wire/otlp/index';

/** Loopscope's own default when the input names no model: one with no announced shutdown date, so the import replays on any day. */
const DEFAULT_MODEL = 'gpt-5.5';

type Obj = Record<string, unknown>;
/**
 * What the input holds as recorded exchanges. `unsentLast`: the last one is a request not sent yet (a pasted body, a
 * messages list); `sendFirst`: the user's own request body, sent byte for byte as the session's first request.
 */
export type Reading =
  | { ok: true; format: Message; exchanges: WireExchange[]; unsentLast?: boolean; sendFirst?: string }
  | { ok: false; error: Message };

const CHAT_ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool', 'function']);
const CHAT_URL = 'https://api.openai.com/v1/chat/completions';
const RESPONSES_URL = 'https://api.openai.com/v1/responses';

/** Each message must at least say who speaks; the error names the first one that does not. */
function checkMessages(messages: unknown[], where: string): Message | null {
  const bad = messages.findIndex((m) => !isObject(m) || !CHAT_ROLES.has(String(m.role)));
  if (bad < 0) return null;
  const message = messages[bad];
  const role = isObject(message) ? JSON.stringify(message.role) : undefined;
  const found = isObject(message)
    ? role === undefined
      ? say('import.foundRoleMissing')
      : say('import.foundRole', { value: role })
    : Array.isArray(message)
      ? say('common.kindList')
      : say('common.kindOther', { type: typeof message });
  return say('import.notChatMessage', { where, index: bad, found });
}

/** A request the input holds but nobody sent yet: the session's next request. */
function unsent(url: string, body: string, format: Message, own = false): Reading {
  const exchange: WireExchange = {
    method: 'POST',
    url,
    requestHeaders: { 'content-type': 'application/json' },
    requestBody: body,
    status: null,
    responseHeaders: {},
    responseBody: null,
    startedAt: 0,
    durationMs: null,
  };
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
    const keys = Object.keys(value)
      .slice(0, 6)
      .map((k) => `"${k}"`)
      .join(', ');
    return keys ? say('import.objectWith', { keys }) : say('import.objectEmpty');
  }
  return kindOf(value);
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

/** One import format: whether the parsed input is in it, and how it reads into exchanges. */
interface FormatReader {
  /** For a JSON document or one JSON Lines line (`json`), or for JSON Lines of several lines (`lines`). */
  input: 'json' | 'lines';
  matches(value: unknown): boolean;
  read(value: unknown, text: string): Reading;
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > 0;
const chatRequest = (messages: unknown[], extra: Obj = {}) =>
  JSON.stringify({ model: DEFAULT_MODEL, messages, ...extra });

/** The import formats, tried in this order (the first that matches reads the input): a new format is a reader and an entry here. */
const FORMATS: FormatReader[] = [
  {
    input: 'json',
    matches: looksLikeHar,
    read(value) {
      const har = readHar(value);
      if (!har.ok) return { ok: false, error: say('import.notHar') };
      if (har.exchanges.length === 0) return { ok: false, error: say('import.harNoCalls', { count: har.skipped }) };
      return {
        ok: true,
        exchanges: har.exchanges,
        format: say('format.har', { count: har.exchanges.length, requests: har.exchanges.length + har.skipped }),
      };
    },
  },
  {
    input: 'json',
    matches: (value) => lharEntries(value) !== null,
    read: (value) => fromRead(readLhar(lharEntries(value)!), say('format.lhar')),
  },
  {
    input: 'json',
    matches: looksLikeDevtools,
    read(value) {
      const read = readDevtools(value as Parameters<typeof readDevtools>[0]);
      return read.ok
        ? { ok: true, exchanges: read.exchanges, format: say('format.devtools', { run: read.runLabel }) }
        : read;
    },
  },
  { input: 'json', matches: isOtlpExport, read: (value) => fromRead(readOtlpFile([value]), say('format.otlp')) },
  {
    input: 'json',
    matches: isAgentsExport,
    read: (value) => fromRead(readAgentsExport(value), say('format.agentsExport')),
  },
  { input: 'json', matches: isPhoenixExport, read: (value) => fromRead(readPhoenix(value), say('format.phoenix')) },
  { input: 'json', matches: isLangfuseExport, read: (value) => fromRead(readLangfuse(value), say('format.langfuse')) },
  // One request/response pair on its own (a single exchange exported from the inspector, one line of a log).
  { input: 'json', matches: looksLikeExchangeLine, read: (value) => fromValues([value], 'format.pairsCounted') },
  {
    input: 'json',
    matches: (value) =>
      isObject(value) &&
      (Array.isArray(value.messages) || Array.isArray(value.input) || typeof value.input === 'string'),
    read: (value, text) => fromBody(value as Obj, text),
  },
  {
    input: 'json',
    matches: (value) => isList(value) && value.every(looksLikeExchangeLine),
    read: (value) => fromValues(value as unknown[], 'format.pairListCounted'),
  },
  {
    input: 'json',
    matches: looksLikeResponsesItems,
    read: (value) =>
      unsent(RESPONSES_URL, JSON.stringify({ model: DEFAULT_MODEL, input: value }), say('format.responsesInput')),
  },
  {
    input: 'json',
    matches: (value) => isList(value) && value.every(isObject) && value.some((m) => 'role' in m),
    read(value) {
      const problem = checkMessages(value as unknown[], 'messages');
      return problem
        ? { ok: false, error: problem }
        : unsent(CHAT_URL, chatRequest(value as unknown[]), say('format.messagesArray'));
    },
  },
  {
    input: 'lines',
    matches: (values) => isOtlpLines(values as unknown[]),
    read: (values) => fromRead(readOtlpFile(values as unknown[]), say('format.otlpLines')),
  },
  { input: 'lines', matches: isPhoenixExport, read: (values) => fromRead(readPhoenix(values), say('format.phoenix')) },
  // Langfuse's observations table exported as JSON Lines: one observation per line.
  {
    input: 'lines',
    matches: isLangfuseExport,
    read: (values) => fromRead(readLangfuse(values), say('format.langfuse')),
  },
  // Agents SDK spans one per line: the model calls when generation spans carry them, else the last conversation below.
  {
    input: 'lines',
    matches: (values) => isAgentsExport(values) && readAgentsExport(values).ok,
    read: (values) => fromRead(readAgentsExport(values), say('format.agentsExport')),
  },
  {
    input: 'lines',
    matches: (values) => lharEntries(values) !== null,
    read: (values) => fromRead(readLhar(lharEntries(values)!), say('format.lharLines')),
  },
  {
    input: 'lines',
    matches: (values) => looksLikeAgentsTrace(values as unknown[]),
    read(values) {
      const read = readAgentsTrace(values as unknown[]);
      if (!read.ok) return read;
      return unsent(
        CHAT_URL,
        chatRequest(read.messages, {
          ...(read.model ? { model: read.model } : {}),
          ...(read.tools.length > 0 ? { tools: read.tools } : {}),
        }),
        say('format.agentsTrace'),
      );
    },
  },
  // Any other JSON Lines: one request/response pair per line.
  { input: 'lines', matches: () => true, read: (values) => fromValues(values as unknown[], 'format.pairsCounted') },
];

function fromRead(
  read: { ok: true; exchanges: WireExchange[] } | { ok: false; error: Message },
  format: Message,
): Reading {
  return read.ok ? { ok: true, exchanges: read.exchanges, format } : read;
}

export const KNOWN = say('import.known');

/** A JSON document (or the one line of JSON Lines) read by the first format it matches, or a refusal that names what it holds. */
export function readJson(value: unknown, text: string): Reading {
  const reader = FORMATS.find((format) => format.input === 'json' && format.matches(value));
  return reader
    ? reader.read(value, text)
    : { ok: false, error: say('import.unrecognised', { found: keysOf(value), known: KNOWN }) };
}

/** JSON Lines of several lines, read by the first format they match. */
export function readLines(values: unknown[], text: string): Reading {
  return FORMATS.find((format) => format.input === 'lines' && format.matches(values))!.read(values, text);
}
