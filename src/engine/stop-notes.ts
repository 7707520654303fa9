// How the engine words a stop or a refused command: a code the UI's catalogs have a sentence for, and what it quotes.

/** Every way a loop can stop that the engine words; the UI's catalogs have one text per code. */
export type StopCode =
  | 'aborted'
  | 'captured'
  | 'fixed-ready'
  | 'aborted-between-steps'
  | 'sdk-timeout'
  | 'cors'
  | 'timeout'
  | 'network'
  | 'unreachable'
  | 'http'
  | 'failed'
  | 'finished'
  | 'finished-status'
  | 'length'
  | 'content-filter'
  | 'max-steps'
  | 'already-answered'
  | 'tool-asked'
  | 'mcp-approval'
  | 'paused-after-step'
  | 'breakpoint'
  | 'reset'
  | 'interrupted'
  | 'no-driver'
  | 'mixed-styles';

export type StopParams = Record<string, string | number>;

/** Why a loop stopped: a code and what its sentence quotes (a step number, the API's own error message, …). */
export interface StopNote {
  code: StopCode;
  params: StopParams;
}

/** Commands the engine refuses with a notice; the UI's catalogs have one text per code. */
export type NoticeCode =
  | 'no-driver'
  | 'tools-owed'
  | 'fork-while-running'
  | 'no-message'
  | 'invalid-body'
  | 'engine-load-failed';

export interface NoticeNote {
  code: NoticeCode;
  params: StopParams;
}
