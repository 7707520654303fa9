// Real exports of the producers in producers/ (the weather loop against the mock), vendored for tests: OpenTelemetry's
// openai instrumentation (protobuf spans + log events), OpenInference (OTLP/JSON), the AI SDK's telemetry and the Agents SDK's trace export.
import { readFileSync } from 'node:fs';

const here = (name: string) => new URL(`./${name}`, import.meta.url);

export const otelTracesProtobuf = (): Uint8Array => new Uint8Array(readFileSync(here('otel-genai-traces.bin')));
export const otelLogsProtobuf = (): Uint8Array => new Uint8Array(readFileSync(here('otel-genai-logs.bin')));
/** The same instrumentation on the Responses API: content only on gen_ai.client.inference.operation.details log records. */
export const otelResponsesTracesProtobuf = (): Uint8Array =>
  new Uint8Array(readFileSync(here('otel-responses-traces.bin')));
export const otelResponsesLogsProtobuf = (): Uint8Array =>
  new Uint8Array(readFileSync(here('otel-responses-logs.bin')));
/** The Vercel AI SDK 6's own telemetry (`ai.*` attributes, OTLP JSON) of generateText with the tool: Responses and Chat models. */
export const aiSdkTracesJson = (): string => readFileSync(here('ai-sdk-traces.json'), 'utf8');
export const aiSdkChatTracesJson = (): string => readFileSync(here('ai-sdk-chat-traces.json'), 'utf8');
export const openInferenceJson = (): string => readFileSync(here('openinference-traces.json'), 'utf8');
export const agentsTraceJson = (): string => readFileSync(here('agents-trace.json'), 'utf8');
/**
 * One batch the Agents SDK's default exporter posted to /v1/traces/ingest (clients/agents-tracing.mjs): a handoff run on
 * the Responses model (response spans: ids only) and a run on the Chat Completions model (generation spans: content).
 */
export const agentsIngestBatchJson = (): string => readFileSync(here('agents-ingest-batch.json'), 'utf8');
/** A Langfuse trace download (`{trace, observations}`, as the trace page's Download JSON writes it) of the weather loop. */
export const langfuseTraceJson = (): string => readFileSync(here('langfuse-trace.json'), 'utf8');
