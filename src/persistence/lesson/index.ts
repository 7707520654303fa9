// Lessons as data: the file format, its prose sections and the restore step every loaded lesson goes through.
export {
  restoreLesson,
  lessonFileText,
  lessonFileName,
  LESSON_FILE_SUFFIX,
  MAX_LESSON_CHARS,
  type Lesson,
  type LessonCatalog,
  type LessonResult,
} from './restore-lesson';
export { parseProse, type LessonProse } from './lesson-prose';
export {
  LESSON_FORMAT,
  LESSON_LANGUAGES,
  LESSON_VERSION,
  STEP_TYPES,
  type HighlightTarget,
  type LessonFile,
  type LessonLanguage,
  type LessonStep,
  type LessonStepOf,
  type PredictChoice,
  type StepType,
} from './lesson-schema';
