// Trace files opened as sessions: OTLP JSON and JSON Lines, Phoenix's nested export, the Agents SDK's export, and the refusals.
import { describe, expect, it } from 'vitest';
import { toOtlpJson } from '@loopscope/payloads/traces/otlp-export';
import { decodeOtlp } from '@loopscope/wire/otlp/protobuf';
import {
  agentsTraceJson,
  langfuseTraceJson,
  openInferenceJson,
  otelLogsProtobuf,
  otelTracesProtobuf,
} from '@loopscope/wire/otlp/testing/fixtures';
import { importPayload } from '../testing/import-payload';
import { sessionOtlpText } from '../session-file';

function imported(text: string) {
  const result = importPayload(text, 'trace', 0);
  if (!result.ok) throw new Error(result.error.text);
  const branch = result.record.engine.branches[result.record.engine.activeBranchId]!;
  return { format: result.format.text, branch, roles: branch.messages.map((m) => (m.wire as { role?: string }).role) };
}
const refusal = (text: string) => {
  const result = importPayload(text, 'trace', 0);
  if (result.ok) throw new Error('imported');
  return result.error.text;
};

describe('trace imports', () => {
  it('opens an OpenInference OTLP JSON export as the loop, the tool result tied to its call', () => {
    const { format, branch, roles } = imported(openInferenceJson());
    expect(format).toBe('OTLP trace');
    expect(branch.exchanges).toHaveLength(2);
    expect(roles).toEqual(['system', 'user', 'assistant', 'tool', 'assistant']);
    const result = branch.messages[3]!;
    expect(result.provenance).toMatchObject({ kind: 'tool-result' });
    expect(JSON.stringify(result.wire)).toContain('temperature_c');
  });

  it('opens a collector file-exporter JSON Lines file: spans and GenAI log events on separate lines', () => {
    const lines = [decodeOtlp('traces', otelTracesProtobuf()), decodeOtlp('logs', otelLogsProtobuf())]
      .map((r) => JSON.stringify(r))
      .join('\n');
    const { format, roles, branch } = imported(lines);
    expect(format).toBe('OTLP trace (JSON Lines)');
    expect(roles).toEqual(['system', 'user', 'assistant', 'tool', 'assistant']);
    expect(branch.exchanges[0]!.trace?.missing).toContain('tools');
  });

  it('opens its own OTLP export back as the same requests and responses', () => {
    const first = imported(openInferenceJson()).branch.exchanges;
    const again = imported(JSON.stringify(toOtlpJson(first))).branch.exchanges;
    expect(again.map((e) => [e.requestBody, e.responseBody])).toEqual(
      first.map((e) => [e.requestBody, e.responseBody]),
    );
  });

  it('exports a session as OTLP JSON that opens back as the same calls', () => {
    const result = importPayload(openInferenceJson(), 'trace', 0);
    if (!result.ok) throw new Error(result.error.text);
    const text = sessionOtlpText(result.record);
    expect(text).toContain('"gen_ai.operation.name"');
    const first = imported(openInferenceJson()).branch.exchanges;
    expect(imported(text).branch.exchanges.map((e) => [e.requestBody, e.responseBody])).toEqual(
      first.map((e) => [e.requestBody, e.responseBody]),
    );
  });

  it('opens a Phoenix span export whose attributes are nested', () => {
    const span = {
      name: 'ChatCompletion',
      context: { trace_id: 'a'.repeat(32), span_id: 'b'.repeat(16) },
      parent_id: null,
      start_time: '2026-01-01T00:00:00Z',
      end_time: '2026-01-01T00:00:01Z',
      status_code: 'OK',
      attributes: {
        openinference: { span: { kind: 'LLM' } },
        llm: {
          model_name: 'gpt-4o',
          input_messages: [{ message: { role: 'user', content: 'Hi there' } }],
          output_messages: [{ message: { role: 'assistant', content: 'Hello!' } }],
        },
      },
    };
    const { format, roles } = imported(JSON.stringify([span]));
    expect(format).toBe('Phoenix span export');
    expect(roles).toEqual(['user', 'assistant']);
  });

  it('opens the Agents SDK export ({data: [...]}) as its three model calls', () => {
    const { format, branch } = imported(agentsTraceJson());
    expect(format).toBe('OpenAI Agents SDK trace export');
    expect(branch.exchanges).toHaveLength(3);
  });

  it('opens a Langfuse trace download as its generations, the tool result tied to its call; refuses one without input', () => {
    const { format, branch, roles } = imported(langfuseTraceJson());
    expect(format).toBe('Langfuse trace export');
    expect(branch.exchanges).toHaveLength(2);
    expect(roles).toEqual(['system', 'user', 'assistant', 'tool', 'assistant']);
    expect(branch.messages[3]!.provenance).toMatchObject({ kind: 'tool-result' });
    const { observations } = JSON.parse(langfuseTraceJson()) as { observations: Record<string, unknown>[] };
    expect(refusal(JSON.stringify({ observations: observations.map((o) => ({ ...o, input: null })) }))).toMatch(
      /no input messages/,
    );
    expect(refusal(JSON.stringify({ observations: observations.filter((o) => o.type !== 'GENERATION') }))).toMatch(
      /none of them a generation/,
    );
  });

  it('refuses spans without content, traces without model calls, protobuf and truncated JSON, each in words', () => {
    expect(refusal(JSON.stringify(decodeOtlp('traces', otelTracesProtobuf())))).toMatch(/without content capture/);
    expect(
      refusal(
        JSON.stringify({
          resourceSpans: [
            {
              scopeSpans: [
                { spans: [{ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), name: 'db query', attributes: [] }] },
              ],
            },
          ],
        }),
      ),
    ).toMatch(/none is a model call/);
    expect(refusal(new TextDecoder('latin1').decode(otelTracesProtobuf()))).toMatch(/binary, not JSON/);
    expect(refusal(openInferenceJson().slice(0, 2000))).toMatch(/neither JSON/);
  });
});
