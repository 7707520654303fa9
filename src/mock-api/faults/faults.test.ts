// Fault injection through the SDK: latency, 429 with retry-after and the SDK's retry, 500, 503, a cut stream, broken arguments.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionCreateParams } from '@loopscope/wire/chat-types';
import { createMockApi } from '../index.ts';
import { baseRequest, post, sdkClient, seedFixture } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

/** A fixed day: the requests name gpt-4o or gpt-4.1 (gone 2027-01-14), which the mock serves until then. */
const DAY = () => Date.parse('2026-06-01T00:00:00Z');

const seedRequest = () => seedFixture('1-request.json') as unknown as ChatCompletionCreateParams;

describe('faults', () => {
  it('are off by default', async () => {
    const api = createMockApi({ clock: DAY });
    expect(api.getFaults()).toEqual({});
    expect((await post(api, baseRequest())).status).toBe(200);
  });

  it('latency waits through the injected sleep before answering', async () => {
    const waits: number[] = [];
    const api = createMockApi({ clock: DAY, faults: { latencyMs: 750 }, sleep: async (ms) => void waits.push(ms) });
    expect((await post(api, baseRequest())).status).toBe(200);
    expect(waits).toEqual([750]);
  });

  it('429 carries retry-after and the real error shape; the SDK retries and then succeeds', async () => {
    const api = createMockApi({ clock: DAY });
    api.injectFaultOnce({ error: 429, retryAfterSeconds: 0 }, 1);
    const { client, exchanges } = sdkClient(api, { maxRetries: 2 });
    const completion = await client.chat.completions.create(seedRequest() as never);
    expect(completion.choices[0]!.finish_reason).toBe('tool_calls');
    expect(exchanges.map((e) => e.status)).toEqual([429, 200]);

    api.injectFaultOnce({ error: 429, retryAfterSeconds: 2 });
    const res = await post(api, baseRequest());
    expect(res.status).toBe(429);
    expect(res.response.headers.get('retry-after')).toBe('2');
    const body = res.json();
    assertMatchesSpec('ErrorResponse', body);
    expect(body.error).toMatchObject({ type: 'requests', code: 'rate_limit_exceeded' });
    expect(body.error.message).toMatch(/^Rate limit reached for gpt-4o/);
  });

  it.each([500, 503] as const)('%i is a server_error the SDK reports after its retries', async (status) => {
    const api = createMockApi({ clock: DAY });
    api.setFaults({ error: status, retryAfterSeconds: 0 });
    const { client, exchanges } = sdkClient(api, { maxRetries: 1 });
    await expect(client.chat.completions.create(seedRequest() as never)).rejects.toMatchObject({
      status,
      type: 'server_error',
    });
    expect(exchanges.map((e) => e.status)).toEqual([status, status]);
    api.setFaults(null);
    expect((await post(api, baseRequest())).status).toBe(200);
  });

  it('a cut stream ends before [DONE] and the SDK sees the failure', async () => {
    const api = createMockApi({ clock: DAY, faults: { cutStreamAfterEvents: 3 } });
    const { client } = sdkClient(api);
    const stream = client.chat.completions.stream({ ...seedRequest(), stream: true });
    await expect(stream.finalChatCompletion()).rejects.toThrow();
    const raw = await post(createMockApi({ clock: DAY, faults: { cutStreamAfterEvents: 3 } }), {
      ...seedRequest(),
      stream: true,
    }).catch((e: Error) => e);
    expect(raw).toBeInstanceOf(Error);
  });

  it('malformed arguments are not valid JSON', async () => {
    const api = createMockApi({ clock: DAY, faults: { malformedArguments: true } });
    const body = (await post(api, seedRequest())).json();
    for (const call of body.choices[0].message.tool_calls) expect(() => JSON.parse(call.function.arguments)).toThrow();
  });

  it('a per-request header sets faults for that request only', async () => {
    const api = createMockApi({ clock: DAY });
    expect((await post(api, baseRequest(), { headers: { 'x-loopscope-faults': '{"error":503}' } })).status).toBe(503);
    expect((await post(api, baseRequest())).status).toBe(200);
  });

  it('answers a header it cannot act on with a 400 in the API error shape, on every style', async () => {
    const api = createMockApi({ clock: DAY });
    const bad = [
      '{"error":999}',
      '"abc"',
      'not json',
      '{"latencyMs":-5}',
      '{"latencyMs":1e12}',
      '{"retryAfterSeconds":"soon"}',
      '{"cutStreamAfterEvents":1.5}',
      '{"crash":true}',
    ];
    const requests = [
      { path: '/chat/completions', body: baseRequest() },
      { path: '/responses', body: { model: 'gpt-4o', input: 'hi' } },
      { path: '/assistants', body: { model: 'gpt-4o' }, headers: { 'openai-beta': 'assistants=v2' } },
    ];
    for (const header of bad) {
      for (const { path, body, headers } of requests) {
        const res = await post(api, body, { path, headers: { ...headers, 'x-loopscope-faults': header } });
        expect([path, header, res.status]).toEqual([path, header, 400]);
        expect(res.json().error.message).toContain('X-Loopscope-Faults');
      }
    }
  });

  it('never waits longer than the latency bound, whatever the session asks', async () => {
    const waits: number[] = [];
    const api = createMockApi({
      clock: DAY,
      faults: { latencyMs: 3_600_000 },
      sleep: async (ms) => void waits.push(ms),
    });
    expect((await post(api, baseRequest())).status).toBe(200);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeLessThanOrEqual(60_000);
  });
});
