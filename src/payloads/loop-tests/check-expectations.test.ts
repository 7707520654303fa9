// Every expectation kind on the weather loop as recorded in Chat, Responses, Assistants and the Agents SDK: each holds
// on the recording, and each fails on a changed recording with the request and JSON path where it went wrong.
import { describe, expect, it } from 'vitest';
import { chatLoop } from '../doctor/testing/loop-cases';
import { checkExpectations, partialMismatch } from './check-expectations';
import { readRun, type RecordedExchange } from './recorded-run';
import { RECORDED_STYLES, recordedLoop, withBody, type RecordedStyle } from './testing/recorded-loops';
import type { Expectation } from './types';

const check = (exchanges: RecordedExchange[], e: Expectation) => checkExpectations(readRun(exchanges), [e])[0]!;

/** Where each style's recording keeps the call's arguments and the answer (read off the API's own shapes). */
const PLACES: Record<
  RecordedStyle,
  {
    args: string;
    answer: string;
    callRequest: number;
    answerRequest: number;
    secondModelRequest: number;
    tokens: string;
  }
> = {
  chat: {
    args: 'choices[0].message.tool_calls[0].function.arguments',
    answer: 'choices[0].message.content',
    callRequest: 1,
    answerRequest: 2,
    secondModelRequest: 2,
    tokens: 'usage.total_tokens',
  },
  responses: {
    args: 'output[0].arguments',
    answer: 'output[0].content[0].text',
    callRequest: 1,
    answerRequest: 2,
    secondModelRequest: 2,
    tokens: 'usage.total_tokens',
  },
  // POST /assistants, POST /threads/runs, GET run (requires_action), POST submit_tool_outputs, GET run (completed), GET messages.
  assistants: {
    args: 'required_action.submit_tool_outputs.tool_calls[0].function.arguments',
    answer: 'data[0].content[0].text.value',
    callRequest: 3,
    answerRequest: 6,
    secondModelRequest: 4,
    tokens: 'usage.total_tokens',
  },
  'agents-sdk': {
    args: 'output[0].arguments',
    answer: 'output[0].content[0].text',
    callRequest: 1,
    answerRequest: 2,
    secondModelRequest: 2,
    tokens: 'usage.total_tokens',
  },
};

const EVERY_KIND_HOLDS: Expectation[] = [
  { kind: 'calls', tools: ['get_weather'], order: 'in-order' },
  { kind: 'calls', tools: ['get_weather'], order: 'exact' },
  { kind: 'calls', tools: ['get_weather'], order: 'any-order' },
  { kind: 'arguments', tool: 'get_weather', match: { city: 'Paris' } },
  {
    kind: 'arguments',
    tool: 'get_weather',
    call: 1,
    schema: { type: 'object', properties: { city: { type: 'string', enum: ['Paris'] } }, required: ['city'] },
  },
  { kind: 'no_call', tools: ['delete_file'] },
  { kind: 'max_requests', limit: 2 },
  { kind: 'max_tokens', limit: 5000 },
  { kind: 'doctor', level: 'no-errors' },
  { kind: 'answer', contains: '17°C', ignoreCase: false },
  { kind: 'answer', matches: 'paris.*drizzle', ignoreCase: true },
  { kind: 'ends' },
];

describe.each(RECORDED_STYLES)('expectations on the %s recording', (style) => {
  const loop = recordedLoop(style);
  const at = PLACES[style];
  const exchangeOf = (request: number) => loop[request - 1]!.id;

  it('every kind holds on the loop as recorded', () => {
    const results = checkExpectations(readRun(loop), EVERY_KIND_HOLDS);
    expect(results.filter((r) => !r.passed)).toEqual([]);
    expect(results).toHaveLength(EVERY_KIND_HOLDS.length);
  });

  it('calls: a tool never called fails, pointing at the last model request', () => {
    expect(check(loop, { kind: 'calls', tools: ['get_weather', 'get_forecast'], order: 'in-order' })).toMatchObject({
      passed: false,
      problem:
        'get_forecast never called after get_weather (call at request ' +
        at.callRequest +
        ') (the loop called get_weather)',
      at: { request: at.callRequest, exchangeId: exchangeOf(at.callRequest), side: 'response' },
    });
    expect(check(loop, { kind: 'calls', tools: ['get_forecast'], order: 'any-order' })).toMatchObject({
      passed: false,
      at: { request: at.secondModelRequest, side: 'request', path: '' },
    });
    expect(check(loop, { kind: 'calls', tools: ['get_weather', 'get_weather'], order: 'exact' })).toMatchObject({
      passed: false,
      problem: 'call 2 is missing, expected get_weather (the loop called get_weather)',
    });
  });

  it('arguments: a partial object that differs names the argument path in the response that made the call', () => {
    expect(check(loop, { kind: 'arguments', tool: 'get_weather', match: { city: 'Berlin' } })).toEqual({
      kind: 'arguments',
      label: 'get_weather has arguments matching {"city":"Berlin"}',
      passed: false,
      problem: 'city is "Paris", not "Berlin"',
      at: {
        request: at.callRequest,
        exchangeId: exchangeOf(at.callRequest),
        side: 'response',
        path: `${at.args}.city`,
      },
    });
    expect(check(loop, { kind: 'arguments', tool: 'get_weather', match: { unit: 'celsius' } })).toMatchObject({
      passed: false,
      problem: 'unit is missing',
      at: { path: `${at.args}.unit` },
    });
  });

  it('arguments: a JSON Schema the arguments break, and a call that never came', () => {
    expect(
      check(loop, {
        kind: 'arguments',
        tool: 'get_weather',
        schema: { type: 'object', properties: { city: { type: 'string', maxLength: 3 } } },
      }),
    ).toMatchObject({
      passed: false,
      problem: '`city` has 5 characters; it allows at most 3.',
      at: { request: at.callRequest, path: `${at.args}.city` },
    });
    expect(check(loop, { kind: 'arguments', tool: 'get_weather', call: 2, match: {} })).toMatchObject({
      passed: false,
      problem: 'get_weather was called 1 time, not 2',
    });
  });

  it('no_call: names the call that should not have happened', () => {
    expect(check(loop, { kind: 'no_call', tools: ['get_weather'] })).toMatchObject({
      passed: false,
      problem: 'get_weather was called',
      at: { request: at.callRequest, side: 'response', path: at.args.replace(/\.arguments$/, '') },
    });
  });

  it('max_requests: points at the first model request past the limit', () => {
    expect(check(loop, { kind: 'max_requests', limit: 1 })).toMatchObject({
      passed: false,
      problem: `the run sent 2 model requests; request ${at.secondModelRequest} is the first past 1`,
      at: { request: at.secondModelRequest, exchangeId: exchangeOf(at.secondModelRequest), side: 'request' },
    });
  });

  it('max_tokens: says how many tokens the run used, at the last usage', () => {
    const result = check(loop, { kind: 'max_tokens', limit: 10 });
    expect(result.passed).toBe(false);
    expect(result.problem).toMatch(/^the run used \d{3} tokens$/);
    expect(result.at).toMatchObject({ side: 'response', path: at.tokens });
  });

  it('answer: quotes the final answer and points at it', () => {
    expect(check(loop, { kind: 'answer', contains: 'Berlin', ignoreCase: false })).toMatchObject({
      passed: false,
      problem: 'the answer "Here\'s what I found:\\n\\n**Paris**: 17°C, light drizzle." does not contain "Berlin"',
      at: { request: at.answerRequest, exchangeId: exchangeOf(at.answerRequest), side: 'response', path: at.answer },
    });
    expect(check(loop, { kind: 'answer', contains: 'paris', ignoreCase: false }).passed).toBe(false);
    expect(check(loop, { kind: 'answer', contains: 'paris', ignoreCase: true }).passed).toBe(true);
  });

  it('ends: a loop cut off after the model asked for the tool does not end', () => {
    const cut = loop.slice(0, at.callRequest);
    const result = check(cut, { kind: 'ends' });
    expect(result.passed).toBe(false);
    expect(result.problem).toMatch(/tool calls that were never answered|the last run is requires_action/);
    expect(result.at).toMatchObject({ request: at.callRequest, side: 'response' });
    // The same cut recording also has no answer to check.
    expect(check(cut, { kind: 'answer', contains: '17', ignoreCase: false })).toMatchObject({
      passed: false,
      problem: 'the loop gave no final answer',
    });
  });
});

describe('expectations the recordings need a change for', () => {
  it('doctor: a Chat tool result answering a call id that was never made is an error, at its path', () => {
    const loop = recordedLoop('chat');
    const broken = withBody(loop, 1, 'requestBody', (text) =>
      text.replace(/"tool_call_id":\s*"([^"]+)"/, '"tool_call_id": "call_unknown"'),
    );
    const result = check(broken, { kind: 'doctor', level: 'no-errors' });
    expect(result).toMatchObject({ passed: false, at: { request: 2, exchangeId: loop[1]!.id, side: 'request' } });
    expect(result.problem).toMatch(/^error: /);
    expect(result.at!.path).toMatch(/^messages\[\d+\]/);
    expect(check(loop, { kind: 'doctor', level: 'no-findings' }).passed).toBe(true);
  });

  it('ends: a loop stuck on the same call and result is named a stuck loop by the doctor', () => {
    const turn = { name: 'get_weather', args: { city: 'Paris' }, result: 'still loading' };
    const exchanges = chatLoop([turn, turn, turn, turn]).map((call, i) => ({
      id: `ex${i}`,
      method: 'POST',
      url: 'http://127.0.0.1/v1/chat/completions',
      status: 200,
      streamed: false,
      requestBody: JSON.stringify(call.request),
      responseBody: JSON.stringify({
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Done.' }, finish_reason: 'stop' }],
      }),
    }));
    const result = check(exchanges, { kind: 'ends' });
    expect(result.passed).toBe(false);
    expect(result.problem).toMatch(/^the doctor sees a stuck loop: the same call with the same arguments/);
  });

  it('max_tokens: a Chat stream without usage cannot be counted, and says why', () => {
    const streamed: RecordedExchange = {
      id: 's1',
      method: 'POST',
      url: 'http://127.0.0.1/v1/chat/completions',
      status: 200,
      streamed: true,
      requestBody: '{"model":"gpt-4o","messages":[{"role":"user","content":"hi"}],"stream":true}',
      responseBody:
        'data: {"object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"Hello"},"finish_reason":null}]}\n\ndata: {"object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n',
    };
    expect(check([streamed], { kind: 'max_tokens', limit: 10 }).problem).toMatch(
      /^no response of the run reported its token usage/,
    );
    // The stream is still read: its text is the answer, and the loop ended.
    expect(check([streamed], { kind: 'answer', contains: 'Hello', ignoreCase: false }).passed).toBe(true);
    expect(check([streamed], { kind: 'ends' }).passed).toBe(true);
  });
});

describe('partialMismatch', () => {
  it('compares only what the partial object names, lists item by item', () => {
    expect(partialMismatch({ a: { b: 1 } }, { a: { b: 1, c: 2 }, d: 3 })).toBeNull();
    expect(partialMismatch({ a: [1, 2] }, { a: [1, 3] })).toEqual({ path: 'a[1]', problem: 'is 3, not 2' });
    expect(partialMismatch({ 'two words': 1 }, {})).toEqual({ path: '["two words"]', problem: 'is missing' });
  });
});
