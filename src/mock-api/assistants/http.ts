// Shared request handling of the Assistants routes: beta header, key-scoped state, faults, JSON in and out, SSE out.
import type { Context } from 'hono';
import { betaHeaderError } from '@loopscope/wire/assistants/headers';
import { ApiError, NOT_JSON, apiErrorResponse, errorBody, invalidRequest } from '@loopscope/wire/errors';
import { encodeSseEvent } from '@loopscope/wire/sse';
import { faultError, type Faults } from '../faults/faults.ts';
import { ids } from '../model/ids.ts';
import type { TokenCounter } from '../model/tokens.ts';
import type { CodeRunner, RunTiming } from './run-machine.ts';
import type { RunFault } from './run-record.ts';
import type { ModelScript } from '@loopscope/wire/model-script';
import type { AssistantsStore, KeyState } from './store.ts';

export interface AssistantsDeps {
  seed: string;
  clock: () => number;
  sleep: (ms: number) => Promise<void>;
  takeFaults: (request: Request) => Faults;
  store: AssistantsStore;
  /** The run timing of this request's session (its pace and expiry), else the mock's own. */
  timing: (request: Request) => RunTiming;
  runCode: CodeRunner | null;
  /** The user's model script for this request (its session's own), read per turn. */
  script: (request: Request) => ModelScript | null;
  /** Token counts for usage and limits (see model/tokens.ts). */
  tokens: TokenCounter;
}

export interface Handle {
  c: Context;
  state: KeyState;
  nowMs: number;
  deps: AssistantsDeps;
  faults: Faults;
  json(): Promise<unknown>;
  /** The fault a run started by this request carries (fault injection makes the run fail, not the HTTP call). */
  runFault(model: string): RunFault | null;
}

function apiKeyOf(request: Request): string {
  return (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
}

/** A 404 that remembers the id, so the route can say when the mock evicted it rather than it never existing. */
export class NotFoundError extends ApiError {
  constructor(
    message: string,
    readonly id: string,
    param: string | null = null,
  ) {
    super(404, errorBody(message, { param }));
  }
}

export const notFound = (kind: string, id: string, param: string | null = null) =>
  new NotFoundError(`No ${kind} found with id '${id}'.`, id, param);

/** The 404 as sent: an evicted id's message says why it is gone. */
function withEvictionNote(error: ApiError, state: KeyState | null): ApiError {
  const note = error instanceof NotFoundError && state ? state.budget.evictedNote(state.key, error.id) : '';
  return note ? new ApiError(404, errorBody(error.message + note, { param: error.body.error.param })) : error;
}

type Handler = (h: Handle) => Promise<Response | object>;

/**
 * Wraps a route: checks the beta header (when `beta`), takes the faults, hands the key's state to `fn`,
 * and turns its result into JSON (or passes a Response through) and ApiErrors into error bodies.
 * `startsRun` routes keep an injected error for the run instead of failing the HTTP call.
 */
export function route(
  deps: AssistantsDeps,
  fn: Handler,
  options: { beta?: boolean; startsRun?: boolean; pollHint?: boolean } = {},
) {
  return async (c: Context): Promise<Response> => {
    let faults: Faults = {};
    let state: KeyState | null = null;
    try {
      faults = deps.takeFaults(c.req.raw);
      if (options.beta !== false) {
        const error = betaHeaderError(c.req.header('openai-beta') ?? null);
        if (error) throw error;
      }
      if (faults.latencyMs) await deps.sleep(faults.latencyMs);
      if (faults.error && !options.startsRun) throw faultError(faults.error, 'gpt-4o', faults.retryAfterSeconds);
      const nowMs = deps.clock();
      state = deps.store.forKey(apiKeyOf(c.req.raw), Math.floor(nowMs / 1000));
      const handle: Handle = {
        c,
        state,
        nowMs,
        deps,
        faults,
        json: () => readJson(c.req.raw),
        runFault: (model) => {
          if (!faults.error) return null;
          if (faults.error === 429)
            return {
              code: 'rate_limit_exceeded',
              message: faultError(429, model, faults.retryAfterSeconds).body.error.message,
            };
          return { code: 'server_error', message: 'Sorry, something went wrong.' };
        },
      };
      const result = await fn(handle);
      const headers = serviceHeaders(deps, c.req.raw, nowMs, options.pollHint === true);
      if (result instanceof Response) {
        for (const [k, v] of Object.entries(headers)) result.headers.set(k, v);
        return result;
      }
      return new Response(JSON.stringify(result, null, 2), {
        headers: { 'content-type': 'application/json', ...headers },
      });
    } catch (error) {
      if (error instanceof ApiError) return apiErrorResponse(withEvictionNote(error, state));
      throw error;
    }
  };
}

function serviceHeaders(
  deps: AssistantsDeps,
  request: Request,
  nowMs: number,
  pollHint: boolean,
): Record<string, string> {
  return {
    'openai-version': '2020-10-01',
    'openai-organization': 'user-loopscope',
    'openai-processing-ms': '1',
    'x-request-id': ids.request([deps.seed, request.method, request.url, nowMs]),
    ...(pollHint ? { 'openai-poll-after-ms': String(deps.timing(request).pollAfterMs) } : {}),
  };
}

/** An empty body reads as `{}` (the SDK sends none for `threads.create()`); anything else must be JSON. */
async function readJson(request: Request): Promise<unknown> {
  const raw = await request.text();
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidRequest(NOT_JSON);
  }
}

/** The SSE response of a streamed run: `event:` + `data:` per event, then `event: done` / `data: [DONE]`. */
export function sseResponse(events: readonly { event: string; data: string }[]): Response {
  const encoder = new TextEncoder();
  const blocks = [...events.map((e) => encodeSseEvent(e.data, e.event)), encodeSseEvent('[DONE]', 'done')];
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = blocks[i++];
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    },
  });
}

/** Collects events with a snapshot of their data taken when they happen. */
export function eventLog(): {
  events: { event: string; data: string }[];
  emit: (event: string, data: unknown) => void;
} {
  const events: { event: string; data: string }[] = [];
  return { events, emit: (event, data) => events.push({ event, data: JSON.stringify(data) }) };
}

export const dropEvents = (): void => undefined;
