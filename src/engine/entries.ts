// Making timeline entries from a driver's wire objects, and reading the loop's position from them without knowing the style.
import type { LoopDriver } from './driver';
import type { IdSource } from './ids';
import type { Provenance, TimelineEntry, ToolCallRequest, WireObject } from './types';

/** Wraps a wire object of the driver's style as a timeline entry (its kind is the driver's reading of it). */
export function makeEntry(
  driver: LoopDriver,
  ids: IdSource,
  wire: WireObject,
  provenance: Provenance,
  extra: Partial<Pick<TimelineEntry, 'toolRun'>> = {},
): TimelineEntry {
  // The driver only ever receives wire objects of its own style, so pairing them with driver.style is sound.
  return {
    id: ids.next('message'),
    style: driver.style,
    kind: driver.kindOf(wire),
    wire,
    provenance,
    firstSentInStep: null,
    ...extra,
  } as TimelineEntry;
}

/**
 * True for what a model's answer is made of; one contiguous run of them is one response. Items a response brings back
 * besides messages, reasoning and calls (a hosted tool search and what it loaded, a program, a compaction) are part of
 * that answer too: counted apart, they split one response in two and the next request got a number too high.
 */
function isModelOutput(entry: TimelineEntry): boolean {
  if (entry.kind === 'assistant' || entry.kind === 'reasoning' || entry.kind === 'tool-call') return true;
  return (entry.kind === 'other' || entry.kind === 'compaction') && fromResponse(entry.provenance);
}

function fromResponse(provenance: Provenance): boolean {
  return provenance.kind === 'response' || (provenance.kind === 'edited' && fromResponse(provenance.from));
}

/** Tool calls of the last model answer that no tool result answers yet, in the order the model listed them. */
export function unansweredToolCalls(
  driver: LoopDriver,
  entries: TimelineEntry[],
): { calls: ToolCallRequest[]; exchangeId: string | null } {
  const end = findLastIndex(entries, isModelOutput);
  if (end < 0) return { calls: [], exchangeId: null };
  let start = end;
  while (start > 0 && isModelOutput(entries[start - 1]!)) start--;
  const answered = new Set(entries.slice(end + 1).flatMap((e) => driver.answersCallId(e.wire) ?? []));
  const calls = entries
    .slice(start, end + 1)
    .flatMap((e) => driver.callsOf(e.wire))
    .filter((call) => !answered.has(call.callId));
  return { calls, exchangeId: responseExchangeId(entries[end]!.provenance) };
}

/** The model has answered when the timeline ends in model output that asks for no tool call. */
export function hasFinalAnswer(driver: LoopDriver, entries: TimelineEntry[]): boolean {
  const last = entries.at(-1);
  if (!last || !isModelOutput(last)) return false;
  return unansweredToolCalls(driver, entries).calls.length === 0;
}

/** How many model answers the entries hold: each contiguous run of model output is one response. */
export function modelAnswers(entries: TimelineEntry[]): number {
  return entries.filter((e, i) => isModelOutput(e) && !(i > 0 && isModelOutput(entries[i - 1]!))).length;
}

/**
 * 1-based number of the next request: one per model answer a request of this session brought back, inherited through
 * forks. Answers an imported payload already held came from no request here, so the first one sent is request 1.
 */
export function nextStepNumber(entries: TimelineEntry[]): number {
  return modelAnswers(entries.filter((e) => !isModelOutput(e) || responseExchangeId(e.provenance) !== '')) + 1;
}

/** Requests made since the last user entry: what the max-steps guard counts. */
export function stepsThisTurn(entries: TimelineEntry[]): number {
  return modelAnswers(entries.slice(findLastIndex(entries, (e) => e.kind === 'user') + 1));
}

export function userTurns(entries: TimelineEntry[]): number {
  return entries.filter((e) => e.kind === 'user').length;
}

function responseExchangeId(provenance: Provenance): string | null {
  if (provenance.kind === 'response') return provenance.exchangeId;
  if (provenance.kind === 'edited') return responseExchangeId(provenance.from);
  return null;
}

function findLastIndex<T>(items: T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i;
  return -1;
}
