// Programmatic tool calling and server-side compaction through the engine on the embedded mock: the program's calls run
// and are answered with their caller; compaction is asked for and chained.
import { describe, expect, it } from 'vitest';
import { scenarioConfig } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness } from './testing/harness';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const body = (text: string | null | undefined) => JSON.parse(text!) as Json;

describe('programmatic tool calling through the engine', () => {
  it('offers the hosted tool, runs each call the program makes and answers it with the same caller, until program_output and the answer', async () => {
    const { engine } = createHarness({ config: scenarioConfig('program-weather') });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    const first = body(branch.exchanges[0]!.requestBody);
    expect(first.tools).toEqual([
      expect.objectContaining({ type: 'function', name: 'get_weather', allowed_callers: ['direct', 'programmatic'] }),
      { type: 'programmatic_tool_calling' },
    ]);
    const types = branch.messages.map((e) => (e.wire as Json).type ?? 'message').filter((t) => t !== 'reasoning');
    expect(types).toEqual([
      'message',
      'message',
      'program',
      'function_call',
      'function_call_output',
      'function_call',
      'function_call_output',
      'program_output',
      'message',
    ]);
    const program = branch.messages.find((e) => (e.wire as Json).type === 'program')!.wire as Json;
    for (const e of branch.messages.filter((m) =>
      ['function_call', 'function_call_output'].includes((m.wire as Json).type),
    )) {
      expect((e.wire as Json).caller).toEqual({ type: 'program', caller_id: program.call_id });
    }
    // The tool really ran for each call: its outputs name the cities the program asked for.
    const outputs = branch.messages
      .filter((e) => e.kind === 'tool-result')
      .map((e) => JSON.parse(String((e.wire as Json).output)) as Json);
    expect(outputs.map((o) => JSON.stringify(o))).toEqual([
      expect.stringMatching(/Berlin/),
      expect.stringMatching(/Tokyo/),
    ]);
    expect(branch.exchanges).toHaveLength(3);
    // A response that brings a program and its first call is one answer: the requests are 1, 2, 3 (not 1, 3, 4).
    expect(branch.exchanges.map((x) => x.step)).toEqual([1, 2, 3]);
  });
});

describe('server-side compaction through the engine', () => {
  it('sends context_management, gets a compaction item first, and the chained follow-up carries only the new message', async () => {
    const { engine } = createHarness({ config: scenarioConfig('seed-002-compaction') });
    await engine.run();
    await engine.continueWith('explain why this is funny.');
    const branch = activeBranch(engine);
    const [first, second] = branch.exchanges.map((x) => ({
      request: body(x.requestBody),
      response: body(x.responseBody),
    }));
    expect(first!.request.context_management).toEqual([{ type: 'compaction', compact_threshold: 1000 }]);
    expect(first!.response.output[0].type).toBe('compaction');
    expect(branch.messages.find((e) => e.kind === 'compaction')).toBeTruthy();
    expect(second!.request.input).toEqual([{ role: 'user', content: 'explain why this is funny.' }]);
    expect(second!.request.previous_response_id).toBe(first!.response.id);
    // The seed's joke and its explanation, read from the compaction on the server.
    expect(second!.response.output.at(-1).content[0].text).toMatch(/dark theme/);
  });

  it('manual state: the follow-up starts at the compaction item, not at the pasted text it replaced', async () => {
    const config = scenarioConfig('seed-002-compaction');
    const { engine } = createHarness({
      config: { ...config, options: { ...config.options, responsesState: 'manual' } },
    });
    await engine.run();
    await engine.continueWith('explain why this is funny.');
    const second = body(activeBranch(engine).exchanges[1]!.requestBody);
    expect(second.input[0].type).toBe('compaction');
    expect(second.input.filter((i: Json) => i.role === 'user').map((i: Json) => i.content)).toEqual([
      'explain why this is funny.',
    ]);
  });
});
