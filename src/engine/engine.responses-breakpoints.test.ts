// Breakpoints, edited tool outputs and replay in each Responses state mode: what goes out is what was edited, and the timeline follows it.
import { describe, expect, it } from 'vitest';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import { seed001Config } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness, until } from '@loopscope/seed-scenarios/testing/harness';
import type { EngineCommands, ResponsesStateMode, SessionConfig } from './types';

const MODES: ResponsesStateMode[] = ['manual', 'previous_response_id', 'conversation'];
const BERLIN = 'call_xK9f2a';

function config(mode: ResponsesStateMode): SessionConfig {
  const base = seed001Config();
  return { ...base, apiStyle: 'responses', options: { ...base.options, responsesState: mode } };
}

type Body = {
  input: (ResponseInputItem & { call_id?: string; output?: string })[];
  previous_response_id?: string;
  conversation?: string;
};

/** Sends held requests as they are until one for POST /responses of `step` is held; returns its body. */
async function holdResponsesRequest(engine: EngineCommands, step: number): Promise<Body> {
  for (;;) {
    await until(engine, (s) => s.pending !== null);
    const pending = engine.getState().pending!;
    if (pending.url.endsWith('/responses') && pending.step === step) return JSON.parse(pending.body) as Body;
    engine.sendPending();
    await until(engine, (s) => s.pending !== pending && s.pending?.body !== pending.body);
  }
}

const berlinOutput = (body: Body) =>
  body.input.find((i) => i.call_id === BERLIN && 'type' in i && i.type === 'function_call_output')!;
const finalText = (engine: EngineCommands) => JSON.stringify(activeBranch(engine).messages.at(-1)!.wire);

describe.each(MODES)('Responses breakpoints and edits, %s mode', (mode) => {
  it('an edited function_call_output in the held request is sent as edited, and the timeline shows it', async () => {
    const { engine } = createHarness({ config: config(mode) });
    engine.setBreakpoints(true);
    const running = engine.run();
    const first = await holdResponsesRequest(engine, 1);
    expect(first.input.map((i) => ('type' in i ? i.type : 'message'))).toEqual(['message', 'message']);
    engine.sendPending();
    const second = await holdResponsesRequest(engine, 2);
    const berlin = berlinOutput(second);
    expect(berlin.output).toMatch(/"temperature": 18/);
    if (mode === 'manual') expect(second.input).toHaveLength(8);
    else
      expect(second.input.map((i) => ('type' in i ? i.type : 'message'))).toEqual([
        'function_call_output',
        'function_call_output',
        'function_call_output',
      ]);
    if (mode === 'previous_response_id') expect(second.previous_response_id).toMatch(/^resp_/);
    if (mode === 'conversation') expect(second.conversation).toMatch(/^conv_/);

    const edited = engine
      .getState()
      .pending!.body.replace(
        berlin.output!.replace(/["\\]/g, '\\$&'),
        berlin.output!.replace('"temperature": 18', '"temperature": 30').replace(/["\\]/g, '\\$&'),
      );
    expect(edited).not.toBe(engine.getState().pending!.body);
    engine.setBreakpoints(false);
    expect(engine.sendPending(edited)).toBeNull();
    await running;

    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(branch.exchanges.at(-1)!.requestBody).toBe(edited);
    expect(finalText(engine)).toMatch(/Berlin\*\*: 30°C/);
    const entry = branch.messages.find(
      (e) => (e.wire as { call_id?: string; type?: string }).call_id === BERLIN && e.kind === 'tool-result',
    )!;
    expect((entry.wire as { output: string }).output).toMatch(/"temperature": 30/);
    expect(entry.provenance.kind).toBe('edited');
    // Only the edited output changed on the timeline: the calls and the other outputs are the ones the loop made.
    expect(branch.messages.filter((e) => e.provenance.kind === 'edited')).toHaveLength(1);
  });

  it('edit a tool output and replay with breakpoints on: the held replay request carries the edited output, from the right parent', async () => {
    const { engine } = createHarness({ config: config(mode) });
    await engine.run();
    const original = activeBranch(engine);
    const responses = original.exchanges.filter((e) => e.url.endsWith('/responses'));
    const firstResponseId = (JSON.parse(responses[0]!.responseBody!) as { id: string }).id;
    const originalConversation = (JSON.parse(responses[0]!.requestBody!) as Body).conversation;
    const index = original.messages.findIndex(
      (e) => e.kind === 'tool-result' && (e.wire as { call_id?: string }).call_id === BERLIN,
    );
    const editedItem = {
      type: 'function_call_output' as const,
      call_id: BERLIN,
      output: '{"city": "Berlin", "temperature": 30, "unit": "°C", "condition": "Sunny", "humidity": 40}',
    };

    engine.setBreakpoints(true);
    const replay = engine.replayFrom(index, editedItem);
    const held = await holdResponsesRequest(engine, 2);
    expect(berlinOutput(held)).toEqual(editedItem);
    if (mode === 'manual')
      expect(held.input.slice(0, index)).toEqual(original.messages.slice(0, index).map((e) => e.wire));
    if (mode === 'previous_response_id') {
      // The fork chains from the response that made the calls, not from the original branch's last response.
      expect(held.previous_response_id).toBe(firstResponseId);
      expect(held.input).toHaveLength(3);
    }
    if (mode === 'conversation') {
      // An edited line cannot reuse the original conversation (it already holds the old output): it starts a new one with everything.
      expect(held.conversation).toMatch(/^conv_/);
      expect(held.conversation).not.toBe(originalConversation);
      expect(held.input.slice(0, index)).toEqual(original.messages.slice(0, index).map((e) => e.wire));
    }
    engine.setBreakpoints(false);
    engine.sendPending();
    const forkId = await replay;
    expect(forkId).not.toBe(original.id);
    expect(activeBranch(engine).status).toBe('done');
    expect(finalText(engine)).toMatch(/Berlin\*\*: 30°C/);
    expect(JSON.stringify(engine.getState().branches[original.id]!.messages.at(-1)!.wire)).toMatch(/Berlin\*\*: 18°C/);
  });
});
