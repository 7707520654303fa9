// POST /v1/chat/completions: body checks, validation, faults, then a JSON completion or an SSE stream.
import { ApiError, NOT_JSON, apiErrorResponse, invalidRequest } from '@loopscope/wire/errors';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '@loopscope/wire/json-depth';
import { encodeSseEvent } from '@loopscope/wire/sse';
import { explanationHeaderValue } from '@loopscope/payloads/model-notes/explanation-header';
import { SIMPLE_CORS_HEADERS } from '../cors.ts';
import { faultError, type Faults } from '../faults/faults.ts';
import { ids } from '../model/ids.ts';
import type { ReplyScript } from '../scenarios/reply-script.ts';
import type { TokenCounter } from '../model/tokens.ts';
import { complete } from './complete.ts';
import { chatCompletionJson } from './completion-json.ts';
import { toChatCompletion, toChunks } from './to-response.ts';
import { validateChatRequest, type ValidRequest } from './validate-request.ts';
import type { ChatCompletion } from '@loopscope/wire/chat-types';

/**
 * What the chat route reads of a request besides its body: its headers. A Web Request is one; the Node server's fast
 * lane (server/fast-lane.ts) passes its IncomingMessage's headers without building a Request.
 */
export interface RequestHead {
  readonly headers: { get(name: string): string | null };
}

export interface ChatRouteDeps {
  seed: string;
  clock: () => number;
  /** The scripts whose pinned replies win over the mock model, for this request (its session's own script, if any). */
  scenariosFor: (request: RequestHead) => readonly ReplyScript[];
  sleep: (ms: number) => Promise<void>;
  takeFaults: (request: RequestHead) => Faults;
  /** Token counts for usage and limits (see model/tokens.ts). */
  tokens: TokenCounter;
  /** Keeps a completion made with `store: true` for its API key (`stored.ts`); may refuse it with a 400. */
  keepCompletion?: (request: RequestHead, completion: ChatCompletion, body: ValidRequest['body']) => void;
}

/**
 * The chat route's answer before it is a Response: a plain completion as its JSON text and headers (the fast lane
 * writes it to the socket in one call), anything else (a stream, an error) as a Response. The headers are a flat
 * `[name, value, name, value…]` list, as node:http's writeHead takes them: building an object from spreads on every
 * request cost more than a third of the mock's own answer (its time and the garbage it left).
 */
export type ChatAnswer = { json: string; headers: string[] } | Response;

/** POST /v1/chat/completions on a request's headers and its body text, before any Response is built for a plain completion. */
export type AnswerChat = (request: RequestHead, readBody: () => Promise<string>) => Promise<ChatAnswer>;

const NOT_JSON_START = 'We could not parse the JSON body of your request.';

/** Reads the body as the real API does: JSON content type required, then strict JSON. */
export async function readJson(request: Request): Promise<{ raw: string; body: unknown }> {
  checkContentType(request);
  return parseJson(await request.text());
}

/** The real API refuses a body that does not say it is JSON (no Content-Type at all passes). */
function checkContentType(request: RequestHead): void {
  const type = request.headers.get('content-type');
  if (type !== null && !/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(400, {
      error: {
        message: `Unsupported content type: '${type}'. This API method only accepts 'application/json' requests, but you specified the header 'Content-Type: ${type}'. Please try again with a supported content type.`,
        type: 'invalid_request_error',
        param: null,
        code: 'unsupported_content_type',
      },
    });
  }
}

/** Strict JSON of a body already read. */
function parseJson(raw: string): { raw: string; body: unknown } {
  // Parsing, validation and the model walk the body recursively: refuse a nesting that would overflow the stack.
  if (nestedDeeperThan(raw))
    throw invalidRequest(`${NOT_JSON_START} It is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  try {
    return { raw, body: JSON.parse(raw) };
  } catch {
    throw invalidRequest(NOT_JSON);
  }
}

/** Headers the real service sends with every completion; fixed values, so replays stay byte-identical. */
export const SERVICE_HEADERS = {
  'openai-version': '2020-10-01',
  'openai-organization': 'user-loopscope',
  'openai-processing-ms': '1',
  'x-ratelimit-limit-requests': '10000',
  'x-ratelimit-limit-tokens': '30000000',
  'x-ratelimit-remaining-requests': '9999',
  'x-ratelimit-remaining-tokens': '29999000',
  'x-ratelimit-reset-requests': '6ms',
  'x-ratelimit-reset-tokens': '2ms',
};

/** The plain completion's fixed headers, in the order they are sent, as a flat list made once. */
const PLAIN_HEADERS: readonly string[] = Object.entries({
  'content-type': 'application/json',
  ...SIMPLE_CORS_HEADERS,
  ...SERVICE_HEADERS,
}).flat();

/** Pairs of a flat `[name, value…]` list, for a Response's headers. */
export function headerPairs(flat: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i]!, flat[i + 1]!]);
  return pairs;
}

/**
 * The route's work on a request's headers and its body text (read by `readBody` only once the content type passed, as
 * the real API refuses before reading): the Hono handler and the Node server's fast lane both answer through it.
 */
export function chatAnswerer(deps: ChatRouteDeps): AnswerChat {
  return async (request, readBody) => {
    try {
      const faults = deps.takeFaults(request);
      checkContentType(request);
      const { raw, body } = parseJson(await readBody());
      const now = deps.clock();
      const scenarios = deps.scenariosFor(request);
      const valid = validateChatRequest(body, { now, scenarios });
      if (faults.latencyMs) await deps.sleep(faults.latencyMs);
      if (faults.error) throw faultError(faults.error, valid.body.model, faults.retryAfterSeconds);
      const result = await complete(valid, {
        seed: deps.seed,
        now,
        scenarios,
        rawBody: raw,
        faults,
        tokens: deps.tokens,
      });
      // Made once: the stored copy and the answer are the same completion.
      const completion = valid.body.stream === true && valid.body.store !== true ? null : toChatCompletion(result);
      if (valid.body.store === true) deps.keepCompletion?.(request, completion!, valid.body);
      const requestId = ids.request([deps.seed, raw]);
      const explanation = explanationHeaderValue(result.explanation);
      if (valid.body.stream !== true) {
        const headers = PLAIN_HEADERS.slice();
        headers.push('x-request-id', requestId, 'x-loopscope-explanation', explanation);
        return { json: chatCompletionJson(completion!), headers };
      }
      const options = valid.body.stream_options;
      const chunks = toChunks(result, {
        includeUsage: options?.include_usage === true,
        includeObfuscation:
          (options as { include_obfuscation?: boolean } | null | undefined)?.include_obfuscation !== false,
      });
      const events = [...chunks.map((ch) => encodeSseEvent(JSON.stringify(ch))), encodeSseEvent('[DONE]')];
      return new Response(sseStream(events, faults.cutStreamAfterEvents ?? null), {
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache',
          connection: 'keep-alive',
          ...SIMPLE_CORS_HEADERS,
          ...SERVICE_HEADERS,
          'x-request-id': requestId,
          'x-loopscope-explanation': explanation,
        },
      });
    } catch (error) {
      if (error instanceof ApiError) return apiErrorResponse(error);
      throw error;
    }
  };
}

/**
 * Events a stream hands to the HTTP layer per read. The mock writes its whole answer at once, so one write per event
 * only multiplied syscalls (a 50-event answer cost four times a plain one); the bytes on the wire are the same, and a
 * longer answer still arrives in several reads.
 */
export const EVENTS_PER_READ = 16;

/** Up to EVENTS_PER_READ events per read; a cut stream errors after exactly `cutAfter` events, as a dropped connection does. */
export function sseStream(events: string[], cutAfter: number | null): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const end = cutAfter === null ? events.length : Math.min(cutAfter, events.length);
  let i = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i < end) {
        const next = Math.min(i + EVENTS_PER_READ, end);
        controller.enqueue(encoder.encode(events.slice(i, next).join('')));
        i = next;
        return;
      }
      if (cutAfter !== null && cutAfter <= events.length) {
        // Let what was sent reach the client first (an HTTP host writes the headers on a later tick).
        await new Promise((resolve) => setTimeout(resolve, 5));
        controller.error(new Error('Connection closed by the mock API (injected fault: stream cut off)'));
        return;
      }
      controller.close();
    },
  });
}
