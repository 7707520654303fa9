// An imported Chat body is linted before it is sent: a tool_call_id that matches no call is found on the unsent request,
// and its one-click fix sends the body with the one id that fits, answered 200.
import { describe, expect, it } from 'vitest';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { importPayload } from '../../persistence/testing/import-payload';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import { seed001Config } from '@loopscope/seed-scenarios';
import { nextChatRequest, placeInRequest } from './next-request';
import { branchExchanges } from './branch-exchanges';
import { createSessionStore } from '../session/session-store';

const call = (id: string, city: string) => ({
  id,
  type: 'function',
  function: { name: 'get_weather', arguments: JSON.stringify({ city }) },
});
const BODY = {
  model: 'gpt-4o',
  messages: [
    { role: 'user', content: "What's the weather in Berlin and Tokyo?" },
    { role: 'assistant', content: null, tool_calls: [call('call_berlin', 'Berlin'), call('call_tokyo', 'Tokyo')] },
    { role: 'tool', tool_call_id: 'call_berlin', content: '{"temperature":18}' },
    { role: 'tool', tool_call_id: 'call_tokio', content: '{"temperature":28}' },
  ],
};

function imported() {
  const result = importPayload(JSON.stringify(BODY), 'pasted', 0);
  if (!result.ok) throw new Error(result.error.text);
  const { engine } = createHarness();
  engine.load(result.record.engine);
  return engine;
}

describe('the doctor on an imported body, before it is sent', () => {
  it('reads the unsent request as it would go out and finds the stray id, with the one call that fits', () => {
    const engine = imported();
    const next = nextChatRequest(engine.getState())!;
    expect((next.request as { messages: unknown[] }).messages).toEqual(BODY.messages);
    const [finding] = diagnoseLoop([next]);
    expect(finding).toMatchObject({ rule: 'unknown-tool-call-id', at: 'messages[3].tool_call_id', fixable: true });
    expect(finding!.detail).toContain('the call without a result is call_tokyo');
  });

  it('"apply fix" sends the body with the fixed id, and the API answers it', async () => {
    const engine = imported();
    const store = createSessionStore(engine);
    const [finding] = diagnoseLoop([nextChatRequest(engine.getState())!]);
    expect(await store.getState().replayWithFix(finding!)).not.toBeNull();
    const branch = activeBranch(engine);
    const sent = JSON.parse(branch.exchanges[0]!.requestBody!) as { messages: { tool_call_id?: string }[] };
    expect(sent.messages.map((m) => m.tool_call_id)).toEqual([undefined, undefined, 'call_berlin', 'call_tokyo']);
    expect(branch.exchanges[0]!.status).toBe(200);
  });

  it('has nothing to lint once the request went out', async () => {
    const { engine } = createHarness();
    await engine.run();
    expect(nextChatRequest(engine.getState())).toBeNull();
  });
});

const fnCall = (id: string, city: string) => ({
  type: 'function_call',
  id: `fc_${id}`,
  call_id: id,
  name: 'get_weather',
  arguments: JSON.stringify({ city }),
});
const RESPONSES_BODY = {
  model: 'gpt-4o',
  input: [
    { role: 'user', content: "What's the weather in Berlin and Tokyo?" },
    fnCall('call_berlin', 'Berlin'),
    fnCall('call_tokyo', 'Tokyo'),
    { type: 'function_call_output', call_id: 'call_berlin', output: '{"temperature":18}' },
    // The item id where the call id belongs: what a Responses app gets wrong.
    { type: 'function_call_output', call_id: 'fc_call_tokyo', output: '{"temperature":28}' },
  ],
};

describe('the doctor on an imported Responses body, before it is sent', () => {
  it('finds the call_id that matches no function_call on the unsent request, and "apply fix" sends the one that fits', async () => {
    const result = importPayload(JSON.stringify(RESPONSES_BODY), 'pasted', 0);
    if (!result.ok) throw new Error(result.error.text);
    const { engine } = createHarness();
    engine.load(result.record.engine);
    const next = nextChatRequest(engine.getState())!;
    expect(next).not.toBeNull();
    const [finding] = diagnoseLoop([next]).filter((f) => f.rule === 'unknown-call-id');
    expect(finding).toMatchObject({ at: 'input[4].call_id', fixable: true });
    const store = createSessionStore(engine);
    expect(await store.getState().replayWithFix(finding!)).not.toBeNull();
    const sent = JSON.parse(activeBranch(engine).exchanges[0]!.requestBody!) as { input: { call_id?: string }[] };
    expect(sent.input.map((item) => item.call_id)).toEqual([
      undefined,
      'call_berlin',
      'call_tokyo',
      'call_berlin',
      'call_tokyo',
    ]);
    expect(activeBranch(engine).exchanges[0]!.status).toBe(200);
  });
});

describe('the doctor on a Responses request chained by previous_response_id, before it is sent', () => {
  it('looks the call up in the previous response: a stray call_id is found on the unsent request, and "apply fix" sends the one that fits', async () => {
    const base = seed001Config();
    const { engine } = createHarness({
      config: { ...base, apiStyle: 'responses', options: { ...base.options, responsesState: 'previous_response_id' } },
    });
    await engine.run();
    const entries = activeBranch(engine).messages;
    const first = entries.findIndex((e) => (e.wire as { type?: string }).type === 'function_call_output');
    const wire = entries[first]!.wire as { call_id: string };
    const lastOutput = entries.findLastIndex((e) => (e.wire as { type?: string }).type === 'function_call_output');
    // The item id where the call id belongs, on the first of the outputs; the others are kept, answered right.
    engine.fork(first, { ...wire, call_id: `fc_${wire.call_id}` } as never, [], lastOutput);
    const next = nextChatRequest(engine.getState())!;
    expect(next).not.toBeNull();
    expect((next.request as { previous_response_id?: string }).previous_response_id).toMatch(/^resp_/);
    // The edit dialog names the output where the chained request sends it: input[0], not its place in the whole timeline.
    const forked = activeBranch(engine).messages;
    expect(placeInRequest(engine.getState().config, forked, first)).toBe(0);
    expect(placeInRequest(engine.getState().config, forked, lastOutput)).toBe(lastOutput - first);
    expect(placeInRequest(engine.getState().config, forked, 1)).toBe(1);
    const state = engine.getState();
    const loop = [...branchExchanges(state, state.activeBranchId).map(wireCallOf), next];
    const [finding] = diagnoseLoop(loop).filter((f) => f.rule === 'unknown-call-id' && f.call === loop.length - 1);
    expect(finding).toMatchObject({ at: 'input[0].call_id', fixable: true });
    const store = createSessionStore(engine);
    expect(await store.getState().replayWithFix(finding!)).not.toBeNull();
    const last = activeBranch(engine).exchanges.at(-1)!;
    const sent = JSON.parse(last.requestBody!) as { previous_response_id?: string; input: { call_id?: string }[] };
    expect(sent.previous_response_id).toMatch(/^resp_/);
    expect(sent.input.map((item) => item.call_id)).toEqual(
      entries.slice(first, lastOutput + 1).map((e) => (e.wire as { call_id: string }).call_id),
    );
    expect(last.status).toBe(200);
  });
});
