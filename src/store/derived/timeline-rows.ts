// Turns a branch (messages + exchanges) into the rows the timeline draws: cards, step separators, errors, holds.
import type {
  Branch,
  Exchange,
  ExchangeState,
  PendingRequest,
  RunStatus,
  StopNote,
  TimelineEntry,
} from '@loopscope/engine/types';
import { failureOf, type Failure } from './failure-kind';
import { isFramed, isLoopCall } from '@loopscope/wire/wires';
import { steerNotes, type SteerNote } from './steer-rows';

/** The API's error object exactly as the response body carried it. */
export interface ApiErrorView {
  status: number | null;
  /** The parsed `error` object when the body is the API's JSON error, else null. */
  error: Record<string, unknown> | null;
  /**
   * The exact response body text, or the network failure as the browser worded it; null when nothing arrived at all
   * (the UI says so in the learner's language).
   */
  text: string | null;
  /** What kind of failure this is, named in words (HTTP error, cut stream, timeout, CORS, no connection, cancel). */
  failure: Failure;
}

export type TimelineRow =
  | { kind: 'message'; key: string; index: number; item: TimelineEntry }
  | {
      kind: 'step';
      key: string;
      step: number;
      exchangeId: string;
      /** How many messages the request body really carried (null when the body is not chat JSON). */
      messageCount: number | null;
      attempts: number;
      state: ExchangeState;
      status: number | null;
      streamed: boolean;
      /** Its frames went over a WebSocket (Responses WebSocket mode), not an HTTP response. */
      socket?: boolean;
    }
  | { kind: 'error'; key: string; step: number; exchangeId: string; view: ApiErrorView }
  | { kind: 'pending'; key: string; step: number; messageCount: number | null }
  | {
      kind: 'status';
      key: string;
      status: RunStatus;
      reason: string | null;
      stop: StopNote | null;
      /** The HTTP status the loop's last exchange failed with, when it stopped on an error the server sent. */
      httpStatus: number | null;
    }
  /** The loop stopped at a call whose tool has no implementation: the user is asked for its result. */
  | { kind: 'asked'; key: string; name: string; callId: string }
  /** The loop stopped at a hosted MCP call that asks for approval: the user approves or denies it. */
  | { kind: 'approval'; key: string; name: string; callId: string; server: string; arguments: string }
  /** A `response.steer` the learner sent, placed before the request it went out with (`wentWith`; null: not yet). */
  | { kind: 'steered'; key: string; note: SteerNote; wentWith: number | null };

const countCache = new WeakMap<Exchange, number | null>();

/** Messages in a chat request body; parsed once per exchange because bodies can be megabytes. */
export function sentMessageCount(exchange: Exchange): number | null {
  if (countCache.has(exchange)) return countCache.get(exchange) ?? null;
  const count = countMessages(exchange.requestBody);
  countCache.set(exchange, count);
  return count;
}

export function countMessages(body: string | null): number | null {
  if (body === null) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { messages?: unknown }).messages)) {
      return (parsed as { messages: unknown[] }).messages.length;
    }
    return null;
  } catch {
    return null;
  }
}

/** The error an exchange ended with, if any: an HTTP error body or a network failure. */
export function errorOf(exchange: Exchange): ApiErrorView | null {
  const failure = failureOf(exchange);
  if (!failure || failure.kind === 'aborted') return null;
  const text = exchange.responseBody ?? exchange.error ?? null;
  let error: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(exchange.responseBody ?? '');
    const inner = parsed && typeof parsed === 'object' ? (parsed as { error?: unknown }).error : undefined;
    if (inner && typeof inner === 'object') error = inner as Record<string, unknown>;
  } catch {
    // Not JSON (an HTML error page from a proxy, a dropped connection): show the text as it came.
  }
  return { status: exchange.status, error, text, failure };
}

/**
 * The last exchange of each step, and the most tries one request of it took (the SDK retries 429/5xx under the same
 * step, numbering them in `attempt`); an Assistants step's several calls (setup, run, polls) are not retries.
 */
function stepsOf(exchanges: readonly Exchange[]): Map<number, { last: Exchange; attempts: number }> {
  const steps = new Map<number, { last: Exchange; attempts: number }>();
  for (const exchange of exchanges) {
    const seen = steps.get(exchange.step);
    steps.set(exchange.step, { last: exchange, attempts: Math.max(seen?.attempts ?? 0, exchange.attempt + 1) });
  }
  return new Map([...steps.entries()].sort((a, b) => a[0] - b[0]));
}

export interface RowsInput {
  branch: Pick<Branch, 'messages' | 'status' | 'stopReason' | 'stop'> & { exchanges: readonly Exchange[] };
  pending: PendingRequest | null;
}

/**
 * Messages above a separator are what that request sent; messages below it are what came back
 * (or were added) afterwards — the same reading as the walkthrough's "Request 1 (2 messages)" boxes.
 */
export function buildTimelineRows({ branch, pending }: RowsInput): TimelineRow[] {
  const rows: TimelineRow[] = [];
  // MCP exchanges are drawn under the tool call they served, not as requests of the loop.
  const loop = branch.exchanges.filter(isLoopCall);
  const steps = [...stepsOf(loop).entries()];
  let next = 0;
  // Steering is filed with the turn it steered; it shows where it lands, before the request that continued that turn.
  const steers = steerNotes(loop);
  let steered = 0;
  const emitSteers = (before: number | null) => {
    while (steered < steers.length && (before === null || steers[steered]!.steeredStep < before)) {
      const note = steers[steered]!;
      rows.push({
        kind: 'steered',
        key: `steer-${steered++}`,
        note,
        wentWith: note.answer === 'failed' ? null : before,
      });
    }
  };

  const emitStep = () => {
    const [step, { last, attempts }] = steps[next++]!;
    emitSteers(step);
    rows.push({
      kind: 'step',
      key: `step-${step}`,
      step,
      exchangeId: last.id,
      messageCount: sentMessageCount(last),
      attempts,
      state: last.state,
      status: last.status,
      streamed: last.streamed,
      ...(isFramed(last) ? { socket: true } : {}),
    });
    const view = errorOf(last);
    if (view) rows.push({ kind: 'error', key: `error-${step}`, step, exchangeId: last.id, view });
  };

  branch.messages.forEach((item, index) => {
    // A message first sent in step s (or never sent) comes after every separator of an earlier step.
    while (next < steps.length) {
      const step = steps[next]![0];
      if (item.firstSentInStep !== null && item.firstSentInStep <= step) break;
      emitStep();
    }
    rows.push({ kind: 'message', key: item.id, index, item });
  });
  while (next < steps.length) emitStep();
  emitSteers(null);

  if (pending)
    rows.push({
      kind: 'pending',
      key: `pending-${pending.step}`,
      step: pending.step,
      messageCount: countMessages(pending.body),
    });
  const stop = branch.stop;
  if (branch.status === 'paused' && stop?.code === 'tool-asked') {
    const callId = String(stop.params.callId);
    rows.push({ kind: 'asked', key: `asked-${callId}`, name: String(stop.params.name), callId });
  }
  if (branch.status === 'paused' && stop?.code === 'mcp-approval') {
    const callId = String(stop.params.callId);
    rows.push({
      kind: 'approval',
      key: `approval-${callId}`,
      name: String(stop.params.name),
      callId,
      server: String(stop.params.server),
      arguments: String(stop.params.arguments),
    });
  }
  if (branch.status !== 'idle' && branch.status !== 'running' && branch.status !== 'paused') {
    const last = loop.at(-1);
    const httpStatus = branch.status === 'error' && last?.status != null && last.status >= 400 ? last.status : null;
    rows.push({
      kind: 'status',
      key: `status-${branch.status}`,
      status: branch.status,
      reason: branch.stopReason,
      stop: branch.stop ?? null,
      httpStatus,
    });
  }
  return rows;
}
