// How runs end when things go wrong: retries, exhausted retries, the max-steps guard, bad tool calls, unreachable providers.
import { describe, expect, it } from 'vitest';
import { createSandboxExecutor } from '@loopscope/tools/sandbox-executor';
import { createEngine } from './index';
import { seed001Config } from '@loopscope/seed-scenarios';
import { activeBranch, chat, createHarness, FIXED_CLOCK, roles } from '@loopscope/seed-scenarios/testing/harness';

describe('errors and guards', () => {
  it('records each SDK retry as its own exchange with its attempt number', async () => {
    const { engine, api } = createHarness();
    api.injectFaultOnce({ error: 500 });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(branch.exchanges.map((e) => [e.step, e.attempt, e.status])).toEqual([
      [1, 0, 500],
      [1, 1, 200],
      [2, 0, 200],
    ]);
    expect(branch.exchanges[1]!.requestHeaders['x-stainless-retry-count']).toBe('1');
    expect(branch.steps).toBe(2);
  });

  it('ends with the API message when retries run out', async () => {
    const { engine, api } = createHarness({ maxRetries: 0 });
    api.injectFaultOnce({ error: 500 });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('error');
    expect(branch.stopReason).toMatch(
      /^The API answered HTTP 500: The server had an error while processing your request/,
    );
  });

  it('stops at max steps with a clear reason', async () => {
    const config = seed001Config();
    config.options.maxSteps = 1;
    const { engine } = createHarness({ config });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('max-steps');
    expect(branch.stopReason).toMatch(/^Stopped after 1 steps \(the max-steps guard\)/);
    expect(branch.exchanges).toHaveLength(1);
    expect(roles(branch.messages)).toEqual(['system', 'user', 'assistant', 'tool', 'tool', 'tool']);
  });

  it('reports malformed tool arguments to the model instead of crashing', async () => {
    const { engine, api } = createHarness();
    api.injectFaultOnce({ malformedArguments: true });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    const berlin = branch.messages[3]!;
    expect(berlin.toolRun?.ok).toBe(false);
    expect(JSON.parse(chat(berlin).content as string).error.type).toBe('invalid_arguments');
  });

  it('answers a call to an unknown tool with an error result the model can read', async () => {
    const { engine } = createHarness();
    await engine.step();
    const assistant = chat(activeBranch(engine).messages[2]!);
    await engine.replayFrom(2, {
      ...assistant,
      tool_calls: [{ id: 'call_nope', type: 'function', function: { name: 'get_stock_price', arguments: '{}' } }],
    } as typeof assistant);
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(chat(branch.messages[3]!).content).toBe(
      '{"error": {"type": "unknown_tool", "message": "There is no tool named get_stock_price (known tools: get_weather, convert_temperature)."}}',
    );
  });

  it('redacts the API key in recorded headers', async () => {
    const { engine } = createHarness();
    await engine.step();
    const headers = activeBranch(engine).exchanges[0]!.requestHeaders;
    expect(headers.authorization).toBe('Bearer sk-…0001');
    expect(JSON.stringify(activeBranch(engine))).not.toContain('sk-loopscope-mock-0001');
  });

  it('turns an unreachable provider into an error status', async () => {
    const config = {
      ...seed001Config(),
      provider: { kind: 'custom' as const, baseURL: 'http://127.0.0.1:9/v1', apiKey: 'sk-test-abcd' },
    };
    const engine = createEngine({
      config,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      clock: FIXED_CLOCK,
      tools: createSandboxExecutor(),
      maxRetries: 0,
    });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('error');
    expect(branch.stopReason).toMatch(/^Could not reach the API: Connection error/);
    expect(branch.exchanges[0]).toMatchObject({ state: 'failed', error: 'fetch failed' });
  });

  it('says so when an API style has no driver yet', async () => {
    const engine = createEngine({
      config: { ...seed001Config(), apiStyle: 'assistants' },
      fetch: () => Promise.reject(new Error('no request may go out')),
      clock: FIXED_CLOCK,
      tools: createSandboxExecutor(),
      drivers: { assistants: undefined },
    });
    await engine.run();
    expect(activeBranch(engine)).toMatchObject({
      status: 'error',
      stopReason: 'The assistants API style has no driver yet.',
    });
  });

  it('after an abort during tool runs, the next run answers the owed calls first, in order', async () => {
    const sandbox = createSandboxExecutor();
    const { api } = createHarness();
    let abortNow = () => {};
    const engine = createEngine({
      config: seed001Config(),
      fetch: (input, init) => api.fetch(new Request(input, init)),
      clock: FIXED_CLOCK,
      tools: {
        execute: (call, source) => {
          abortNow();
          return sandbox.execute(call, source);
        },
      },
    });
    abortNow = () => {
      abortNow = () => {};
      engine.abort();
    };
    await engine.run();
    expect(activeBranch(engine).status).toBe('aborted');
    expect(roles(activeBranch(engine).messages)).toEqual(['system', 'user', 'assistant', 'tool']);

    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(branch.exchanges).toHaveLength(2);
    expect(branch.messages.slice(3, 6).map((m) => (chat(m) as { tool_call_id: string }).tool_call_id)).toEqual([
      'call_xK9f2a',
      'call_mP7b3c',
      'call_qR4d5e',
    ]);
  });

  it('ignores run, fork and new messages while a run is in flight', async () => {
    const { engine } = createHarness();
    const running = engine.run();
    const before = engine.getState().activeBranchId;
    expect(engine.fork(1, { role: 'user', content: 'x' })).toBe(before);
    expect(engine.getState().notice).toMatch(/before forking/);
    await engine.run();
    await running;
    expect(activeBranch(engine).exchanges).toHaveLength(2);
  });
});
