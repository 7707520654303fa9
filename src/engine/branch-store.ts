// The branch store: branches and forks, their timeline entries with exact wire objects and provenance, and which branch each exchange belongs to.
import { isSettled } from '@loopscope/wire/exchange';
import type { LoopDriver, SentEdit } from './driver';
import type { EngineStore } from './engine-store';
import { makeEntry } from './entries';
import type { IdSource } from './ids';
import type {
  Branch,
  EngineState,
  EntryEdit,
  Exchange,
  Provenance,
  RunStatus,
  SessionConfig,
  StopNote,
  TimelineEntry,
  WireObject,
} from './types';
import { isFramed } from '@loopscope/wire/wires';

/** Far more than can be in flight at once (a step sends one request, retries one after another). */
const MAX_OPEN_EXCHANGES = 64;

export class BranchStore {
  private readonly exchangeBranch = new Map<string, string>();

  constructor(
    private readonly store: EngineStore,
    private readonly ids: IdSource,
  ) {}

  get(id: string): Branch | undefined {
    return this.store.branch(id);
  }

  /** Drops every branch and starts over with one root branch built from the configuration (keeping `exchanges`, e.g. MCP listings). */
  resetToRoot(config: SessionConfig, driver: LoopDriver | undefined, exchanges: Exchange[] = []): void {
    const root = { ...createRootBranch(config, driver, this.ids), exchanges };
    this.store.setBranches({ branches: { [root.id]: root }, branchOrder: [root.id], activeBranchId: root.id });
  }

  /** Adds a fork of `parent` at `index` (see `forkBranch`) and makes it the active branch. */
  addFork(
    parent: Branch,
    index: number,
    replacement: WireObject,
    driver: LoopDriver,
    label: string,
    alsoEdited: readonly EntryEdit[] = [],
    keepThrough?: number,
  ): Branch {
    const branch = forkBranch(parent, index, replacement, driver, this.ids, label, alsoEdited, keepThrough);
    const state = this.store.get();
    this.store.setBranches({
      branches: { ...state.branches, [branch.id]: branch },
      branchOrder: [...state.branchOrder, branch.id],
      activeBranchId: branch.id,
      notice: null,
    });
    return branch;
  }

  /** Appends the driver's wire objects as entries with one provenance. */
  appendWire(branchId: string, driver: LoopDriver, wires: WireObject[], provenance: Provenance): void {
    this.append(
      branchId,
      wires.map((wire) => makeEntry(driver, this.ids, wire, provenance)),
    );
  }

  append(branchId: string, entries: TimelineEntry[]): void {
    if (entries.length > 0) this.store.updateBranch(branchId, (b) => ({ ...b, messages: [...b.messages, ...entries] }));
  }

  /** A request of `step` went out: every unsent entry was in it; an edited body replaces the entries it changed. */
  markSent(branchId: string, step: number, driver: LoopDriver | undefined, edit: SentEdit | null): void {
    this.store.updateBranch(branchId, (b) => {
      const sent = edit && driver ? sentConversation(driver, b.messages, edit) : null;
      const entries = sent && driver ? reconcileWithSent(b.messages, sent, driver, this.ids) : b.messages;
      return {
        ...b,
        steps: b.steps + 1,
        messages: entries.map((e) => (e.firstSentInStep === null ? { ...e, firstSentInStep: step } : e)),
      };
    });
  }

  /** The imported body has gone out: from now on the engine builds the branch's requests itself. */
  clearSendFirst(branchId: string): void {
    this.store.updateBranch(branchId, ({ sendFirst: _sent, ...rest }) => rest);
  }

  /** Sets how the branch's loop stands and why it stopped (null: no reason to show); the note keeps its English wording too. */
  setStatus(branchId: string, status: RunStatus, stop: (Partial<StopNote> & { text: string }) | null): void {
    const note = stop?.code ? { code: stop.code, params: stop.params ?? {} } : null;
    this.store.updateBranch(branchId, (b) => ({ ...b, status, stopReason: stop?.text ?? null, stop: note }));
  }

  /** Remembers which branch an exchange's request was made for, so its snapshots land there. */
  assignExchange(exchangeId: string, branchId: string): void {
    this.exchangeBranch.set(exchangeId, branchId);
    // Settled exchanges leave the map as they finish; one held back and then aborted never records, so cap the rest.
    if (this.exchangeBranch.size > MAX_OPEN_EXCHANGES)
      this.exchangeBranch.delete(this.exchangeBranch.keys().next().value!);
  }

  /** Forgets every exchange in flight: after a load their late snapshots belong to no branch of the new state. */
  forgetExchanges(): void {
    this.exchangeBranch.clear();
  }

  recordExchange(exchange: Exchange): void {
    const branchId =
      this.exchangeBranch.get(exchange.id) ?? (isFramed(exchange) ? this.holderOf(exchange.id) : undefined);
    if (branchId) this.store.putExchange(branchId, exchange);
    // A settled exchange gets no more snapshots: forget its branch so the map holds only exchanges in flight.
    if (isSettled(exchange)) this.exchangeBranch.delete(exchange.id);
  }
  /**
   * A socket's turn gets frames after it settled (a `response.steer` and the server's answer to it): they join the
   * turn where it is, the active branch first (a fork holds copies of the exchanges it inherited).
   */
  private holderOf(exchangeId: string): string | undefined {
    const { branches, activeBranchId, branchOrder } = this.store.get();
    return [activeBranchId, ...branchOrder].find((id) => branches[id]?.exchanges.some((e) => e.id === exchangeId));
  }
}

export function createRootBranch(config: SessionConfig, driver: LoopDriver | undefined, ids: IdSource): Branch {
  const messages = driver
    ? driver.initialEntries(config).map((wire) => makeEntry(driver, ids, wire, { kind: 'config' }))
    : [];
  return {
    id: ids.next('branch'),
    parentId: null,
    forkIndex: null,
    label: 'Original',
    messages,
    exchanges: [],
    status: 'idle',
    stopReason: null,
    steps: 0,
  };
}

/** A session holding one branch, with no breakpoint, held request or notice: how a new engine and an import start. */
export function singleBranchState(config: SessionConfig, root: Branch): EngineState {
  return {
    config,
    branches: { [root.id]: root },
    branchOrder: [root.id],
    activeBranchId: root.id,
    breakpoints: false,
    pending: null,
    notice: null,
  };
}

const TOOL_RESULTS: ReadonlySet<string> = new Set(['tool-result']);
const INPUTS: ReadonlySet<string> = new Set(['system', 'user']);

/**
 * Copies the parent's entries before `index` and replaces entry `index`. When it is a tool result, the other results of
 * the same batch stay (they answer the same model answer and were not edited, so re-running those tools would only add
 * noise); when it is the system prompt, the messages sent with it stay, so the replay asks the same question. Kept
 * entries named in `alsoEdited` are replaced too (every fix of one request at once).
 */
export function forkBranch(
  parent: Branch,
  index: number,
  replacement: WireObject,
  driver: LoopDriver,
  ids: IdSource,
  label: string,
  alsoEdited: readonly EntryEdit[] = [],
  keepThrough?: number,
): Branch {
  const original = parent.messages[index]!;
  const editedAt = (entry: TimelineEntry, wire: WireObject) =>
    makeEntry(driver, ids, wire, { kind: 'edited', from: entry.provenance });
  const edited = editedAt(original, replacement);
  const siblings: TimelineEntry[] = [];
  const keep = (e: TimelineEntry, at: number) => {
    const edit = alsoEdited.find((a) => a.index === at);
    siblings.push(edit ? editedAt(e, edit.replacement) : e);
  };
  if (keepThrough !== undefined) {
    // A fixed request keeps everything it carried after the entry it changes (a doctor fix patches, it does not cut).
    for (let at = index + 1; at <= Math.min(keepThrough, parent.messages.length - 1); at++)
      keep(parent.messages[at]!, at);
  } else {
    // What went out in the same request as the edited entry, up to the model's first answer to it.
    const sameRequest = original.kind === 'tool-result' ? TOOL_RESULTS : original.kind === 'system' ? INPUTS : null;
    if (sameRequest) {
      for (const [k, e] of parent.messages.slice(index + 1).entries()) {
        if (!sameRequest.has(e.kind)) break;
        keep(e, index + 1 + k);
      }
    }
  }
  return {
    id: ids.next('branch'),
    parentId: parent.id,
    forkIndex: index,
    label,
    messages: [...parent.messages.slice(0, index), edited, ...siblings],
    exchanges: [],
    status: 'idle',
    stopReason: null,
    steps: 0,
  };
}

/** The timeline after a request went out with edited wire objects: unchanged entries keep their identity and provenance. */
export function reconcileWithSent(
  timeline: TimelineEntry[],
  sent: WireObject[],
  driver: LoopDriver,
  ids: IdSource,
): TimelineEntry[] {
  const same = timeline.length === sent.length && timeline.every((e, i) => sameJson(e.wire, sent[i]));
  if (same) return timeline;
  // Match in order, not by position: after a removed message the ones behind it shift up but are still untouched.
  let next = 0;
  return sent.map((wire) => {
    const found = timeline.findIndex((e, k) => k >= next && sameJson(e.wire, wire));
    if (found >= 0) {
      next = found + 1;
      return timeline[found]!;
    }
    const old = timeline[next];
    next += 1;
    return makeEntry(driver, ids, wire, { kind: 'edited', from: old?.provenance ?? { kind: 'user', turn: 0 } });
  });
}

/** The whole conversation an edited request leaves on the timeline, as the driver reads it (null: unchanged or unknown). */
function sentConversation(driver: LoopDriver, timeline: TimelineEntry[], edit: SentEdit): WireObject[] | null {
  if (driver.conversationAfterEdit)
    return driver.conversationAfterEdit(
      timeline.map((e) => e.wire),
      edit,
    );
  return driver.conversationFromBody?.(edit.body, timeline) ?? null;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
