// Deterministic ids (a prefix plus a counter per kind), so two runs of one session produce identical records.

export type IdKind = 'branch' | 'message' | 'exchange';

const SHORT: Record<IdKind, string> = { branch: 'br', message: 'msg', exchange: 'ex' };

export interface IdSource {
  next(kind: IdKind): string;
  /** Continues every counter past the ids given (a loaded session's), so new ids never collide with them. */
  skipPast(ids: Iterable<string>): void;
}

const PATTERN = /^(br|msg|ex)_(\d+)$/;
const KIND_OF: Record<string, IdKind> = { br: 'branch', msg: 'message', ex: 'exchange' };

export function createIdSource(prefix = ''): IdSource {
  const counters: Record<IdKind, number> = { branch: 0, message: 0, exchange: 0 };
  return {
    next(kind) {
      counters[kind] += 1;
      return `${prefix}${SHORT[kind]}_${counters[kind]}`;
    },
    skipPast(ids) {
      for (const id of ids) {
        const match = id.startsWith(prefix) ? PATTERN.exec(id.slice(prefix.length)) : null;
        if (!match) continue;
        const kind = KIND_OF[match[1]!]!;
        counters[kind] = Math.max(counters[kind], Number(match[2]));
      }
    },
  };
}
