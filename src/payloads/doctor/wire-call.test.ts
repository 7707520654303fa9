// Recorded exchanges become doctor input: the style from the URL, bodies parsed, a Responses stream's final object found.
import { describe, expect, it } from 'vitest';
import { encodeSseEvent } from '@loopscope/wire/sse';
import { wireCallOf } from './wire-call';

describe('wireCallOf', () => {
  it('reads a Chat exchange through any base URL', () => {
    const call = wireCallOf({
      url: 'http://127.0.0.1:5173/proxy/v1/chat/completions',
      requestBody: '{"model":"gpt-4o"}',
      responseBody: '{"id":"chatcmpl-1"}',
      streamed: false,
    });
    expect(call).toEqual({
      style: 'chat',
      request: { model: 'gpt-4o' },
      response: { id: 'chatcmpl-1' },
      path: '/chat/completions',
    });
  });

  it('takes the response object of response.completed from a Responses stream', () => {
    const body =
      encodeSseEvent('{"type":"response.created","response":{"id":"resp_1","output":[]}}', 'response.created') +
      encodeSseEvent(
        '{"type":"response.completed","response":{"id":"resp_1","output":[{"type":"reasoning","id":"rs_1"}]}}',
        'response.completed',
      );
    const call = wireCallOf({ url: '/v1/responses', requestBody: '{}', responseBody: body, streamed: true });
    expect(call.response).toEqual({ id: 'resp_1', output: [{ type: 'reasoning', id: 'rs_1' }] });
  });

  it('takes the run of the last thread.run event from an Assistants run stream', () => {
    const body =
      encodeSseEvent('{"id":"run_1","object":"thread.run","status":"queued"}', 'thread.run.created') +
      encodeSseEvent('{"id":"step_1","object":"thread.run.step","status":"in_progress"}', 'thread.run.step.created') +
      encodeSseEvent('{"id":"run_1","object":"thread.run","status":"requires_action"}', 'thread.run.requires_action') +
      encodeSseEvent('[DONE]', 'done');
    const call = wireCallOf({
      url: '/v1/threads/thread_1/runs',
      requestBody: '{"assistant_id":"asst_1","stream":true}',
      responseBody: body,
      streamed: true,
    });
    expect(call.response).toEqual({ id: 'run_1', object: 'thread.run', status: 'requires_action' });
  });

  it('keeps going when a body is not JSON (a cut-off or HTML error page)', () => {
    const call = wireCallOf({
      url: '/v1/threads/thread_1/runs',
      requestBody: '{"assistant_id":',
      responseBody: '<html>',
      streamed: false,
      method: 'POST',
    });
    expect(call).toEqual({
      style: 'assistants',
      request: null,
      response: null,
      method: 'POST',
      path: '/threads/thread_1/runs',
    });
  });
});
