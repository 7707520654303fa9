// One Assistants step over the SDK: set up or continue the thread, start (or resume) the run, poll it as the
// server asks (openai-poll-after-ms), and read what it produced: the calls it waits for, or its messages.
import type OpenAI from 'openai';
import { toFile } from 'openai';
import type { Run } from 'openai/resources/beta/threads/runs/runs';
import type { AssistantSetup, AssistantsWire, SubmittedToolOutput } from '@loopscope/payloads/assistants/entries';
import type { AssistantStreamEvent } from 'openai/resources/beta/assistants';
import { POLLING_RUN_STATUSES } from '@loopscope/wire/assistants/types';
import type { DriverRequest, DriverResponse } from '../../driver';
import type { AssistantsFile, WireEntry } from '../../types';
import { mistakeOf } from '../../mistakes';
import { readRunOutput } from './output';
import { assistantSetup } from './setup';
import { planAssistantsStep, type RecordedCall } from './plan';

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
      current = await hinted(
        c.client.beta.threads.runs.retrieve(current.run.id, { thread_id: current.run.thread_id }, c.options),
      );
    }
    return current.run;
  } catch (error) {
    // An aborted loop cancels its run, so the thread is free for the next one (a thread allows one active run).
    if (c.signal.aborted)
      await c.client.beta.threads.runs
        .cancel(current.run.id, { thread_id: current.run.thread_id }, { timeout: 5000 })
        .catch(() => undefined);
    throw error;
  }
}

/**
 * A streamed run (`stream: true` on create or submit): no polls, the server pushes `thread.run.*`, `thread.run.step.*`,
 * `thread.message.*` events until the run rests; the last run event carries the state it rests in.
 */
async function streamUntilRest(stream: AsyncIterable<AssistantStreamEvent>): Promise<Run> {
  let run: Run | null = null;
  for await (const event of stream) {
    if (event.event.startsWith('thread.run.') && !event.event.startsWith('thread.run.step.')) run = event.data as Run;
  }
  if (!run) throw new Error('The run stream ended without a run event.');
  return run;
}

/**
 * The assistant's creation as seed 004 lays it out; with file_search and files, the files are uploaded
 * (`POST /v1/files`, multipart) into a new vector store first, which the assistant's `tool_resources` names.
 */
async function createAssistant(c: Call, setup: AssistantSetup, files: readonly AssistantsFile[]): Promise<string> {
  const searches = (setup.tools ?? []).some((t) => t.type === 'file_search');
  if (!searches || files.length === 0) return (await c.client.beta.assistants.create(setup, c.options)).id;
  const fileIds: string[] = [];
  for (const file of files) {
    fileIds.push(
      (
        await c.client.files.create(
          { file: await toFile(new Blob([file.content]), file.filename), purpose: 'assistants' },
          c.options,
        )
      ).id,
    );
  }
  const store = await c.client.vectorStores.create({ name: 'Loopscope files', file_ids: fileIds }, c.options);
  return (
    await c.client.beta.assistants.create(
      { ...setup, tool_resources: { file_search: { vector_store_ids: [store.id] } } },
      c.options,
    )
  ).id;
}

/** The outputs of a replayed run's calls, taken from the branch when it asks for the same calls in the same order. */
function takeReplay(queue: RecordedCall[], run: Run): { outputs: SubmittedToolOutput[]; pairs: string[] } | null {
  const calls = run.required_action?.submit_tool_outputs.tool_calls ?? [];
  if (calls.length === 0 || calls.length > queue.length) return null;
  const same = calls.every(
    (c, i) => queue[i]!.call.name === c.function.name && queue[i]!.call.argumentsJson === c.function.arguments,
  );
  if (!same) return null;
  const used = queue.splice(0, calls.length);
  return {
    outputs: calls.map((c, i) => ({ tool_call_id: c.id, output: used[i]!.output })),
    pairs: calls.map((c, i) => `${used[i]!.call.callId} → ${c.id}`),
  };
}

export async function runAssistantsStep(job: DriverRequest<AssistantsEntry>): Promise<DriverResponse<AssistantsEntry>> {
  const { client, signal, timeoutMs, config } = job;
  // A break-it lab's session sends the OpenAI-Beta header as the mistaken code does.
  const headers = mistakeOf(config)?.alters.betaHeader;
  const c: Call = {
    client,
    options: { signal, timeout: timeoutMs, ...(headers ? { headers } : {}) },
    sleep: job.sleep,
    signal,
  };
  const { threads } = client.beta;
  const plan = planAssistantsStep(job.entries, assistantSetup(config));
  const replay: RecordedCall[] = plan.kind === 'start' ? [...plan.replay] : [];
  const replayed: string[] = [];
  let assistantId: string;
  let threadId = '';

  const streamed = config.options.stream;
  /** Submits outputs to a resting run and waits for it to rest again, polling or streamed. */
  const submit = async (runId: string, outputs: SubmittedToolOutput[]): Promise<Run> => {
    if (streamed)
      return streamUntilRest(
        await threads.runs.submitToolOutputs(
          runId,
          { thread_id: threadId, tool_outputs: outputs, stream: true },
          c.options,
        ),
      );
    return pollUntilRest(
      c,
      await hinted(threads.runs.submitToolOutputs(runId, { thread_id: threadId, tool_outputs: outputs }, c.options)),
    );
  };

  let run: Run;
  if (plan.kind === 'submit') {
    ({ assistantId, threadId } = plan);
    // A break-it lab's session first makes the mistaken call, and submits the outputs as the mistaken code does.
    const before = mistakeOf(config)?.alters.beforeSubmitting;
    const outputs = before
      ? await before(client, { threadId, assistantId, outputs: plan.outputs }, c.options)
      : plan.outputs;
    run = await submit(plan.runId, outputs);
  } else {
    if (plan.kind === 'start') {
      assistantId = plan.assistantId ?? (await createAssistant(c, plan.setup, config.options.assistantsFiles ?? []));
      threadId = (await threads.create(plan.history.length > 0 ? { messages: plan.history } : undefined, c.options)).id;
    } else {
      ({ assistantId, threadId } = plan);
    }
    for (const message of plan.messages) await threads.messages.create(threadId, message, c.options);
    run = streamed
      ? await streamUntilRest(
          await threads.runs.create(threadId, { assistant_id: assistantId, stream: true }, c.options),
        )
      : await pollUntilRest(c, await hinted(threads.runs.create(threadId, { assistant_id: assistantId }, c.options)));
  }

  for (
    let again = takeReplay(replay, run);
    run.status === 'requires_action' && again;
    again = takeReplay(replay, run)
  ) {
    replayed.push(...again.pairs);
    run = await submit(run.id, again.outputs);
  }

  const serverIds = {
    assistant: assistantId,
    thread: threadId,
    run: run.id,
    ...(replayed.length > 0 ? { replayed: replayed.join(', ') } : {}),
  };
  const output = await readRunOutput(
    c,
    run,
    job.entries.map((e) => e.wire as AssistantsWire),
  );
  return { ...output, serverIds };
}
