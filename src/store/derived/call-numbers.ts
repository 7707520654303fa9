// One numbering in every view (docs/teaching.md, "One numbering"): "Request N" is the loop's Nth request; one that takes several HTTP
// calls numbers them N.1, N.2, … in the order they went out, and a retry keeps the number of the call it retries.
import type { Exchange } from '@loopscope/engine/types';

/** An exchange's number: its request, and its call within that request (null when the request is one call). */
export interface CallNumber {
  step: number;
  call: number | null;
}

/** Every exchange's number by id, read from the exchanges in the order they went out. */
export function callNumbers(exchanges: readonly Exchange[]): Map<string, CallNumber> {
  const calls = new Map<number, number>();
  const counted = exchanges.map((e) => {
    const k = e.attempt > 0 ? Math.max(1, calls.get(e.step) ?? 1) : (calls.get(e.step) ?? 0) + 1;
    calls.set(e.step, k);
    return { id: e.id, step: e.step, k };
  });
  return new Map(counted.map(({ id, step, k }) => [id, { step, call: (calls.get(step) ?? 1) > 1 ? k : null }]));
}

/** "1" or "1.3", as the list's number column and the labels write it. */
export function callNumberText(number: CallNumber): string {
  return number.call === null ? String(number.step) : `${number.step}.${number.call}`;
}
