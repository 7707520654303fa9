// OTLP protobuf export requests decoded into the OTLP/JSON object shape read.ts reads (ids as base64, 64-bit numbers as
// strings), by protobufjs's reflection over the OTLP messages of otlp-schema.ts.
// protobufjs's light build: decoding and encoding from a JSON descriptor, without the .proto parser.
import protobuf from 'protobufjs/light.js';
import { otlpDescriptor } from './otlp-schema.ts';

const root = protobuf.Root.fromJSON(otlpDescriptor());
const type = (name: string) => root.lookupType(`opentelemetry.proto.${name}`);

interface GeneratedMessage {
  decode(bytes: Uint8Array): unknown;
  toObject(
    message: unknown,
    options: { longs: StringConstructor; bytes: StringConstructor; defaults: boolean },
  ): Record<string, unknown>;
}
interface Part extends GeneratedMessage {
  decode(reader: protobuf.Reader | Uint8Array, length?: number): unknown;
}
const REQUESTS: Record<'traces' | 'logs', GeneratedMessage> = {
  traces: type('collector.trace.v1.ExportTraceServiceRequest') as unknown as GeneratedMessage,
  logs: type('collector.logs.v1.ExportLogsServiceRequest') as unknown as GeneratedMessage,
};
const OPTIONS = { longs: String, bytes: String, defaults: false };

/** A protobuf `ExportTraceServiceRequest` / `ExportLogsServiceRequest`; throws on bytes that are not one. */
export function decodeOtlp(kind: 'traces' | 'logs', bytes: Uint8Array): Record<string, unknown> {
  const message = REQUESTS[kind];
  return message.toObject(message.decode(bytes), OPTIONS);
}

const part = (name: string) => type(name) as unknown as Part;
const RESOURCE = part('resource.v1.Resource');
const SCOPE = part('common.v1.InstrumentationScope');
/** The field names of each kind's three levels, as toObject names them (the wire field numbers are the same for both). */
const LEVELS = {
  traces: { resources: 'resourceSpans', scopes: 'scopeSpans', items: 'spans', item: part('trace.v1.Span') },
  logs: { resources: 'resourceLogs', scopes: 'scopeLogs', items: 'logRecords', item: part('logs.v1.LogRecord') },
} as const;
const LENGTH_DELIMITED = 2;

export interface SteppedOptions {
  /** Spans (log records) decoded at most; the rest are skipped undecoded and counted. */
  limit: number;
  /** Awaited after every `every` decoded items: the caller's turn of the event loop (a 32 MB request held it 13 s). */
  pause: () => Promise<void>;
  every?: number;
}

export interface SteppedResult {
  value: Record<string, unknown>;
  decoded: number;
  skipped: number;
}

/**
 * What decodeOtlp gives, one span (log record) at a time with pauses between, and none past `limit` decoded at all.
 * ExportTrace/LogsServiceRequest: field 1 the resource level; that level: 1 resource, 2 the scope level, 3 schema URL;
 * the scope level: 1 scope, 2 the span or log record, 3 schema URL (opentelemetry-proto's trace.proto and logs.proto).
 */
export async function decodeOtlpInSteps(
  kind: 'traces' | 'logs',
  bytes: Uint8Array,
  { limit, pause, every = 2000 }: SteppedOptions,
): Promise<SteppedResult> {
  const names = LEVELS[kind];
  const reader = protobuf.Reader.create(bytes);
  const object = (part: Part, length: number) => part.toObject(part.decode(reader, length), OPTIONS);
  const resources: Record<string, unknown>[] = [];
  let decoded = 0;
  let skipped = 0;
  /** Each field of the message that ends at `end`: `on` reads it and says whether it did, or it is skipped. */
  const fields = async (end: number, on: (field: number) => Promise<boolean> | boolean) => {
    while (reader.pos < end) {
      const tag = reader.uint32();
      if ((tag & 7) === LENGTH_DELIMITED && (await on(tag >>> 3))) continue;
      reader.skipType(tag & 7);
    }
  };
  await fields(reader.len, async (field) => {
    if (field !== 1) return false;
    const resource: Record<string, unknown> = {};
    const scopes: Record<string, unknown>[] = [];
    await fields(reader.uint32() + reader.pos, async (inner) => {
      if (inner === 1) resource.resource = object(RESOURCE, reader.uint32());
      else if (inner === 3) resource.schemaUrl = reader.string();
      else if (inner === 2) {
        const scope: Record<string, unknown> = {};
        const items: unknown[] = [];
        await fields(reader.uint32() + reader.pos, async (leaf) => {
          if (leaf === 1) scope.scope = object(SCOPE, reader.uint32());
          else if (leaf === 3) scope.schemaUrl = reader.string();
          else if (leaf !== 2) return false;
          else if (decoded >= limit) {
            reader.skip(reader.uint32());
            skipped += 1;
          } else {
            items.push(object(names.item, reader.uint32()));
            decoded += 1;
            if (decoded % every === 0) await pause();
          }
          return true;
        });
        if (items.length > 0) scope[names.items] = items;
        scopes.push(scope);
      } else return false;
      return true;
    });
    if (scopes.length > 0) resource[names.scopes] = scopes;
    resources.push(resource);
    return true;
  });
  return { value: resources.length > 0 ? { [names.resources]: resources } : {}, decoded, skipped };
}

interface GeneratedResponse {
  fromObject(object: Record<string, unknown>): unknown;
  encode(message: unknown): { finish(): Uint8Array };
}
const RESPONSES: Record<'traces' | 'logs', GeneratedResponse> = {
  traces: type('collector.trace.v1.ExportTraceServiceResponse') as unknown as GeneratedResponse,
  logs: type('collector.logs.v1.ExportLogsServiceResponse') as unknown as GeneratedResponse,
};

/** The collector's answer in protobuf: empty, or `partial_success` naming how many spans or log records were rejected. */
export function encodeOtlpResponse(
  kind: 'traces' | 'logs',
  partialSuccess: Record<string, unknown> | null,
): Uint8Array {
  const message = RESPONSES[kind];
  return message.encode(message.fromObject(partialSuccess ? { partialSuccess } : {})).finish();
}
