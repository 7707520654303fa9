// Tool search through the engine: namespaces and defer_loading on the wire, the hosted search's items kept on the timeline
// and carried by the next request, the namespaced call run by its implementation, and a follow-up that loads another namespace.
import { describe, expect, it } from 'vitest';
import { scenarioConfig } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness } from './testing/harness';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const body = (text: string | null | undefined) => JSON.parse(text!) as Json;

describe('tool search through the engine', () => {
  it('sends namespaces of deferred tools with a tool_search tool, and runs the call the search loaded', async () => {
    const { engine } = createHarness({ config: scenarioConfig('tool-search-shop-desk') });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    const [first, second] = branch.exchanges;
    const tools = body(first!.requestBody).tools as Json[];
    expect(tools.map((t) => (t.type === 'namespace' ? `${t.name}(${t.tools.length})` : t.type))).toEqual([
      'tool_search',
      'orders(3)',
      'shipping(2)',
      'billing(3)',
    ]);
    expect(
      tools
        .slice(1)
        .flatMap((ns) => ns.tools)
        .every((t: Json) => t.defer_loading === true),
    ).toBe(true);

    // The search items are timeline entries, sent back in the next request's input before the call they loaded.
    const types = branch.messages.map((e) => (e.wire as Json).type ?? (e.wire as Json).role);
    expect(types.filter((t) => t !== 'reasoning')).toEqual([
      'system',
      'user',
      'tool_search_call',
      'tool_search_output',
      'function_call',
      'function_call_output',
      'message',
    ]);
    const input = body(second!.requestBody).input as Json[];
    expect(input.find((i) => i.type === 'tool_search_output')!.tools.map((t: Json) => t.name)).toEqual(['shipping']);
    const call = input.find((i) => i.type === 'function_call')!;
    expect(call).toMatchObject({ name: 'track_parcel', namespace: 'shipping' });
    const result = JSON.parse(String(input.find((i) => i.type === 'function_call_output')!.output));
    expect(result.tracking_number).toBe('1Z999AA10123456784');
    // The second request carries the loaded namespace: it is billed more than the first, which carried none.
    expect(body(second!.responseBody).usage.input_tokens).toBeGreaterThan(body(first!.responseBody).usage.input_tokens);
  });

  it('a follow-up loads the namespace it needs in a second search', async () => {
    const { engine } = createHarness({ config: scenarioConfig('tool-search-shop-desk') });
    await engine.run();
    await engine.continueWith('And can I get the invoice for order A-1001?');
    const outputs = activeBranch(engine).messages.filter((e) => (e.wire as Json).type === 'tool_search_output');
    expect(outputs.map((e) => (e.wire as Json).tools.map((t: Json) => t.name))).toEqual([['shipping'], ['billing']]);
  });

  it('numbers the requests 1, 2, 3, 4: a response holding a search, what it loaded and a call is one answer, not two', async () => {
    const { engine } = createHarness({ config: scenarioConfig('tool-search-shop-desk') });
    await engine.run();
    await engine.continueWith('And can I get the invoice for order A-1001?');
    expect(activeBranch(engine).exchanges.map((x) => x.step)).toEqual([1, 2, 3, 4]);
  });
});
