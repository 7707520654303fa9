// Every Responses rule of vendor/wire-rules/wire-rules.md with its exact text, status, param and code, plus the wordings chosen where the file is silent.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { post } from '../testing/harness.ts';
import { specErrors } from '../testing/openapi.ts';

const api = createMockApi({ seed: 1, clock: () => 1_780_000_000_000 });
const tool = {
  type: 'function',
  name: 'get_weather',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
  strict: true,
};
const call = (id: string) => ({
  type: 'function_call',
  call_id: id,
  name: 'get_weather',
  arguments: '{"city":"Berlin"}',
});
const output = (id: string) => ({ type: 'function_call_output', call_id: id, output: '{"temperature":18}' });
const user = { role: 'user', content: 'Weather in Berlin?' };

async function expectError(
  body: Record<string, unknown>,
  status: number,
  error: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await post(api, { model: 'gpt-4o', ...body }, { path: '/responses', headers });
  expect(res.status, res.text).toBe(status);
  const json = res.json();
  expect(json.error).toEqual({ type: 'invalid_request_error', ...error });
  expect(specErrors('ErrorResponse', json)).toEqual([]);
}

describe('the Responses rules of vendor/wire-rules/wire-rules.md', () => {
  it('a function_call with no function_call_output', async () => {
    await expectError({ input: [user, call('call_abc')], tools: [tool] }, 400, {
      message: 'No tool output found for function call call_abc.',
      param: 'input',
      code: null,
    });
  });

  it('a function_call_output whose call is not in the context', async () => {
    await expectError({ input: [user, output('call_abc')], tools: [tool] }, 400, {
      message: 'No tool call found for function call output with call_id call_abc.',
      param: 'input',
      code: null,
    });
  });

  it('an empty call_id', async () => {
    await expectError(
      { input: [user, user, user, call('call_1'), { ...output('call_1'), call_id: '' }], tools: [tool] },
      400,
      {
        message:
          "Invalid 'input[4].call_id': empty string. Expected a string with minimum length 1, but got an empty string instead.",
        param: 'input[4].call_id',
        code: 'empty_string',
      },
    );
  });

  it('a Chat-style nested tool', async () => {
    await expectError(
      { input: 'hi', tools: [{ type: 'function', function: { name: 'get_weather', parameters: {} } }] },
      400,
      {
        message: "Missing required parameter: 'tools[0].name'.",
        param: 'tools[0].name',
        code: 'missing_required_parameter',
      },
    );
  });

  it('a role sent as an object (one whose toString is not a function) is a type error, not a crash', async () => {
    await expectError({ input: [{ role: { toString: 0 }, content: 'hi' }] }, 400, {
      message:
        "Invalid type for 'input[0].role': expected one of 'assistant', 'system', 'developer', and 'user', but got an object instead.",
      param: 'input[0].role',
      code: 'invalid_type',
    });
  });

  it('a Chat-style role "tool" item', async () => {
    await expectError(
      { input: [user, call('call_1'), { role: 'tool', tool_call_id: 'call_1', content: '18' }], tools: [tool] },
      400,
      {
        message: "Invalid value: 'tool'. Supported values are: 'assistant', 'system', 'developer', and 'user'.",
        param: 'input[2].role',
        code: 'invalid_value',
      },
    );
  });

  it('an input_text part inside an assistant item', async () => {
    await expectError(
      { input: [user, user, user, { role: 'assistant', content: [{ type: 'input_text', text: 'Sunny' }] }] },
      400,
      {
        message: "Invalid value: 'input_text'. Supported values are: 'output_text' and 'refusal'.",
        param: 'input[3].content[0]',
        code: 'invalid_value',
      },
    );
  });

  it('an unknown previous_response_id', async () => {
    await expectError({ input: 'Go on', previous_response_id: 'resp_abc' }, 400, {
      message: "Previous response with id 'resp_abc' not found.",
      param: 'previous_response_id',
      code: 'previous_response_not_found',
    });
  });

  it('replaying the reasoning item of a store:false response (404)', async () => {
    const first = await post(
      api,
      { model: 'o4-mini', input: [user], tools: [tool], store: false },
      { path: '/responses' },
    );
    // The reasoning comes back sealed (store: false), and resent whole it is accepted; resent by its id alone (its
    // encrypted_content dropped, as a client that keeps only the id does) the server has nothing to look it up in.
    const sealed = first.json().output as { id: string; type: string; encrypted_content?: string }[];
    const reasoning = sealed.find((i) => i.type === 'reasoning')!;
    expect(typeof reasoning.encrypted_content).toBe('string');
    const outputs = sealed
      .filter((i) => i.type === 'function_call')
      .map((c) => output((c as unknown as { call_id: string }).call_id));
    expect(
      (
        await post(
          api,
          { model: 'o4-mini', input: [user, ...sealed, ...outputs], tools: [tool], store: false },
          { path: '/responses' },
        )
      ).status,
    ).toBe(200);
    const items = sealed.map(({ encrypted_content: _sealed, ...item }) => item);
    await expectError({ model: 'o4-mini', input: [user, ...items, ...outputs], tools: [tool], store: false }, 404, {
      message: `Item with id '${reasoning.id}' not found. Items are not persisted when \`store\` is set to false. Try again with \`store\` set to true, or remove this item from your input.`,
      param: 'input',
      code: null,
    });
  });
});

describe('wordings chosen where vendor/wire-rules/wire-rules.md is silent (the real API’s shapes)', () => {
  it('reasoning items dropped from manual input: the call is refused without its reasoning item', async () => {
    const first = await post(api, { model: 'o4-mini', input: [user], tools: [tool] }, { path: '/responses' });
    const items = first.json().output as { id: string; type: string; call_id?: string }[];
    const reasoning = items.find((i) => i.type === 'reasoning')!;
    const firstCall = items.find((i) => i.type === 'function_call')!;
    const outputs = items.filter((i) => i.type === 'function_call').map((c) => output(c.call_id!));
    await expectError(
      { model: 'o4-mini', input: [user, ...items.filter((i) => i.type !== 'reasoning'), ...outputs], tools: [tool] },
      400,
      {
        message: `Item '${firstCall.id}' of type 'function_call' was provided without its required 'reasoning' item: '${reasoning.id}'.`,
        param: 'input',
        code: null,
      },
    );
  });

  it('unknown fields, reasoning effort on a non-reasoning model, both state parameters', async () => {
    await expectError({ input: 'hi', messages: [] }, 400, {
      message: "Unknown parameter: 'messages'.",
      param: 'messages',
      code: 'unknown_parameter',
    });
    await expectError({ input: 'hi', reasoning: { effort: 'low' } }, 400, {
      message: "Unsupported parameter: 'reasoning.effort' is not supported with this model.",
      param: 'reasoning.effort',
      code: 'unsupported_parameter',
    });
    await expectError({ input: 'hi', previous_response_id: 'resp_1', conversation: 'conv_1' }, 400, {
      message:
        "Mutually exclusive parameters: Ensure you are only providing one of: 'previous_response_id' or 'conversation'.",
      param: null,
      code: 'mutually_exclusive_parameters',
    });
    await expectError({ input: 'hi', conversation: 'conv_missing' }, 404, {
      message: "Conversation with id 'conv_missing' not found.",
      param: 'conversation',
      code: null,
    });
  });
});

describe('options', () => {
  it('max_output_tokens cuts the answer: status incomplete with incomplete_details', async () => {
    const res = await post(
      api,
      { model: 'gpt-4o', input: 'Tell me a long story about the weather in Berlin and Tokyo.', max_output_tokens: 16 },
      { path: '/responses' },
    );
    const body = res.json();
    expect(body.status).toBe('incomplete');
    expect(body.incomplete_details).toEqual({ reason: 'max_output_tokens' });
    expect(specErrors('Response', body)).toEqual([]);
  });

  it('text.format json_schema returns JSON that fits the schema', async () => {
    const format = {
      type: 'json_schema',
      name: 'city',
      schema: {
        type: 'object',
        properties: { city: { type: 'string' } },
        required: ['city'],
        additionalProperties: false,
      },
      strict: true,
    };
    const res = await post(
      api,
      { model: 'gpt-4o', input: 'Which city: Berlin?', text: { format } },
      { path: '/responses' },
    );
    const text = res.json().output[0].content[0].text as string;
    expect(Object.keys(JSON.parse(text))).toEqual(['city']);
  });

  it('context_management compaction past the threshold leads the output with a compaction item', async () => {
    const res = await post(
      api,
      {
        model: 'gpt-4o',
        input: 'x '.repeat(1500),
        context_management: [{ type: 'compaction', compact_threshold: 1000 }],
      },
      { path: '/responses' },
    );
    expect(res.json().output[0].type).toBe('compaction');
    const quiet = await post(
      api,
      { model: 'gpt-4o', input: 'short', context_management: [{ type: 'compaction', compact_threshold: 1000 }] },
      { path: '/responses' },
    );
    expect(quiet.json().output[0].type).toBe('message');
  });

  it('an injected 500 on a stream ends with error and response.failed events', async () => {
    const res = await post(
      api,
      { model: 'gpt-4o', input: 'hi', stream: true },
      { path: '/responses', headers: { 'X-Loopscope-Faults': '{"error":500}' } },
    );
    expect(res.status).toBe(200);
    const types = [...res.text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]);
    expect(types).toEqual(['response.created', 'response.in_progress', 'error', 'response.failed']);
  });
});
