// The argument rules on the wire: each call checked against the tool its request offered, in Chat, Responses and
// Assistants, at the request that sends the call back, with malformed JSON told apart from JSON that does not fit.
import { describe, expect, it } from 'vitest';
import { diagnoseLoop } from '../index';
import type { WireCall } from '../types';

const params = {
  type: 'object',
  properties: { location: { type: 'string' }, unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } },
  required: ['location'],
  additionalProperties: false,
};
const user = { role: 'user', content: 'Weather in Berlin?' };
const argRules = (loop: WireCall[]) => diagnoseLoop(loop).filter((f) => f.rule.startsWith('arguments-'));

function chat(args: string): WireCall[] {
  const tools = [{ type: 'function', function: { name: 'get_weather', parameters: params } }];
  const asked = {
    role: 'assistant',
    content: null,
    tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: args } }],
  };
  return [
    {
      style: 'chat',
      request: { model: 'gpt-4o', messages: [user], tools },
      response: { choices: [{ message: asked }] },
    },
    {
      style: 'chat',
      request: {
        model: 'gpt-4o',
        messages: [user, asked, { role: 'tool', tool_call_id: 'call_1', content: 'sunny' }],
        tools,
      },
      response: null,
    },
  ];
}

function responses(args: string): WireCall[] {
  const tools = [{ type: 'function', name: 'get_weather', parameters: params }];
  return [
    {
      style: 'responses',
      request: { model: 'gpt-4o', input: [user], tools },
      response: {
        id: 'resp_1',
        output: [{ type: 'function_call', call_id: 'call_1', name: 'get_weather', arguments: args }],
      },
    },
    {
      style: 'responses',
      request: {
        model: 'gpt-4o',
        previous_response_id: 'resp_1',
        input: [{ type: 'function_call_output', call_id: 'call_1', output: 'sunny' }],
        tools,
      },
      response: null,
    },
  ];
}

function assistants(args: string): WireCall[] {
  const run = {
    id: 'run_1',
    object: 'thread.run',
    status: 'requires_action',
    tools: [{ type: 'function', function: { name: 'get_weather', parameters: params } }],
    required_action: {
      type: 'submit_tool_outputs',
      submit_tool_outputs: {
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: args } }],
      },
    },
  };
  return [
    {
      style: 'assistants',
      method: 'POST',
      path: '/threads/thread_1/runs',
      request: { assistant_id: 'asst_1' },
      response: run,
    },
    {
      style: 'assistants',
      method: 'POST',
      path: '/threads/thread_1/runs/run_1/submit_tool_outputs',
      request: { tool_outputs: [{ tool_call_id: 'call_1', output: 'sunny' }] },
      response: null,
    },
  ];
}

describe('arguments against the schema', () => {
  const where = {
    chat: 'messages[1].tool_calls[0].function.arguments',
    responses: 'input[0]',
    assistants: 'tool_outputs[0]',
  };
  for (const [style, build] of Object.entries({ chat, responses, assistants })) {
    it(`${style}: a misspelt name gets its "did you mean", on the request that answers the call`, () => {
      const found = argRules(build('{"locaton":"Berlin"}'));
      expect(found.map((f) => [f.rule, f.at])).toEqual([
        ['arguments-against-schema', where[style as keyof typeof where]],
      ]);
      expect(found[0]!.detail).toBe('get_weather (call_1): `locaton`: did you mean `location`?');
    });
    it(`${style}: arguments that fit say nothing`, () => {
      expect(argRules(build('{"location":"Berlin","unit":"celsius"}'))).toEqual([]);
    });
    it(`${style}: malformed JSON is its own finding, an error, not a schema warning`, () => {
      const found = argRules(build('{"location": "Berlin",'));
      expect(found.map((f) => [f.rule, f.severity])).toEqual([['arguments-malformed-json', 'error']]);
      expect(found[0]!.detail).toMatch(/not valid JSON .*the tool never ran/);
    });
  }

  it('names every problem of one call with its path', () => {
    const [finding] = argRules(chat('{"unit":"kelvin","extra":1}'));
    expect(finding!.detail).toContain('`unit` is "kelvin", not one of "celsius", "fahrenheit".');
    expect(finding!.detail).toContain('`extra` is not a property of the arguments');
    expect(finding!.detail).toContain('`location` is required but missing.');
  });

  it('does not check a call of a tool the request did not offer against anything', () => {
    const loop = chat('{"anything": 1}');
    const other = loop.map((c) => ({ ...c, request: { ...(c.request as object), tools: [] } }));
    expect(argRules(other)).toEqual([]);
  });
});
