// Where a Responses timeline continues the server's stored state: the last response (or conversation) its entries came from.
import type { Provenance, ResponsesStateMode } from '../../types';

type WithProvenance = { provenance: Provenance };

export function serverIdsOf(provenance: Provenance) {
  return provenance.kind === 'response' ? provenance.serverIds : undefined;
}

/** Where the chain continues: the last entry an unedited response added, and the response id it came from. */
export function lastResponse(
  entries: readonly WithProvenance[],
  key: 'response' | 'conversation',
  after = -1,
): { index: number; id: string } | null {
  for (let i = entries.length - 1; i > after; i--) {
    const id = serverIdsOf(entries[i]!.provenance)?.[key];
    if (id) return { index: i, id };
  }
  return null;
}

/** A conversation belongs to the line it was made on: a fork (an edited entry) starts a new one. */
export function lastEdited(entries: readonly WithProvenance[]): number {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.provenance.kind === 'edited') return i;
  return -1;
}

/**
 * The stored state the next request names and the first entry it sends (the ones before it the server holds), as the
 * driver builds the request; `conversation: null` when conversation mode has none on this line yet (it is made at send).
 */
export function chainOf(
  entries: readonly WithProvenance[],
  mode: ResponsesStateMode,
): { previousResponseId?: string; conversation?: string | null; from: number } {
  if (mode === 'previous_response_id') {
    const last = lastResponse(entries, 'response');
    return last ? { previousResponseId: last.id, from: last.index + 1 } : { from: 0 };
  }
  if (mode === 'conversation') {
    const last = lastResponse(entries, 'conversation', lastEdited(entries));
    return { conversation: last?.id ?? null, from: last ? last.index + 1 : 0 };
  }
  return { from: 0 };
}
