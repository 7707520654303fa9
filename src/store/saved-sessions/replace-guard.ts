// No discard without asking: an action that replaces an open session browser storage cannot keep (full, failing,
// missing) waits for the user's answer; they can download the session first, keep it in this tab, or stay.
import type { SessionStore } from '../session/session-store';
import { isPristine } from '../session/session-store';

/** What the guard reads of the sessions state (its own shape, so sessions-types can extend these actions without a cycle). */
interface GuardedState {
  status: string;
  current: { readOnly: boolean };
}

export interface ReplaceGuardActions {
  /**
   * Runs `replace` (New session, open, import, Reset) at once when the open session is safe (stored, read-only, or
   * nothing sent yet); otherwise sets `replacing` and runs it only once the user answers "continue". True when it ran.
   */
  guardReplace(replace: () => Promise<unknown>): Promise<boolean>;
  /** The user's answer to the question `replacing` shows; "cancel" keeps the open session where it is. */
  answerReplace(answer: 'continue' | 'cancel'): Promise<void>;
}

/** The open session would survive being replaced only in this tab: storage refused it (or there is none). */
export function atRisk(state: GuardedState, session: SessionStore): boolean {
  return state.status === 'memory' && !state.current.readOnly && !isPristine(session.getState().engine);
}

export function replaceGuard(
  get: () => GuardedState,
  set: (partial: { replacing: boolean }) => void,
  session: SessionStore,
): ReplaceGuardActions {
  let waiting: { replace: () => Promise<unknown>; settle(ran: boolean): void } | null = null;
  return {
    guardReplace(replace) {
      if (!atRisk(get(), session)) return replace().then(() => true);
      // A second request while one waits takes its place: the first one's caller learns it did not run.
      waiting?.settle(false);
      return new Promise<boolean>((resolve) => {
        waiting = { replace, settle: resolve };
        set({ replacing: true });
      });
    },
    async answerReplace(answer) {
      const pending = waiting;
      waiting = null;
      set({ replacing: false });
      if (!pending) return;
      if (answer === 'cancel') return pending.settle(false);
      let ran = false;
      try {
        await pending.replace();
        ran = true;
      } finally {
        pending.settle(ran);
      }
    },
  };
}
