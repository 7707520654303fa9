// The Assistants driver through the engine and the mock: setup calls, polling, requires_action, submitted outputs,
// the thread's messages, code_interpreter steps, follow-ups, step mode, breakpoints and replays of edited outputs.
import { describe, expect, it } from 'vitest';
import { FAULT_HEADER } from '@loopscope/mock-api';
import type { FetchLike } from './recording-fetch';
import type { Exchange, TimelineEntry } from './types';
import { activeBranch } from './testing/harness';
import { createAssistantsHarness } from './testing/assistants-harness';
import { assistantsConfig } from '@loopscope/seed-scenarios/testing/harness';
import { shutdownDate } from '@loopscope/wire/model-shutdowns';

function calls(exchanges: Exchange[]): string[] {
  return exchanges.map(
    (e) => `${e.method} ${new URL(e.url).pathname.replace(/(asst|thread|run|msg|call|step)_[A-Za-z0-9]+/g, '$1_*')}`,
  );
}

// biome-ignore format: the eslint-disable-line comment must stay on the line it excuses
function body(exchange: Exchange | undefined): Record<string, any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return JSON.parse(exchange?.requestBody ?? 'null');
}

function answerText(entries: TimelineEntry[]): string {
  const last = entries.at(-1)!;
  const content = (last.wire as { content: { text: { value: string } }[] }).content;
  return content.map((c) => c.text.value).join('');
}

describe('Assistants driver: seed 004 weather bot', () => {
  it('sets up, polls to requires_action, runs both tools, submits the outputs, polls to completed and lists the messages', async () => {
    const { engine, waits } = createAssistantsHarness(assistantsConfig('seed-004-weather-bot'));
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.stopReason).toContain('completed');
    expect(branch.status).toBe('done');
    expect(branch.messages.map((e) => e.kind)).toEqual([
      'system',
      'user',
      'tool-call',
      'tool-call',
      'tool-result',
      'tool-result',
      'assistant',
    ]);

    const sequence = calls(branch.exchanges);
    expect(sequence.slice(0, 4)).toEqual([
      'POST /v1/assistants',
      'POST /v1/threads',
      'POST /v1/threads/thread_*/messages',
      'POST /v1/threads/thread_*/runs',
    ]);
    const firstPolls = sequence.slice(4, sequence.indexOf('POST /v1/threads/thread_*/runs/run_*/submit_tool_outputs'));
    expect(firstPolls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(firstPolls)).toEqual(new Set(['GET /v1/threads/thread_*/runs/run_*']));
    expect(sequence.at(-1)).toBe('GET /v1/threads/thread_*/messages');
    // Each wait is the server's openai-poll-after-ms (the mock's default 500).
    expect(new Set(waits)).toEqual(new Set([500]));

    expect(body(branch.exchanges[0])).toEqual({
      instructions: 'You are a weather bot. Use the provided functions to answer questions.',
      tools: [
        expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'getCurrentWeather' }) }),
        expect.objectContaining({ type: 'function' }),
      ],
      model: expect.any(String),
    });
    // Seed 004's own models (gpt-4, gpt-4-turbo-preview) are shut down: the bot asks with one that has no announced date.
    expect(shutdownDate(String(body(branch.exchanges[0]).model))).toBeNull();
    expect(branch.exchanges.every((e) => e.requestHeaders['openai-beta'] === 'assistants=v2')).toBe(true);

    // The call entries are the run's required_action calls, byte for byte; the outputs are what was submitted.
    const requiring = branch.exchanges.find(
      (e) => e.responseBody?.includes('"requires_action"') && e.method === 'GET',
    )!;
    const required = JSON.parse(requiring.responseBody!).required_action.submit_tool_outputs.tool_calls;
    expect(branch.messages.slice(2, 4).map((e) => e.wire)).toEqual(required);
    const submit = branch.exchanges.find((e) => e.url.endsWith('/submit_tool_outputs'))!;
    expect(body(submit).tool_outputs).toEqual(branch.messages.slice(4, 6).map((e) => e.wire));
    expect(body(submit).tool_outputs[0].output).toBe('{"temperature": "22", "unit": "celsius"}');

    expect(branch.messages[6]!.wire).toMatchObject({ object: 'thread.message', role: 'assistant' });
    expect(answerText(branch.messages)).toContain('22');
    expect(answerText(branch.messages)).toContain('LA');
  });

  it('step mode pauses at requires_action with the outputs ready, and the next step submits them', async () => {
    const { engine } = createAssistantsHarness(assistantsConfig('seed-004-weather-bot'));
    await engine.step();
    let branch = activeBranch(engine);
    expect(branch.status).toBe('paused');
    expect(branch.messages.map((e) => e.kind).slice(-2)).toEqual(['tool-result', 'tool-result']);
    expect(branch.exchanges.some((e) => e.url.endsWith('/submit_tool_outputs'))).toBe(false);
    await engine.step();
    branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(branch.messages.at(-1)!.kind).toBe('assistant');
  });

  it('a follow-up adds a message to the same thread and starts a second run on it', async () => {
    const { engine } = createAssistantsHarness(assistantsConfig('seed-004-weather-bot'));
    await engine.run();
    const before = activeBranch(engine).exchanges.length;
    await engine.continueWith("What's the nickname of New York?");
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    const later = branch.exchanges.slice(before);
    expect(calls(later).slice(0, 2)).toEqual(['POST /v1/threads/thread_*/messages', 'POST /v1/threads/thread_*/runs']);
    const threadOf = (e: Exchange) => new URL(e.url).pathname.split('/')[3];
    expect(threadOf(later[0]!)).toBe(threadOf(branch.exchanges[2]!));
    expect(answerText(branch.messages)).toContain('The Big Apple');
  });

  it('breakpoints hold each POST (setup, run, submit) but not the polls', async () => {
    const { engine } = createAssistantsHarness(assistantsConfig('seed-004-weather-bot'));
    engine.setBreakpoints(true);
    const held: string[] = [];
    const stop = engine.subscribe(() => {
      const pending = engine.getState().pending;
      if (pending && held.at(-1) !== pending.url) {
        held.push(pending.url);
        queueMicrotask(() => engine.sendPending());
      }
    });
    await engine.run();
    stop();
    expect(activeBranch(engine).status).toBe('done');
    expect(held.map((u) => new URL(u).pathname.split('/').at(-1))).toEqual([
      'assistants',
      'threads',
      'messages',
      'runs',
      'submit_tool_outputs',
    ]);
  });
});

describe('Assistants driver: streamed runs', () => {
  it('with stream on, the run and the submission stream their events to requires_action and completed, with no polls', async () => {
    const base = assistantsConfig('seed-004-weather-bot');
    const { engine } = createAssistantsHarness({ ...base, options: { ...base.options, stream: true } });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(branch.messages.map((e) => e.kind)).toEqual([
      'system',
      'user',
      'tool-call',
      'tool-call',
      'tool-result',
      'tool-result',
      'assistant',
    ]);
    expect(answerText(branch.messages)).toContain('22');
    const sequence = calls(branch.exchanges);
    expect(sequence).not.toContain('GET /v1/threads/thread_*/runs/run_*');
    const [create, submit] = branch.exchanges.filter((e) => e.streamed);
    expect(body(create).stream).toBe(true);
    expect(create!.url).toMatch(/\/runs$/);
    const names = (e: Exchange) => e.events.map((ev) => ev.event);
    expect(names(create!)).toEqual(
      expect.arrayContaining([
        'thread.run.created',
        'thread.run.queued',
        'thread.run.in_progress',
        'thread.run.step.created',
        'thread.run.requires_action',
      ]),
    );
    expect(names(create!).at(-1)).toBe('done');
    expect(create!.events.at(-1)!.data).toBe('[DONE]');
    expect(submit!.url).toMatch(/\/submit_tool_outputs$/);
    expect(names(submit!)).toEqual(
      expect.arrayContaining([
        'thread.message.created',
        'thread.message.delta',
        'thread.message.completed',
        'thread.run.completed',
      ]),
    );
    expect(names(submit!).at(-1)).toBe('done');
  });
});

describe('Assistants driver: a request body edited at a breakpoint', () => {
  /** Runs with breakpoints on and sends every held request as is, except the one whose path ends as given, which gets `edit`. */
  // biome-ignore format: the eslint-disable-line comment must stay on the line it excuses
  async function runEditing(ending: string, edit: (body: Record<string, any>) => unknown) { // eslint-disable-line @typescript-eslint/no-explicit-any
    const { engine } = createAssistantsHarness(assistantsConfig('seed-004-weather-bot'));
    engine.setBreakpoints(true);
    let seen = '';
    const stop = engine.subscribe(() => {
      const pending = engine.getState().pending;
      if (!pending || seen === pending.url + pending.body) return;
      seen = pending.url + pending.body;
      const changed = pending.url.endsWith(ending) ? JSON.stringify(edit(JSON.parse(pending.body))) : undefined;
      queueMicrotask(() => engine.sendPending(changed));
    });
    await engine.run();
    stop();
    return activeBranch(engine);
  }

  it('an edited submit_tool_outputs shows the output that was sent, marked edited, and the answer uses it', async () => {
    const branch = await runEditing('/submit_tool_outputs', (b) => ({
      ...b,
      tool_outputs: [{ ...b.tool_outputs[0], output: '{"temperature":"-7","unit":"celsius"}' }, b.tool_outputs[1]],
    }));
    expect(branch.status).toBe('done');
    const submitted = body(branch.exchanges.find((e) => e.url.endsWith('/submit_tool_outputs')));
    expect(branch.messages.filter((e) => e.kind === 'tool-result').map((e) => e.wire)).toEqual(submitted.tool_outputs);
    expect((branch.messages[4]!.wire as { output: string }).output).toBe('{"temperature":"-7","unit":"celsius"}');
    expect(branch.messages[4]!.provenance.kind).toBe('edited');
    expect(branch.messages[5]!.provenance.kind).toBe('tool-result');
    expect(answerText(branch.messages)).toContain('-7');
  });

  it('an edited user message shows the text that was added to the thread', async () => {
    const branch = await runEditing('/messages', (b) => ({ ...b, content: "What's the weather in Chicago?" }));
    expect(branch.status).toBe('done');
    expect(branch.messages[1]!.wire).toEqual({ role: 'user', content: "What's the weather in Chicago?" });
    expect(branch.messages[1]!.provenance.kind).toBe('edited');
    expect(answerText(branch.messages)).toContain('Chicago');
  });

  it("an edit to the run's creation, which no entry holds, leaves the timeline as it was", async () => {
    const branch = await runEditing('/runs', (b) => ({ ...b, additional_instructions: 'Be brief.' }));
    expect(branch.status).toBe('done');
    expect(branch.messages.some((e) => e.provenance.kind === 'edited')).toBe(false);
  });
});

describe('Assistants driver: replaying an edited output', () => {
  it('starts a new thread and run, submits the edited output to the new call ids, and answers from it', async () => {
    const { engine } = createAssistantsHarness(assistantsConfig('seed-004-weather-bot'));
    await engine.run();
    const original = activeBranch(engine);
    const oldThread = new URL(original.exchanges[2]!.url).pathname.split('/')[3];
    const edited = {
      tool_call_id: (original.messages[4]!.wire as { tool_call_id: string }).tool_call_id,
      output: '{"temperature":"-40","unit":"celsius"}',
    };
    await engine.replayFrom(4, edited);

    const fork = activeBranch(engine);
    expect(fork.id).not.toBe(original.id);
    expect(fork.status).toBe('done');
    const sequence = calls(fork.exchanges);
    // The assistant is reused; a new thread and run replace the ones the server cannot rewind.
    expect(sequence[0]).toBe('POST /v1/threads');
    expect(sequence).not.toContain('POST /v1/assistants');
    expect(new URL(fork.exchanges[1]!.url).pathname.split('/')[3]).not.toBe(oldThread);
    const submit = fork.exchanges.find((e) => e.url.endsWith('/submit_tool_outputs'))!;
    const outputs = body(submit).tool_outputs as { tool_call_id: string; output: string }[];
    expect(outputs.map((o) => o.output)).toEqual([
      edited.output,
      (original.messages[5]!.wire as { output: string }).output,
    ]);
    expect(outputs[0]!.tool_call_id).not.toBe(edited.tool_call_id);
    expect(answerText(fork.messages)).toContain('-40');
    expect(answerText(original.messages)).not.toContain('-40');
    const provenance = fork.messages.at(-1)!.provenance;
    expect(provenance.kind === 'response' && provenance.serverIds?.replayed).toContain(
      `${edited.tool_call_id} → ${outputs[0]!.tool_call_id}`,
    );
  });

  it("a follow-up after a replay continues on the replay's thread", async () => {
    const { engine } = createAssistantsHarness(assistantsConfig('seed-004-weather-bot'));
    await engine.run();
    const original = activeBranch(engine);
    await engine.replayFrom(5, {
      tool_call_id: (original.messages[5]!.wire as { tool_call_id: string }).tool_call_id,
      output: '{"nickname":"Tinseltown"}',
    });
    const fork = activeBranch(engine);
    expect(answerText(fork.messages)).toContain('Tinseltown');
    const forkThread = new URL(
      fork.exchanges[0]!.responseBody ? `http://x/${JSON.parse(fork.exchanges[0]!.responseBody).id}` : '',
    ).pathname.slice(1);
    const before = fork.exchanges.length;
    await engine.continueWith("What's the weather in Chicago?");
    const later = activeBranch(engine).exchanges.slice(before);
    expect(new URL(later[0]!.url).pathname).toBe(`/v1/threads/${forkThread}/messages`);
    expect(answerText(activeBranch(engine).messages)).toContain('12');
  });
});

describe('Assistants driver: code_interpreter and run endings', () => {
  // Python (Pyodide) loads on the first code_interpreter run: seconds on a busy machine, beyond the default timeout.
  it('the math tutor run shows the program and its output as a run-step tool call before the answer', async () => {
    const { engine } = createAssistantsHarness(assistantsConfig('seed-004-math-tutor'));
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(body(branch.exchanges[0]).tools).toEqual([{ type: 'code_interpreter' }]);
    expect(calls(branch.exchanges).slice(-2)).toEqual([
      'GET /v1/threads/thread_*/runs/run_*/steps',
      'GET /v1/threads/thread_*/messages',
    ]);
    expect(branch.messages.map((e) => e.kind)).toEqual(['system', 'user', 'tool-call', 'assistant']);
    const step = branch.messages[2]!.wire as {
      type: string;
      code_interpreter: { input: string; outputs: { logs: string }[] };
    };
    expect(step.type).toBe('code_interpreter');
    expect(step.code_interpreter.input).toContain('14');
    expect(step.code_interpreter.outputs[0]!.logs).toContain('x = 1');
    expect(answerText(branch.messages)).toContain('x = 1');
  }, 90_000);

  it("a failed run ends the loop with the run's last_error", async () => {
    // The fault header on the run's creation makes the mock fail the run itself (HTTP 200, then status failed).
    const failRun =
      (inner: FetchLike): FetchLike =>
      (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (init?.method !== 'POST' || !url.endsWith('/runs')) return inner(input, init);
        const headers = new Headers(init.headers);
        headers.set(FAULT_HEADER, '{"error":500}');
        return inner(input, { ...init, headers });
      };
    const { engine } = createAssistantsHarness(assistantsConfig('seed-004-weather-bot'), {}, failRun);
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('error');
    expect(branch.stopReason).toMatch(/The run failed \(server_error\)/);
  });
});

describe("Assistants driver: file_search over the session's files", () => {
  it('uploads the files into a vector store the assistant names, and the answer cites the uploaded file', async () => {
    const { engine } = createAssistantsHarness(assistantsConfig('seed-004-support-files'));
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(calls(branch.exchanges).slice(0, 5)).toEqual([
      'POST /v1/files',
      'POST /v1/vector_stores',
      'POST /v1/assistants',
      'POST /v1/threads',
      'POST /v1/threads/thread_*/messages',
    ]);
    const upload = branch.exchanges[0]!;
    expect(upload.requestHeaders['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.requestBody).toContain('filename="store-help.md"');
    expect(upload.requestBody).toContain('within 30 days of delivery');
    const fileId = JSON.parse(upload.responseBody!).id as string;
    const storeId = JSON.parse(branch.exchanges[1]!.responseBody!).id as string;
    expect(body(branch.exchanges[1]).file_ids).toEqual([fileId]);
    expect(body(branch.exchanges[2]).tool_resources).toEqual({ file_search: { vector_store_ids: [storeId] } });

    expect(branch.messages.map((e) => e.kind)).toEqual(['system', 'user', 'tool-call', 'assistant']);
    const step = branch.messages[2]!.wire as {
      type: string;
      file_search: { results: { file_id: string; file_name: string }[] };
    };
    expect(step.type).toBe('file_search');
    expect(step.file_search.results[0]).toMatchObject({ file_id: fileId, file_name: 'store-help.md' });
    const answer = (
      branch.messages[3]!.wire as {
        content: {
          text: { value: string; annotations: { type: string; text: string; file_citation: { file_id: string } }[] };
        }[];
      }
    ).content[0]!.text;
    expect(answer.value).toContain('You can return an item within 30 days of delivery for a full refund.');
    expect(answer.annotations).toEqual([
      expect.objectContaining({ type: 'file_citation', file_citation: { file_id: fileId } }),
    ]);
    expect(answer.value).toContain(answer.annotations[0]!.text);
  });
});
