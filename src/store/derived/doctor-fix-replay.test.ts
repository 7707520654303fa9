// "Apply fix and replay" on Assistants loops. Captured: the app's broken submit_tool_outputs (objects for outputs, a wrong
// tool_call_id) or its seed 004 v1 assistant, fixed by the doctor, opens as a session whose run sends the fix and completes.
// In the playground: seed 004's v1 assistant sent at a breakpoint gets the v2 error; the fix forks at the setup and replays.
import { describe, expect, it } from 'vitest';
import { sessionFromExchanges } from '@loopscope/engine/captured/index';
import { createAssistantsHarness } from '@loopscope/engine/testing/assistants-harness';
import { assistantsConfig } from '@loopscope/seed-scenarios/testing/harness';
import { activeBranch } from '@loopscope/engine/testing/harness';
import type { Exchange } from '@loopscope/engine/types';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import { loopWithFix } from '../capture/capture-store';
import { branchExchanges } from './branch-exchanges';
import { fixAsEntryEdit } from './doctor-fix';
import { createSessionStore } from '../session/session-store';

const CONFIG = assistantsConfig('seed-004-weather-bot');
const toolSource = (name: string) => CONFIG.tools.find((t) => t.name === name)!.source;
const isSubmit = (e: Exchange) => e.url.endsWith('/submit_tool_outputs');
const apiError = (message: string) =>
  JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code: null } });

/** The engine's weather run as an app would have sent it up to its submit, that submit rewritten by `breakOutputs` and answered 400. */
async function capturedUpToBrokenSubmit(
  breakOutputs: (outputs: { tool_call_id: string; output: unknown }[]) => void,
  error: string,
): Promise<Exchange[]> {
  const { engine } = createAssistantsHarness(CONFIG);
  await engine.run();
  const exchanges = activeBranch(engine).exchanges;
  const at = exchanges.findIndex(isSubmit);
  const body = JSON.parse(exchanges[at]!.requestBody!) as { tool_outputs: { tool_call_id: string; output: unknown }[] };
  breakOutputs(body.tool_outputs);
  return [
    ...exchanges.slice(0, at),
    { ...exchanges[at]!, requestBody: JSON.stringify(body), status: 400, responseBody: apiError(error) },
  ];
}

/** Applies the finding's fix, opens the loop with the fixed request unsent, and runs it on a fresh mock. */
async function applyAndReplay(captured: Exchange[], rule: string) {
  const finding = diagnoseLoop(captured.map(wireCallOf)).find((f) => f.rule === rule)!;
  expect(finding.fixable).toBe(true);
  const fixed = loopWithFix(captured, finding)!;
  const state = sessionFromExchanges(fixed, { toolSource, unsentLast: true })!;
  const opened = state.branches[state.activeBranchId]!;
  const { engine } = createAssistantsHarness(CONFIG);
  engine.load(state);
  await engine.run();
  return { fixed, opened, after: activeBranch(engine) };
}

describe('apply fix and replay on a captured Assistants loop', () => {
  it('sends a tool output the app gave as an object as a JSON string, and the run completes with it', async () => {
    const captured = await capturedUpToBrokenSubmit((outputs) => {
      outputs[1]!.output = JSON.parse(String(outputs[1]!.output)) as unknown;
    }, "Invalid type for 'tool_outputs[1].output': expected a string, but got an object instead.");
    const { fixed, opened, after } = await applyAndReplay(captured, 'tool-output-not-string');

    // Opened ready to run: the fixed submit is not among the exchanges, its outputs are not sent yet.
    expect(opened.status).toBe('idle');
    expect(opened.exchanges.map((e) => e.id)).toEqual(captured.slice(0, -1).map((e) => e.id));
    expect(opened.messages.filter((m) => m.kind === 'tool-result').map((m) => m.firstSentInStep)).toEqual([null, null]);
    expect(
      opened.messages.filter((m) => m.kind === 'tool-result').map((m) => typeof (m.wire as { output: unknown }).output),
    ).toEqual(['string', 'string']);

    expect(after.status).toBe('done');
    const submitted = JSON.parse(after.exchanges.filter(isSubmit).at(-1)!.requestBody!) as {
      tool_outputs: { output: unknown }[];
    };
    const sentFix = JSON.parse(fixed.at(-1)!.requestBody!) as { tool_outputs: { output: unknown }[] };
    expect(submitted.tool_outputs.map((o) => o.output)).toEqual(sentFix.tool_outputs.map((o) => o.output));
    expect(submitted.tool_outputs.every((o) => typeof o.output === 'string')).toBe(true);
    expect(after.messages.at(-1)!.kind).toBe('assistant');
  });

  it('gives an output sent under a wrong tool_call_id the id of the one call left without an output', async () => {
    let wrongOf = '';
    const captured = await capturedUpToBrokenSubmit((outputs) => {
      wrongOf = outputs[0]!.tool_call_id;
      outputs[0]!.tool_call_id = 'call_abc123';
    }, 'Expected tool outputs for call_ids [...]');
    const { fixed, after } = await applyAndReplay(captured, 'tool-outputs-mismatch');
    expect(
      (JSON.parse(fixed.at(-1)!.requestBody!) as { tool_outputs: { tool_call_id: string }[] }).tool_outputs[0]!
        .tool_call_id,
    ).toBe(wrongOf);
    expect(after.status).toBe('done');
    expect(after.exchanges.filter((e) => e.status !== null && e.status >= 400)).toEqual([]);
  });

  it("creates seed 004's v1 retrieval assistant in its v2 form, and the run on it completes", async () => {
    const v1 = {
      instructions: 'You are a customer support chatbot. Use your knowledge base to best respond to customer queries.',
      tools: [{ type: 'retrieval' }],
      model: 'gpt-4o',
    };
    const message =
      "Invalid value: 'retrieval'. Supported values are: 'code_interpreter', 'function', and 'file_search'.";
    const captured: Exchange[] = [
      {
        id: 'cap_000001',
        step: 1,
        attempt: 0,
        method: 'POST',
        url: 'http://127.0.0.1:5173/v1/assistants',
        requestHeaders: { 'openai-beta': 'assistants=v2' },
        requestBody: JSON.stringify(v1),
        status: 400,
        responseHeaders: {},
        responseBody: apiError(message),
        streamed: false,
        events: [],
        startedAt: 0,
        durationMs: 2,
        state: 'done',
        error: null,
      },
    ];
    const { after } = await applyAndReplay(captured, 'assistants-v1-payload');
    const created = after.exchanges.find((e) => e.method === 'POST' && e.url.endsWith('/assistants'))!;
    expect(created.status).toBe(200);
    expect(JSON.parse(created.requestBody!)).toMatchObject({ tools: [{ type: 'file_search' }] });
    expect(after.status).toBe('done');
  });
});

/** Seed 004's v1 retrieval assistant, as its curl example sends it. */
const SEED_V1 = {
  instructions: 'You are a customer support chatbot. Use your knowledge base to best respond to customer queries.',
  tools: [{ type: 'retrieval' }],
  model: 'gpt-4o',
};
const V1_ERROR = "Invalid value: 'retrieval'. Supported values are: 'code_interpreter', 'function', and 'file_search'.";

describe('apply fix and replay in the playground', () => {
  /** The weather bot run with breakpoints on, its POST /assistants body replaced by seed 004's v1 form. */
  async function playgroundWithV1Assistant() {
    const { engine } = createAssistantsHarness(CONFIG);
    engine.setBreakpoints(true);
    const stop = engine.subscribe(() => {
      const pending = engine.getState().pending;
      if (pending?.url.endsWith('/assistants')) queueMicrotask(() => engine.sendPending(JSON.stringify(SEED_V1)));
    });
    await engine.run();
    stop();
    engine.setBreakpoints(false);
    return engine;
  }

  it("sends seed 004's v1 assistant as the user edited it, gets the v2 error, and the doctor offers the v2 form", async () => {
    const engine = await playgroundWithV1Assistant();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('error');
    expect(JSON.parse(branch.exchanges.at(-1)!.responseBody!).error.message).toBe(V1_ERROR);
    expect(branch.messages[0]!.wire).toEqual(SEED_V1);
    const [finding] = diagnoseLoop(branch.exchanges.map(wireCallOf));
    expect(finding).toMatchObject({
      rule: 'assistants-v1-payload',
      at: 'tools[0].type',
      fixable: true,
      apiError: V1_ERROR,
    });
    expect(fixAsEntryEdit(branch.messages, branch.exchanges, finding!)).toEqual({
      index: 0,
      replacement: { ...SEED_V1, tools: [{ type: 'file_search' }] },
    });
  });

  it('"apply fix and replay" forks at the setup with the v2 form, and the run completes', async () => {
    const engine = await playgroundWithV1Assistant();
    const store = createSessionStore(engine);
    const before = store.getState().engine.activeBranchId;
    const [finding] = diagnoseLoop(branchExchanges(store.getState().engine, before).map(wireCallOf));
    const forked = await store.getState().replayWithFix(finding!);
    expect(forked).not.toBe(before);
    const fork = activeBranch(engine);
    expect(fork.id).toBe(forked);
    expect(fork.status).toBe('done');
    const created = fork.exchanges.find((e) => e.method === 'POST' && e.url.endsWith('/assistants'))!;
    expect(created.status).toBe(200);
    expect(JSON.parse(created.requestBody!).tools).toEqual([{ type: 'file_search' }]);
    // The replay asks the session's question again: the fix changed the assistant, not the conversation.
    expect(fork.messages.map((m) => m.kind).slice(0, 2)).toEqual(['system', 'user']);
    const added = fork.exchanges.find((e) => e.method === 'POST' && e.url.endsWith('/messages'))!;
    expect(JSON.parse(added.requestBody!).content).toBe(CONFIG.userMessage);
    expect(fork.messages.at(-1)!.kind).toBe('assistant');
    // The original branch keeps its 400, as it was sent.
    expect(engine.getState().branches[before]!.status).toBe('error');
  });

  it('says so, and changes nothing, when the fix no longer matches the branch', async () => {
    const engine = await playgroundWithV1Assistant();
    const store = createSessionStore(engine);
    const [finding] = diagnoseLoop(activeBranch(engine).exchanges.map(wireCallOf));
    expect(await store.getState().replayWithFix({ ...finding!, at: 'tools[7].type' })).toBeNull();
    expect(store.getState().commandError?.text).toMatch(/no longer applies/);
    expect(engine.getState().branchOrder).toHaveLength(1);
  });
});
