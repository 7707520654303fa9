// The run lifecycle on the mock's clock: queued → in_progress → requires_action | completed | failed | incomplete,
// expiry, cancel. Polling advances it by elapsed time; a stream drives it to its next resting state at once.
import type { ChatCompletionCreateParams } from '@loopscope/wire/chat-types';
import { ApiError } from '@loopscope/wire/errors';
import { TERMINAL_RUN_STATUSES, type Message, type RunStatus, type RunStep } from '@loopscope/wire/assistants/types';
import { countCompletionTokens, countPromptTokens } from '../chat/usage.ts';
import type { TokenCounter, Tokenizer } from '../model/tokens.ts';
import type { ModelScript } from '@loopscope/wire/model-script';
import { DEFAULT_EXPIRES_AFTER_SECONDS, type RunPace } from '@loopscope/payloads/assistants/run-pace';
import { searchFiles, type SearchableFile } from './file-search.ts';
import { messageObject, seconds, stepObject } from './objects.ts';
import type { RunFault, RunRecord } from './run-record.ts';
import { planTurn, toChatMessages } from './run-turn.ts';
import type { KeyState, ThreadState } from './store.ts';

/** How long each phase lasts on the mock's clock, and what the poll hint says. */
export interface RunTiming {
  queuedMs: number;
  /** One model turn (thinking before a tool call or an answer). */
  workMs: number;
  cancelMs: number;
  /** How long a run waits in requires_action before it expires. */
  expiresAfterSeconds: number;
  /** The `openai-poll-after-ms` header the SDK's poll helpers wait for. */
  pollAfterMs: number;
}

export const DEFAULT_RUN_TIMING: RunTiming = {
  queuedMs: 400,
  workMs: 800,
  cancelMs: 300,
  expiresAfterSeconds: DEFAULT_EXPIRES_AFTER_SECONDS,
  pollAfterMs: 500,
};

/**
 * Each pace's phases and poll hint. `instant` keeps a small poll hint (0 would make the SDK fall back to its own 1 s);
 * `visible` is the mock's default timing.
 */
export const RUN_PACE_TIMING: Readonly<Record<RunPace, Omit<RunTiming, 'expiresAfterSeconds'>>> = {
  instant: { queuedMs: 0, workMs: 0, cancelMs: 0, pollAfterMs: 50 },
  visible: {
    queuedMs: DEFAULT_RUN_TIMING.queuedMs,
    workMs: DEFAULT_RUN_TIMING.workMs,
    cancelMs: DEFAULT_RUN_TIMING.cancelMs,
    pollAfterMs: DEFAULT_RUN_TIMING.pollAfterMs,
  },
  slow: { queuedMs: 1500, workMs: 3000, cancelMs: 1500, pollAfterMs: 1000 },
};

/** The timing a session's pace and expiry give, over the mock's own (anything the session leaves out stays as it was). */
export function sessionRunTiming(
  base: RunTiming,
  session: { runPace?: RunPace | null; expiresAfterSeconds?: number | null },
): RunTiming {
  return {
    ...base,
    ...(session.runPace ? RUN_PACE_TIMING[session.runPace] : {}),
    ...(session.expiresAfterSeconds ? { expiresAfterSeconds: session.expiresAfterSeconds } : {}),
  };
}

export interface CodeRun {
  logs: string[];
  error: string | null;
}

/** Runs a code_interpreter Python program (the app and server pass Pyodide in a worker in). */
export type CodeRunner = (program: string) => Promise<CodeRun>;

export interface MachineContext {
  state: KeyState;
  thread: ThreadState;
  timing: RunTiming;
  runCode: CodeRunner | null;
  /** The user's model script: its turns win over the mock model's. */
  script: ModelScript | null;
  tokens: TokenCounter;
  /** Receives each event as it happens (a stream writes them; polling drops them). */
  emit: (event: string, data: unknown) => void;
}

type Mode = 'clock' | 'rest';

export function setStatus(rec: RunRecord, status: RunStatus, atMs: number, ctx: Pick<MachineContext, 'emit'>): void {
  rec.run.status = status;
  if ((TERMINAL_RUN_STATUSES as readonly string[]).includes(status)) {
    const { prompt, completion } = rec.usage;
    rec.run.usage = { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
  }
  rec.phaseStartMs = atMs;
  rec.history.push({ status, atMs });
  ctx.emit(`thread.run.${status}`, rec.run);
}

/** Moves the run forward to `nowMs` (clock) or to its next resting state (rest: requires_action or an end). */
export async function advanceRun(rec: RunRecord, ctx: MachineContext, nowMs: number, mode: Mode): Promise<void> {
  const { timing } = ctx;
  for (;;) {
    const run = rec.run;
    const due = (ms: number) =>
      mode === 'rest' ? nowMs : nowMs >= rec.phaseStartMs + ms ? rec.phaseStartMs + ms : null;
    if (run.status === 'queued') {
      const t = due(timing.queuedMs);
      if (t === null) return;
      run.started_at ??= seconds(t);
      setStatus(rec, 'in_progress', t, ctx);
    } else if (run.status === 'in_progress') {
      const t = due(timing.workMs);
      if (t === null) return;
      await takeTurn(rec, ctx, t).catch((error: unknown) => {
        // The room filled while the run worked: the run fails with the refusal's sentence, not every later poll.
        // A storage-full failure is Loopscope's own (see storage-budget.ts); server_error is the nearest real code.
        if (!(error instanceof ApiError && error.body.error.code === 'storage_full')) throw error;
        failRun(rec, ctx, t, { code: 'server_error', message: error.message });
      });
    } else if (run.status === 'cancelling') {
      const t = due(timing.cancelMs);
      if (t === null) return;
      run.cancelled_at = seconds(t);
      endSteps(rec, 'cancelled', t, ctx);
      setStatus(rec, 'cancelled', t, ctx);
    } else if (
      run.status === 'requires_action' &&
      mode === 'clock' &&
      run.expires_at !== null &&
      nowMs >= run.expires_at * 1000
    ) {
      const t = run.expires_at * 1000;
      run.required_action = null;
      endSteps(rec, 'expired', t, ctx);
      setStatus(rec, 'expired', t, ctx);
    } else return;
  }
}

/** Closes the run's unfinished steps with the run's end status. */
export function endSteps(
  rec: RunRecord,
  status: 'cancelled' | 'expired' | 'failed',
  atMs: number,
  ctx: Pick<MachineContext, 'emit'>,
): void {
  for (const step of rec.steps) {
    if (step.status !== 'in_progress') continue;
    step.status = status;
    step[`${status}_at` as 'cancelled_at'] = seconds(atMs);
    ctx.emit(`thread.run.step.${status}`, step);
  }
}

function vectorStoreFiles(ctx: MachineContext, rec: RunRecord): SearchableFile[] {
  const assistant = ctx.state.assistants.get(rec.run.assistant_id);
  const ids = new Set([
    ...(ctx.thread.object.tool_resources?.file_search?.vector_store_ids ?? []),
    ...(assistant?.tool_resources?.file_search?.vector_store_ids ?? []),
  ]);
  const files: SearchableFile[] = [];
  for (const id of ids) {
    for (const vsFile of ctx.state.vectorStores.get(id)?.files.values() ?? []) {
      const file = ctx.state.files.get(vsFile.id);
      if (file) files.push({ fileId: file.object.id, filename: file.object.filename, text: file.text });
    }
  }
  // Files attached to messages with file_search are searched too, as the real API puts them in the thread's store.
  for (const m of ctx.thread.messages.values()) {
    for (const a of m.attachments ?? []) {
      const file = a.tools?.some((t) => t.type === 'file_search') ? ctx.state.files.get(a.file_id!) : undefined;
      if (file && !files.some((f) => f.fileId === file.object.id))
        files.push({ fileId: file.object.id, filename: file.object.filename, text: file.text });
    }
  }
  return files;
}

const citationMarker = (filename: string) => `【4:0†${filename}】`;

/** An answer's text as sent: cut to the run's completion limit when it is over it. */
interface Answer {
  value: string;
  cut: boolean;
}

/**
 * Every token count a turn needs, in one pure pass: the page counts in its tokenizer worker, and a counter over a
 * worker runs this again once the counts it asked for have arrived (see createTokenCounter).
 */
function turnTokens(
  tok: Tokenizer,
  run: RunRecord['run'],
  plan: ReturnType<typeof planTurn>,
  request: ChatCompletionCreateParams,
): { prompt: number; completion: number; answer?: Answer } {
  const prompt = countPromptTokens(request, tok);
  if (plan.kind === 'code') return { prompt, completion: tok.count(plan.program) };
  if (plan.kind === 'search') return { prompt, completion: tok.count(plan.query) };
  if (plan.kind === 'calls')
    return { prompt, completion: countCompletionTokens({ content: null, toolCalls: plan.calls }, tok) };
  const limit = run.max_completion_tokens;
  const cut = limit !== null && tok.count(plan.text) > limit;
  const value = cut ? tok.truncate(plan.text, limit) : plan.text;
  const sent = plan.citation && !cut ? value + citationMarker(plan.citation.filename) : value;
  return { prompt, completion: tok.count(sent), answer: { value, cut } };
}

function failRun(rec: RunRecord, ctx: MachineContext, t: number, error: RunFault): void {
  rec.run.failed_at = seconds(t);
  rec.run.last_error = error;
  endSteps(rec, 'failed', t, ctx);
  setStatus(rec, 'failed', t, ctx);
}

async function takeTurn(rec: RunRecord, ctx: MachineContext, t: number): Promise<void> {
  const { run } = rec;
  if (rec.fault) return failRun(rec, ctx, t, rec.fault);
  const messages = [...ctx.thread.messages.values()];
  const files = vectorStoreFiles(ctx, rec);
  const plan = planTurn({
    run,
    messages,
    steps: rec.steps,
    canSearch: files.length > 0,
    citation: rec.citation,
    codeError: rec.codeError,
    now: new Date(t),
    script: ctx.script,
  });
  const chat = toChatMessages({ run, messages, steps: rec.steps });
  const functions = run.tools.flatMap((tool) => (tool.type === 'function' ? [tool] : []));
  const counted = await ctx.tokens.run((tok) =>
    turnTokens(tok, run, plan, { model: run.model, messages: chat, tools: functions } as ChatCompletionCreateParams),
  );
  const { prompt } = counted;
  if (run.max_prompt_tokens !== null && prompt > run.max_prompt_tokens) {
    run.incomplete_details = { reason: 'max_prompt_tokens' };
    endSteps(rec, 'cancelled', t, ctx);
    setStatus(rec, 'incomplete', t, ctx);
    return;
  }
  const newStep = (details: RunStep['step_details']) => {
    const step = stepObject({ id: ctx.state.newId('step_'), run, createdAt: seconds(t), details });
    rec.steps.push(step);
    ctx.emit('thread.run.step.created', step);
    ctx.emit('thread.run.step.in_progress', step);
    return step;
  };
  const completeStep = (step: RunStep, completion: number) => {
    step.status = 'completed';
    step.completed_at = seconds(t);
    step.usage = { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
    rec.usage.prompt += prompt;
    rec.usage.completion += completion;
    ctx.emit('thread.run.step.completed', step);
  };

  if (plan.kind === 'code') {
    const call = {
      id: ctx.state.newId('call_'),
      type: 'code_interpreter' as const,
      code_interpreter: { input: plan.program, outputs: [] as { type: 'logs'; logs: string }[] },
    };
    const step = newStep({ type: 'tool_calls', tool_calls: [call] });
    ctx.emit('thread.run.step.delta', {
      id: step.id,
      object: 'thread.run.step.delta',
      delta: {
        step_details: {
          type: 'tool_calls',
          tool_calls: [
            { index: 0, id: call.id, type: 'code_interpreter', code_interpreter: { input: plan.program, outputs: [] } },
          ],
        },
      },
    });
    const result = ctx.runCode
      ? await ctx.runCode(plan.program)
      : { logs: [], error: 'code_interpreter is not available: this mock API was created without a code runner.' };
    rec.codeError = result.error;
    const logs = [...result.logs, ...(result.error ? [result.error] : [])].join('\n');
    call.code_interpreter.outputs = [{ type: 'logs', logs }];
    ctx.emit('thread.run.step.delta', {
      id: step.id,
      object: 'thread.run.step.delta',
      delta: {
        step_details: {
          type: 'tool_calls',
          tool_calls: [
            { index: 0, type: 'code_interpreter', code_interpreter: { outputs: [{ index: 0, type: 'logs', logs }] } },
          ],
        },
      },
    });
    completeStep(step, counted.completion);
    rec.phaseStartMs = t;
  } else if (plan.kind === 'search') {
    const hits = searchFiles(files, plan.query);
    const call = {
      id: ctx.state.newId('call_'),
      type: 'file_search' as const,
      file_search: {
        ranking_options: { ranker: 'default_2024_08_21' as const, score_threshold: 0.0 },
        results: hits.map((h) => ({ file_id: h.fileId, file_name: h.filename, score: h.score })),
      },
    };
    rec.searchContent.set(
      call.id,
      hits.map((h) => h.chunk),
    );
    const step = newStep({ type: 'tool_calls', tool_calls: [call] });
    rec.citation = hits[0] ? { fileId: hits[0].fileId, filename: hits[0].filename, quote: hits[0].quote } : null;
    completeStep(step, counted.completion);
    rec.phaseStartMs = t;
  } else if (plan.kind === 'calls') {
    const calls = plan.calls.map((c) => ({
      id: ctx.state.newId('call_'),
      type: 'function' as const,
      function: { name: c.name, arguments: c.arguments },
    }));
    const step = newStep({
      type: 'tool_calls',
      tool_calls: calls.map((c) => ({ ...c, function: { ...c.function, output: null } })),
    });
    ctx.emit('thread.run.step.delta', {
      id: step.id,
      object: 'thread.run.step.delta',
      delta: {
        step_details: {
          type: 'tool_calls',
          tool_calls: calls.map((c, index) => ({ index, ...c, function: { ...c.function, output: null } })),
        },
      },
    });
    const { completion } = counted;
    rec.usage.prompt += prompt;
    rec.usage.completion += completion;
    step.usage = { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
    run.required_action = { type: 'submit_tool_outputs', submit_tool_outputs: { tool_calls: calls } };
    run.expires_at = seconds(t) + ctx.timing.expiresAfterSeconds;
    setStatus(rec, 'requires_action', t, ctx);
  } else {
    writeAnswer(rec, ctx, t, counted.answer!, plan.citation, newStep, completeStep, counted.completion);
  }
}

function writeAnswer(
  rec: RunRecord,
  ctx: MachineContext,
  t: number,
  answer: Answer,
  citation: { fileId: string; filename: string } | null,
  newStep: (details: RunStep['step_details']) => RunStep,
  completeStep: (step: RunStep, completion: number) => void,
  completion: number,
): void {
  const { run } = rec;
  const messageId = ctx.state.newId('msg_');
  const step = newStep({ type: 'message_creation', message_creation: { message_id: messageId } });
  const message: Message = messageObject({
    id: messageId,
    threadId: run.thread_id,
    createdAt: seconds(t),
    role: 'assistant',
    content: [],
    assistantId: run.assistant_id,
    runId: run.id,
    status: 'in_progress',
  });
  ctx.state.keepInThread(ctx.thread, ctx.thread.messages, messageId, 'message', message);
  ctx.emit('thread.message.created', message);
  ctx.emit('thread.message.in_progress', message);

  const { cut } = answer;
  let { value } = answer;
  const annotations: Extract<Message['content'][number], { type: 'text' }>['text']['annotations'] = [];
  if (citation && !cut) {
    const marker = citationMarker(citation.filename);
    annotations.push({
      type: 'file_citation',
      text: marker,
      start_index: value.length,
      end_index: value.length + marker.length,
      file_citation: { file_id: citation.fileId },
    });
    value += marker;
  }
  const pieces = value.match(/\S+\s*|\s+/g) ?? [];
  pieces.forEach((piece, i) => {
    const part: Record<string, unknown> = {
      index: 0,
      type: 'text',
      text: { value: piece, ...(i === 0 ? { annotations: [] } : {}) },
    };
    ctx.emit('thread.message.delta', { id: messageId, object: 'thread.message.delta', delta: { content: [part] } });
  });
  if (annotations.length > 0)
    ctx.emit('thread.message.delta', {
      id: messageId,
      object: 'thread.message.delta',
      delta: {
        content: [{ index: 0, type: 'text', text: { annotations: annotations.map((a, index) => ({ index, ...a })) } }],
      },
    });
  message.content = [{ type: 'text', text: { value, annotations } }];
  if (cut) {
    message.status = 'incomplete';
    message.incomplete_details = { reason: 'max_tokens' };
    message.incomplete_at = seconds(t);
    ctx.emit('thread.message.incomplete', message);
  } else {
    message.status = 'completed';
    message.completed_at = seconds(t);
    ctx.emit('thread.message.completed', message);
  }
  completeStep(step, completion);
  if (cut) {
    run.incomplete_details = { reason: 'max_completion_tokens' };
    setStatus(rec, 'incomplete', t, ctx);
  } else {
    run.completed_at = seconds(t);
    setStatus(rec, 'completed', t, ctx);
  }
}
