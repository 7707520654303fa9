// Deterministic ids (a prefix plus a counter per kind), so two runs of one session produce identical records.

export type IdKind = 'branch' | 'message' | 'exchange';

const SHORT: Record<IdKind, string> = { branch: 'br', message: 'msg', exchange: 'ex' };

export interface IdSource {
  next(kind: IdKind): string;
}

export function createIdSource(prefix = '', start: Partial<Record<IdKind, number>> = {}): IdSource {
  const counters: Record<IdKind, number> = { branch: 0, message: 0, exchange: 0, ...start };
  return {
    next(kind) {
      counters[kind] += 1;
      return `${prefix}${SHORT[kind]}_${counters[kind]}`;
    },
  };
}

/** Counters past every id of this kind in `ids`, so ids made after loading a saved session never collide with its own. */
export function countersAfter(prefix: string, ids: Iterable<string>): Record<IdKind, number> {
  const counters: Record<IdKind, number> = { branch: 0, message: 0, exchange: 0 };
  const kinds = Object.entries(SHORT) as [IdKind, string][];
  for (const id of ids) {
    if (!id.startsWith(prefix)) continue;
    const rest = id.slice(prefix.length);
    for (const [kind, short] of kinds) {
      const match = new RegExp(`^${short}_(\\d+)$`).exec(rest);
      if (match) counters[kind] = Math.max(counters[kind], Number(match[1]));
    }
  }
  return counters;
}
