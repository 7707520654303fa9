// A custom (freeform) tool through the engine in both styles: the string input reaches the implementation as is, and the
// result goes back as a tool message (Chat) or a custom_tool_call_output (Responses).
import { describe, expect, it } from 'vitest';
import { scenarioConfig } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness } from './testing/harness';

async function run(apiStyle: 'chat' | 'responses') {
  const config = { ...scenarioConfig('custom-order-lookup'), apiStyle };
  const { engine } = createHarness({ config });
  await engine.run();
  return activeBranch(engine);
}

const body = (text: string | null | undefined) => JSON.parse(text!) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('custom tools through the engine', () => {
  it('Responses: custom tool declared flat with its grammar, the call answered with a custom_tool_call_output', async () => {
    const branch = await run('responses');
    expect(branch.status).toBe('done');
    const [first, second] = branch.exchanges;
    expect(body(first!.requestBody).tools).toEqual([
      {
        type: 'custom',
        name: 'order_lookup',
        description: 'Look up a shop order by its order code, e.g. KX-2048',
        format: { type: 'grammar', syntax: 'regex', definition: '^[A-Z]{2}-\\d{4}$' },
      },
    ]);
    const input = body(second!.requestBody).input as Record<string, unknown>[];
    const call = input.find((i) => i.type === 'custom_tool_call')!;
    const output = input.find((i) => i.type === 'custom_tool_call_output')!;
    expect(call).toMatchObject({ name: 'order_lookup', input: 'KX-2048' });
    expect(output.call_id).toBe(call.call_id);
    // The implementation got the bare string: 2048 % 4 = 0 → "packed", 2048 % 5 = 3 days.
    expect(JSON.parse(String(output.output))).toEqual({ order: 'KX-2048', status: 'packed', eta_days: 3 });
    expect(branch.messages.filter((e) => e.kind === 'tool-call')).toHaveLength(1);
    expect(branch.messages.filter((e) => e.kind === 'tool-result')).toHaveLength(1);
    expect(body(second!.responseBody).output_text ?? JSON.stringify(body(second!.responseBody).output)).toMatch(
      /packed/,
    );
  });

  it('Chat: tools[].custom with the grammar nested, tool_calls[].custom.input, and a tool message', async () => {
    const branch = await run('chat');
    expect(branch.status).toBe('done');
    const [first, second] = branch.exchanges;
    expect(body(first!.requestBody).tools[0]).toEqual({
      type: 'custom',
      custom: {
        name: 'order_lookup',
        description: 'Look up a shop order by its order code, e.g. KX-2048',
        format: { type: 'grammar', grammar: { syntax: 'regex', definition: '^[A-Z]{2}-\\d{4}$' } },
      },
    });
    const messages = body(second!.requestBody).messages as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    const assistant = messages.find((m) => m.role === 'assistant')!;
    expect(assistant.tool_calls[0]).toMatchObject({
      type: 'custom',
      custom: { name: 'order_lookup', input: 'KX-2048' },
    });
    const tool = messages.find((m) => m.role === 'tool')!;
    expect(tool.tool_call_id).toBe(assistant.tool_calls[0].id);
    expect(JSON.parse(tool.content)).toMatchObject({ order: 'KX-2048', status: 'packed' });
  });
});
