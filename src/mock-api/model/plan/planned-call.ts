// A planned call (a tool, its arguments and why), what one plan's steps share, and a call's identity.
import type { Readings } from './readings.ts';
import type { PastCall } from '../conversation.ts';
import { nestedDeeperThan } from '@loopscope/wire/json-depth';
import { canonicalJson } from '@loopscope/wire/json-object';

export interface PlannedCall {
  name: string;
  arguments: Record<string, unknown>;
  /** Why the model chose this call, in words (shown by the UI's explain view): `choice`, `split` and `item` joined. */
  reason: string;
  /** Why this tool and not its rival (shared by every call of one part). */
  choice: string;
  /** How the part was split into calls ("one call per place named ..."), shared by the calls of one split; '' when none. */
  split: string;
  /** This call's own item and where each of its argument values came from. */
  item: string;
  /** The part of the request this call answers (its clause, and the place it is about). */
  part: string;
  /** Required parameters the request says nothing about. */
  missing: string[];
  /** Required text parameters that took only the request's gist, for want of a value said for them. */
  guessed?: readonly string[];
  /** Each argument's "where it came from" words in `item` (its parameter first), so a later rule can replace one. */
  sourceNotes?: readonly (readonly [param: string, note: string])[];
  /** The words each argument was read from, as said (a later rule may complete a date said in part). */
  said?: Readonly<Record<string, string>>;
}

/** What every step of one plan shares: the day, and the readings of the request made so far (each made once). */
export interface PlanRun {
  now: Date;
  readings: Readings;
}

export function dedupe(calls: PlannedCall[]): PlannedCall[] {
  const seen = new Set<string>();
  return calls.filter((c) => {
    const key = callKey(c.name, c.arguments);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Identity of a call: its name and its arguments with keys sorted. */
export function callKey(name: string, args: unknown): string {
  return `${name}:${canonicalJson(args)}`;
}

/** Key of a call already made; unparseable arguments are keyed by their text. */
export function pastCallKey(call: PastCall): string {
  if (nestedDeeperThan(call.arguments)) return `${call.name}:${call.arguments}`;
  try {
    return callKey(call.name, JSON.parse(call.arguments));
  } catch {
    return `${call.name}:${call.arguments}`;
  }
}
