// What a span reader is: one trace convention's test for "this span is a model call" and its reading of the call's parts.
import type { TraceOrigin } from '@loopscope/wire/exchange';
import type { OtlpLog, OtlpSpan } from '@loopscope/wire/otlp/index';
import type { ApiStyle, CallParts } from './call-parts';

export interface SpanReader {
  convention: TraceOrigin['convention'];
  /** Whether the span is a model call this convention describes. */
  isCall(span: Pick<OtlpSpan, 'name' | 'attributes'>): boolean;
  /** Which API the call went to, from the span and the exact request body when the span carried one. */
  style(span: OtlpSpan, exactRequest: string | null): ApiStyle;
  /** The call's messages, tools, parameters and answer; `logs` are the log records joined to the span. */
  parts(span: OtlpSpan, logs: OtlpLog[], style: ApiStyle): CallParts;
  /** How a span that is not a call (a tool run, an agent step) reads in the loop's structure; null: not one of its spans. */
  structureName?(span: Pick<OtlpSpan, 'name' | 'attributes'>): string | null;
}

export const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
export const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
