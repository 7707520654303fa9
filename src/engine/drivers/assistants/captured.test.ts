// A captured Assistants loop becomes a session: the engine's own weather run against the mock, rebuilt from its
// recorded exchanges, has the same entries; replaying it with an edited tool output gets a new answer from the mock.
import { describe, expect, it } from 'vitest';
import { createAssistantsHarness } from '../../testing/assistants-harness';
import { assistantsConfig } from '@loopscope/seed-scenarios/testing/harness';
import { activeBranch } from '../../testing/harness';
import type { Exchange, TimelineEntry } from '../../types';
import { sessionFromExchanges } from '../../captured/index';
import { sessionFromCapturedAssistants } from './captured';

const CONFIG = assistantsConfig('seed-004-weather-bot');
const toolSource = (name: string) => CONFIG.tools.find((t) => t.name === name)!.source;
const wires = (entries: TimelineEntry[]) => entries.map((e) => e.wire);

async function recordedLoop() {
  const { engine } = createAssistantsHarness(CONFIG);
  await engine.run();
  return activeBranch(engine);
}

describe('sessionFromCapturedAssistants', () => {
  it('rebuilds the setup, the question, the calls, the submitted outputs and the answer as the engine had them', async () => {
    const original = await recordedLoop();
    expect(original.status).toBe('done');
    const state = sessionFromExchanges(original.exchanges, { toolSource })!;
    const branch = state.branches[state.activeBranchId]!;
    expect(state.config.apiStyle).toBe('assistants');
    expect(wires(branch.messages)).toEqual(wires(original.messages));
    expect(branch.messages.map((m) => m.kind)).toEqual(original.messages.map((m) => m.kind));
    expect(branch.exchanges.map((e) => e.id)).toEqual(original.exchanges.map((e) => e.id));
    expect(branch.steps).toBe(original.steps);
    // Sent in the same steps, recorded in the same steps: the timeline's "sent in request n" marks match the engine's.
    expect(branch.messages.map((m) => m.firstSentInStep)).toEqual(original.messages.map((m) => m.firstSentInStep));
    expect(branch.exchanges.map((e) => e.step)).toEqual(original.exchanges.map((e) => e.step));
    const outputs = branch.messages.filter((m) => m.kind === 'tool-result');
    const calls = branch.messages.filter((m) => m.kind === 'tool-call');
    expect(outputs.map((m) => m.provenance)).toEqual(
      calls.map((c) => ({
        kind: 'tool-result',
        exchangeId: (c.provenance as { exchangeId: string }).exchangeId,
        toolCallId: (c.wire as { id: string }).id,
      })),
    );
    expect(state.config.tools.map((t) => t.name)).toEqual(CONFIG.tools.map((t) => t.name));
  });

  it('reads a follow-up turn on the same thread as the engine has it: the new message, the next run, its answer', async () => {
    const { engine } = createAssistantsHarness(CONFIG);
    await engine.run();
    await engine.continueWith('And in Paris?');
    const original = activeBranch(engine);
    expect(original.status).toBe('done');
    const state = sessionFromExchanges(original.exchanges, { toolSource })!;
    const rebuilt = state.branches[state.activeBranchId]!;
    expect(wires(rebuilt.messages)).toEqual(wires(original.messages));
    expect(rebuilt.messages.map((m) => [m.kind, m.firstSentInStep])).toEqual(
      original.messages.map((m) => [m.kind, m.firstSentInStep]),
    );
    expect(rebuilt.exchanges.map((e) => e.step)).toEqual(original.exchanges.map((e) => e.step));
    expect(rebuilt.steps).toBe(original.steps);
  });

  it('once loaded, replays with an edited output on a new assistant and thread of the mock and gets a new answer', async () => {
    const original = await recordedLoop();
    const { engine } = createAssistantsHarness(CONFIG);
    engine.load(sessionFromCapturedAssistants(original.exchanges, { toolSource })!);
    const index = activeBranch(engine).messages.findIndex((m) => m.kind === 'tool-result');
    const edited = {
      tool_call_id: (activeBranch(engine).messages[index]!.wire as { tool_call_id: string }).tool_call_id,
      output: '{"city": "Berlin", "temperature": 33, "unit": "°C", "condition": "Heatwave"}',
    };
    await engine.replayFrom(index, edited);
    const fork = activeBranch(engine);
    expect(fork.status).toBe('done');
    const created = fork.exchanges.filter((e) => e.method === 'POST' && /\/assistants$/.test(e.url));
    expect(created).toHaveLength(1);
    const submitted = fork.exchanges.find((e) => e.url.endsWith('/submit_tool_outputs'))!;
    expect(JSON.parse(submitted.requestBody!).tool_outputs).toContainEqual({
      tool_call_id: expect.any(String),
      output: edited.output,
    });
    expect(JSON.stringify(fork.messages.at(-1)!.wire)).toContain('33');
  });

  it('takes the setup from a run when the capture holds no assistant creation, and has nothing to open without either', async () => {
    const original = await recordedLoop();
    const withoutCreate = original.exchanges.filter((e) => !(e.method === 'POST' && /\/assistants$/.test(e.url)));
    const state = sessionFromCapturedAssistants(withoutCreate, { toolSource })!;
    const setup = state.branches[state.activeBranchId]!.messages[0]!.wire as {
      model: string;
      instructions?: string;
      tools: { type: string }[];
    };
    const created = JSON.parse(original.exchanges.find((e) => /\/assistants$/.test(e.url))!.requestBody!) as {
      model: string;
      instructions?: string;
    };
    expect(setup.model).toBe(created.model);
    expect(setup.instructions).toBe(created.instructions);
    expect(setup.tools.map((t) => t.type)).toContain('function');
    const onlyMessages: Exchange[] = original.exchanges.filter((e) => e.url.endsWith('/messages'));
    expect(sessionFromCapturedAssistants(onlyMessages, { toolSource })).toBeNull();
  });
});
