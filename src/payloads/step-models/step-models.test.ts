// Freezing a recorded step, re-sending it with another model or settings, and reading each answer the same way.
import { describe, expect, it } from 'vitest';
import { seed001Text } from '../../../vendor/index';
import { frozenStep, readOutcome, toolDifference, variantBody } from './step-models';

const chatExchange = {
  method: 'POST',
  url: 'http://mock.loopscope.local/v1/chat/completions',
  requestBody: seed001Text('1-request.json'),
};

describe('frozenStep', () => {
  it('freezes Chat and Responses calls, and says when a Responses call leans on server state', () => {
    expect(frozenStep(chatExchange)).toMatchObject({ style: 'chat', path: '/chat/completions', serverState: null });
    const chained = frozenStep({
      method: 'POST',
      url: 'https://api.openai.com/v1/responses',
      requestBody: '{"model":"gpt-5","previous_response_id":"resp_1","input":[]}',
    });
    expect(chained).toMatchObject({ style: 'responses', serverState: 'previous_response_id' });
    expect(
      frozenStep({
        method: 'POST',
        url: 'http://x/proxy/v1/responses',
        requestBody: '{"model":"m","conversation":"conv_1","input":"hi"}',
      })!.serverState,
    ).toBe('conversation');
  });
  it('refuses what cannot be re-sent as one step', () => {
    expect(frozenStep({ ...chatExchange, method: 'GET' })).toBeNull();
    expect(
      frozenStep({ method: 'POST', url: 'http://x/v1/threads/t/runs', requestBody: '{"assistant_id":"a"}' }),
    ).toBeNull();
    expect(frozenStep({ method: 'POST', url: 'http://x/v1/responses/compact', requestBody: '{}' })).toBeNull();
    expect(frozenStep({ ...chatExchange, requestBody: '{"model": "gpt-4o", ' })).toBeNull();
  });
});

describe('variantBody', () => {
  const step = frozenStep({
    ...chatExchange,
    requestBody: JSON.stringify({
      model: 'gpt-4o',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'hi' }],
      parallel_tool_calls: true,
      reasoning: { effort: 'low', summary: 'auto' },
    }),
  })!;
  it('swaps the model, merges the settings (null removes) and asks for a whole answer', () => {
    const body = variantBody(step, {
      model: 'o4-mini',
      overrides: { parallel_tool_calls: null, tool_choice: 'required', reasoning: { effort: 'high' } },
    });
    expect(body).toEqual({
      model: 'o4-mini',
      messages: [{ role: 'user', content: 'hi' }],
      tool_choice: 'required',
      reasoning: { effort: 'high', summary: 'auto' },
    });
    // The frozen body is not touched.
    expect(step.body.parallel_tool_calls).toBe(true);
  });
});

describe('readOutcome', () => {
  it('reads a Chat answer that calls tools (seed 001) and one that ends the loop', () => {
    const calls = readOutcome('chat', { status: 200, body: seed001Text('2-response.json'), durationMs: 12 });
    expect(calls.endsLoop).toBe(false);
    expect(calls.calls.map((c) => c.name)).toEqual(['get_weather', 'get_weather', 'convert_temperature']);
    expect(JSON.parse(calls.calls[0]!.arguments)).toEqual({ city: 'Berlin', unit: 'celsius' });
    expect(calls.usage.input).toBeGreaterThan(0);
    const final = readOutcome('chat', { status: 200, body: seed001Text('4-response.json'), durationMs: 5 });
    expect(final).toMatchObject({ endsLoop: true, error: null, calls: [] });
    expect(final.text.length).toBeGreaterThan(20);
  });
  it('reads a Responses answer: calls of every client-run kind, the output text, reasoning tokens', () => {
    const body = JSON.stringify({
      object: 'response',
      output: [
        { type: 'reasoning', summary: [] },
        { type: 'custom_tool_call', name: 'run_sql', input: 'SELECT 1', call_id: 'c1' },
        { type: 'function_call', name: 'get_weather', arguments: '{"city":"Paris"}', call_id: 'c2' },
        { type: 'tool_search_call', execution: 'server', arguments: {} },
        {
          type: 'message',
          content: [
            { type: 'output_text', text: 'Checking.' },
            { type: 'refusal', refusal: 'no' },
          ],
        },
      ],
      usage: { input_tokens: 40, output_tokens: 9, output_tokens_details: { reasoning_tokens: 64 } },
    });
    expect(readOutcome('responses', { status: 200, body, durationMs: 3 })).toEqual({
      status: 200,
      durationMs: 3,
      error: null,
      endsLoop: false,
      text: 'Checking.',
      calls: [
        { name: 'run_sql', arguments: 'SELECT 1' },
        { name: 'get_weather', arguments: '{"city":"Paris"}' },
      ],
      usage: { input: 40, output: 9, reasoning: 64 },
    });
  });
  it('says what went wrong: the API error, a body that is not JSON, no answer at all', () => {
    const refused = readOutcome('chat', {
      status: 404,
      body: '{"error":{"message":"The model `gpt-9` does not exist or you do not have access to it.","type":"invalid_request_error","param":null,"code":"model_not_found"}}',
      durationMs: 2,
    });
    expect(refused).toMatchObject({
      status: 404,
      error: 'The model `gpt-9` does not exist or you do not have access to it.',
      endsLoop: false,
    });
    expect(readOutcome('chat', { status: 502, body: '<html>Bad gateway</html>', durationMs: 2 }).error).toBe(
      'The answer is not JSON (<html>Bad gateway</html>)',
    );
    expect(
      readOutcome('responses', { status: null, body: null, durationMs: null, failure: 'Failed to fetch (CORS)' }).error,
    ).toBe('Failed to fetch (CORS)');
  });
});

describe('toolDifference', () => {
  const call = (name: string) => ({ name, arguments: '{}' });
  it('counts repeats, so two calls against three is one missing', () => {
    expect(toolDifference([call('a'), call('a'), call('b')], [call('a'), call('c')])).toEqual({
      added: ['c'],
      missing: ['a', 'b'],
    });
    expect(toolDifference([call('a')], [call('a')])).toEqual({ added: [], missing: [] });
  });
});
