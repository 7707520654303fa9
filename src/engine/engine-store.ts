// Immutable engine state plus subscribe(): every change makes a new snapshot, as useSyncExternalStore expects. Changes go
// through named actions; a stream's chunk snapshots are batched into one notification per frame (the state itself is
// always current), every other action notifies at once and takes any batched notification with it.
import type { Branch, EngineState, Exchange, SessionConfig, ToolSchemaIssue } from './types';

/** Runs `flush` later, once: the next animation frame in a page, the next macrotask elsewhere. */
export type NotifyScheduler = (flush: () => void) => void;

export const nextFrame: NotifyScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 0);
};

export class EngineStore {
  private state: EngineState;
  private readonly listeners = new Set<() => void>();
  /** A batched notification is scheduled and not yet delivered. */
  private owed = false;

  constructor(
    initial: EngineState,
    private readonly schedule: NotifyScheduler = nextFrame,
  ) {
    this.state = initial;
  }

  get = (): EngineState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  // ---- named actions ----

  /** A new configuration; its tools' strict-mode issues come with it, and a notice it makes stale goes. */
  configure(config: SessionConfig, toolIssues: ToolSchemaIssue[]): void {
    this.set({ config, toolIssues, notice: null });
  }

  setBreakpoints(on: boolean): void {
    this.set({ breakpoints: on });
  }

  setPending(pending: EngineState['pending']): void {
    this.set({ pending });
  }

  /** Shows a notice (with its code), or clears it (`null`). */
  setNotice(notice: Pick<EngineState, 'notice' | 'noticeCode'> | null): void {
    this.set(notice ?? { notice: null });
  }

  switchBranch(id: string): void {
    this.set({ activeBranchId: id, notice: null });
  }

  /** Replaces the branches (a reset to the root, an added fork) and which one is active. */
  setBranches(
    patch: Pick<EngineState, 'branches' | 'branchOrder' | 'activeBranchId'> & Partial<Pick<EngineState, 'notice'>>,
  ): void {
    this.set(patch);
  }

  /** Adopts a whole state (a loaded session). */
  replace(state: EngineState): void {
    this.set(state);
  }

  branch(id: string): Branch | undefined {
    return this.state.branches[id];
  }

  /** Ignores branches that no longer exist (a reset while a request was still settling). */
  updateBranch(id: string, fn: (branch: Branch) => Branch): void {
    if (this.patchBranch(id, fn)) this.notify();
  }

  /**
   * Inserts or replaces an exchange snapshot by id, keeping arrival order. Snapshots of a stream still arriving
   * (`streaming`) are batched: listeners hear of many chunks once; every other snapshot is announced at once.
   */
  putExchange(branchId: string, exchange: Exchange): void {
    const changed = this.patchBranch(branchId, (b) => {
      const i = b.exchanges.findIndex((e) => e.id === exchange.id);
      const exchanges = i < 0 ? [...b.exchanges, exchange] : b.exchanges.map((e, j) => (j === i ? exchange : e));
      return { ...b, exchanges };
    });
    if (!changed) return;
    if (exchange.state === 'streaming') this.notifyBatched();
    else this.notify();
  }

  // ---- internals ----

  private set(patch: Partial<EngineState>): void {
    // A notice set or cleared without its code takes the old code away with it.
    const code = 'notice' in patch && !('noticeCode' in patch) ? { noticeCode: null } : {};
    this.state = { ...this.state, ...patch, ...code };
    this.notify();
  }

  private patchBranch(id: string, fn: (branch: Branch) => Branch): boolean {
    const branch = this.state.branches[id];
    if (!branch) return false;
    this.state = { ...this.state, branches: { ...this.state.branches, [id]: fn(branch) } };
    return true;
  }

  private notifyBatched(): void {
    if (this.owed) return;
    this.owed = true;
    this.schedule(() => {
      if (this.owed) this.notify();
    });
  }

  private notify(): void {
    this.owed = false;
    for (const listener of [...this.listeners]) listener();
  }
}
