// The mock API's Hono app: CORS, the teaching 401, the routes under /v1, and OpenAI-shaped 404s and 500s.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import {
  apiErrorResponse,
  errorBody,
  errorResponse,
  invalidApiKeyError,
  missingApiKeyError,
  modelNotFoundError,
} from '@loopscope/wire/errors';
import { chatAnswerer, headerPairs, type AnswerChat, type ChatRouteDeps } from './chat/route.ts';
import { ALLOWED_HEADERS, EXPOSED_HEADERS, FAULT_HEADER, withSimpleCors } from './cors.ts';
import { liveModels, servedModel, toWireModel } from './models.ts';
import { mountConversations } from './responses/conversations.ts';
import { mountResponses } from './responses/route.ts';
import type { ResponsesStore } from './responses/store.ts';
import type { ChatCompletionsStore } from './chat/stored.ts';
import { mountStoredChatCompletions } from './chat/stored-routes.ts';
import { legacyCompletionsHandler } from './chat/legacy-completions.ts';

/** Sends the real 401 for this one key, so learners can see what a bad key looks like. */
export const TEACHING_INVALID_KEY = 'sk-invalid';

export { FAULT_HEADER };

/** The key of an Authorization header; a bare "Bearer" (fetch trims the space after it) carries none. */
export function keyOf(authorization: string | undefined): string {
  return (authorization ?? '').replace(/^Bearer(\s+|$)/i, '').trim();
}

/**
 * The real 401s: the teaching key's "Incorrect API key", and "You didn't provide an API key" for a request without
 * one (every key gets its own store; without one, strangers would share a store). The page always sends its mock
 * key (MOCK_PROVIDER.apiKey), so the in-page mock and the default configuration never meet the second one.
 */
export function teachingKeyDenied(authorization: string | undefined): Response | null {
  const key = keyOf(authorization);
  if (key === TEACHING_INVALID_KEY) return apiErrorResponse(invalidApiKeyError(TEACHING_INVALID_KEY));
  return key === '' ? apiErrorResponse(missingApiKeyError()) : null;
}

/** A bug's answer: OpenAI's own 500 words, the error only in the server's log. */
function unexpectedError(error: unknown): Response {
  console.error('mock-api: unexpected error', error);
  return errorResponse(
    500,
    errorBody('The server had an error while processing your request. Sorry about that!', { type: 'server_error' }),
  );
}

export function buildApp(deps: ChatRouteDeps & { store: ResponsesStore; chatStore: ChatCompletionsStore }): {
  app: Hono;
  answerChat: AnswerChat;
} {
  const app = new Hono();
  // The hot route answers before the middleware below: hono/cors rewrites every Response it passes through (a full
  // copy of body and headers), which cost more than the completion itself. Its answers carry the same CORS headers.
  const keepCompletion: ChatRouteDeps['keepCompletion'] = (request, completion, body) =>
    deps.chatStore.put(
      keyOf(request.headers.get('authorization') ?? undefined),
      completion as unknown as Record<string, unknown> & { id: string },
      body.messages as unknown as Record<string, unknown>[],
      body.model,
      body.metadata,
    );
  const chat = chatAnswerer({ ...deps, keepCompletion });
  const answerChat: AnswerChat = async (request, readBody) => {
    const denied = teachingKeyDenied(request.headers.get('authorization') ?? undefined);
    if (denied) return withSimpleCors(denied);
    try {
      const answer = await chat(request, readBody);
      return answer instanceof Response && answer.status !== 200 ? withSimpleCors(answer) : answer;
    } catch (error) {
      // The fast lane has no Hono around it: the same 500 as onError's, here for both.
      return unexpectedError(error);
    }
  };
  app.post('/v1/chat/completions', async (c) => {
    const answer = await answerChat(c.req.raw, () => c.req.text());
    return answer instanceof Response ? answer : new Response(answer.json, { headers: headerPairs(answer.headers) });
  });
  app.use(
    '/v1/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: [...ALLOWED_HEADERS],
      exposeHeaders: [...EXPOSED_HEADERS],
      maxAge: 600,
    }),
  );
  app.use('/v1/*', async (c, next) => {
    const denied = teachingKeyDenied(c.req.header('authorization'));
    if (denied) return denied;
    await next();
  });

  // Only live models: the real list drops a model from its shutdown date on, and retrieving one answers as for an unknown id.
  app.get('/v1/models', (c) => c.json({ object: 'list', data: liveModels(deps.clock()).map(toWireModel) }));
  app.get('/v1/models/:id{.+}', (c) => {
    const model = servedModel(c.req.param('id'), deps.clock());
    return model ? c.json(toWireModel(model)) : apiErrorResponse(modelNotFoundError(c.req.param('id')));
  });
  app.post('/v1/completions', legacyCompletionsHandler(deps));
  mountStoredChatCompletions(app, deps.chatStore);
  mountResponses(app, deps);
  mountConversations(app, deps);

  app.notFound((c) => errorResponse(404, errorBody(`Invalid URL (${c.req.method} ${new URL(c.req.url).pathname})`)));
  app.onError(unexpectedError);
  return { app, answerChat };
}
