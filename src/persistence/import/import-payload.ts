// Import of what users already have: the format is recognised and named, read into recorded exchanges, turned into a
// session by the engine's one exchanges → session function (in the exchanges' own API style), and passed through restore().
import type { CaptureToSessionOptions } from '@loopscope/engine/captured/index';
import type { EngineState } from '@loopscope/engine/types';
import { parseJsonLines } from '@loopscope/payloads/formats/json-lines';
import type { Exchange } from '@loopscope/wire/exchange';
import type { WireExchange } from '@loopscope/wire/wire-exchange';
import type { Message } from '../message';
import { MAX_SESSION_CHARS, restore } from '../restore';
import { megabytes, say } from '../say';
import { SESSION_FORMAT, SESSION_VERSION, type SessionRecord } from '../session-record';
import { isObject } from '@loopscope/wire/json-object';
import { KNOWN, readJson, readLines, type Reading } from './formats';
import { recordedExchanges } from './recorded-exchanges';

/** `format`: what the input was recognised as, in words (its English text is what the session's origin keeps). */
export type ImportResult =
  | { ok: true; record: SessionRecord; format: Message; warning?: Message }
  | { ok: false; error: Message };

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

/** A Loopscope session file: restore() reads it, not an import format. */
function isSession(value: unknown): boolean {
  return isObject(value) && (value.format !== undefined || ('branches' in value && 'config' in value));
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
export function importPayload(
  text: string,
  sourceName: string,
  now: number,
  { toSession, knownSource = () => null }: ImportOptions,
): ImportResult {
  if (text.length > MAX_SESSION_CHARS)
    return {
      ok: false,
      error: say('import.tooLarge', { size: megabytes(text.length), max: megabytes(MAX_SESSION_CHARS) }),
    };
  // A protobuf export (or any binary file) is no text to parse: say what it is before JSON's own complaint.
  if ([...text.slice(0, 512)].some((c) => c.charCodeAt(0) < 9 || (c.charCodeAt(0) > 13 && c.charCodeAt(0) < 27)))
    return { ok: false, error: say('import.binary') };
  let reading: Reading | 'session';
  try {
    const value: unknown = JSON.parse(text);
    reading = isSession(value) ? 'session' : readJson(value, text);
  } catch (jsonError) {
    const lines = parseJsonLines(text);
    if (!lines.ok) {
      const why = jsonError instanceof Error ? jsonError.message : String(jsonError);
      const linesWhy =
        lines.line === null
          ? say('import.noLines')
          : say('import.lineNotJson', { line: lines.line, reason: lines.reason });
      return { ok: false, error: say('import.neither', { json: why, lines: linesWhy, known: KNOWN }) };
    }
    reading =
      lines.values.length === 1
        ? isSession(lines.values[0])
          ? 'session'
          : readJson(lines.values[0], text)
        : readLines(lines.values, text);
  }
  if (reading === 'session') {
    const restored = restore(text);
    return restored.ok ? { ...restored, format: say('format.session') } : restored;
  }
  if (!reading.ok) return reading;
  // One way from exchanges to a session for every format, in the exchanges' own API style.
  const { exchanges, unsentLast = false, sendFirst } = reading;
  const engine = toSession(recordedExchanges(exchanges), {
    toolSource: knownSource,
    unsentLast,
    ...(sendFirst !== undefined ? { sendFirst } : {}),
    label: 'Original',
  });
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
