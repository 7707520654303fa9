// Immutable engine state plus subscribe(): every change makes a new snapshot, as useSyncExternalStore expects.
import type { Branch, EngineState, Exchange } from './types';

export class EngineStore {
  private state: EngineState;
  private readonly listeners = new Set<() => void>();

  constructor(initial: EngineState) {
    this.state = initial;
  }

  get = (): EngineState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(patch: Partial<EngineState>): void {
    // A notice set or cleared without its code takes the old code away with it.
    const code = 'notice' in patch && !('noticeCode' in patch) ? { noticeCode: null } : {};
    this.state = { ...this.state, ...patch, ...code };
    for (const listener of [...this.listeners]) listener();
  }

  branch(id: string): Branch | undefined {
    return this.state.branches[id];
  }

  /** Ignores branches that no longer exist (a reset while a request was still settling). */
  updateBranch(id: string, fn: (branch: Branch) => Branch): void {
    const branch = this.state.branches[id];
    if (!branch) return;
    this.set({ branches: { ...this.state.branches, [id]: fn(branch) } });
  }

  /** Inserts or replaces an exchange snapshot by id, keeping arrival order. */
  putExchange(branchId: string, exchange: Exchange): void {
    this.updateBranch(branchId, (b) => {
      const i = b.exchanges.findIndex((e) => e.id === exchange.id);
      const exchanges = i < 0 ? [...b.exchanges, exchange] : b.exchanges.map((e, j) => (j === i ? exchange : e));
      return { ...b, exchanges };
    });
  }
}
