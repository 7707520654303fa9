// Deterministic ids (a prefix plus a counter per kind), so two runs of one session produce identical records.

export type IdKind = 'branch' | 'message' | 'exchange';

const SHORT: Record<IdKind, string> = { branch: 'br', message: 'msg', exchange: 'ex' };

export interface IdSource {
  next(kind: IdKind): string;
}

export function createIdSource(prefix = ''): IdSource {
  const counters: Record<IdKind, number> = { branch: 0, message: 0, exchange: 0 };
  return {
    next(kind) {
      counters[kind] += 1;
      return `${prefix}${SHORT[kind]}_${counters[kind]}`;
    },
  };
}
