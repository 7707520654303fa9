// What the controls may do in each run status (and which words name it), in one place so buttons and shortcuts agree.
import type { RunStatus } from '@loopscope/engine/types';

/** A run status, or a request held before it is sent. */
export type StatusLabel = RunStatus | 'held';

export interface ControlState {
  canRun: boolean;
  canStep: boolean;
  canStop: boolean;
  canReset: boolean;
  /** The status words' key in the controls catalog (`status.<label>`). */
  label: StatusLabel;
  tone: 'idle' | 'busy' | 'ok' | 'warn' | 'error';
}

export function controlState(status: RunStatus, hasPending: boolean, hasExchanges: boolean): ControlState {
  // 'paused' without a held request means the loop stopped after a Step: the next Step or Run continues it.
  const busy = status === 'running' || hasPending;
  const finished = status === 'done' || status === 'error' || status === 'aborted' || status === 'max-steps';
  return {
    // A finished loop continues through the follow-up box or a replay; Run starts or resumes an unfinished one.
    canRun: !busy && status !== 'done',
    canStep: !busy && status !== 'done',
    canStop: busy,
    canReset: hasExchanges || finished || busy,
    label: hasPending ? 'held' : status,
    tone: hasPending ? 'warn' : TONES[status],
  };
}

const TONES: Record<RunStatus, ControlState['tone']> = {
  idle: 'idle',
  running: 'busy',
  paused: 'warn',
  done: 'ok',
  error: 'error',
  aborted: 'warn',
  'max-steps': 'warn',
};
