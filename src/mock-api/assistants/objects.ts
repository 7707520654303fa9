// Builders of Assistants wire objects with every field the real API sends (and the spec requires), nulls included.
import type { Assistant, Message, Run, RunStep, Thread } from '@loopscope/wire/assistants/types';

type Json = Record<string, unknown>;

export const seconds = (ms: number) => Math.floor(ms / 1000);

export function assistantObject(id: string, createdAt: number, body: Json): Assistant {
  return {
    id,
    object: 'assistant',
    created_at: createdAt,
    name: (body.name as string | undefined) ?? null,
    description: (body.description as string | undefined) ?? null,
    model: body.model as string,
    instructions: (body.instructions as string | undefined) ?? null,
    tools: (body.tools as Assistant['tools'] | undefined) ?? [],
    top_p: (body.top_p as number | undefined) ?? 1.0,
    temperature: (body.temperature as number | undefined) ?? 1.0,
    reasoning_effort: (body.reasoning_effort as string | undefined) ?? null,
    tool_resources: toolResources(body.tool_resources),
    metadata: (body.metadata as Json | undefined) ?? {},
    response_format: (body.response_format as Assistant['response_format'] | undefined) ?? 'auto',
  } as Assistant;
}

/** The stored form of `tool_resources`: `vector_stores` to create have become ids by now. */
export function toolResources(value: unknown): NonNullable<Assistant['tool_resources']> {
  const tr = (value ?? {}) as {
    code_interpreter?: { file_ids?: string[] };
    file_search?: { vector_store_ids?: string[] };
  };
  const out: NonNullable<Assistant['tool_resources']> = {};
  if (tr.code_interpreter) out.code_interpreter = { file_ids: tr.code_interpreter.file_ids ?? [] };
  if (tr.file_search) out.file_search = { vector_store_ids: tr.file_search.vector_store_ids ?? [] };
  return out;
}

export function threadObject(id: string, createdAt: number, body: Json): Thread {
  return {
    id,
    object: 'thread',
    created_at: createdAt,
    metadata: (body.metadata as Thread['metadata'] | undefined) ?? {},
    tool_resources: toolResources(body.tool_resources),
  };
}

/** Text or content parts of a create-message body, as the stored message's content blocks. */
export function messageContent(content: unknown): Message['content'] {
  if (typeof content === 'string') return [{ type: 'text', text: { value: content, annotations: [] } }];
  return (content as Json[]).map((part) =>
    part.type === 'text'
      ? { type: 'text', text: { value: part.text as string, annotations: [] } }
      : (part as unknown as Message['content'][number]),
  );
}

export function messageObject(fields: {
  id: string;
  threadId: string;
  createdAt: number;
  role: 'user' | 'assistant';
  content: Message['content'];
  assistantId?: string | null;
  runId?: string | null;
  attachments?: Message['attachments'];
  metadata?: Json;
  status?: Message['status'];
}): Message {
  const status = fields.status ?? 'completed';
  return {
    id: fields.id,
    object: 'thread.message',
    created_at: fields.createdAt,
    assistant_id: fields.assistantId ?? null,
    thread_id: fields.threadId,
    run_id: fields.runId ?? null,
    role: fields.role,
    content: fields.content,
    attachments: fields.attachments ?? [],
    metadata: fields.metadata ?? {},
    status,
    incomplete_details: null,
    completed_at: status === 'completed' && fields.role === 'assistant' ? fields.createdAt : null,
    incomplete_at: null,
  } as Message;
}

export function runObject(fields: {
  id: string;
  threadId: string;
  assistant: Assistant;
  createdAt: number;
  body: Json;
  expiresAt: number;
}): Run {
  const { body, assistant } = fields;
  const extra = body.additional_instructions as string | undefined;
  const instructions =
    ((body.instructions as string | undefined) ?? assistant.instructions ?? '') +
    (extra ? `${assistant.instructions ? ' ' : ''}${extra}` : '');
  return {
    id: fields.id,
    object: 'thread.run',
    created_at: fields.createdAt,
    assistant_id: assistant.id,
    thread_id: fields.threadId,
    status: 'queued',
    started_at: null,
    expires_at: fields.expiresAt,
    cancelled_at: null,
    failed_at: null,
    completed_at: null,
    required_action: null,
    last_error: null,
    model: (body.model as string | undefined) ?? assistant.model,
    instructions,
    tools: (body.tools as Run['tools'] | undefined) ?? assistant.tools,
    tool_resources: {},
    metadata: (body.metadata as Json | undefined) ?? {},
    temperature: (body.temperature as number | undefined) ?? assistant.temperature ?? 1.0,
    top_p: (body.top_p as number | undefined) ?? assistant.top_p ?? 1.0,
    reasoning_effort:
      (body.reasoning_effort as string | undefined) ??
      (assistant as { reasoning_effort?: string | null }).reasoning_effort ??
      null,
    max_completion_tokens: (body.max_completion_tokens as number | undefined) ?? null,
    max_prompt_tokens: (body.max_prompt_tokens as number | undefined) ?? null,
    truncation_strategy: (body.truncation_strategy as Run['truncation_strategy'] | undefined) ?? {
      type: 'auto',
      last_messages: null,
    },
    incomplete_details: null,
    usage: null,
    response_format:
      (body.response_format as Run['response_format'] | undefined) ?? assistant.response_format ?? 'auto',
    tool_choice: (body.tool_choice as Run['tool_choice'] | undefined) ?? 'auto',
    parallel_tool_calls: (body.parallel_tool_calls as boolean | undefined) ?? true,
  } as Run;
}

export function stepObject(fields: {
  id: string;
  run: Run;
  createdAt: number;
  details: RunStep['step_details'];
}): RunStep {
  return {
    id: fields.id,
    object: 'thread.run.step',
    created_at: fields.createdAt,
    run_id: fields.run.id,
    assistant_id: fields.run.assistant_id,
    thread_id: fields.run.thread_id,
    type: fields.details.type,
    status: 'in_progress',
    cancelled_at: null,
    completed_at: null,
    expired_at: null,
    failed_at: null,
    last_error: null,
    step_details: fields.details,
    usage: null,
    metadata: {},
  } as RunStep;
}

export function deletedObject(id: string, object: string): { id: string; object: string; deleted: true } {
  return { id, object, deleted: true };
}
