// Legacy POST /v1/completions: a prompt (or several) answered by the mock model as `text_completion` objects, streamed
// or not, for the instruct and base models that endpoint serves.
import type { Context } from 'hono';
import { ApiError, apiErrorResponse, invalidRequest, modelNotFoundError } from '@loopscope/wire/errors';
import { checkNumber, invalidType, missingParameter } from '@loopscope/wire/checks';
import { isObject } from '@loopscope/wire/json-object';
import { encodeSseEvent } from '@loopscope/wire/sse';
import { SIMPLE_CORS_HEADERS } from '../cors.ts';
import { faultError } from '../faults/faults.ts';
import { generateReply } from '../model/generate.ts';
import { ids } from '../model/ids.ts';
import { servedModel } from '../models.ts';
import { readJson, SERVICE_HEADERS, sseStream, type ChatRouteDeps } from './route.ts';
import { cutAtStop } from './truncate.ts';

type Json = Record<string, unknown>;

/** The models the endpoint serves (the SDK's `CompletionCreateParams.model`), with their context windows. */
const LEGACY_MODELS: Record<string, number> = {
  'gpt-3.5-turbo-instruct': 4_096,
  'davinci-002': 16_384,
  'babbage-002': 16_384,
};
const FIELDS = new Set([
  'model',
  'prompt',
  'best_of',
  'echo',
  'frequency_penalty',
  'logit_bias',
  'logprobs',
  'max_tokens',
  'n',
  'presence_penalty',
  'seed',
  'stop',
  'stream',
  'stream_options',
  'suffix',
  'temperature',
  'top_p',
  'user',
]);
/** The endpoint's default `max_tokens` (its reference: 16). */
const DEFAULT_MAX_TOKENS = 16;
/**
 * The 404 a chat model gets here: the API's own wording as bug reports quote it (vendor/wire-rules/wire-rules.md does not list it).
 */
export const CHAT_MODEL_ON_COMPLETIONS =
  'This is a chat model and not supported in the v1/completions endpoint. Did you mean to use v1/chat/completions?';

function validate(body: unknown, now: number): { model: string; prompts: string[]; body: Json } {
  if (!isObject(body)) throw invalidType('body', 'an object', body);
  const unknown = Object.keys(body)
    .filter((k) => !FIELDS.has(k))
    .sort();
  if (unknown.length > 0)
    throw invalidRequest(
      `Unrecognized request argument${unknown.length > 1 ? 's' : ''} supplied: ${unknown.join(', ')}`,
    );
  if (body.model === undefined || body.model === null || body.model === '') throw missingParameter('model');
  if (typeof body.model !== 'string') throw invalidType('model', 'a string', body.model);
  if (!(body.model in LEGACY_MODELS)) {
    // A chat model past its shutdown date is gone here too: the 404 for an unknown model, not the chat-model one.
    if (servedModel(body.model, now))
      throw new ApiError(404, {
        error: { message: CHAT_MODEL_ON_COMPLETIONS, type: 'invalid_request_error', param: 'model', code: null },
      });
    throw modelNotFoundError(body.model);
  }
  if (body.prompt === undefined || body.prompt === null) throw missingParameter('prompt');
  // Token-id prompts (arrays of numbers) are read as their numbers' text: the mock does not decode token ids.
  const prompts =
    typeof body.prompt === 'string'
      ? [body.prompt]
      : Array.isArray(body.prompt) && body.prompt.length > 0
        ? body.prompt.map((p) => (Array.isArray(p) ? p.join(' ') : String(p)))
        : null;
  if (!prompts) throw invalidType('prompt', 'a string or an array', body.prompt);
  checkNumber(body, 'max_tokens', { integer: true, min: 0 });
  checkNumber(body, 'n', { integer: true, min: 1, max: 128 });
  return { model: body.model, prompts, body };
}

interface Choice {
  text: string;
  finish: 'stop' | 'length';
}

/**
 * Each prompt is read as a user's request and answered by the mock model (an instruct model answers its prompt),
 * after the blank line such models start with; `echo` puts the prompt first, `suffix` is accepted and ignored, and
 * `logprobs` are null. Ids derive from (seed, body), so a replay is identical.
 */
export function legacyCompletionsHandler(deps: ChatRouteDeps) {
  return async (c: Context): Promise<Response> => {
    try {
      const faults = deps.takeFaults(c.req.raw);
      const { raw, body } = await readJson(c.req.raw);
      const { model, prompts, body: valid } = validate(body, deps.clock());
      if (faults.latencyMs) await deps.sleep(faults.latencyMs);
      if (faults.error) throw faultError(faults.error, model, faults.retryAfterSeconds);
      const now = deps.clock();
      const max = Math.min(
        typeof valid.max_tokens === 'number' ? valid.max_tokens : DEFAULT_MAX_TOKENS,
        LEGACY_MODELS[model]!,
      );
      const n = typeof valid.n === 'number' ? valid.n : 1;
      const { choices, promptTokens, completionTokens } = await deps.tokens.run((tok) => {
        const made: Choice[] = [];
        let used = 0;
        for (const prompt of prompts) {
          const reply = generateReply({
            messages: [{ role: 'user', content: prompt }],
            tools: [],
            toolChoice: undefined,
            parallelToolCalls: true,
            responseFormat: undefined,
            now: new Date(now),
          });
          const written = `\n\n${cutAtStop(reply.content ?? '', valid.stop as string | string[] | null | undefined)}`;
          const fits = tok.count(written) <= max;
          const text = fits ? written : tok.truncate(written, max);
          for (let k = 0; k < n; k++) {
            made.push({ text: valid.echo === true ? prompt + text : text, finish: fits ? 'stop' : 'length' });
            used += tok.count(text);
          }
        }
        return {
          choices: made,
          promptTokens: prompts.reduce((sum, p) => sum + tok.count(p), 0),
          completionTokens: used,
        };
      });
      const base = {
        id: `cmpl-${ids.completion([deps.seed, raw]).slice('chatcmpl-'.length)}`,
        object: 'text_completion',
        created: Math.floor(now / 1000),
        model,
      };
      const usage = {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      };
      const headers = { ...SIMPLE_CORS_HEADERS, ...SERVICE_HEADERS, 'x-request-id': ids.request([deps.seed, raw]) };
      if (valid.stream !== true) {
        const completion = {
          ...base,
          choices: choices.map((ch, index) => ({ text: ch.text, index, logprobs: null, finish_reason: ch.finish })),
          usage,
        };
        return new Response(JSON.stringify(completion, null, 2), {
          headers: { 'content-type': 'application/json', ...headers },
        });
      }
      const events = streamChunks(
        base,
        choices,
        (valid.stream_options as Json | undefined)?.include_usage === true ? usage : null,
      ).map((chunk) => encodeSseEvent(JSON.stringify(chunk)));
      return new Response(sseStream([...events, encodeSseEvent('[DONE]')], faults.cutStreamAfterEvents ?? null), {
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache',
          connection: 'keep-alive',
          ...headers,
        },
      });
    } catch (error) {
      if (error instanceof ApiError) return apiErrorResponse(error);
      throw error;
    }
  };
}

/** A chunk per word of each choice, then each choice's empty chunk with its finish_reason, then usage (empty choices) when asked. */
function streamChunks(base: Json, choices: readonly Choice[], usage: Json | null): Json[] {
  const chunks: Json[] = [];
  choices.forEach((ch, index) => {
    for (const piece of ch.text.match(/\S+\s*|\s+/g) ?? [])
      chunks.push({ ...base, choices: [{ text: piece, index, logprobs: null, finish_reason: null }] });
    chunks.push({ ...base, choices: [{ text: '', index, logprobs: null, finish_reason: ch.finish }] });
  });
  if (usage) chunks.push({ ...base, choices: [], usage });
  return chunks;
}
