// /v1/assistants: create, list, retrieve, modify, delete (v1's `file_ids` and `retrieval` get the real v2 errors).
import type { Hono } from 'hono';
import { validateCreateAssistant, validateModifyAssistant } from '@loopscope/wire/assistants/validate';
import { modelNotFoundError } from '@loopscope/wire/errors';
import { servedModel } from '../models.ts';
import { notFound, route, type AssistantsDeps, type Handle } from './http.ts';
import { assistantObject, deletedObject, seconds, toolResources } from './objects.ts';
import { paginate } from './paginate.ts';
import { resolveToolResources } from './routes-vector-stores.ts';

export function getAssistant(h: Handle, id: string) {
  const assistant = h.state.assistants.get(id);
  if (!assistant) throw notFound('assistant', id);
  return assistant;
}

export function registerAssistantRoutes(app: Hono, deps: AssistantsDeps): void {
  app.post(
    '/v1/assistants',
    route(deps, async (h) => {
      const body = validateCreateAssistant(await h.json());
      if (!servedModel(body.model as string, h.nowMs)) throw modelNotFoundError(body.model as string);
      body.tool_resources = resolveToolResources(h, body.tool_resources);
      const assistant = assistantObject(h.state.newId('asst_'), seconds(h.nowMs), body);
      h.state.keep(assistant.id, 'assistant', assistant, () => h.state.assistants.delete(assistant.id));
      h.state.assistants.set(assistant.id, assistant);
      return assistant;
    }),
  );
  app.get(
    '/v1/assistants',
    route(deps, async (h) => paginate([...h.state.assistants.values()], new URL(h.c.req.url).searchParams)),
  );
  app.get(
    '/v1/assistants/:id',
    route(deps, async (h) => getAssistant(h, h.c.req.param('id')!)),
  );
  app.post(
    '/v1/assistants/:id',
    route(deps, async (h) => {
      const assistant = getAssistant(h, h.c.req.param('id')!);
      const body = validateModifyAssistant(await h.json());
      if (typeof body.model === 'string' && !servedModel(body.model, h.nowMs)) throw modelNotFoundError(body.model);
      if (body.tool_resources !== undefined)
        body.tool_resources = toolResources(resolveToolResources(h, body.tool_resources));
      h.state.keep(assistant.id, 'assistant', { ...assistant, ...body }, () => h.state.assistants.delete(assistant.id));
      Object.assign(assistant, body);
      return assistant;
    }),
  );
  app.delete(
    '/v1/assistants/:id',
    route(deps, async (h) => {
      const id = h.c.req.param('id')!;
      getAssistant(h, id);
      h.state.assistants.delete(id);
      h.state.release(id);
      return deletedObject(id, 'assistant.deleted');
    }),
  );
}
