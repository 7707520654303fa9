// Custom (freeform) tools through the SDK in both styles: string inputs that fit the grammar, outputs answered, and the refusals.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseCustomToolCall, ResponseInputItem } from 'openai/resources/responses/responses';
import { createMockApi } from './index.ts';
import { post, sdkClient } from './testing/harness.ts';
import { assertMatchesSpec } from './testing/openapi.ts';

const ORDER_TOOL = {
  type: 'custom' as const,
  name: 'order_lookup',
  description: 'Looks up an order by its order code.',
  format: { type: 'grammar' as const, syntax: 'regex' as const, definition: '^[A-Z]{2}-\\d{4}$' },
};
const setup = () => sdkClient(createMockApi({ seed: 1, clock: () => 1_780_000_000_000 }));

describe('custom tools in Responses', () => {
  it('round trip: a custom_tool_call with the code the user named, its output, then the answer', async () => {
    const { client, exchanges } = setup();
    const input: ResponseInputItem[] = [{ role: 'user', content: 'Where is my parcel? Look up order KX-2048.' }];
    const first = await client.responses.create({ model: 'gpt-4o', input, tools: [ORDER_TOOL] });
    const call = first.output.find((i): i is ResponseCustomToolCall => i.type === 'custom_tool_call')!;
    expect(call).toMatchObject({ type: 'custom_tool_call', name: 'order_lookup', input: 'KX-2048' });
    expect(call.id).toMatch(/^ctc_/);
    expect(first.tools[0]).toMatchObject({ type: 'custom', name: 'order_lookup', format: ORDER_TOOL.format });
    const second = await client.responses.create({
      model: 'gpt-4o',
      input: [
        ...input,
        call,
        {
          type: 'custom_tool_call_output',
          call_id: call.call_id,
          output: 'Order KX-2048: out for delivery, arrives Friday.',
        },
      ],
      tools: [ORDER_TOOL],
    });
    expect(second.output.map((i) => i.type)).toEqual(['message']);
    expect(second.output_text).toMatch(/Friday/);
    assertMatchesSpec('CreateResponse', JSON.parse(exchanges[1]!.requestBody!));
  });

  it('writes an input the regex accepts when the request names none, the same on a replay', async () => {
    const ask = async () => {
      const { client } = setup();
      const r = await client.responses.create({
        model: 'gpt-4o',
        input: 'Please look up my order',
        tools: [ORDER_TOOL],
      });
      return (r.output.find((i) => i.type === 'custom_tool_call') as ResponseCustomToolCall).input;
    };
    const input = await ask();
    expect(input).toMatch(/^[A-Z]{2}-\d{4}$/);
    expect(await ask()).toBe(input);
  });

  it('streams the input as custom_tool_call_input events the SDK assembles', async () => {
    const { client } = setup();
    const stream = client.responses.stream({ model: 'gpt-4o', input: 'Look up order KX-2048', tools: [ORDER_TOOL] });
    const types: string[] = [];
    stream.on('event', (e) => types.push(e.type));
    const final = await stream.finalResponse();
    expect(types).toEqual(
      expect.arrayContaining(['response.custom_tool_call_input.delta', 'response.custom_tool_call_input.done']),
    );
    expect(final.output.find((i) => i.type === 'custom_tool_call')).toMatchObject({ input: 'KX-2048' });
  });

  it('refuses a bad grammar, a call without its output and an output without its call', async () => {
    const api = createMockApi();
    const create = (body: Record<string, unknown>) => post(api, { model: 'gpt-4o', ...body }, { path: '/responses' });
    const badRegex = await create({
      input: 'x',
      tools: [{ ...ORDER_TOOL, format: { type: 'grammar', syntax: 'regex', definition: '[A-Z' } }],
    });
    expect([badRegex.status, badRegex.json().error.param, badRegex.json().error.code]).toEqual([
      400,
      'tools[0].format.definition',
      'invalid_grammar',
    ]);
    const noStart = await create({
      input: 'x',
      tools: [
        {
          ...ORDER_TOOL,
          format: { type: 'grammar', syntax: 'lark', definition: 'expr: NUMBER\n%import common.NUMBER' },
        },
      ],
    });
    expect(noStart.json().error.message).toBe("Invalid 'tools[0].format.definition': lark grammar: no 'start' rule.");
    const syntax = await create({
      input: 'x',
      tools: [{ ...ORDER_TOOL, format: { type: 'grammar', syntax: 'pcre', definition: 'a' } }],
    });
    expect(syntax.json().error).toMatchObject({ param: 'tools[0].format.syntax', code: 'invalid_value' });
    const call = { type: 'custom_tool_call', call_id: 'call_1', name: 'order_lookup', input: 'KX-2048' };
    const unanswered = await create({ input: [{ role: 'user', content: 'x' }, call], tools: [ORDER_TOOL] });
    expect(unanswered.json().error.message).toBe('No tool output found for custom tool call call_1.');
    const orphan = await create({
      input: [
        { role: 'user', content: 'x' },
        { type: 'custom_tool_call_output', call_id: 'call_9', output: 'ok' },
      ],
      tools: [ORDER_TOOL],
    });
    expect(orphan.json().error.message).toBe('No tool call found for custom tool call output with call_id call_9.');
    const notString = await create({
      input: [
        { role: 'user', content: 'x' },
        { ...call, input: { code: 'KX-2048' } },
      ],
      tools: [ORDER_TOOL],
    });
    expect(notString.json().error.param).toBe('input[1].input');
  });
});

describe('custom tools in Chat Completions', () => {
  const chatTool = {
    type: 'custom' as const,
    custom: {
      name: 'order_lookup',
      description: ORDER_TOOL.description,
      format: {
        type: 'grammar' as const,
        grammar: { syntax: 'regex' as const, definition: ORDER_TOOL.format.definition },
      },
    },
  };

  it('round trip: tool_calls[].custom with a string input, a tool message, then the answer', async () => {
    const { client, exchanges } = setup();
    const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Where is order KX-2048?' }];
    const first = await client.chat.completions.create({ model: 'gpt-4o', messages, tools: [chatTool] });
    const call = first.choices[0]!.message.tool_calls![0]!;
    expect(call).toMatchObject({ type: 'custom', custom: { name: 'order_lookup', input: 'KX-2048' } });
    expect(first.choices[0]!.finish_reason).toBe('tool_calls');
    messages.push(first.choices[0]!.message, {
      role: 'tool',
      tool_call_id: call.id,
      content: 'Order KX-2048: out for delivery, arrives Friday.',
    });
    const second = await client.chat.completions.create({ model: 'gpt-4o', messages, tools: [chatTool] });
    expect(second.choices[0]!.message.content).toMatch(/Friday/);
    assertMatchesSpec('CreateChatCompletionRequest', JSON.parse(exchanges[1]!.requestBody!));
  });

  it('refuses a bad regex and a custom call without its input, as it refuses function tools', async () => {
    const api = createMockApi();
    const bad = await post(api, {
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'x' }],
      tools: [
        {
          ...chatTool,
          custom: { ...chatTool.custom, format: { type: 'grammar', grammar: { syntax: 'regex', definition: '(?<x' } } },
        },
      ],
    });
    expect([bad.status, bad.json().error.param]).toEqual([400, 'tools[0].custom.format.grammar.definition']);
    const noInput = await post(api, {
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: 'x' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_1', type: 'custom', custom: { name: 'order_lookup' } }],
        },
        { role: 'tool', tool_call_id: 'call_1', content: 'ok' },
      ],
      tools: [chatTool],
    });
    expect(noInput.json().error).toMatchObject({
      message: "Missing required parameter: 'messages[1].tool_calls[0].custom.input'.",
      code: 'missing_required_parameter',
    });
    const other = await post(api, {
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'x' }],
      tools: [{ type: 'mcp', server_label: 'x' }],
    });
    expect(other.json().error.message).toBe("Invalid value: 'mcp'. Supported values are: 'function' and 'custom'.");
  });
});
