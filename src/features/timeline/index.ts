// The timeline feature: message cards, step separators, errors, holds, the follow-up box, tool-result edits.
export { Timeline, type TimelineProps } from './Timeline';
export { ContinueBox } from './ContinueBox';
export { SteerBox } from './SteerBox';
export type { TimelineSlots } from './slots';
export { Markdown } from './Markdown';
export { failureWords } from './failure-words';
export { readNote } from './model-note';
export type { NoteKey } from './note-key';
