// OTLP traces and logs as this app reads them: the OTLP/JSON request shapes (opentelemetry-proto's messages, field names
// in camelCase as OTLP/JSON and otlp-schema.ts's decoder give them), and one flat record per span and per log record with
// hex ids, millisecond times and attribute values as plain JSON.

/** A 64-bit number as OTLP/JSON writes it (a decimal string), as a number, or as protobufjs's two halves. */
export type Fixed64 = string | number | { low: number; high: number };
/** Ids: base64 or hex in JSON, bytes in memory. */
type Id = string | Uint8Array;

export interface IAnyValue {
  stringValue?: string | null;
  boolValue?: boolean | null;
  intValue?: number | string | null;
  doubleValue?: number | null;
  arrayValue?: { values: IAnyValue[] };
  kvlistValue?: { values: IKeyValue[] };
  bytesValue?: Uint8Array | string;
}
export interface IKeyValue {
  key: string;
  value: IAnyValue;
}
interface Resource {
  attributes: IKeyValue[];
  droppedAttributesCount: number;
  schemaUrl?: string;
}
interface IInstrumentationScope {
  name: string;
  version?: string;
  attributes?: IKeyValue[];
  droppedAttributesCount?: number;
}

export interface IExportTraceServiceRequest {
  resourceSpans?: IResourceSpans[];
}
export interface IResourceSpans {
  resource?: Resource;
  scopeSpans: IScopeSpans[];
  schemaUrl?: string;
}
export interface IScopeSpans {
  scope?: IInstrumentationScope;
  spans?: ISpan[];
  schemaUrl?: string | null;
}
export interface IEvent {
  timeUnixNano: Fixed64;
  name: string;
  attributes: IKeyValue[];
  droppedAttributesCount: number;
}
export interface ISpan {
  traceId: Id;
  spanId: Id;
  traceState?: string | null;
  parentSpanId?: Id;
  name: string;
  /** SpanKind: 0 unspecified, 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  startTimeUnixNano: Fixed64;
  endTimeUnixNano: Fixed64;
  attributes: IKeyValue[];
  droppedAttributesCount: number;
  events: IEvent[];
  droppedEventsCount: number;
  links: {
    traceId: Id;
    spanId: Id;
    traceState?: string;
    attributes: IKeyValue[];
    droppedAttributesCount: number;
    flags?: number;
  }[];
  droppedLinksCount: number;
  /** StatusCode: 0 unset, 1 ok, 2 error. */
  status: { message?: string; code: number };
  flags?: number;
}

export interface IExportLogsServiceRequest {
  resourceLogs?: IResourceLogs[];
}
export interface IResourceLogs {
  resource?: Resource;
  scopeLogs: IScopeLogs[];
  schemaUrl?: string;
}
export interface IScopeLogs {
  scope?: IInstrumentationScope;
  logRecords?: ILogRecord[];
  schemaUrl?: string | null;
}
export interface ILogRecord {
  timeUnixNano: Fixed64;
  observedTimeUnixNano: Fixed64;
  severityNumber?: number;
  severityText?: string;
  body?: IAnyValue;
  attributes: IKeyValue[];
  droppedAttributesCount: number;
  flags?: number;
  traceId?: Id;
  spanId?: Id;
  eventName?: string;
}

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
