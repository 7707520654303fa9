// OTLP traces and logs as this app reads them: the OTLP/JSON request types of @opentelemetry/otlp-transformer, and one
// flat record per span and per log record with hex ids, millisecond times and attribute values as plain JSON.
export type { IExportTraceServiceRequest, IResourceSpans, IScopeSpans, ISpan, IEvent } from 'otlp-proto/build/src/trace/internal-types';
export type { IExportLogsServiceRequest, IResourceLogs, IScopeLogs, ILogRecord } from 'otlp-proto/build/src/logs/internal-types';
export type { IAnyValue, IKeyValue } from 'otlp-proto/build/src/common/internal-types';

/** An attribute value read out of its OTLP wrapper (`{stringValue}` → string, `{kvlistValue}` → object, …). */
export type AttributeValue = string | number | boolean | null | AttributeValue[] | { [key: string]: AttributeValue };
export type Attributes = Record<string, AttributeValue>;

/** One span, flattened out of resource → scope → span. */
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  /** OTLP SpanKind number (3 = client). */
  kind: number;
  startMs: number;
  endMs: number;
  attributes: Attributes;
  events: { name: string; timeMs: number; attributes: Attributes }[];
  /** OTLP StatusCode: 0 unset, 1 ok, 2 error. */
  statusCode: number;
  statusMessage: string;
  scope: string;
  resource: Attributes;
}

/** One log record (GenAI's event form: `event.name` says which message it is; the body holds it). */
export interface OtlpLog {
  traceId: string;
  spanId: string;
  timeMs: number;
  eventName: string;
  body: AttributeValue;
  attributes: Attributes;
}
