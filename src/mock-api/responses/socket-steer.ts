// `response.steer` on a mock socket: which steering input is accepted and queued, and the accepted / pending / failed events it gets.
import type { ResponseSteerErrorCode } from 'openai/resources/responses/responses';

type Json = Record<string, unknown>;

/** A response made on this connection, as steering sees it. */
export interface SteerTarget {
  /** The lane (`stream_id`) its `response.create` named; its steering events carry it. */
  lane: string | undefined;
  /** Stubs of the tool results it waits for (empty: it finished with an answer). */
  owed: Json[];
  /** Accepted steering input, in the order it came, for the request that continues it. */
  queued: unknown[];
  /** A request has continued it: it takes no more steering. */
  continued: boolean;
}

const ALLOWED = new Set(['type', 'previous_response_id', 'input']);

/** Steering takes user messages only (a string is one); anything else is `invalid_input`. */
function inputProblem(input: unknown): string | null {
  if (typeof input === 'string') return input === '' ? "Invalid 'input': steering input must not be empty." : null;
  if (!Array.isArray(input) || input.length === 0)
    return "Invalid 'input': expected a string or a non-empty array of user messages.";
  const bad = input.findIndex((m) => {
    const item = m as Json | null;
    return (
      !item ||
      item.role !== 'user' ||
      (item.type !== undefined && item.type !== 'message') ||
      Object.keys(item).some((k) => !['type', 'role', 'content'].includes(k))
    );
  });
  return bad === -1
    ? null
    : `Invalid 'input[${bad}]': steering accepts only messages with the 'user' role (type, role and content).`;
}

/**
 * The events one `response.steer` frame gets (sequence numbers are added by the socket). The mock answers each
 * `response.create` at once, so the response a learner can steer is one that stopped for client-owned tool output:
 * steering is accepted and, as the API does after `response.completed`, reported pending with the stubs to fill;
 * the next `response.create` that continues it gets the queued input first. Wording of the messages is chosen here:
 * the SDK gives only the codes and vendor/wire-rules/wire-rules.md says nothing about steering.
 */
export function steerCheck(frame: Json, targets: Map<string, SteerTarget>, newId: () => string): Json[] {
  const previous = frame.previous_response_id;
  const steer = { input: frame.input ?? null, previous_response_id: typeof previous === 'string' ? previous : '' };
  const target = typeof previous === 'string' ? targets.get(previous) : undefined;
  const lane = target?.lane !== undefined ? { stream_id: target.lane } : {};
  const failed = (code: ResponseSteerErrorCode, message: string, id?: string) => [
    {
      type: 'response.steer.failed',
      error: { code, message, type: 'invalid_request_error' },
      steer: { ...steer, ...(id ? { id } : {}) },
      ...lane,
    },
  ];
  const unknown = Object.keys(frame).find((k) => !ALLOWED.has(k));
  if (unknown !== undefined)
    return failed(
      'invalid_input',
      `Unknown parameter: '${unknown}'. response.steer takes only 'type', 'previous_response_id' and 'input'; the target response decides the lane.`,
    );
  if (typeof previous !== 'string' || previous === '')
    return failed('invalid_input', "Missing required parameter: 'previous_response_id'.");
  const problem = inputProblem(frame.input);
  if (problem) return failed('invalid_input', problem);
  if (!target)
    return failed('response_not_found', `Response with id '${previous}' is not available on this connection.`);
  if (target.continued || target.owed.length === 0)
    return failed(
      'response_already_completed',
      `Response with id '${previous}' has completed and no longer accepts steering input.`,
    );
  const id = newId();
  target.queued.push(frame.input);
  return [
    { type: 'response.steer.accepted', steer: { id, previous_response_id: previous }, ...lane },
    {
      type: 'response.steer.pending',
      reason: 'waiting_for_required_input',
      required_input: target.owed,
      steer: { id, previous_response_id: previous },
      ...lane,
    },
  ];
}
