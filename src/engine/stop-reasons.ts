// Turns how a loop ended into a sentence a learner understands, quoting the API's own error message.
import { APIConnectionError, APIError, APIUserAbortError } from 'openai';

export type Ending = { status: 'error' | 'aborted'; stopReason: string };

export function endingFromError(error: unknown, aborted: boolean): Ending {
  if (aborted || error instanceof APIUserAbortError) {
    return { status: 'aborted', stopReason: 'Aborted: the request was cancelled before the model answered.' };
  }
  if (error instanceof APIConnectionError) {
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

function causeOf(error: Error): string {
  return error.cause instanceof Error ? ` (${error.cause.message})` : '';
}
