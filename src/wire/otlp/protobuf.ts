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
