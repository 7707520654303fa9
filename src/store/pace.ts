// How fast the loop plays for a watcher: instant, normal, slow (a pause before each tool result), or step by step.
export type Pace = 'instant' | 'normal' | 'slow' | 'step';

export const PACES: readonly { id: Pace; label: string }[] = [
  { id: 'instant', label: 'Instant' },
  { id: 'normal', label: 'Normal' },
  { id: 'slow', label: 'Slow' },
  { id: 'step', label: 'Step by step' },
];

/** The pause before each tool result lands, so results arrive visibly one after another. */
export function paceDelayMs(pace: Pace): number {
  return pace === 'slow' ? 1200 : pace === 'normal' ? 350 : 0;
}
