// Turns how a loop ended into a sentence a learner understands, quoting the API's own error message.
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

export type Ending = { status: 'error' | 'aborted'; stopReason: string };

export function endingFromError(error: unknown, aborted: boolean): Ending {
  if (aborted || error instanceof APIUserAbortError) {
    return { status: 'aborted', stopReason: 'Aborted: the request was cancelled before the model answered.' };
  }
  if (error instanceof APIConnectionTimeoutError) {
    return { status: 'error', stopReason: 'Timed out: the API did not answer before the SDK\'s timeout.' };
  }
  if (error instanceof APIConnectionError) {
    // The app's network fetch names the failure ("CORS: …", "Network: could not reach …"); say that, not "Connection error.".
    const named = error.cause instanceof Error ? /^(CORS|Timeout|Network): (.*)$/s.exec(error.cause.message) : null;
    if (named) return { status: 'error', stopReason: `${NAMED[named[1] as keyof typeof NAMED]}: ${named[2]}.` };
    return { status: 'error', stopReason: `Could not reach the API: ${error.message}${causeOf(error)}` };
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const body = error.error as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : error.message;
    return { status: 'error', stopReason: `The API answered HTTP ${error.status}: ${message}` };
  }
  return { status: 'error', stopReason: `The loop failed: ${error instanceof Error ? error.message : String(error)}` };
}

export function finishedReason(finishReason: string | null): string {
  if (finishReason === 'length') return 'The model stopped at the token limit (finish_reason: "length") without tool calls.';
  if (finishReason === 'content_filter') return 'The answer was cut by the content filter (finish_reason: "content_filter").';
  return `The model gave its final answer (finish_reason: "${finishReason ?? 'stop'}").`;
}

export function maxStepsReason(maxSteps: number): string {
  return `Stopped after ${maxSteps} steps (the max-steps guard) while the model still wanted tools. Raise "max steps" to let the loop go on.`;
}

const NAMED = { CORS: 'Blocked by CORS', Timeout: 'Timed out', Network: 'No connection' } as const;

function causeOf(error: Error): string {
  return error.cause instanceof Error ? ` (${error.cause.message})` : '';
}
