// One Assistants step over the SDK: set up or continue the thread, start (or resume) the run, poll it as the
// server asks (openai-poll-after-ms), and read what it produced: the calls it waits for, or its messages.
import type OpenAI from 'openai';
import type { Run } from 'openai/resources/beta/threads/runs/runs';
import type { AssistantsWire, SubmittedToolOutput } from '../../wire/assistants/entries';
import { POLLING_RUN_STATUSES } from '../../wire/assistants/types';
import type { DriverRequest, DriverResponse } from '../driver';
import type { WireEntry } from '../types';
import { beforeSubmitting, mistakenBetaHeader } from './assistants-mistakes';
import { readRunOutput } from './assistants-output';
import { assistantSetup } from './assistants-setup';
import { planAssistantsStep, type RecordedCall } from './assistants-plan';

type AssistantsEntry = Extract<WireEntry, { style: 'assistants' }>;

/** How long to wait between polls when the server sends no `openai-poll-after-ms`. */
const DEFAULT_POLL_MS = 1000;

interface Call {
  client: OpenAI;
  options: { signal: AbortSignal; timeout: number; headers?: Record<string, string | null> };
  sleep: DriverRequest['sleep'];
  signal: AbortSignal;
}

interface Hinted {
  run: Run;
  waitMs: number;
}

async function hinted(promise: ReturnType<OpenAI['beta']['threads']['runs']['retrieve']>): Promise<Hinted> {
  const { data, response } = await promise.withResponse();
  const hint = Number(response.headers.get('openai-poll-after-ms'));
  return { run: data, waitMs: Number.isFinite(hint) && hint > 0 ? hint : DEFAULT_POLL_MS };
}

/** Polls `runs.retrieve` (each GET a recorded exchange) until the run rests: requires_action or an end state. */
async function pollUntilRest(c: Call, start: Hinted): Promise<Run> {
  let current = start;
  try {
    while ((POLLING_RUN_STATUSES as readonly string[]).includes(current.run.status)) {
      await c.sleep(current.waitMs, c.signal);
      current = await hinted(c.client.beta.threads.runs.retrieve(current.run.id, { thread_id: current.run.thread_id }, c.options));
    }
    return current.run;
  } catch (error) {
    // An aborted loop cancels its run, so the thread is free for the next one (a thread allows one active run).
    if (c.signal.aborted) await c.client.beta.threads.runs.cancel(current.run.id, { thread_id: current.run.thread_id }, { timeout: 5000 }).catch(() => undefined);
    throw error;
  }
}

/** The outputs of a replayed run's calls, taken from the branch when it asks for the same calls in the same order. */
function takeReplay(queue: RecordedCall[], run: Run): { outputs: SubmittedToolOutput[]; pairs: string[] } | null {
  const calls = run.required_action?.submit_tool_outputs.tool_calls ?? [];
  if (calls.length === 0 || calls.length > queue.length) return null;
  const same = calls.every((c, i) => queue[i]!.call.name === c.function.name && queue[i]!.call.argumentsJson === c.function.arguments);
  if (!same) return null;
  const used = queue.splice(0, calls.length);
  return { outputs: calls.map((c, i) => ({ tool_call_id: c.id, output: used[i]!.output })), pairs: calls.map((c, i) => `${used[i]!.call.callId} → ${c.id}`) };
}

export async function runAssistantsStep(job: DriverRequest<AssistantsEntry>): Promise<DriverResponse<AssistantsEntry>> {
  const { client, signal, timeoutMs, config } = job;
  const headers = mistakenBetaHeader(config);
  const c: Call = { client, options: { signal, timeout: timeoutMs, ...(headers ? { headers } : {}) }, sleep: job.sleep, signal };
  const { threads, assistants } = client.beta;
  const plan = planAssistantsStep(job.entries, assistantSetup(config));
  const replay: RecordedCall[] = plan.kind === 'start' ? [...plan.replay] : [];
  const replayed: string[] = [];
  let assistantId: string;
  let threadId: string;
  let started: Hinted;

  if (plan.kind === 'submit') {
    ({ assistantId, threadId } = plan);
    const outputs = await beforeSubmitting(config, client, { threadId, assistantId, outputs: plan.outputs }, c.options);
    started = await hinted(threads.runs.submitToolOutputs(plan.runId, { thread_id: threadId, tool_outputs: outputs }, c.options));
  } else {
    if (plan.kind === 'start') {
      assistantId = plan.assistantId ?? (await assistants.create(plan.setup, c.options)).id;
      threadId = (await threads.create(plan.history.length > 0 ? { messages: plan.history } : undefined, c.options)).id;
    } else {
      ({ assistantId, threadId } = plan);
    }
    for (const message of plan.messages) await threads.messages.create(threadId, message, c.options);
    started = await hinted(threads.runs.create(threadId, { assistant_id: assistantId }, c.options));
  }

  let run = await pollUntilRest(c, started);
  for (let again = takeReplay(replay, run); run.status === 'requires_action' && again; again = takeReplay(replay, run)) {
    replayed.push(...again.pairs);
    run = await pollUntilRest(c, await hinted(threads.runs.submitToolOutputs(run.id, { thread_id: threadId, tool_outputs: again.outputs }, c.options)));
  }

  const serverIds = { assistant: assistantId, thread: threadId, run: run.id, ...(replayed.length > 0 ? { replayed: replayed.join(', ') } : {}) };
  const output = await readRunOutput(c, run, job.entries.map((e) => e.wire as AssistantsWire));
  return { ...output, serverIds };
}
