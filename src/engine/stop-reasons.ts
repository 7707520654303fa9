// Why a loop ended, as a code with parameters (the UI words it in the learner's language) and its English wording
// (what sessions, exports and logs keep). The API's own error message is quoted as it came: the wire is never translated.
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { StopCode, StopNote, StopParams } from './types';

export type { StopCode, StopNote };

/** The stops the engine words itself; `interrupted` (a saved run caught mid-way by a reload) is persistence's to word. */
export type EngineStopCode = Exclude<StopCode, 'interrupted'>;

const ENGLISH: Record<EngineStopCode, (p: StopParams) => string> = {
  aborted: () => 'Aborted: the request was cancelled before the model answered.',
  'aborted-between-steps': () => 'Aborted between steps.',
  'sdk-timeout': () => "Timed out: the API did not answer before the SDK's timeout.",
  cors: (p) => `Blocked by CORS: ${p.detail}.`,
  timeout: (p) => `Timed out: ${p.detail}.`,
  network: (p) => `No connection: ${p.detail}.`,
  unreachable: (p) => `Could not reach the API: ${p.message}${p.cause ? ` ${p.cause}` : ''}`,
  http: (p) => `The API answered HTTP ${p.status}: ${p.message}`,
  failed: (p) => `The loop failed: ${p.message}`,
  finished: (p) => `The model gave its final answer (finish_reason: "${p.finishReason}").`,
  'finished-status': (p) => `The model gave its final answer (status: "${p.status}").`,
  length: () => 'The model stopped at the token limit (finish_reason: "length") without tool calls.',
  'content-filter': () => 'The answer was cut by the content filter (finish_reason: "content_filter").',
  'max-steps': (p) =>
    `Stopped after ${p.maxSteps} steps (the max-steps guard) while the model still wanted tools. Raise "max steps" to let the loop go on.`,
  'already-answered': () => 'The model has already given its final answer; add a user message to go on.',
  'tool-asked': (p) =>
    `The model called ${p.name} (${p.callId}), which has no implementation here: type the result your code would return, or write ${p.name} in the tool editor, then run on.`,
  'mcp-approval': (p) =>
    `The model wants to call ${p.name} on the MCP server "${p.server}" (${p.callId}), which asks for approval first: approve or deny the call, then run on.`,
  'paused-after-step': (p) => `Paused after step ${p.step}.`,
  breakpoint: (p) => `Breakpoint: request ${p.step} is waiting to be sent.`,
  reset: () => 'The session was reset.',
  captured: () => 'Opened from a captured loop: edit a tool result to replay from there.',
  'fixed-ready': () => 'The fixed request is ready: run to send it.',
  'no-driver': (p) => `The ${p.style} API style has no driver yet.`,
  'mixed-styles': (p) => `This branch holds ${p.style} entries; reset the session to run it as ${p.apiStyle}.`,
};

/** Every stop code the engine words, for the catalogs' completeness test. */
export const STOP_CODES = Object.keys(ENGLISH) as EngineStopCode[];

/** A stop note with its English wording. */
export function stopNote(code: EngineStopCode, params: StopParams = {}): StopNote & { text: string } {
  return { code, params, text: ENGLISH[code](params) };
}

export type Ending = { status: 'error' | 'aborted'; stop: StopNote & { text: string } };

const NAMED = { CORS: 'cors', Timeout: 'timeout', Network: 'network' } as const;

export function endingFromError(error: unknown, aborted: boolean): Ending {
  if (aborted || error instanceof APIUserAbortError) return { status: 'aborted', stop: stopNote('aborted') };
  if (error instanceof APIConnectionTimeoutError) return { status: 'error', stop: stopNote('sdk-timeout') };
  if (error instanceof APIConnectionError) {
    // The app's network fetch names the failure ("CORS: …", "Network: could not reach …"); say that, not "Connection error.".
    const named = error.cause instanceof Error ? /^(CORS|Timeout|Network): (.*)$/s.exec(error.cause.message) : null;
    if (named) return { status: 'error', stop: stopNote(NAMED[named[1] as keyof typeof NAMED], { detail: named[2]! }) };
    return {
      status: 'error',
      stop: stopNote('unreachable', {
        message: error.message,
        cause: error.cause instanceof Error ? `(${error.cause.message})` : '',
      }),
    };
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const body = error.error as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : error.message;
    return { status: 'error', stop: stopNote('http', { status: error.status, message }) };
  }
  return {
    status: 'error',
    stop: stopNote('failed', { message: error instanceof Error ? error.message : String(error) }),
  };
}

/** The loop's end in the words of the field the style has: Chat's finish_reason, or (Responses, Assistants) a status. */
export function finishedReason(
  finishReason: string | null,
  field: 'finish_reason' | 'status' = 'finish_reason',
): StopNote & { text: string } {
  if (field === 'status') return stopNote('finished-status', { status: finishReason ?? 'completed' });
  if (finishReason === 'length') return stopNote('length');
  if (finishReason === 'content_filter') return stopNote('content-filter');
  return stopNote('finished', { finishReason: finishReason ?? 'stop' });
}

export function maxStepsReason(maxSteps: number): StopNote & { text: string } {
  return stopNote('max-steps', { maxSteps });
}
