// A captured Chat loop becomes a session: the seed 001 exchanges give its timeline with provenance, and a replay with an
// edited tool result (against the mock) gives a new answer.
import { describe, expect, it } from 'vitest';
import { encodeSseEvent, SseDecoder } from '@loopscope/wire/sse';
import { sessionFromCapturedChat } from './captured';
import { activeBranch, chat, createHarness, readSeedFixture, roles } from '@loopscope/seed-scenarios/testing/harness';
import type { Exchange } from '../../types';
import type { Seed001File } from '../../../../vendor/index';

const text = (name: Seed001File) => JSON.stringify(readSeedFixture(name));
function captured(id: string, requestBody: string, responseBody: string, extra: Partial<Exchange> = {}): Exchange {
  return {
    id,
    step: 0,
    attempt: 0,
    method: 'POST',
    url: 'http://127.0.0.1:5173/v1/chat/completions',
    requestHeaders: {},
    requestBody,
    status: 200,
    responseHeaders: {},
    responseBody,
    streamed: false,
    events: [],
    startedAt: 0,
    durationMs: 3,
    state: 'done',
    error: null,
    ...extra,
  };
}
const seedLoop = () => [
  captured('cap_1', text('1-request.json'), text('2-response.json')),
  captured('cap_2', text('3-request.json'), text('4-response.json')),
];
const toolSource = (name: string) => `export default () => JSON.stringify({ tool: ${JSON.stringify(name)} })`;

describe('sessionFromCapturedChat', () => {
  it("rebuilds the seed 001 timeline: the last request's messages, then the last answer, with steps and provenance", () => {
    const state = sessionFromCapturedChat(seedLoop(), { toolSource })!;
    const branch = state.branches[state.activeBranchId]!;
    expect(roles(branch.messages)).toEqual(['system', 'user', 'assistant', 'tool', 'tool', 'tool', 'assistant']);
    expect(branch.messages.map((m) => m.firstSentInStep)).toEqual([1, 1, 2, 2, 2, 2, null]);
    expect(branch.messages.map((m) => m.provenance.kind)).toEqual([
      'config',
      'config',
      'response',
      'tool-result',
      'tool-result',
      'tool-result',
      'response',
    ]);
    expect(branch.messages[3]!.provenance).toEqual({
      kind: 'tool-result',
      exchangeId: 'cap_1',
      toolCallId: 'call_xK9f2a',
    });
    const expected = readSeedFixture('4-response.json') as { choices: { message: { content: string } }[] };
    expect(chat(branch.messages[6]).content).toBe(expected.choices[0]!.message.content);
    expect(branch.exchanges.map((e) => [e.id, e.step])).toEqual([
      ['cap_1', 1],
      ['cap_2', 2],
    ]);
    expect(state.config).toMatchObject({
      apiStyle: 'chat',
      model: 'gpt-4o',
      systemPrompt: 'You are a helpful weather assistant.',
      provider: { kind: 'mock' },
    });
    expect(state.config.tools.map((t) => [t.name, t.strict, t.source])).toEqual([
      ['get_weather', true, toolSource('get_weather')],
      ['convert_temperature', true, toolSource('convert_temperature')],
    ]);
  });

  it('reads a streamed answer back from its events', () => {
    const first = readSeedFixture('2-response.json') as {
      choices: { message: { tool_calls: { id: string; function: { name: string; arguments: string } }[] } }[];
    };
    const calls = first.choices[0]!.message.tool_calls;
    const chunks = calls.map((c, index) =>
      JSON.stringify({
        choices: [{ index: 0, delta: { tool_calls: [{ index, id: c.id, type: 'function', function: c.function }] } }],
      }),
    );
    const body = [
      ...chunks,
      JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] }),
      '[DONE]',
    ]
      .map((d) => encodeSseEvent(d))
      .join('');
    const decoder = new SseDecoder();
    const events = [...decoder.push(body), ...decoder.flush()].map((e) => ({ ...e, at: 1 }));
    const state = sessionFromCapturedChat(
      [captured('cap_1', text('1-request.json'), body, { streamed: true, events })],
      { toolSource },
    )!;
    const answer = chat(state.branches[state.activeBranchId]!.messages.at(-1));
    expect(answer).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: c.function })),
    });
  });

  it('has nothing to open for a loop without a Chat request', () => {
    expect(
      sessionFromCapturedChat([{ ...captured('cap_1', '{}', '{}'), url: 'http://x/v1/threads' }], { toolSource }),
    ).toBeNull();
  });

  it('once loaded into an engine, replaying with an edited tool result gets a new answer from the mock', async () => {
    const { engine } = createHarness();
    const load = (engine as typeof engine & { load(state: unknown): void }).load.bind(engine);
    load(sessionFromCapturedChat(seedLoop(), { toolSource })!);
    const before = chat(activeBranch(engine).messages.at(-1)).content;
    const original = chat(activeBranch(engine).messages[3]);
    await engine.replayFrom(3, {
      ...original,
      content: '{"city": "Berlin", "temperature": 31, "unit": "°C", "condition": "Heatwave", "humidity": 20}',
    } as never);
    const branch = activeBranch(engine);
    expect(branch.label).toContain('Fork');
    const after = chat(branch.messages.at(-1)).content as string;
    expect(after).not.toBe(before);
    expect(after).toContain('31');
  });
});

describe('a fixed request opened as the next step', () => {
  it('keeps the fixed request unsent, so running the session sends it', async () => {
    const [first, second] = seedLoop();
    const fixed = JSON.parse(second!.requestBody!) as { messages: { content: unknown }[] };
    fixed.messages[3]!.content =
      '{"city": "Berlin", "temperature": 25, "unit": "°C", "condition": "Sunny", "humidity": 40}';
    const state = sessionFromCapturedChat(
      [first!, { ...second!, requestBody: JSON.stringify(fixed), status: null, responseBody: null }],
      { toolSource, unsentLast: true },
    )!;
    const branch = state.branches[state.activeBranchId]!;
    expect(branch.exchanges.map((e) => e.id)).toEqual(['cap_1']);
    expect(branch.messages.map((m) => m.firstSentInStep)).toEqual([1, 1, null, null, null, null]);
    const { engine } = createHarness();
    (engine as typeof engine & { load(state: unknown): void }).load(state);
    await engine.run();
    const after = activeBranch(engine);
    expect(after.exchanges.map((e) => JSON.parse(e.requestBody!).messages.length)).toEqual([2, 6]);
    expect(chat(after.messages.at(-1)).content).toContain('25');
  });
});

describe('a captured loop that ended on an error', () => {
  it('stopped on the error with the API\'s message when its last request got a 400, not "done"', () => {
    const [first, second] = seedLoop();
    const error = {
      error: {
        message:
          "Invalid type for 'messages[3].content': expected one of a string or array of objects, but got an object instead.",
        type: 'invalid_request_error',
        param: 'messages[3].content',
        code: 'invalid_type',
      },
    };
    const state = sessionFromCapturedChat([first!, { ...second!, status: 400, responseBody: JSON.stringify(error) }], {
      toolSource,
    })!;
    const branch = state.branches[state.activeBranchId]!;
    expect(branch.status).toBe('error');
    expect(branch.stopReason).toBe(error.error.message);
  });

  it('stays "done" when the last request was answered, and stopped on an error when it got no answer at all', () => {
    const done = sessionFromCapturedChat(seedLoop(), { toolSource })!;
    expect(done.branches[done.activeBranchId]!.status).toBe('done');
    // Said by code too, so the status row words it in the learner's language; the English stays for exports.
    expect(done.branches[done.activeBranchId]!.stop).toEqual({ code: 'captured', params: {} });
    expect(done.branches[done.activeBranchId]!.stopReason).toBe(
      'Opened from a captured loop: edit a tool result to replay from there.',
    );
    const [first, second] = seedLoop();
    const lost = sessionFromCapturedChat(
      [first!, { ...second!, status: null, responseBody: null, state: 'failed', error: 'upstream timed out' }],
      { toolSource },
    )!;
    expect(lost.branches[lost.activeBranchId]!).toMatchObject({ status: 'error', stopReason: 'upstream timed out' });
  });
});
