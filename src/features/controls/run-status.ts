// What the controls may do in each run status, in one place so buttons and shortcuts agree.
import type { RunStatus } from '../../store/engine-types';

export interface ControlState {
  canRun: boolean;
  canStep: boolean;
  canStop: boolean;
  canReset: boolean;
  label: string;
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
    label: hasPending ? 'Paused before request' : LABELS[status],
    tone: hasPending ? 'warn' : TONES[status],
  };
}

const LABELS: Record<RunStatus, string> = {
  idle: 'Ready',
  running: 'Running…',
  paused: 'Paused after a step',
  done: 'Done',
  error: 'Stopped on an error',
  aborted: 'Stopped',
  'max-steps': 'Max steps reached',
};

const TONES: Record<RunStatus, ControlState['tone']> = {
  idle: 'idle',
  running: 'busy',
  paused: 'warn',
  done: 'ok',
  error: 'error',
  aborted: 'warn',
  'max-steps': 'warn',
};
