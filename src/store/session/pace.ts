// How fast the loop plays for a watcher: instant, normal, slow (a pause before each tool result), or step by step.
export type Pace = 'instant' | 'normal' | 'slow' | 'step';

/** Fastest first, as the pace picker lists them (the picker words them). */
export const PACES: readonly Pace[] = ['instant', 'normal', 'slow', 'step'];

/** The pause before each tool result lands, so results arrive visibly one after another. */
export function paceDelayMs(pace: Pace): number {
  return pace === 'slow' ? 1200 : pace === 'normal' ? 350 : 0;
}
