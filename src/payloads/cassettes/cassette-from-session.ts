// A saved session file (`.loopscope.json`) read as a cassette: the active branch's exchanges, the ones it inherited from its parents first.
import type { Exchange } from '@loopscope/wire/exchange';
import { isObject, type JsonObject } from '@loopscope/wire/json-object';

/** The `format` a session file carries (persistence/session-record.ts); read here by shape, as the server cannot load persistence. */
export const SESSION_FILE_FORMAT = 'loopscope-session';

interface BranchShape {
  parentId: string | null;
  messages: { provenance?: { exchangeId?: unknown } }[];
  exchanges: Exchange[];
}

function branchOf(branches: JsonObject, id: unknown): BranchShape | null {
  const branch = typeof id === 'string' ? branches[id] : undefined;
  if (!isObject(branch) || !Array.isArray(branch.exchanges) || !Array.isArray(branch.messages)) return null;
  return {
    parentId: typeof branch.parentId === 'string' ? branch.parentId : null,
    messages: branch.messages as BranchShape['messages'],
    exchanges: branch.exchanges as Exchange[],
  };
}

/**
 * The exchanges the active branch's timeline shows, in the order they were sent: a fork keeps the calls before its
 * fork point in its ancestors, so those come first (as the session's OTLP export orders them). Null: not a session file.
 */
export function sessionExchanges(value: unknown): { name: string; exchanges: Exchange[] } | null {
  if (
    !isObject(value) ||
    value.format !== SESSION_FILE_FORMAT ||
    !isObject(value.engine) ||
    !isObject(value.engine.branches)
  )
    return null;
  const branches = value.engine.branches;
  const active = branchOf(branches, value.engine.activeBranchId);
  if (!active) return null;
  const shown = new Set(
    active.messages.map((m) => m.provenance?.exchangeId).filter((id): id is string => typeof id === 'string'),
  );
  const inherited: Exchange[] = [];
  // A malformed file could make a branch its own ancestor: each branch is visited once.
  const visited = new Set([value.engine.activeBranchId]);
  for (let id = active.parentId; id !== null && !visited.has(id); ) {
    visited.add(id);
    const parent = branchOf(branches, id);
    if (!parent) break;
    inherited.unshift(...parent.exchanges.filter((e) => isObject(e) && shown.has(e.id)));
    id = parent.parentId;
  }
  const exchanges = [...inherited, ...active.exchanges].filter(
    (e) => isObject(e) && typeof e.method === 'string' && typeof e.url === 'string',
  );
  return { name: typeof value.name === 'string' ? value.name : 'session', exchanges };
}
