// The OTLP v1 messages the receiver decodes (traces and logs, their export requests and responses), with the field
// numbers and types of opentelemetry-proto's .proto files, as a protobufjs JSON descriptor: no generated code, no SDK.

/** One field: `type name = id`, `repeated` when it is a list. Message types are named from `opentelemetry.proto`. */
type Field = readonly [type: string, name: string, id: number, repeated?: 'repeated'];

const KV = 'common.v1.KeyValue';

const MESSAGES: Record<string, readonly Field[]> = {
  'common.v1.AnyValue': [
    ['string', 'stringValue', 1],
    ['bool', 'boolValue', 2],
    ['int64', 'intValue', 3],
    ['double', 'doubleValue', 4],
    ['common.v1.ArrayValue', 'arrayValue', 5],
    ['common.v1.KeyValueList', 'kvlistValue', 6],
    ['bytes', 'bytesValue', 7],
  ],
  'common.v1.ArrayValue': [['common.v1.AnyValue', 'values', 1, 'repeated']],
  'common.v1.KeyValueList': [[KV, 'values', 1, 'repeated']],
  'common.v1.KeyValue': [
    ['string', 'key', 1],
    ['common.v1.AnyValue', 'value', 2],
  ],
  'common.v1.InstrumentationScope': [
    ['string', 'name', 1],
    ['string', 'version', 2],
    [KV, 'attributes', 3, 'repeated'],
    ['uint32', 'droppedAttributesCount', 4],
  ],
  'common.v1.EntityRef': [
    ['string', 'schemaUrl', 1],
    ['string', 'type', 2],
    ['string', 'idKeys', 3, 'repeated'],
    ['string', 'descriptionKeys', 4, 'repeated'],
  ],
  'resource.v1.Resource': [
    [KV, 'attributes', 1, 'repeated'],
    ['uint32', 'droppedAttributesCount', 2],
    ['common.v1.EntityRef', 'entityRefs', 3, 'repeated'],
  ],
  'trace.v1.ResourceSpans': [
    ['resource.v1.Resource', 'resource', 1],
    ['trace.v1.ScopeSpans', 'scopeSpans', 2, 'repeated'],
    ['string', 'schemaUrl', 3],
  ],
  'trace.v1.ScopeSpans': [
    ['common.v1.InstrumentationScope', 'scope', 1],
    ['trace.v1.Span', 'spans', 2, 'repeated'],
    ['string', 'schemaUrl', 3],
  ],
  // Span.kind and Status.code are enums on the wire: read as their numbers, as the app reads them.
  'trace.v1.Span': [
    ['bytes', 'traceId', 1],
    ['bytes', 'spanId', 2],
    ['string', 'traceState', 3],
    ['bytes', 'parentSpanId', 4],
    ['string', 'name', 5],
    ['int32', 'kind', 6],
    ['fixed64', 'startTimeUnixNano', 7],
    ['fixed64', 'endTimeUnixNano', 8],
    [KV, 'attributes', 9, 'repeated'],
    ['uint32', 'droppedAttributesCount', 10],
    ['trace.v1.SpanEvent', 'events', 11, 'repeated'],
    ['uint32', 'droppedEventsCount', 12],
    ['trace.v1.SpanLink', 'links', 13, 'repeated'],
    ['uint32', 'droppedLinksCount', 14],
    ['trace.v1.Status', 'status', 15],
    ['fixed32', 'flags', 16],
  ],
  // Span.Event and Span.Link (nested in Span in the .proto; the wire does not carry message names).
  'trace.v1.SpanEvent': [
    ['fixed64', 'timeUnixNano', 1],
    ['string', 'name', 2],
    [KV, 'attributes', 3, 'repeated'],
    ['uint32', 'droppedAttributesCount', 4],
  ],
  'trace.v1.SpanLink': [
    ['bytes', 'traceId', 1],
    ['bytes', 'spanId', 2],
    ['string', 'traceState', 3],
    [KV, 'attributes', 4, 'repeated'],
    ['uint32', 'droppedAttributesCount', 5],
    ['fixed32', 'flags', 6],
  ],
  'trace.v1.Status': [
    ['string', 'message', 2],
    ['int32', 'code', 3],
  ],
  'collector.trace.v1.ExportTraceServiceRequest': [['trace.v1.ResourceSpans', 'resourceSpans', 1, 'repeated']],
  'collector.trace.v1.ExportTraceServiceResponse': [
    ['collector.trace.v1.ExportTracePartialSuccess', 'partialSuccess', 1],
  ],
  'collector.trace.v1.ExportTracePartialSuccess': [
    ['int64', 'rejectedSpans', 1],
    ['string', 'errorMessage', 2],
  ],
  'logs.v1.ResourceLogs': [
    ['resource.v1.Resource', 'resource', 1],
    ['logs.v1.ScopeLogs', 'scopeLogs', 2, 'repeated'],
    ['string', 'schemaUrl', 3],
  ],
  'logs.v1.ScopeLogs': [
    ['common.v1.InstrumentationScope', 'scope', 1],
    ['logs.v1.LogRecord', 'logRecords', 2, 'repeated'],
    ['string', 'schemaUrl', 3],
  ],
  'logs.v1.LogRecord': [
    ['fixed64', 'timeUnixNano', 1],
    ['int32', 'severityNumber', 2],
    ['string', 'severityText', 3],
    ['common.v1.AnyValue', 'body', 5],
    [KV, 'attributes', 6, 'repeated'],
    ['uint32', 'droppedAttributesCount', 7],
    ['fixed32', 'flags', 8],
    ['bytes', 'traceId', 9],
    ['bytes', 'spanId', 10],
    ['fixed64', 'observedTimeUnixNano', 11],
    ['string', 'eventName', 12],
  ],
  'collector.logs.v1.ExportLogsServiceRequest': [['logs.v1.ResourceLogs', 'resourceLogs', 1, 'repeated']],
  'collector.logs.v1.ExportLogsServiceResponse': [['collector.logs.v1.ExportLogsPartialSuccess', 'partialSuccess', 1]],
  'collector.logs.v1.ExportLogsPartialSuccess': [
    ['int64', 'rejectedLogRecords', 1],
    ['string', 'errorMessage', 2],
  ],
};

const SCALARS = new Set(['string', 'bool', 'bytes', 'double', 'int32', 'int64', 'uint32', 'fixed32', 'fixed64']);

interface Namespace {
  nested: Record<
    string,
    | Namespace
    | {
        fields: Record<string, { type: string; id: number; rule?: 'repeated' }>;
        oneofs?: Record<string, { oneof: string[] }>;
      }
  >;
}

/** The descriptor protobufjs's Root.fromJSON reads: namespaces opentelemetry.proto.<package>, one type per message. */
export function otlpDescriptor(): Namespace {
  const root: Namespace = { nested: {} };
  for (const [path, fields] of Object.entries(MESSAGES)) {
    const parts = ['opentelemetry', 'proto', ...path.split('.')];
    const name = parts.pop()!;
    let at = root;
    for (const part of parts) at = (at.nested[part] ??= { nested: {} }) as Namespace;
    at.nested[name] = {
      fields: Object.fromEntries(
        fields.map(([type, field, id, repeated]) => [
          field,
          {
            type: SCALARS.has(type) ? type : `.opentelemetry.proto.${type}`,
            id,
            ...(repeated ? { rule: repeated } : {}),
          },
        ]),
      ),
      // AnyValue holds one of its values.
      ...(name === 'AnyValue' ? { oneofs: { value: { oneof: fields.map(([, field]) => field) } } } : {}),
    };
  }
  return root;
}
