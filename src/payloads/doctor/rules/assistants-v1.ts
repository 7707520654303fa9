// Doctor rule for Assistants v1 payloads (seed 004 as written): the `retrieval` tool and `file_ids`, which v2 rejects;
// the fix writes the v2 form (`file_search`, files in `tool_resources` or in a message's `attachments`).
import { arr, getAt, type Obj } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import type { BodyPath, DoctorRule, RuleContext, RuleHit } from '../types';
import { say } from '../details';

/** Where an endpoint takes an assistant (its tools and files) or thread messages, read off the path. */
function shapeOf(ctx: RuleContext): 'assistant' | 'thread' | 'message' | 'create-and-run' | null {
  const path = ctx.call.path ?? '';
  if (/^\/assistants(\/[^/]+)?$/.test(path)) return 'assistant';
  if (path === '/threads/runs') return 'create-and-run';
  if (/^\/threads(\/[^/]+)?$/.test(path)) return 'thread';
  if (/^\/threads\/[^/]+\/messages(\/[^/]+)?$/.test(path)) return 'message';
  return null;
}

/** The messages a body carries and where: a thread's `messages`, a create-and-run's `thread.messages`, or the body itself. */
function messageSpots(body: Obj, shape: ReturnType<typeof shapeOf>): BodyPath[] {
  if (shape === 'message') return [[]];
  const base: BodyPath = shape === 'create-and-run' ? ['thread', 'messages'] : ['messages'];
  return arr(getAt(body, base)).map((_, i) => [...base, i]);
}

function hasFileIds(node: unknown): node is Obj & { file_ids: unknown[] } {
  return isObject(node) && Array.isArray(node.file_ids);
}

const name = (path: BodyPath, field: string) =>
  [...path, field].map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

export const assistantsV1Payload: DoctorRule = {
  id: 'assistants-v1-payload',
  title: 'An Assistants v1 payload sent to v2',
  severity: 'error',
  styles: ['assistants'],
  why: 'Assistants v2 renamed the retrieval tool to file_search (which searches vector stores) and dropped file_ids: an assistant’s files now go in tool_resources, a message’s in attachments.',
  fix: 'Use {"type": "file_search"}; move the assistant’s file_ids to tool_resources (file_search.vector_stores[].file_ids, code_interpreter.file_ids) and a message’s to attachments [{file_id, tools}].',
  apiError: "Invalid value: 'retrieval'. Supported values are: 'code_interpreter', 'function', and 'file_search'.",
  check(ctx) {
    const body = ctx.call.request;
    const shape = shapeOf(ctx);
    if (!isObject(body) || !shape) return [];
    const hits: RuleHit[] = [];
    const assistant = shape === 'assistant' || shape === 'create-and-run';
    if (assistant && hasFileIds(body)) {
      hits.push({
        path: ['file_ids'],
        ...say('v1FileIds'),
        fixable: true,
        apiError: 'Unrecognized request argument supplied: file_ids',
      });
    }
    if (assistant) {
      arr(body.tools).forEach((tool, i) => {
        if (isObject(tool) && tool.type === 'retrieval')
          hits.push({ path: ['tools', i, 'type'], ...say('v1Retrieval'), fixable: true });
      });
    }
    for (const spot of messageSpots(body, shape)) {
      if (!hasFileIds(getAt(body, spot))) continue;
      const param = name(spot, 'file_ids');
      hits.push({
        path: [...spot, 'file_ids'],
        ...say('v1MessageFileIds'),
        fixable: true,
        apiError: `Unknown parameter: '${param}'.`,
      });
    }
    return hits;
  },
  // Any hit's fix writes the whole body in its v2 form, so one click gives a request v2 accepts.
  apply: (body) => toV2(body),
};

/** A message with its v1 file_ids as v2 attachments (file_search, the tool v1 messages' files served). */
function messageToV2(message: unknown): unknown {
  if (!hasFileIds(message)) return message;
  const { file_ids: files, ...rest } = message;
  return {
    ...rest,
    attachments: [...arr(rest.attachments), ...files.map((id) => ({ file_id: id, tools: [{ type: 'file_search' }] }))],
  };
}

/** An assistant's tools and files in v2 form: retrieval → file_search, file_ids → each file tool's tool_resources. */
function assistantToV2(body: Obj): Obj {
  const tools = arr(body.tools).map((t) => (isObject(t) && t.type === 'retrieval' ? { ...t, type: 'file_search' } : t));
  const out: Obj = 'tools' in body ? { ...body, tools } : { ...body };
  if (!hasFileIds(body)) return out;
  delete out.file_ids;
  // v1 gave an assistant's files to both of its file tools; v2 gives each tool its own resources.
  const types = tools.map((t) => (isObject(t) ? t.type : null));
  const resources: Obj = isObject(body.tool_resources) ? { ...body.tool_resources } : {};
  if (types.includes('code_interpreter')) resources.code_interpreter = { file_ids: body.file_ids };
  if (types.includes('file_search') || !types.includes('code_interpreter'))
    resources.file_search = { vector_stores: [{ file_ids: body.file_ids }] };
  return { ...out, tool_resources: resources };
}

/** The v2 form of a v1 assistant, thread, message or create-and-run body. */
export function toV2(body: unknown): unknown {
  if (!isObject(body)) return body;
  if ('role' in body) return messageToV2(body);
  const out = 'model' in body || 'tools' in body || 'file_ids' in body ? assistantToV2(body) : { ...body };
  if (Array.isArray(out.messages)) out.messages = out.messages.map(messageToV2);
  if (isObject(out.thread) && Array.isArray(out.thread.messages))
    out.thread = { ...out.thread, messages: out.thread.messages.map(messageToV2) };
  return out;
}
