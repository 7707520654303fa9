// The timeline feature: message cards, step separators, errors, holds, the follow-up box, tool-result edits.
export { Timeline, type TimelineProps } from './timeline';
export { ContinueBox } from './continue-box';
export type { TimelineSlots } from './slots';
