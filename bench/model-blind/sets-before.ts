// The question sets written before a blind set, in the order they were written: what a new set shares no id,
// question or domain with (its test reads them; the bench asks them on its own).
import type { OwnCase } from '../model-heldout/build.ts';
import { ownCases } from '../model-heldout/own-set.ts';
import type { ReadingCase } from '../model-own/own-kinds.ts';
import { readingCases } from '../model-own/own-set.ts';
import { blindCases } from './blind-set.ts';
import { blind2Cases } from '../model-blind-2/blind-set-2.ts';
import { blind3Cases } from '../model-blind-3/blind-set-3.ts';
import { blind4Cases } from '../model-blind-4/blind-set-4.ts';
import { blind5Cases } from '../model-blind-5/blind-set-5.ts';
import { blind6Cases } from '../model-blind-6/blind-set-6.ts';
import { blind7Cases } from '../model-blind-7/blind-set-7.ts';
import { blind8Cases } from '../model-blind-8/blind-set-8.ts';
import { blind9Cases } from '../model-blind-9/blind-set-9.ts';

/** Blind sets 1 to 9, in order. */
const BLIND_SETS: readonly (() => OwnCase[])[] = [
  blindCases,
  blind2Cases,
  blind3Cases,
  blind4Cases,
  blind5Cases,
  blind6Cases,
  blind7Cases,
  blind8Cases,
  blind9Cases,
];

/** The questions of blind sets 1 to n − 1. */
export function blindCasesBefore(n: number): OwnCase[] {
  return BLIND_SETS.slice(0, n - 1).flatMap((cases) => cases());
}

/** The own set's questions (the classic domains, and both halves of the reading set). */
export function ownSetCases(): (OwnCase | ReadingCase)[] {
  return [...ownCases(), ...readingCases('tuning'), ...readingCases('held-out')];
}
