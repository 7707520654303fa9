// What the mock keeps per run beside the wire object: its steps, the path of statuses taken, and timers.
import type { Run, RunStatus, RunStep } from '@loopscope/wire/assistants/types';

export interface RunFault {
  code: 'server_error' | 'rate_limit_exceeded';
  message: string;
}

export interface Citation {
  fileId: string;
  filename: string;
  quote: string;
}

export interface RunRecord {
  run: Run;
  /** Steps in creation order (lists show them newest first by default). */
  steps: RunStep[];
  /** Every status the run has had, with the mock clock's milliseconds. */
  history: { status: RunStatus; atMs: number }[];
  /** When the current phase (queued, in_progress, cancelling) began, in mock-clock milliseconds. */
  phaseStartMs: number;
  /** Set by fault injection on the request that started the run or submitted outputs: the next turn fails. */
  fault: RunFault | null;
  /** What a finished file_search step found, for the answer's citation. */
  citation: Citation | null;
  /** Why the last code_interpreter program stopped early, or null when it ran to the end. */
  codeError: string | null;
  /** The chunk text behind each file_search result, by tool call id: steps carry it only when a request asks `include[]` (steps list, retrieve, run create). */
  searchContent: Map<string, string[]>;
  /** Tokens used by the turns so far; copied into `run.usage` when the run ends. */
  usage: { prompt: number; completion: number };
}

export function newRunRecord(run: Run, nowMs: number, fault: RunFault | null): RunRecord {
  return {
    run,
    steps: [],
    history: [{ status: run.status, atMs: nowMs }],
    phaseStartMs: nowMs,
    fault,
    citation: null,
    codeError: null,
    searchContent: new Map(),
    usage: { prompt: 0, completion: 0 },
  };
}
