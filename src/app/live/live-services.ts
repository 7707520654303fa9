// What the live view needs from the runtime: the capture feed's store, a session per captured loop, and opening one in the playground.
import type { Exchange } from '@loopscope/engine/types';
import type { CaptureStore, SessionStore } from '../../store';

export interface LiveServices {
  capture: CaptureStore;
  /**
   * A session store whose engine holds the captured loop (null for a loop with no Chat or Responses request,
   * Assistants assistant or run to rebuild it from).
   */
  sessionFor(exchanges: Exchange[]): Promise<SessionStore | null>;
  /** Shows the loop in a session store made by sessionFor; false when it cannot be rebuilt. */
  refresh(store: SessionStore, exchanges: Exchange[]): Promise<boolean>;
  /** Starts listening to the server's capture events; returns the way to stop. */
  connect(): () => void;
  /** Opens the loop in the playground as a new saved session; with `unsentLast`, its last request is a fixed one to run. Resolves false when it cannot. */
  open(exchanges: Exchange[], options?: { unsentLast?: boolean }): Promise<boolean>;
}
