// Control of the loop: stepping, breakpoints with editable bodies, and abort before, during and while streaming.
import { describe, expect, it } from 'vitest';
import { seed001Config } from '@loopscope/seed-scenarios';
import {
  activeBranch,
  chat,
  createHarness,
  hangingFetch,
  readSeedFixture,
  roles,
  stallAfterFirstEvent,
  until,
} from '@loopscope/seed-scenarios/testing/harness';

describe('step()', () => {
  it('advances one exchange at a time, running the tools that exchange asked for', async () => {
    const { engine } = createHarness();
    await engine.step();
    let branch = activeBranch(engine);
    expect(branch.status).toBe('paused');
    expect(branch.exchanges).toHaveLength(1);
    expect(roles(branch.messages)).toEqual(['system', 'user', 'assistant', 'tool', 'tool', 'tool']);
    await engine.step();
    branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(branch.exchanges).toHaveLength(2);
    expect(branch.messages).toHaveLength(7);
    await engine.step();
    expect(activeBranch(engine).exchanges).toHaveLength(2);
  });
});

describe('breakpoints', () => {
  it('hold each request before it is sent, expose its body, refuse invalid JSON and send an edited body as edited', async () => {
    const { engine } = createHarness();
    engine.setBreakpoints(true);
    const running = engine.run();
    await until(engine, (s) => s.pending !== null);

    const state = engine.getState();
    expect(state.pending).toMatchObject({
      step: 1,
      method: 'POST',
      url: 'http://mock.loopscope.local/v1/chat/completions',
    });
    expect(JSON.parse(state.pending!.body)).toEqual(readSeedFixture('1-request.json'));
    expect(activeBranch(engine).status).toBe('paused');
    expect(activeBranch(engine).exchanges).toHaveLength(0);

    const refusal = engine.sendPending('{"model": "gpt-4o",');
    expect(refusal).toMatch(/^The edited request body is not valid JSON/);
    expect(engine.getState().notice).toBe(refusal);
    expect(engine.getState().pending).not.toBeNull();

    const edited = state.pending!.body.replace('Berlin and Tokyo', 'Berlin');
    expect(engine.sendPending(edited)).toBeNull();
    await until(engine, (s) => s.pending?.step === 2);
    const first = activeBranch(engine).exchanges[0]!;
    expect(first.requestBody).toBe(edited);
    expect(first.originalRequestBody).toBe(state.pending!.body);
    // The timeline follows what was actually sent.
    const user = activeBranch(engine).messages[1]!;
    expect(chat(user).content).toBe("What's the weather in Berlin? Also, convert 18°C to Fahrenheit.");
    expect(user.provenance).toEqual({ kind: 'edited', from: { kind: 'config' } });

    engine.setBreakpoints(false);
    expect(engine.sendPending()).toBeNull();
    await running;
    expect(activeBranch(engine).status).toBe('done');
    expect(activeBranch(engine).exchanges[1]!.originalRequestBody).toBeUndefined();
  });

  it('ends the loop when the calls were sent back with arguments edited at a breakpoint (the mock model does not call again)', async () => {
    // No pinned scenario: the mock model itself plans both steps.
    const { engine } = createHarness({ mock: { scenario: 'none' } });
    await engine.step();
    engine.setBreakpoints(true);
    const running = engine.run();
    await until(engine, (s) => s.pending !== null);
    const body = JSON.parse(engine.getState().pending!.body) as {
      messages: { tool_calls?: { function: { arguments: string } }[] }[];
    };
    const call = body.messages[2]!.tool_calls![0]!;
    expect(call.function.arguments).toContain('Berlin');
    call.function.arguments = call.function.arguments.replace('Berlin', 'Munich');
    engine.setBreakpoints(false);
    expect(engine.sendPending(JSON.stringify(body))).toBeNull();
    await running;

    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(branch.exchanges).toHaveLength(2);
    const last = JSON.parse(branch.exchanges[1]!.responseBody!) as {
      choices: { finish_reason: string; message: { content: string } }[];
    };
    expect(last.choices[0]!.finish_reason).toBe('stop');
    expect(last.choices[0]!.message.content).toMatch(/\S/);
    expect(decodeURIComponent(branch.exchanges[1]!.responseHeaders['x-loopscope-explanation']!)).toBe(
      'every planned call has a result: writing the final answer',
    );
  });

  it('ends with a clear error, not a crash, when an edited body makes the API answer 400', async () => {
    const { engine } = createHarness();
    await engine.step();
    engine.setBreakpoints(true);
    const running = engine.step();
    await until(engine, (s) => s.pending !== null);
    const body = JSON.parse(engine.getState().pending!.body) as { messages: unknown[] };
    body.messages.splice(3, 1);
    engine.sendPending(JSON.stringify(body));
    await running;

    const branch = activeBranch(engine);
    expect(branch.status).toBe('error');
    expect(branch.stopReason).toBe(
      "The API answered HTTP 400: An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_xK9f2a",
    );
    const failed = branch.exchanges.at(-1)!;
    expect(failed.status).toBe(400);
    expect(JSON.parse(failed.responseBody!).error.message).toContain('call_xK9f2a');
  });
});

describe('abort()', () => {
  it('cancels a request held at a breakpoint', async () => {
    const { engine } = createHarness();
    engine.setBreakpoints(true);
    const running = engine.run();
    await until(engine, (s) => s.pending !== null);
    engine.abort();
    await running;
    expect(engine.getState().pending).toBeNull();
    expect(activeBranch(engine)).toMatchObject({ status: 'aborted', exchanges: [] });
  });

  it('cancels a request in flight', async () => {
    const { engine } = createHarness({ wrap: () => hangingFetch });
    const running = engine.run();
    await until(engine, (s) => s.branches[s.activeBranchId]!.exchanges.length === 1);
    engine.abort();
    await running;
    const branch = activeBranch(engine);
    expect(branch.status).toBe('aborted');
    expect(branch.stopReason).toMatch(/^Aborted/);
    expect(branch.exchanges).toHaveLength(1);
    expect(branch.exchanges[0]!.state).toBe('aborted');
  });

  it('cancels a stream midway and keeps the events that arrived', async () => {
    const config = seed001Config();
    config.options.stream = true;
    const { engine } = createHarness({ config, wrap: stallAfterFirstEvent });
    const running = engine.run();
    await until(engine, (s) => (s.branches[s.activeBranchId]!.exchanges[0]?.events.length ?? 0) > 0);
    engine.abort();
    await running;
    const branch = activeBranch(engine);
    expect(branch.status).toBe('aborted');
    expect(branch.exchanges[0]).toMatchObject({ state: 'aborted', streamed: true });
    expect(branch.exchanges[0]!.events.length).toBeGreaterThan(0);
    expect(branch.messages).toHaveLength(2);
  });

  it('is harmless when nothing runs, and reset starts over from the configuration', async () => {
    const { engine } = createHarness();
    engine.abort();
    await engine.run();
    engine.reset();
    const branch = activeBranch(engine);
    expect(branch).toMatchObject({ status: 'idle', exchanges: [], parentId: null });
    expect(roles(branch.messages)).toEqual(['system', 'user']);
    expect(engine.getState().branchOrder).toEqual([branch.id]);
  });
});
