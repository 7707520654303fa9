// OTLP/JSON export requests (and protobuf ones decoded to the same shape) read into flat spans and log records.
import { isObject } from '../json-object';
import type { Attributes, AttributeValue, IAnyValue, IKeyValue, OtlpLog, OtlpSpan } from './types';

type Obj = Record<string, unknown>;

const HEX = /^[0-9a-f]*$/i;

/** Ids are hex in OTLP/JSON, base64 when a protobuf message is turned into an object, bytes before that. */
export function idHex(value: unknown): string {
  if (value instanceof Uint8Array) return [...value].map((b) => b.toString(16).padStart(2, '0')).join('');
  if (typeof value !== 'string' || value === '') return '';
  if (HEX.test(value) && (value.length === 32 || value.length === 16)) return value.toLowerCase();
  try {
    return [...atob(value)].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  } catch {
    return value;
  }
}

/** Nanoseconds (a string, a number or protobuf's {low, high}) as milliseconds since the epoch. */
export function nanosToMs(value: unknown): number {
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(BigInt(value) / 1_000_000n);
  if (typeof value === 'number') return Math.floor(value / 1_000_000);
  if (isObject(value) && typeof value.low === 'number' && typeof value.high === 'number')
    return Math.floor((value.high * 2 ** 32 + (value.low >>> 0)) / 1_000_000);
  return 0;
}

/** How deep attribute values may nest (a kvlist in an array in a kvlist…): GenAI attributes use two or three levels. */
export const MAX_VALUE_DEPTH = 32;

/** An attribute value nested past MAX_VALUE_DEPTH: 10,000 levels overflowed the stack of the recursive reading. */
export class OtlpTooDeep extends Error {
  constructor() {
    super(
      `An attribute value is nested deeper than ${MAX_VALUE_DEPTH} levels (kvlistValue or arrayValue inside one another); flatten it.`,
    );
    this.name = 'OtlpTooDeep';
  }
}

export function anyValue(value: IAnyValue | undefined | null, depth = 0): AttributeValue {
  if (!value) return null;
  if (value.stringValue !== undefined && value.stringValue !== null) return value.stringValue;
  if (value.boolValue !== undefined && value.boolValue !== null) return value.boolValue;
  if (value.intValue !== undefined && value.intValue !== null) return Number(value.intValue);
  if (value.doubleValue !== undefined && value.doubleValue !== null) return Number(value.doubleValue);
  if (depth >= MAX_VALUE_DEPTH && (value.arrayValue || value.kvlistValue)) throw new OtlpTooDeep();
  if (value.arrayValue) return (value.arrayValue.values ?? []).map((v) => anyValue(v, depth + 1));
  if (value.kvlistValue) return attributes(value.kvlistValue.values, depth + 1);
  if (value.bytesValue !== undefined) return idHex(value.bytesValue);
  return null;
}

export function attributes(list: IKeyValue[] | undefined | null, depth = 0): Attributes {
  const out: Attributes = {};
  for (const kv of Array.isArray(list) ? list : [])
    if (isObject(kv) && typeof kv.key === 'string') out[kv.key] = anyValue(kv.value, depth);
  return out;
}

const list = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** Whether a parsed JSON value is an OTLP traces or logs export request (`{resourceSpans}` / `{resourceLogs}`). */
export function isOtlpExport(value: unknown): value is Obj {
  return isObject(value) && (Array.isArray(value.resourceSpans) || Array.isArray(value.resourceLogs));
}

/** Every span of a traces export request; a request without `resourceSpans` has none. */
export function readSpans(request: unknown): OtlpSpan[] {
  const spans: OtlpSpan[] = [];
  if (!isObject(request)) return spans;
  for (const resourceSpans of list(request.resourceSpans)) {
    const resource = attributes(
      isObject(resourceSpans.resource) ? (resourceSpans.resource.attributes as IKeyValue[]) : [],
    );
    for (const scopeSpans of list(resourceSpans.scopeSpans)) {
      const scope =
        isObject(scopeSpans.scope) && typeof scopeSpans.scope.name === 'string' ? scopeSpans.scope.name : '';
      for (const span of list(scopeSpans.spans)) {
        const status = isObject(span.status) ? span.status : {};
        const parent = idHex(span.parentSpanId);
        spans.push({
          traceId: idHex(span.traceId),
          spanId: idHex(span.spanId),
          parentSpanId: parent === '' ? null : parent,
          name: typeof span.name === 'string' ? span.name : '',
          kind: typeof span.kind === 'number' ? span.kind : 0,
          startMs: nanosToMs(span.startTimeUnixNano),
          endMs: nanosToMs(span.endTimeUnixNano),
          attributes: attributes(span.attributes as IKeyValue[]),
          events: list(span.events).map((e) => ({
            name: String(e.name ?? ''),
            timeMs: nanosToMs(e.timeUnixNano),
            attributes: attributes(e.attributes as IKeyValue[]),
          })),
          statusCode: typeof status.code === 'number' ? status.code : 0,
          statusMessage: typeof status.message === 'string' ? status.message : '',
          scope,
          resource,
        });
      }
    }
  }
  return spans;
}

/** Every log record of a logs export request. */
export function readLogs(request: unknown): OtlpLog[] {
  const logs: OtlpLog[] = [];
  if (!isObject(request)) return logs;
  for (const resourceLogs of list(request.resourceLogs)) {
    for (const scopeLogs of list(resourceLogs.scopeLogs)) {
      for (const record of list(scopeLogs.logRecords)) {
        const attrs = attributes(record.attributes as IKeyValue[]);
        const named =
          typeof record.eventName === 'string' && record.eventName !== '' ? record.eventName : attrs['event.name'];
        logs.push({
          traceId: idHex(record.traceId),
          spanId: idHex(record.spanId),
          timeMs: nanosToMs(record.timeUnixNano ?? record.observedTimeUnixNano),
          eventName: typeof named === 'string' ? named : '',
          body: anyValue(record.body as IAnyValue),
          attributes: attrs,
        });
      }
    }
  }
  return logs;
}
