// A captured Responses loop becomes a session: the engine's own weather loop, recorded in each state mode, rebuilds to the
// same timeline, and a replay with an edited function_call_output gets a new answer from the mock.
import { describe, expect, it } from 'vitest';
import { seed001Config } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import type { EntryOfStyle, ResponsesStateMode, SessionConfig, TimelineEntry } from '../../types';
import { buildResponsesParams } from './driver';
import { sessionFromExchanges, sessionFromCapturedResponses } from '../../captured/index';

const toolSource = (name: string) => seed001Config().tools.find((t) => t.name === name)!.source;

function config(mode: ResponsesStateMode, stream = false): SessionConfig {
  const base = seed001Config();
  return { ...base, apiStyle: 'responses', options: { ...base.options, responsesState: mode, stream } };
}

/** The weather loop run by the engine against the mock: its recorded exchanges are what the capture proxy records. */
async function recordedLoop(mode: ResponsesStateMode, stream = false) {
  const { engine } = createHarness({ config: config(mode, stream) });
  await engine.run();
  return activeBranch(engine);
}

const wires = (entries: TimelineEntry[]) => entries.map((e) => e.wire);
const loadInto = (state: ReturnType<typeof sessionFromCapturedResponses>) => {
  const { engine } = createHarness({ config: config('manual') });
  engine.load(state!);
  return engine;
};

describe('sessionFromCapturedResponses', () => {
  for (const mode of ['manual', 'previous_response_id', 'conversation'] as const) {
    it(`${mode}: rebuilds the same items, steps and tool-result ties as the loop that made the traffic`, async () => {
      const original = await recordedLoop(mode);
      const state = sessionFromExchanges(original.exchanges, { toolSource })!;
      const branch = state.branches[state.activeBranchId]!;
      expect(state.config.apiStyle).toBe('responses');
      expect(wires(branch.messages)).toEqual(wires(original.messages));
      expect(branch.messages.map((m) => m.kind)).toEqual(original.messages.map((m) => m.kind));
      expect(branch.messages.map((m) => m.firstSentInStep)).toEqual([1, 1, 2, 2, 2, 2, 2, 2, null]);
      const firstCreate = original.exchanges.find((e) => e.url.endsWith('/responses'))!;
      expect(branch.messages[5]!.provenance).toEqual({
        kind: 'tool-result',
        exchangeId: firstCreate.id,
        toolCallId: 'call_xK9f2a',
      });
      expect(branch.exchanges.map((e) => e.id)).toEqual(original.exchanges.map((e) => e.id));
      expect(branch.steps).toBe(2);
      expect(state.config.tools.map((t) => t.name)).toEqual(['get_weather', 'convert_temperature']);
    });
  }

  it('reads each answer of a streamed loop from its response.completed event', async () => {
    const original = await recordedLoop('manual', true);
    const state = sessionFromCapturedResponses(original.exchanges, { toolSource })!;
    // The engine's stream helper adds \`parsed: null\` to output_text parts; the bytes on the wire never carried it.
    const withoutSdkAdditions = JSON.parse(
      JSON.stringify(wires(original.messages), (key, value: unknown) => (key === 'parsed' ? undefined : value)),
    ) as unknown;
    expect(wires(state.branches[state.activeBranchId]!.messages)).toEqual(withoutSdkAdditions);
    expect(state.config.options.stream).toBe(true);
  });

  it('opens a chained capture for replay against the mock by resending the whole history', async () => {
    const original = await recordedLoop('previous_response_id');
    const engine = loadInto(sessionFromCapturedResponses(original.exchanges, { toolSource }));
    const before = JSON.stringify(activeBranch(engine).messages.at(-1)!.wire);
    const edited = {
      type: 'function_call_output' as const,
      call_id: 'call_xK9f2a',
      output: '{"city": "Berlin", "temperature": 33, "unit": "°C", "condition": "Heatwave", "humidity": 20}',
    };
    await engine.replayFrom(5, edited);
    const fork = activeBranch(engine);
    expect(fork.status).toBe('done');
    const sent = JSON.parse(fork.exchanges.at(-1)!.requestBody!) as { previous_response_id?: string; input: unknown[] };
    expect(sent.previous_response_id).toBeUndefined();
    expect(sent.input).toHaveLength(8);
    expect(sent.input[5]).toEqual(edited);
    const after = JSON.stringify(fork.messages.at(-1)!.wire);
    expect(after).not.toBe(before);
    expect(after).toContain('33');
  });

  for (const mode of ['manual', 'previous_response_id'] as const) {
    it(`${mode}: replays a reasoning model's loop whose reasoning items are ids into the capturing server's store (shown, not resent)`, async () => {
      // Recorded by one mock, replayed against another: like the capture proxy's server and the page's own mock.
      const { engine: app } = createHarness({ config: { ...config(mode), model: 'gpt-5.5' } });
      await app.run();
      const original = activeBranch(app);
      const reasoning = original.messages.filter((m) => m.kind === 'reasoning');
      expect(reasoning.length).toBeGreaterThan(0);
      expect(reasoning.every((m) => !('encrypted_content' in m.wire))).toBe(true);
      const engine = loadInto(sessionFromCapturedResponses(original.exchanges, { toolSource }));
      expect(
        activeBranch(engine)
          .messages.filter((m) => m.kind === 'reasoning')
          .map((m) => m.wire),
      ).toEqual(reasoning.map((m) => m.wire));
      const toolResult = activeBranch(engine).messages.findIndex((m) => m.kind === 'tool-result');
      const output = '{"city": "Berlin", "temperature": 33, "unit": "°C", "condition": "Heatwave", "humidity": 20}';
      await engine.replayFrom(toolResult, { type: 'function_call_output', call_id: 'call_xK9f2a', output });
      const fork = activeBranch(engine);
      expect(fork.exchanges.at(-1)!.status).toBe(200);
      expect(fork.status).toBe('done');
      const sent = JSON.parse(fork.exchanges.at(-1)!.requestBody!) as { input: { type?: string; id?: string }[] };
      expect(sent.input.filter((item) => reasoning.some((m) => (m.wire as { id?: string }).id === item.id))).toEqual(
        [],
      );
      expect(JSON.stringify(fork.messages.at(-1)!.wire)).toContain('33');
    });
  }

  it('sends a captured id-only reasoning item on to a real provider, which may hold it (leaving it out would orphan its calls)', async () => {
    const { engine: app } = createHarness({ config: { ...config('manual'), model: 'gpt-5.5' } });
    await app.run();
    const state = sessionFromCapturedResponses(activeBranch(app).exchanges, { toolSource })!;
    const entries = state.branches[state.activeBranchId]!.messages as EntryOfStyle<'responses'>[];
    const reasoningIds = entries.filter((e) => e.kind === 'reasoning').map((e) => (e.wire as { id: string }).id);
    const idsSent = async (provider: SessionConfig['provider']) => {
      const params = await buildResponsesParams({ ...state.config, provider }, entries, async () => '');
      return (params.input as { id?: string }[]).map((item) => item.id).filter((id) => reasoningIds.includes(id!));
    };
    expect(await idsSent(state.config.provider)).toEqual([]);
    expect(await idsSent({ kind: 'openai', baseURL: 'https://api.openai.com/v1', apiKey: '' })).toEqual(reasoningIds);
  });

  it('replays a loop whose app sent top-level instructions with the same instructions in every request', async () => {
    const { engine: app } = createHarness({
      config: { ...config('manual'), options: { ...config('manual').options, systemAsInstructions: true } },
    });
    await app.run();
    const original = activeBranch(app);
    const instructions = seed001Config().systemPrompt;
    expect((JSON.parse(original.exchanges[0]!.requestBody!) as { instructions?: string }).instructions).toBe(
      instructions,
    );
    const engine = loadInto(sessionFromCapturedResponses(original.exchanges, { toolSource }));
    const toolResult = activeBranch(engine).messages.findIndex((m) => m.kind === 'tool-result');
    const output = '{"city": "Berlin", "temperature": 33, "unit": "°C", "condition": "Heatwave", "humidity": 20}';
    await engine.replayFrom(toolResult, { type: 'function_call_output', call_id: 'call_xK9f2a', output });
    const sent = JSON.parse(activeBranch(engine).exchanges.at(-1)!.requestBody!) as {
      instructions?: string;
      input: { role?: string }[];
    };
    expect(sent.instructions).toBe(instructions);
    expect(sent.input.some((item) => item.role === 'system')).toBe(false);
  });

  it('keeps a fixed last request unsent, so running the session sends it', async () => {
    const original = await recordedLoop('manual');
    const [first, second] = original.exchanges;
    const fixed = JSON.parse(second!.requestBody!) as { input: { output?: string }[] };
    fixed.input[5]!.output =
      '{"city": "Berlin", "temperature": 27, "unit": "°C", "condition": "Sunny", "humidity": 40}';
    const state = sessionFromCapturedResponses(
      [first!, { ...second!, requestBody: JSON.stringify(fixed), status: null, responseBody: null }],
      { toolSource, unsentLast: true },
    )!;
    const branch = state.branches[state.activeBranchId]!;
    expect(branch.exchanges.map((e) => e.id)).toEqual([first!.id]);
    expect(branch.messages.map((m) => m.firstSentInStep)).toEqual([1, 1, null, null, null, null, null, null]);
    const engine = loadInto(state);
    await engine.run();
    expect(JSON.stringify(activeBranch(engine).messages.at(-1)!.wire)).toContain('27');
  });

  it('has nothing to open for a loop without a Responses create call', () => {
    const [first] = [
      {
        id: 'x',
        step: 0,
        attempt: 0,
        method: 'GET',
        url: 'http://h/v1/responses/resp_1',
        requestHeaders: {},
        requestBody: null,
        status: 200,
        responseHeaders: {},
        responseBody: '{}',
        streamed: false,
        events: [],
        startedAt: 0,
        durationMs: 1,
        state: 'done' as const,
        error: null,
      },
    ];
    expect(sessionFromCapturedResponses([first], { toolSource })).toBeNull();
    expect(sessionFromExchanges([first], { toolSource })).toBeNull();
  });
});
