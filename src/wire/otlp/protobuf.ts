// OTLP protobuf export requests decoded by @opentelemetry/otlp-transformer's generated protobufjs messages into the
// OTLP/JSON object shape read.ts reads (ids as base64, 64-bit numbers as strings).
import root from 'otlp-proto/build/src/generated/root.js';

interface GeneratedMessage {
  decode(bytes: Uint8Array): unknown;
  toObject(message: unknown, options: { longs: StringConstructor; bytes: StringConstructor; defaults: boolean }): Record<string, unknown>;
}
interface Collector {
  opentelemetry: { proto: { collector: { trace: { v1: { ExportTraceServiceRequest: GeneratedMessage } }; logs: { v1: { ExportLogsServiceRequest: GeneratedMessage } } } } };
}

const collector = (root as unknown as Collector).opentelemetry.proto.collector;
const OPTIONS = { longs: String, bytes: String, defaults: false };

/** A protobuf `ExportTraceServiceRequest` / `ExportLogsServiceRequest`; throws on bytes that are not one. */
export function decodeOtlp(kind: 'traces' | 'logs', bytes: Uint8Array): Record<string, unknown> {
  const message = kind === 'traces' ? collector.trace.v1.ExportTraceServiceRequest : collector.logs.v1.ExportLogsServiceRequest;
  return message.toObject(message.decode(bytes), OPTIONS);
}

interface GeneratedResponse {
  fromObject(object: Record<string, unknown>): unknown;
  encode(message: unknown): { finish(): Uint8Array };
}
interface ResponseCollector {
  opentelemetry: { proto: { collector: { trace: { v1: { ExportTraceServiceResponse: GeneratedResponse } }; logs: { v1: { ExportLogsServiceResponse: GeneratedResponse } } } } };
}

/** The collector's answer in protobuf: empty, or `partial_success` naming how many spans or log records were rejected. */
export function encodeOtlpResponse(kind: 'traces' | 'logs', partialSuccess: Record<string, unknown> | null): Uint8Array {
  const answers = (root as unknown as ResponseCollector).opentelemetry.proto.collector;
  const message = kind === 'traces' ? answers.trace.v1.ExportTraceServiceResponse : answers.logs.v1.ExportLogsServiceResponse;
  return message.encode(message.fromObject(partialSuccess ? { partialSuccess } : {})).finish();
}
