// Client tool search through the engine: the response ends at a client tool_search_call, the engine searches the
// session's deferred tools itself, answers with a tool_search_output and the loop goes on to the loaded tool's call.
import { describe, expect, it } from 'vitest';
import { scenarioConfig } from '@loopscope/seed-scenarios';
import { searchDeferredTools } from './drivers/responses/client-search';
import { responsesTools } from './drivers/responses/tools';
import { activeBranch, createHarness } from './testing/harness';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const body = (text: string | null | undefined) => JSON.parse(text!) as Json;
const config = () => {
  const base = scenarioConfig('tool-search-shop-desk');
  return { ...base, options: { ...base.options, toolSearchExecution: 'client' as const } };
};

describe('client tool search through the engine', () => {
  it('answers the client search with the namespace it found and runs the loaded call to a final answer', async () => {
    const { engine } = createHarness({ config: config() });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(body(branch.exchanges[0]!.requestBody).tools[0]).toEqual({ type: 'tool_search', execution: 'client' });
    const after = body(branch.exchanges[1]!.requestBody).input as Json[];
    const call = after.find((i) => i.type === 'tool_search_call')!;
    const output = after.find((i) => i.type === 'tool_search_output')!;
    expect(call.execution).toBe('client');
    expect(output).toMatchObject({ call_id: call.call_id, execution: 'client' });
    expect(output.tools.map((t: Json) => t.name)).toEqual(['shipping']);
    const types = branch.messages
      .map((e) => (e.wire as Json).type ?? (e.wire as Json).role)
      .filter((t) => t !== 'reasoning');
    expect(types).toEqual([
      'system',
      'user',
      'tool_search_call',
      'tool_search_output',
      'function_call',
      'function_call_output',
      'message',
    ]);
  });

  it('picks the namespace that matches the words, and loads nothing when none match', () => {
    const tools = responsesTools(config());
    const names = (query: string) => searchDeferredTools({ query }, tools).map((t) => (t as Json).name);
    expect(names('track parcel')).toEqual(['shipping']);
    expect(names('invoice')).toEqual(['billing']);
    expect(names('zzqx')).toEqual([]);
  });
});
