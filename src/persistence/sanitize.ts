// Makes a session safe to keep: no API key, secret headers masked, and a run cut short by a reload marked as interrupted.
import type { Branch, EngineState, Exchange, McpServerSpec, TimelineEntry } from '@loopscope/engine/types';
import { maskedHeaderRecord } from '@loopscope/payloads/secret-headers';

export const INTERRUPTED_EXCHANGE = 'Interrupted: the page was closed or reloaded before this request finished.';
/**
 * The run cut short by a reload: a stop code the timeline words in the learner's language, with its English text. Only
 * persistence stops a run this way, so the wording is its own (the catalogs' English says the same, a test checks).
 */
const INTERRUPTED = { code: 'interrupted' as const, params: {} };
export const INTERRUPTED_RUN = 'Interrupted by a page reload. Run again to continue from here.';

/** One masked copy per exchange object: repeated saves of an unchanged exchange hand storage the same object, which lets it skip the write. */
const masked = new WeakMap<Exchange, Exchange>();

function safeExchange(exchange: Exchange): Exchange {
  let safe = masked.get(exchange);
  if (!safe) {
    safe = {
      ...exchange,
      requestHeaders: maskedHeaderRecord(exchange.requestHeaders),
      responseHeaders: maskedHeaderRecord(exchange.responseHeaders),
    };
    masked.set(exchange, safe);
  }
  return safe;
}

/** An MCP server's headers (a bearer token) are credentials like the API key: their names stay, their values go. */
function serversWithoutSecrets(servers: McpServerSpec[]): McpServerSpec[] {
  return servers.map((server) => ({
    ...server,
    headers: Object.fromEntries(Object.keys(server.headers).map((name) => [name, ''])),
  }));
}

/** The state without anything that could let someone else use the user's account. */
export function withoutSecrets(state: EngineState): EngineState {
  const branches: Record<string, Branch> = {};
  for (const [id, branch] of Object.entries(state.branches))
    branches[id] = { ...branch, exchanges: branch.exchanges.map(safeExchange) };
  return {
    ...state,
    config: {
      ...state.config,
      provider: { ...state.config.provider, apiKey: '' },
      ...(state.config.mcpServers ? { mcpServers: serversWithoutSecrets(state.config.mcpServers) } : {}),
    },
    branches,
    // A request held at a breakpoint belongs to a live run; it cannot be resumed from storage.
    pending: null,
  };
}

function settleExchange(exchange: Exchange): Exchange {
  if (exchange.state !== 'pending' && exchange.state !== 'streaming') return exchange;
  return { ...exchange, state: 'aborted', error: INTERRUPTED_EXCHANGE };
}

/** A saved state caught mid-run: unfinished requests and running branches are marked interrupted, so nothing looks live. */
export function settleInterrupted(state: EngineState): EngineState {
  let changed = false;
  const branches: Record<string, Branch> = {};
  for (const [id, branch] of Object.entries(state.branches)) {
    const unfinished = branch.exchanges.some((e) => e.state === 'pending' || e.state === 'streaming');
    const heldAtBreakpoint = state.pending !== null && id === state.activeBranchId && branch.status === 'paused';
    if (!unfinished && !heldAtBreakpoint && branch.status !== 'running') {
      branches[id] = branch;
      continue;
    }
    changed = true;
    branches[id] = {
      ...branch,
      exchanges: branch.exchanges.map(settleExchange),
      status: 'aborted',
      stopReason: INTERRUPTED_RUN,
      stop: INTERRUPTED,
    };
  }
  return changed || state.pending !== null ? { ...state, branches, pending: null } : state;
}

/** An entry without the server ids that point at the mock's threads, runs and stored responses (a note of a replay stays). */
function withoutServerIds(entry: TimelineEntry): TimelineEntry {
  const provenance = entry.provenance;
  if (provenance.kind !== 'response' || !provenance.serverIds) return entry;
  const { replayed } = provenance.serverIds;
  return {
    ...entry,
    provenance: {
      kind: 'response',
      exchangeId: provenance.exchangeId,
      ...(replayed ? { serverIds: { replayed } } : {}),
    },
  };
}

/**
 * The embedded mock keeps threads, runs and stored responses in the page that made them, so a mock session read back
 * from storage, a file or a link points at server state that is gone. Without those ids the next step carries the
 * history to new server objects (a new thread, a full input) instead of failing on an unknown id. A real provider keeps
 * its state, so its ids stay.
 */
export function forgetMockServerState(state: EngineState): EngineState {
  if (state.config.provider.kind !== 'mock') return state;
  const branches: Record<string, Branch> = {};
  for (const [id, branch] of Object.entries(state.branches))
    branches[id] = { ...branch, messages: branch.messages.map(withoutServerIds) };
  return { ...state, branches };
}
