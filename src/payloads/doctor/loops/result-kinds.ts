// What a tool result says about the loop: a failure (and which one), a job still pending, or a plain answer.
import { isObject } from '@loopscope/wire/json-object';

function parsed(result: string): unknown {
  try {
    return JSON.parse(result);
  } catch {
    return result;
  }
}

/** The error a failed result reports (its message, the same text for the same failure), or null for a result that is not a failure. */
export function failureOf(result: string | undefined): string | null {
  if (result === undefined) return null;
  const value = parsed(result);
  if (isObject(value)) {
    if (value.error !== undefined && value.error !== null && value.error !== false)
      return typeof value.error === 'string' ? value.error : JSON.stringify(value.error);
    if (value.ok === false || value.success === false || value.status === 'error' || value.status === 'failed')
      return JSON.stringify(value.message ?? value.reason ?? value);
    return null;
  }
  return typeof value === 'string' && /^\s*(error|exception|traceback|failed|failure)\b/i.test(value)
    ? value.trim()
    : null;
}

const PENDING =
  /^(pending|queued|running|in[ _-]?progress|processing|waiting|started|not[ _-]?ready|accepted|submitted)$/i;

/** True when the result says the work is not done yet (`{"status": "pending"}`, `running`): what a poll gets back. */
export function isPending(result: string | undefined): boolean {
  if (result === undefined) return false;
  const value = parsed(result);
  if (isObject(value)) return [value.status, value.state].some((s) => typeof s === 'string' && PENDING.test(s.trim()));
  return typeof value === 'string' && PENDING.test(value.trim().replace(/[.!…]+$/, ''));
}
