// Every Chat Completions rule of vendor/wire-rules/wire-rules.md, with the status, type, param, code and text written out from that page.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { baseRequest, post, seedFixture } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const api = createMockApi({ clock: () => 1_764_450_000_000 });
const call = (id: string) => ({
  id,
  type: 'function',
  function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
});
const weatherTool = {
  type: 'function',
  function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } },
};

async function expectError(
  body: unknown,
  status: number,
  error: { message: string; type?: string; param: string | null; code: string | null },
  headers?: Record<string, string>,
) {
  const res = await post(api, body, { headers });
  expect(res.status).toBe(status);
  expect(res.response.headers.get('content-type')).toContain('application/json');
  const json = res.json();
  expect(json).toEqual({ error: { type: 'invalid_request_error', ...error } });
  assertMatchesSpec('ErrorResponse', json);
}

describe('Chat Completions validation (vendor/wire-rules/wire-rules.md table)', () => {
  it('tool message with no preceding assistant tool_calls', async () => {
    const messages = [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'Weather?' },
      { role: 'tool', tool_call_id: 'call_abc', content: '{}' },
    ];
    await expectError(baseRequest({ messages, tools: [weatherTool] }), 400, {
      message:
        "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
      param: 'messages.[4].role',
      code: null,
    });
  });

  it('a tool call left without its tool message', async () => {
    const messages = [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Weather in Paris?' },
      { role: 'assistant', content: null, tool_calls: [call('call_1')] },
      { role: 'tool', tool_call_id: 'call_1', content: '{}' },
      { role: 'user', content: 'And again?' },
      { role: 'assistant', content: null, tool_calls: [call('call_abc')] },
      { role: 'user', content: 'Well?' },
    ];
    await expectError(baseRequest({ messages, tools: [weatherTool] }), 400, {
      message:
        "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_abc",
      param: 'messages.[6].role',
      code: null,
    });
  });

  it('tool message answering an id the previous assistant message never issued', async () => {
    const messages = [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Weather in Paris?' },
      { role: 'assistant', content: null, tool_calls: [call('call_abc')] },
      { role: 'tool', tool_call_id: 'call_xyz', content: '{}' },
    ];
    await expectError(baseRequest({ messages, tools: [weatherTool] }), 400, {
      message: "Invalid parameter: 'tool_call_id' of 'call_xyz' not found in 'tool_calls' of previous message.",
      param: 'messages.[3].tool_call_id',
      code: null,
    });
  });

  it('tool message without tool_call_id', async () => {
    const messages = [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Weather in Paris?' },
      { role: 'assistant', content: null, tool_calls: [call('call_abc')] },
      { role: 'tool', content: '{}' },
    ];
    await expectError(baseRequest({ messages, tools: [weatherTool] }), 400, {
      message: "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.",
      param: 'messages.[3].tool_call_id',
      code: null,
    });
  });

  it('tool_calls: []', async () => {
    const messages = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: null, tool_calls: [] },
    ];
    await expectError(baseRequest({ messages }), 400, {
      message:
        "Invalid 'messages[1].tool_calls': empty array. Expected an array with minimum length 1, but got an empty array instead.",
      param: 'messages[1].tool_calls',
      code: 'empty_array',
    });
  });

  it('missing function.arguments', async () => {
    const messages = [
      { role: 'user', content: 'Hi' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather' } }],
      },
    ];
    await expectError(baseRequest({ messages }), 400, {
      message: "Missing required parameter: 'messages[1].tool_calls[0].function.arguments'.",
      param: 'messages[1].tool_calls[0].function.arguments',
      code: 'missing_required_parameter',
    });
  });

  it('tool without type', async () => {
    await expectError(baseRequest({ tools: [{ function: weatherTool.function }] }), 400, {
      message: "Missing required parameter: 'tools[0].type'.",
      param: 'tools[0].type',
      code: 'missing_required_parameter',
    });
  });

  it('content is an object', async () => {
    const messages = [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: { temperature: 18 } },
    ];
    await expectError(baseRequest({ messages }), 400, {
      message:
        "Invalid type for 'messages[1].content': expected one of a string or array of objects, but got an object instead.",
      param: 'messages[1].content',
      code: 'invalid_type',
    });
  });

  it('deprecated role "function"', async () => {
    const messages = [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
      { role: 'user', content: 'Weather?' },
      { role: 'assistant', content: 'Checking' },
      { role: 'function', name: 'get_weather', content: '{}' },
    ];
    await expectError(baseRequest({ messages }), 400, {
      message: "Unsupported value: 'messages[5].role' does not support 'function' with this model.",
      param: 'messages[5].role',
      code: 'unsupported_value',
    });
  });

  it('tool_choice without tools', async () => {
    await expectError(baseRequest({ tool_choice: 'auto' }), 400, {
      message: "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.",
      param: 'tool_choice',
      code: null,
    });
  });

  it('parallel_tool_calls without tools', async () => {
    await expectError(baseRequest({ parallel_tool_calls: false }), 400, {
      message:
        "Invalid value for 'parallel_tool_calls': 'parallel_tool_calls' is only allowed when 'tools' are specified.",
      param: 'parallel_tool_calls',
      code: null,
    });
  });

  it('unknown top-level field', async () => {
    await expectError(baseRequest({ foo: 1 }), 400, {
      message: 'Unrecognized request argument supplied: foo',
      param: null,
      code: null,
    });
  });
});

describe('strict mode (vendor/wire-rules/wire-rules.md)', () => {
  const seedTools = seedFixture('1-request.json').tools as { function: { parameters: Record<string, unknown> } }[];
  const withSecondTool = (parameters: Record<string, unknown>) => {
    const tools = structuredClone(seedTools);
    tools[1] = { type: 'function', function: { name: 'get_weather', parameters, strict: true } } as never;
    return baseRequest({ tools });
  };
  const strictError = (message: string) => ({
    message,
    param: 'tools[1].parameters',
    code: 'invalid_function_parameters',
  });
  const city = { type: 'string' };

  it('every property must be required', async () => {
    const body = withSecondTool({
      type: 'object',
      properties: { city, unit: { type: 'string' } },
      required: ['city'],
      additionalProperties: false,
    });
    await expectError(
      body,
      400,
      strictError(
        "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'unit'.",
      ),
    );
  });

  it('additionalProperties must be false', async () => {
    const body = withSecondTool({ type: 'object', properties: { city }, required: ['city'] });
    await expectError(
      body,
      400,
      strictError(
        "Invalid schema for function 'get_weather': 'additionalProperties' is required to be supplied and to be false.",
      ),
    );
  });

  it('arrays need items, objects need properties, in a named context', async () => {
    const arrays = withSecondTool({
      type: 'object',
      properties: { paths: { type: 'array' } },
      required: ['paths'],
      additionalProperties: false,
    });
    await expectError(
      arrays,
      400,
      strictError(
        "Invalid schema for function 'get_weather': In context=('properties', 'paths'), array schema missing items.",
      ),
    );
    const objects = withSecondTool({
      type: 'object',
      properties: { location: { type: 'object', additionalProperties: false } },
      required: ['location'],
      additionalProperties: false,
    });
    const res = await post(api, objects);
    expect(res.json().error.message).toContain(
      "In context=('properties', 'location'), object schema missing properties",
    );
  });

  it('accepts nullable optional fields, and the seed tools as they are', async () => {
    const body = withSecondTool({
      type: 'object',
      properties: { city, unit: { type: ['string', 'null'] } },
      required: ['city', 'unit'],
      additionalProperties: false,
    });
    expect((await post(api, body)).status).toBe(200);
    expect((await post(api, seedFixture('1-request.json'))).status).toBe(200);
  });
});

describe('body, auth and model errors', () => {
  it('JSON syntax errors get the real parse message', async () => {
    const res = await post(api, '{"model": "gpt-4o", "messages": [');
    expect(res.status).toBe(400);
    expect(res.json().error).toEqual({
      message:
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON. If you have trouble figuring out how to fix this, please contact us through our help center at help.openai.com.)",
      type: 'invalid_request_error',
      param: null,
      code: null,
    });
  });

  it('a wrong content type is refused', async () => {
    const res = await post(api, baseRequest(), { headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(400);
    expect(res.json().error).toEqual({
      message:
        "Unsupported content type: 'text/plain'. This API method only accepts 'application/json' requests, but you specified the header 'Content-Type: text/plain'. Please try again with a supported content type.",
      type: 'invalid_request_error',
      param: null,
      code: 'unsupported_content_type',
    });
    expect(
      (await post(api, baseRequest(), { headers: { 'content-type': 'application/json; charset=utf-8' } })).status,
    ).toBe(200);
  });

  it('missing model and missing messages', async () => {
    await expectError({ messages: [{ role: 'user', content: 'Hi' }] }, 400, {
      message: 'you must provide a model parameter',
      param: null,
      code: null,
    });
    await expectError({ model: 'gpt-4o' }, 400, {
      message: "Missing required parameter: 'messages'.",
      param: 'messages',
      code: 'missing_required_parameter',
    });
  });

  it('unknown model is a 404 model_not_found', async () => {
    await expectError(baseRequest({ model: 'gpt-9' }), 404, {
      message: 'The model `gpt-9` does not exist or you do not have access to it.',
      param: null,
      code: 'model_not_found',
    });
  });

  it('the key sk-invalid gets the real 401; any other key is accepted, and none gets the real missing-key 401', async () => {
    const res = await post(api, baseRequest(), { headers: { authorization: 'Bearer sk-invalid' } });
    expect(res.status).toBe(401);
    const error = res.json().error;
    expect(error.message).toMatch(
      /^Incorrect API key provided: sk-\*\*\*alid\. You can find your API key at https:\/\/platform\.openai\.com\/account\/api-keys\.$/,
    );
    expect(error).toMatchObject({ type: 'invalid_request_error', param: null, code: 'invalid_api_key' });
    expect((await post(api, baseRequest(), { headers: { authorization: 'Bearer sk-anything-else' } })).status).toBe(
      200,
    );
    for (const authorization of ['', 'Bearer ', 'Bearer   ']) {
      const missing = await post(api, baseRequest(), { headers: { authorization } });
      expect(missing.status).toBe(401);
      expect(missing.json().error).toEqual({
        message:
          "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username. You can obtain an API key from https://platform.openai.com/account/api-keys.",
        type: 'invalid_request_error',
        param: null,
        code: null,
      });
    }
  });

  it('range and type checks use the API wording', async () => {
    await expectError(baseRequest({ temperature: 3 }), 400, {
      message: "Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got 3 instead.",
      param: 'temperature',
      code: 'decimal_above_max_value',
    });
    await expectError(baseRequest({ max_completion_tokens: 100000 }), 400, {
      message:
        'max_completion_tokens is too large: 100000. This model supports at most 16384 completion tokens, whereas you provided 100000.',
      param: 'max_completion_tokens',
      code: 'invalid_value',
    });
    await expectError(baseRequest({ messages: [{ role: 'bot', content: 'x' }] }), 400, {
      message:
        "Invalid value: 'bot'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.",
      param: 'messages[0].role',
      code: 'invalid_value',
    });
  });

  it('json_object mode needs the word json in the messages', async () => {
    await expectError(baseRequest({ response_format: { type: 'json_object' } }), 400, {
      message: "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
      param: 'messages',
      code: null,
    });
  });

  it('unknown paths answer like the real API', async () => {
    const res = await post(api, baseRequest(), { path: '/chat/completion' });
    expect(res.status).toBe(404);
    expect(res.json().error.message).toBe('Invalid URL (POST /v1/chat/completion)');
  });
});
