// The OTLP/HTTP receiver: collector answers, JSON / protobuf / gzip bodies, and trace-made exchanges in the capture log.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeOtlp } from '@loopscope/wire/otlp/protobuf';
import {
  openInferenceJson,
  otelLogsProtobuf,
  otelResponsesLogsProtobuf,
  otelResponsesTracesProtobuf,
  otelTracesProtobuf,
} from '@loopscope/wire/otlp/testing/fixtures';
import { createServerApp } from '../app.ts';
import { groupLoops } from '@loopscope/payloads/loops/capture-loops';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import type { Exchange } from '@loopscope/wire/exchange';

interface Listed {
  exchanges: {
    requestBody: string | null;
    responseBody: string | null;
    trace?: { missing: string[]; path?: string[]; then?: string[] };
  }[];
}

function setup() {
  const app = createServerApp({ staticRoot: null, capture: { upstream: 'mock' } });
  const call = (path: string, init?: RequestInit) => app.fetch(new Request(`http://127.0.0.1:5313${path}`, init));
  const post = (
    kind: 'traces' | 'logs',
    body: BodyInit,
    type = 'application/json',
    extra: Record<string, string> = {},
  ) => call(`/otlp/v1/${kind}`, { method: 'POST', body, headers: { 'content-type': type, ...extra } });
  const listed = async () => ((await (await call('/api/capture/exchanges')).json()) as Listed).exchanges;
  return { call, post, listed };
}

describe('/otlp/v1', () => {
  it('answers an empty export with 200 and records nothing', async () => {
    const { post, listed } = setup();
    const answer = await post('traces', '{}');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({});
    expect(await listed()).toEqual([]);
  });

  it('turns protobuf spans into exchanges, then fills in their messages when the log events arrive', async () => {
    const { post, listed } = setup();
    const traced = await post('traces', new Uint8Array(otelTracesProtobuf()), 'application/x-protobuf');
    expect(traced.status).toBe(200);
    expect(traced.headers.get('content-type')).toBe('application/x-protobuf');
    const before = await listed();
    expect(before).toHaveLength(2);
    expect(before[0]!.trace?.missing).toContain('content');
    expect(
      (await post('logs', gzipSync(otelLogsProtobuf()), 'application/x-protobuf', { 'content-encoding': 'gzip' }))
        .status,
    ).toBe(200);
    const after = await listed();
    expect(after).toHaveLength(2);
    const bodies = after.map((e) => `${e.requestBody}\n${e.responseBody}`).join('\n');
    expect(bodies).toContain("What's the weather in Paris?");
    expect(bodies).toContain('get_weather');
    expect(bodies).toContain('temperature_c');
    // Two spans of two traces, one loop: the tool call's id ties them as it ties proxied calls; the doctor reads them.
    const exchanges = after as unknown as Exchange[];
    expect(groupLoops(exchanges).map((l) => l.exchangeIds.length)).toEqual([2]);
    expect(() => diagnoseLoop(exchanges.map(wireCallOf))).not.toThrow();
  });

  it('joins the Responses content instrumentation-openai logs as operation-details records to their spans, logs first', async () => {
    const { post, listed } = setup();
    expect((await post('logs', new Uint8Array(otelResponsesLogsProtobuf()), 'application/x-protobuf')).status).toBe(
      200,
    );
    expect((await post('traces', new Uint8Array(otelResponsesTracesProtobuf()), 'application/x-protobuf')).status).toBe(
      200,
    );
    const exchanges = await listed();
    expect(exchanges).toHaveLength(2);
    const [first, second] = exchanges.map((e) => ({
      request: JSON.parse(e.requestBody ?? 'null'),
      response: JSON.parse(e.responseBody ?? 'null'),
    }));
    expect(first!.request.input.map((i: { content?: string }) => i.content)).toContain("What's the weather in Paris?");
    expect(first!.response.output[0]).toMatchObject({ type: 'function_call', name: 'get_weather' });
    expect(
      second!.request.input.some(
        (i: { type?: string; output?: string }) =>
          i.type === 'function_call_output' && i.output?.includes('"temperature_c":17'),
      ),
    ).toBe(true);
    expect(exchanges[0]!.trace?.missing).not.toContain('content');
  });

  it('takes the same operation-details records as OTLP JSON', async () => {
    const { post, listed } = setup();
    expect((await post('traces', new Uint8Array(otelResponsesTracesProtobuf()), 'application/x-protobuf')).status).toBe(
      200,
    );
    // The spans alone carry the instructions and no answer.
    expect((await listed())[0]!.trace?.missing).toContain('response');
    const logs = JSON.stringify(decodeOtlp('logs', otelResponsesLogsProtobuf()));
    expect(logs).toContain('gen_ai.client.inference.operation.details');
    expect((await post('logs', logs)).status).toBe(200);
    const after = await listed();
    expect(after[1]!.requestBody).toContain('function_call_output');
    expect(after[1]!.trace?.missing).toEqual(['bytes', 'tools']);
  });

  it('takes OTLP JSON (gzipped too) and serves the capture back as OTLP JSON with gen_ai attributes', async () => {
    const { post, call, listed } = setup();
    expect(
      (await post('traces', gzipSync(openInferenceJson()), 'application/json', { 'content-encoding': 'gzip' })).status,
    ).toBe(200);
    expect(await listed()).toHaveLength(2);
    const exported = await (await call('/api/capture/export.otlp.json')).text();
    expect(exported).toContain('"gen_ai.input.messages"');
    expect(exported).not.toContain('sk-producer');
    const spans = JSON.parse(exported).resourceSpans[0].scopeSpans[0].spans as { name: string }[];
    expect(spans.map((s) => s.name)).toContain('execute_tool get_weather');
  });

  it('gives a call the path of the agent spans around it when they arrive after it (parents end last)', async () => {
    const { post, listed } = setup();
    const request = JSON.parse(openInferenceJson()) as {
      resourceSpans: {
        scopeSpans: {
          spans: { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes: unknown[] }[];
        }[];
      }[];
    };
    const first = request.resourceSpans[0]!.scopeSpans[0]!.spans[0]!;
    first.parentSpanId = 'cccccccccccccccc';
    await post('traces', JSON.stringify(request));
    const agent = {
      traceId: first.traceId,
      spanId: 'cccccccccccccccc',
      name: 'invoke_agent Weather agent',
      attributes: [{ key: 'gen_ai.operation.name', value: { stringValue: 'invoke_agent' } }],
    };
    await post('traces', JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: [agent] }] }] }));
    const calls = (await listed()) as unknown as { trace: { path?: string[] } }[];
    expect(calls).toHaveLength(2);
    expect(calls[0]!.trace.path).toEqual(['invoke_agent Weather agent']);
  });

  it('answers 200 with partialSuccess when spans without valid ids are dropped', async () => {
    const { post, listed } = setup();
    const request = JSON.parse(openInferenceJson()) as {
      resourceSpans: { scopeSpans: { spans: { traceId: string }[] }[] }[];
    };
    request.resourceSpans[0]!.scopeSpans[0]!.spans[0]!.traceId = '';
    const answer = await post('traces', JSON.stringify(request));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ partialSuccess: { rejectedSpans: 1 } });
    expect(await listed()).toHaveLength(1);
  });

  it('says so in protobuf too', async () => {
    const { post } = setup();
    const request = JSON.parse(openInferenceJson()) as {
      resourceSpans: { scopeSpans: { spans: { spanId: string }[] }[] }[];
    };
    request.resourceSpans[0]!.scopeSpans[0]!.spans[1]!.spanId = '0000000000000000';
    const answer = await post('traces', JSON.stringify(request));
    expect(((await answer.json()) as { partialSuccess: { rejectedSpans: number } }).partialSuccess.rejectedSpans).toBe(
      1,
    );
    // A protobuf export of the same fixture is fine: an empty answer decodes as an empty response.
    expect(
      decodeOtlp(
        'traces',
        new Uint8Array(
          await (await post('traces', new Uint8Array(otelTracesProtobuf()), 'application/x-protobuf')).arrayBuffer(),
        ),
      ),
    ).toEqual({});
  });

  it('refuses what it cannot read: 400 for bad JSON, protobuf or gzip, 415 for other types', async () => {
    const { post, listed } = setup();
    expect((await post('traces', '{"resourceSpans": [')).status).toBe(400);
    expect((await post('traces', '[1, 2]')).status).toBe(400);
    expect(
      (await post('traces', new TextEncoder().encode('{"resourceSpans":[]}'), 'application/x-protobuf')).status,
    ).toBe(400);
    expect((await post('traces', '{}', 'application/json', { 'content-encoding': 'gzip' })).status).toBe(400);
    const unsupported = await post('traces', 'hello', 'text/plain');
    expect(unsupported.status).toBe(415);
    expect(((await unsupported.json()) as { message: string }).message).toMatch(/application\/x-protobuf/);
    expect(await listed()).toEqual([]);
  });

  it('keeps the spans that are not model calls as the structure of the calls, whichever batch they arrive in', async () => {
    const { post, listed } = setup();
    const traceId = 'd'.repeat(32);
    const span = (
      id: string,
      parent: string | null,
      name: string,
      startMs: number,
      attributes: Record<string, string> = {},
    ) => ({
      traceId,
      spanId: id.repeat(16),
      ...(parent ? { parentSpanId: parent.repeat(16) } : {}),
      name,
      kind: 1,
      startTimeUnixNano: `${startMs}000000`,
      endTimeUnixNano: `${startMs + 5}000000`,
      attributes: Object.entries(attributes).map(([key, value]) => ({ key, value: { stringValue: value } })),
    });
    const chat = (text: string) => ({
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: text }] }]),
    });
    const batch = (...spans: object[]) => JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans }] }] });
    // Children first (they end first), the agent span that holds them in a later export.
    await post(
      'traces',
      batch(
        span('b', 'a', 'chat gpt-4o', 1_000, chat('first')),
        span('c', 'a', 'execute_tool get_weather', 1_010),
        span('e', 'a', 'chat gpt-4o', 1_020, chat('second')),
      ),
    );
    await post('traces', batch(span('a', null, 'invoke_agent Weather', 990)));
    const traces = (await listed()).map((e) => e.trace);
    expect(traces.map((t) => t?.path)).toEqual([['invoke_agent Weather'], ['invoke_agent Weather']]);
    expect(traces.map((t) => t?.then)).toEqual([['execute_tool get_weather'], undefined]);
  });
});
