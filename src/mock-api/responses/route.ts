// The Responses endpoints: create (JSON or SSE, in the background too), retrieve (a poll, or a resumed stream), cancel,
// delete, input items, input token counts and compaction.
import type { Context, Hono } from 'hono';
import { ApiError, apiErrorResponse, invalidRequest } from '@loopscope/wire/errors';
import { validateResponsesRequest } from '@loopscope/wire/responses/validate-request';
import { explanationHeaderValue } from '@loopscope/payloads/model-notes/explanation-header';
import { readJson, SERVICE_HEADERS, sseStream, type ChatRouteDeps } from '../chat/route.ts';
import { faultError } from '../faults/faults.ts';
import { ids } from '../model/ids.ts';
import { servedModel } from '../models.ts';
import { modelNotFoundError } from '@loopscope/wire/errors';
import { notFound, resolveContext } from './context.ts';
import { itemId, seal } from './ids.ts';
import { itemResource } from './item-resource.ts';
import { paginate } from './list.ts';
import { countContextTokens, functionTools, respond } from './respond.ts';
import { searchState } from './tool-search.ts';
import type { ResponsesStore, StoredItem } from './store.ts';
import type { McpReach } from './mcp/connect.ts';
import type { HostedToolDeps } from './hosted/types.ts';
import { encodeEvents, failedEvents, responseEvents } from './stream.ts';
import { BACKGROUND_NEEDS_STORE, backgroundEvents, cancel, poll, queued, resumeEvents } from './background.ts';

export interface ResponsesRouteDeps extends ChatRouteDeps {
  store: ResponsesStore;
  /** How hosted `mcp` tools reach their servers (createMockApi's `mcpFetch` and `mcpTimeoutMs`). */
  mcp?: McpReach;
  /** What the hosted file_search and code_interpreter tools run on (the Assistants' vector stores, the Python sandbox). */
  hosted?: HostedToolDeps;
}

/** Stored objects belong to the API key that made them (a classroom can share one server). */
export function apiKeyOf(c: Context): string {
  return (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
}

/** Runs a handler and turns API errors into the real error responses. */
export function guarded(fn: (c: Context) => Promise<Response>) {
  return async (c: Context): Promise<Response> => {
    try {
      return await fn(c);
    } catch (error) {
      if (error instanceof ApiError) return apiErrorResponse(error);
      throw error;
    }
  };
}

function sse(events: Record<string, unknown>[], cutAfter: number | null, headers: Record<string, string>): Response {
  return new Response(sseStream(encodeEvents(events), cutAfter), {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      ...SERVICE_HEADERS,
      ...headers,
    },
  });
}

function json(
  value: unknown,
  headers: Record<string, string> = {},
  text: string = JSON.stringify(value, null, 2),
): Response {
  return new Response(text, {
    headers: { 'content-type': 'application/json', ...SERVICE_HEADERS, ...headers },
  });
}

/** The 404 for a response id; one the mock evicted says so (and why), unlike one that never existed. */
function responseNotFound(store: ResponsesStore, key: string, id: string): ApiError {
  return notFound(`Response with id '${id}' not found.${store.evictedNote(key, id)}`, null);
}

export function mountResponses(app: Hono, deps: ResponsesRouteDeps): void {
  app.post(
    '/v1/responses/input_tokens',
    guarded(async (c) => {
      const { raw, body } = await readJson(c.req.raw);
      const valid = validateResponsesRequest(body);
      if (!servedModel(String(valid.model), deps.clock())) throw modelNotFoundError(String(valid.model));
      const ctx = await resolveContext(valid, apiKeyOf(c), deps.store, [deps.seed, raw]);
      const instructions = typeof valid.instructions === 'string' ? valid.instructions : null;
      const search = searchState(valid.tools, [...ctx.prior, ...ctx.input]);
      const tokens = await countContextTokens(
        String(valid.model),
        instructions,
        [...ctx.prior, ...ctx.input],
        functionTools(search.billed),
        deps.tokens,
        search.billedTexts,
      );
      return json({ object: 'response.input_tokens', input_tokens: tokens });
    }),
  );

  app.post(
    '/v1/responses/compact',
    guarded(async (c) => {
      const { raw, body } = await readJson(c.req.raw);
      const valid = validateResponsesRequest(body, 'compact');
      if (!servedModel(String(valid.model), deps.clock())) throw modelNotFoundError(String(valid.model));
      const key = apiKeyOf(c);
      const ctx = await resolveContext(valid, key, deps.store, [deps.seed, raw]);
      const all = [...ctx.prior, ...ctx.input];
      // User messages stay readable; everything the model produced (and tool traffic) is sealed into one compaction item.
      const kept = all
        .filter((i) => i.type === 'message' && i.role === 'user')
        .map((i) => ({ id: i.id, type: 'message', status: 'completed', role: 'user', content: asParts(i.content) }));
      const sealed = all
        .filter((i) => !(i.type === 'message' && i.role === 'user'))
        .map(({ id: _id, ...item }) => item);
      const serial = deps.store.nextSerial();
      const output = [
        ...kept,
        { id: itemId('cmp', [deps.seed, raw, serial]), type: 'compaction', encrypted_content: seal(sealed) },
      ];
      const input = await countContextTokens(String(valid.model), null, all, [], deps.tokens);
      const usage = {
        input_tokens: input,
        input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
        output_tokens: 0,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: input,
      };
      return json({
        id: itemId('resp', [deps.seed, raw, serial]),
        object: 'response.compaction',
        output,
        created_at: Math.floor(deps.clock() / 1000),
        usage,
      });
    }),
  );

  app.post(
    '/v1/responses',
    guarded(async (c) => {
      const faults = deps.takeFaults(c.req.raw);
      const { raw, body } = await readJson(c.req.raw);
      const valid = validateResponsesRequest(body);
      if (faults.latencyMs) await deps.sleep(faults.latencyMs);
      const streaming = valid.stream === true;
      if (faults.error && !(streaming && faults.error === 500))
        throw faultError(faults.error, String(valid.model), faults.retryAfterSeconds);
      const background = valid.background === true;
      if (background && valid.store === false)
        throw invalidRequest(BACKGROUND_NEEDS_STORE, 'background', 'invalid_value');
      const { response, explanation } = await respond(valid, {
        seed: deps.seed,
        now: deps.clock(),
        scenarios: deps.scenariosFor(c.req.raw),
        store: deps.store,
        key: apiKeyOf(c),
        rawBody: raw,
        faults,
        tokens: deps.tokens,
        mcp: deps.mcp && { ...deps.mcp, apiUrl: new URL(c.req.url) },
        hosted: deps.hosted,
      });
      const headers = {
        'x-request-id': ids.request([deps.seed, raw]),
        'x-loopscope-explanation': explanationHeaderValue(explanation),
      };
      const stored = background ? deps.store.getResponse(apiKeyOf(c), String(response.id)) : undefined;
      if (!streaming) {
        if (stored) return json(queued(stored), headers);
        const text = JSON.stringify(response, null, 2);
        // A persistent store writes the stored response with this very text rather than serialising it again.
        if (response.store !== false) deps.store.answered(response, text);
        return json(response, headers, text);
      }
      const events =
        faults.error === 500
          ? failedEvents(
              response,
              'The server had an error while processing your request. Sorry about that!',
              'server_error',
            )
          : stored
            ? backgroundEvents(stored)
            : responseEvents(response);
      return sse(events, faults.cutStreamAfterEvents ?? null, headers);
    }),
  );

  app.post(
    '/v1/responses/:id/cancel',
    guarded(async (c) => {
      const id = c.req.param('id') ?? '';
      const stored = deps.store.getResponse(apiKeyOf(c), id);
      if (!stored) throw responseNotFound(deps.store, apiKeyOf(c), id);
      return json(cancel(stored));
    }),
  );

  app.get(
    '/v1/responses/:id/input_items',
    guarded(async (c) => {
      const stored = deps.store.getResponse(apiKeyOf(c), c.req.param('id') ?? '');
      if (!stored) throw responseNotFound(deps.store, apiKeyOf(c), c.req.param('id') ?? '');
      return json(paginate<StoredItem>(stored.input.map(itemResource), (name) => c.req.query(name)));
    }),
  );

  app.get(
    '/v1/responses/:id',
    guarded(async (c) => {
      const stored = deps.store.getResponse(apiKeyOf(c), c.req.param('id') ?? '');
      if (!stored) throw responseNotFound(deps.store, apiKeyOf(c), c.req.param('id') ?? '');
      // `?stream=true` resumes a background response's events after `starting_after`; a plain GET is a poll.
      if (c.req.query('stream') === 'true') return sse(resumeEvents(stored, c.req.query('starting_after')), null, {});
      return json(poll(stored));
    }),
  );

  app.delete(
    '/v1/responses/:id',
    guarded(async (c) => {
      const id = c.req.param('id') ?? '';
      if (!deps.store.deleteResponse(apiKeyOf(c), id)) throw responseNotFound(deps.store, apiKeyOf(c), id);
      return json({ id, object: 'response', deleted: true });
    }),
  );
}

/** A message's content as parts, the form stored items take (a string is one `input_text` part). */
function asParts(content: unknown): unknown[] {
  return typeof content === 'string' ? [{ type: 'input_text', text: content }] : (content as unknown[]);
}
