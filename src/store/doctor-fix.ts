// A doctor finding's fix as an edit of the timeline: the fixed request's body names which entry the fix changes (the
// whole body is the entry, as an Assistants setup or message is, or one element of one of its lists, as a Chat message
// or a submitted tool output is), so the playground can fork there with the fixed entry and replay.
import type { Exchange, TimelineEntry, WireObject } from '../engine/types';
import { getAt, sameJson } from '../wire/doctor/body';
import { applyFix, wireCallOf, type BodyPath, type Finding } from '../wire/doctor';

export interface EntryEdit {
  /** The entry to replace on the active branch. */
  index: number;
  replacement: WireObject;
}

function parse(text: string | null): unknown {
  try {
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Where in a body an entry can sit: the body itself, then each element of each of its top-level lists. */
function entrySpots(body: unknown): BodyPath[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const lists = Object.entries(body).flatMap(([key, value]) => (Array.isArray(value) ? value.map((_, i): BodyPath => [key, i]) : []));
  return [[], ...lists];
}

/**
 * The entry edit that sends `finding`'s fix: the first spot of the request body the fix changed whose value as sent is an
 * entry of the branch (the newest such entry). Null when the fix no longer applies or changes nothing the timeline holds.
 */
export function fixAsEntryEdit(entries: readonly TimelineEntry[], exchanges: readonly Exchange[], finding: Finding): EntryEdit | null {
  const target = exchanges[finding.call];
  const fixed = applyFix(exchanges.map(wireCallOf), finding);
  const sent = parse(target?.requestBody ?? null);
  if (fixed === null || sent === undefined) return null;
  for (const spot of entrySpots(sent)) {
    const before = getAt(sent, spot);
    const after = getAt(fixed, spot);
    if (sameJson(before, after) || typeof after !== 'object' || after === null) continue;
    const index = entries.findLastIndex((entry) => sameJson(entry.wire, before));
    if (index >= 0) return { index, replacement: after as WireObject };
  }
  return null;
}
