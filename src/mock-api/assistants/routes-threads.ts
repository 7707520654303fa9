// /v1/threads and their messages: create, retrieve, modify, delete, list; a thread with an active run takes no message.
import type { Hono } from 'hono';
import { ACTIVE_RUN_STATUSES, type Message } from '@loopscope/wire/assistants/types';
import {
  validateCreateMessage,
  validateCreateThread,
  validateMetadataOnly,
  validateModifyThread,
} from '@loopscope/wire/assistants/validate';
import { invalidRequest } from '@loopscope/wire/errors';
import { notFound, route, type AssistantsDeps, type Handle } from './http.ts';
import { deletedObject, messageContent, messageObject, seconds, threadObject, toolResources } from './objects.ts';
import { paginate } from './paginate.ts';
import { advanceRun, type MachineContext } from './run-machine.ts';
import type { ThreadState } from './store.ts';
import { resolveToolResources } from './routes-vector-stores.ts';
import { requireFile } from './routes-files.ts';

export function machineContext(h: Handle, thread: ThreadState, emit: MachineContext['emit']): MachineContext {
  return {
    state: h.state,
    thread,
    timing: h.deps.timing(h.c.req.raw),
    runCode: h.deps.runCode,
    script: h.deps.script(h.c.req.raw),
    tokens: h.deps.tokens,
    emit,
  };
}

/** The thread with every run moved forward to now, so what the caller reads is current. */
export async function getThread(h: Handle, id: string): Promise<ThreadState> {
  const thread = h.state.threads.get(id);
  if (!thread) throw notFound('thread', id);
  for (const rec of thread.runs.values())
    await advanceRun(
      rec,
      machineContext(h, thread, () => undefined),
      h.nowMs,
      'clock',
    );
  return thread;
}

export function activeRun(thread: ThreadState) {
  return [...thread.runs.values()].find((r) => (ACTIVE_RUN_STATUSES as readonly string[]).includes(r.run.status))?.run;
}

/** Every attachment must name one of this key's files (the real 404 otherwise); checked before anything is stored. */
export function checkAttachedFiles(
  h: Handle,
  messages: readonly Record<string, unknown>[],
  path: (m: number) => string,
): void {
  messages.forEach((body, m) =>
    ((body.attachments as { file_id: string }[] | undefined) ?? []).forEach((a, i) =>
      requireFile(h, a.file_id, `${path(m)}attachments[${i}].file_id`),
    ),
  );
}

/** Adds a validated create-message body to the thread. */
export function addMessage(h: Handle, thread: ThreadState, body: Record<string, unknown>): Message {
  const message = messageObject({
    id: h.state.newId('msg_'),
    threadId: thread.object.id,
    createdAt: seconds(h.nowMs),
    role: body.role as 'user' | 'assistant',
    content: messageContent(body.content),
    attachments: (body.attachments as Message['attachments'] | undefined) ?? [],
    metadata: body.metadata as Record<string, string> | undefined,
  });
  h.state.keepInThread(thread, thread.messages, message.id, 'message', message);
  return message;
}

/** Creates a thread from a validated create-thread body (its messages included). */
export function createThread(h: Handle, body: Record<string, unknown>): ThreadState {
  checkAttachedFiles(h, (body.messages as Record<string, unknown>[] | undefined) ?? [], (m) => `messages[${m}].`);
  body.tool_resources = resolveToolResources(h, body.tool_resources);
  const thread: ThreadState = {
    object: threadObject(h.state.newId('thread_'), seconds(h.nowMs), body),
    messages: new Map(),
    runs: new Map(),
  };
  keepThread(h, thread, thread.object);
  h.state.threads.set(thread.object.id, thread);
  for (const m of (body.messages as Record<string, unknown>[] | undefined) ?? []) addMessage(h, thread, m);
  return thread;
}

/** Charges the thread object (its messages and runs are charged one by one); evicting it takes them along. */
function keepThread(h: Handle, thread: ThreadState, object: unknown): void {
  h.state.keep(thread.object.id, 'thread', object, () => {
    h.state.threads.delete(thread.object.id);
    h.state.releaseThread(thread);
  });
}

function getMessage(thread: ThreadState, id: string): Message {
  const message = thread.messages.get(id);
  if (!message) throw notFound('message', id);
  return message;
}

export function registerThreadRoutes(app: Hono, deps: AssistantsDeps): void {
  app.post(
    '/v1/threads',
    route(deps, async (h) => createThread(h, validateCreateThread(await h.json())).object),
  );
  app.get(
    '/v1/threads/:tid',
    route(deps, async (h) => (await getThread(h, h.c.req.param('tid')!)).object),
  );
  app.post(
    '/v1/threads/:tid',
    route(deps, async (h) => {
      const thread = await getThread(h, h.c.req.param('tid')!);
      const body = validateModifyThread(await h.json());
      const next = { ...thread.object };
      if (body.metadata !== undefined) next.metadata = body.metadata as Record<string, string>;
      if (body.tool_resources !== undefined)
        next.tool_resources = toolResources(resolveToolResources(h, body.tool_resources));
      keepThread(h, thread, next);
      Object.assign(thread.object, next);
      return thread.object;
    }),
  );
  app.delete(
    '/v1/threads/:tid',
    route(deps, async (h) => {
      const thread = await getThread(h, h.c.req.param('tid')!);
      h.state.threads.delete(thread.object.id);
      h.state.release(thread.object.id);
      h.state.releaseThread(thread);
      return deletedObject(thread.object.id, 'thread.deleted');
    }),
  );

  app.post(
    '/v1/threads/:tid/messages',
    route(deps, async (h) => {
      const thread = await getThread(h, h.c.req.param('tid')!);
      const body = validateCreateMessage(await h.json());
      const active = activeRun(thread);
      if (active) throw invalidRequest(`Can't add messages to ${thread.object.id} while a run ${active.id} is active.`);
      checkAttachedFiles(h, [body], () => '');
      return addMessage(h, thread, body);
    }),
  );
  app.get(
    '/v1/threads/:tid/messages',
    route(deps, async (h) => {
      const thread = await getThread(h, h.c.req.param('tid')!);
      const query = new URL(h.c.req.url).searchParams;
      const runId = query.get('run_id');
      const messages = [...thread.messages.values()].filter((m) => runId === null || m.run_id === runId);
      return paginate(messages, query);
    }),
  );
  app.get(
    '/v1/threads/:tid/messages/:mid',
    route(deps, async (h) => getMessage(await getThread(h, h.c.req.param('tid')!), h.c.req.param('mid')!)),
  );
  app.post(
    '/v1/threads/:tid/messages/:mid',
    route(deps, async (h) => {
      const thread = await getThread(h, h.c.req.param('tid')!);
      const message = getMessage(thread, h.c.req.param('mid')!);
      const body = validateMetadataOnly(await h.json());
      if (body.metadata !== undefined) {
        h.state.keep(message.id, 'message', { ...message, metadata: body.metadata }, () =>
          thread.messages.delete(message.id),
        );
        message.metadata = body.metadata as Record<string, string>;
      }
      return message;
    }),
  );
  app.delete(
    '/v1/threads/:tid/messages/:mid',
    route(deps, async (h) => {
      const thread = await getThread(h, h.c.req.param('tid')!);
      const message = getMessage(thread, h.c.req.param('mid')!);
      thread.messages.delete(message.id);
      h.state.release(message.id);
      return deletedObject(message.id, 'thread.message.deleted');
    }),
  );
}
