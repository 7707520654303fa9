import { describe, expect, it } from 'vitest';
import { decodeOtlp, decodeOtlpInSteps } from './protobuf';
import { readLogs, readSpans } from './read';
import { otelLogsProtobuf, otelTracesProtobuf } from './testing/fixtures';

describe('OTLP protobuf requests', () => {
  it('decodes the openai instrumentation spans with hex ids, millisecond times and plain attribute values', () => {
    const spans = readSpans(decodeOtlp('traces', otelTracesProtobuf()));
    expect(spans).toHaveLength(2);
    expect(spans[0]!.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(spans[0]!.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(spans[0]!.attributes['gen_ai.operation.name']).toBe('chat');
    expect(spans[0]!.attributes['gen_ai.response.finish_reasons']).toEqual(['tool_calls']);
    expect(typeof spans[0]!.attributes['gen_ai.usage.input_tokens']).toBe('number');
    expect(spans[0]!.endMs).toBeGreaterThan(spans[0]!.startMs);
    expect(new Date(spans[0]!.startMs).getUTCFullYear()).toBeGreaterThan(2020);
  });

  it('decodes its log events joined to the spans by trace and span id', () => {
    const spans = readSpans(decodeOtlp('traces', otelTracesProtobuf()));
    const logs = readLogs(decodeOtlp('logs', otelLogsProtobuf()));
    expect(logs.map((l) => l.eventName)).toContain('gen_ai.user.message');
    expect(logs.every((l) => spans.some((s) => s.spanId === l.spanId && s.traceId === l.traceId))).toBe(true);
    const user = logs.find((l) => l.eventName === 'gen_ai.user.message');
    expect(user?.body).toEqual({ content: "What's the weather in Paris?" });
  });

  it('refuses bytes that are not a protobuf export request', () => {
    expect(() => decodeOtlp('traces', new TextEncoder().encode('{"resourceSpans": [}'))).toThrow();
  });
});

describe('decodeOtlpInSteps', () => {
  const pause = () => Promise.resolve();

  it('gives what decodeOtlp gives, for spans and for log records', async () => {
    for (const [kind, bytes] of [
      ['traces', otelTracesProtobuf()],
      ['logs', otelLogsProtobuf()],
    ] as const) {
      const stepped = await decodeOtlpInSteps(kind, bytes, { limit: 1000, pause });
      expect(stepped.value).toEqual(decodeOtlp(kind, bytes));
      expect(stepped.skipped).toBe(0);
    }
  });

  it('decodes no item past the limit, counts them, and pauses between steps', async () => {
    let pauses = 0;
    const stepped = await decodeOtlpInSteps('traces', otelTracesProtobuf(), {
      limit: 1,
      every: 1,
      pause: async () => void (pauses += 1),
    });
    expect(readSpans(stepped.value)).toHaveLength(1);
    expect(readSpans(stepped.value)[0]).toEqual(readSpans(decodeOtlp('traces', otelTracesProtobuf()))[0]);
    expect([stepped.decoded, stepped.skipped, pauses]).toEqual([1, 1, 1]);
  });

  it('refuses bytes that are not a protobuf export request', async () => {
    await expect(
      decodeOtlpInSteps('traces', new TextEncoder().encode('{"resourceSpans": [}'), { limit: 10, pause }),
    ).rejects.toThrow();
  });
});
