// The mock API's Hono app: CORS, the teaching 401, the routes under /v1, and OpenAI-shaped 404s and 500s.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { apiErrorResponse, errorBody, errorResponse, invalidApiKeyError, modelNotFoundError } from '../wire/errors.ts';
import { SDK_REQUEST_HEADERS } from '../wire/sdk-headers.ts';
import { chatCompletionsHandler, type ChatRouteDeps } from './chat/route.ts';
import { MOCK_MODELS, findModel, toWireModel } from './models.ts';
import { mountConversations } from './responses/conversations.ts';
import { mountResponses } from './responses/route.ts';
import type { ResponsesStore } from './responses/store.ts';

/** Sends the real 401 for this one key, so learners can see what a bad key looks like. */
export const TEACHING_INVALID_KEY = 'sk-invalid';

/** A header carrying faults for one request as JSON, e.g. `{"error":429}` (handy from curl). */
export const FAULT_HEADER = 'X-Loopscope-Faults';

export function buildApp(deps: ChatRouteDeps & { store: ResponsesStore }): Hono {
  const app = new Hono();
  app.use(
    '/v1/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: [...SDK_REQUEST_HEADERS, FAULT_HEADER],
      exposeHeaders: [
        'x-request-id', 'openai-processing-ms', 'openai-version', 'openai-organization', 'retry-after', 'retry-after-ms',
        'x-ratelimit-limit-requests', 'x-ratelimit-remaining-requests', 'x-ratelimit-reset-requests',
        'x-ratelimit-limit-tokens', 'x-ratelimit-remaining-tokens', 'x-ratelimit-reset-tokens', 'x-loopscope-explanation', 'openai-poll-after-ms',
      ],
      maxAge: 600,
    }),
  );
  app.use('/v1/*', async (c, next) => {
    const auth = c.req.header('authorization') ?? '';
    if (auth.replace(/^Bearer\s+/i, '').trim() === TEACHING_INVALID_KEY) return apiErrorResponse(invalidApiKeyError(TEACHING_INVALID_KEY));
    await next();
  });

  app.get('/v1/models', (c) => c.json({ object: 'list', data: MOCK_MODELS.map(toWireModel) }));
  app.get('/v1/models/:id{.+}', (c) => {
    const model = findModel(c.req.param('id'));
    return model ? c.json(toWireModel(model)) : apiErrorResponse(modelNotFoundError(c.req.param('id')));
  });
  app.post('/v1/chat/completions', chatCompletionsHandler(deps));
  mountResponses(app, deps);
  mountConversations(app, deps);

  app.notFound((c) => errorResponse(404, errorBody(`Invalid URL (${c.req.method} ${new URL(c.req.url).pathname})`)));
  app.onError((error) => {
    console.error('mock-api: unexpected error', error);
    return errorResponse(500, errorBody('The server had an error while processing your request. Sorry about that!', { type: 'server_error' }));
  });
  return app;
}
