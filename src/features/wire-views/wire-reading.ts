// The one-line reading of a wire object in the Responses views: its text, output or arguments, cut with an ellipsis.
import type { Wire } from '../../store';

/** Longest reading shown in a row; the full object is one click away in the inspector. */
export const READING_LIMIT = 140;

/** Text of a content or output value: a string as is, content parts by their text (a part without text by its type). */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value
      .map((part) => {
        const p = part as { text?: unknown; refusal?: unknown; type?: unknown };
        if (typeof p.text === 'string') return p.text;
        if (typeof p.refusal === 'string') return p.refusal;
        return `[${String(p.type ?? 'part')}]`;
      })
      .join(' ');
  }
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export function wireReading(wire: Wire): string {
  const summary = Array.isArray(wire.summary) ? (wire.summary as { text?: string }[]).map((s) => s.text ?? '').join(' ') : null;
  const text = textOf(wire.content) ?? textOf(wire.output) ?? (typeof wire.arguments === 'string' ? wire.arguments : null) ?? summary ?? '';
  const name = typeof wire.name === 'string' ? `${wire.name}(…) ` : '';
  const full = `${name}${text}`;
  return full.length > READING_LIMIT ? `${full.slice(0, READING_LIMIT - 1).trimEnd()}…` : full;
}
