// Workshop mode: the lesson picker and player, predictions, break-it labs' results.
export { LessonPanel } from './LessonPanel';
export { LessonPlayer } from './LessonPlayer';
export { PredictNext } from './PredictNext';
export { HandoffView } from './HandoffView';
export { AgentLanes } from './AgentLanes';
export { HandoffContext } from './handoff-context';
export { LessonStoreContext, useLesson } from './lesson-context';
export { useLessonHighlight } from './use-lesson-highlight';
export { BUILTIN_LESSONS } from './lessons/index';
