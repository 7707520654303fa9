// The own reading set (issue 48): questions of six kinds on invented tools, in a tuning half and a held-out half.
import { buildKindSet, type KindSet, type ReadingCase } from './own-kinds.ts';
import { choosingHeldOut } from './held-out/choosing.ts';
import { countsHeldOut } from './held-out/counts.ts';
import { fanoutManyHeldOut } from './held-out/fanout-many.ts';
import { fanoutOneHeldOut } from './held-out/fanout-one.ts';
import { formsHeldOut } from './held-out/forms.ts';
import { instructionsHeldOut } from './held-out/instructions.ts';
import { spansHeldOut } from './held-out/spans.ts';
import { choosingTuning } from './tuning/choosing.ts';
import { countsTuning } from './tuning/counts.ts';
import { fanoutManyTuning } from './tuning/fanout-many.ts';
import { fanoutOneTuning } from './tuning/fanout-one.ts';
import { formsTuning } from './tuning/forms.ts';
import { instructionsTuning } from './tuning/instructions.ts';
import { spansTuning } from './tuning/spans.ts';

export type Half = 'tuning' | 'held-out';

/**
 * The split is by folder, fixed when the questions were written and before any score was seen: each half has its own
 * tools, worlds and phrasings, so tuning on one can never teach the model the other's.
 */
const HALVES: Record<Half, KindSet[]> = {
  tuning: [
    countsTuning,
    fanoutOneTuning,
    fanoutManyTuning,
    spansTuning,
    formsTuning,
    choosingTuning,
    instructionsTuning,
  ],
  'held-out': [
    countsHeldOut,
    fanoutOneHeldOut,
    fanoutManyHeldOut,
    spansHeldOut,
    formsHeldOut,
    choosingHeldOut,
    instructionsHeldOut,
  ],
};

export function readingCases(half: Half): ReadingCase[] {
  return HALVES[half].flatMap((set) => buildKindSet(set, half));
}
