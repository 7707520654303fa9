// The registry of trace conventions a span is read by: the first reader that calls a span a model call reads it. The
// OTLP receiver, the OTLP import and the structure shown around calls all ask this list; a new convention is one entry.
import type { OtlpSpan } from '@loopscope/wire/otlp/index';
import { aiSdkReader } from './ai-sdk';
import { genAiReader } from './genai-span';
import { openInferenceReader } from './openinference';
import type { SpanReader } from './span-reader';

/** OpenInference first (its spans may carry gen_ai attributes too), then the AI SDK's own, then the GenAI convention. */
export const SPAN_READERS: readonly SpanReader[] = [openInferenceReader, aiSdkReader, genAiReader];

/** The reader that calls this span a model call, or null for the loop's other spans (tools, agents, handoffs). */
export function readerOf(span: Pick<OtlpSpan, 'name' | 'attributes'>): SpanReader | null {
  return SPAN_READERS.find((reader) => reader.isCall(span)) ?? null;
}

/** How a span that is not a call reads in the loop's structure: a reader's name for it, else its own name. */
export function structureName(span: Pick<OtlpSpan, 'name' | 'attributes'>): string {
  for (const reader of SPAN_READERS) {
    const name = reader.structureName?.(span);
    if (name) return name;
  }
  return span.name;
}
