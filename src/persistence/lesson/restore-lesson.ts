// The one door for lesson files (built-in, imported, dropped): parse, check format, schema, scenarios, labs and prose.
import { parsePath } from '@loopscope/wire/json-path';
import type { Message } from '../message';
import { foundFormat, notJson } from '../restore';
import { describeIssues } from '../restore-messages';
import { megabytes, say } from '../say';
import { parseProse, type LessonProse } from './lesson-prose';
import {
  LESSON_FORMAT,
  LESSON_LANGUAGES,
  LESSON_VERSION,
  lessonFileSchema,
  STEP_TYPES,
  type LessonFile,
  type LessonLanguage,
} from './lesson-schema';

/** Lessons are small; anything bigger is not one and is refused before it is parsed. */
export const MAX_LESSON_CHARS = 2 * 1024 * 1024;

/** What this Loopscope offers that a lesson may name. */
export interface LessonCatalog {
  scenarios: readonly string[];
  labs: readonly string[];
}

export interface Lesson {
  file: LessonFile;
  /** Parsed prose for each language the file has. */
  prose: Partial<Record<LessonLanguage, LessonProse>> & { en: LessonProse };
}

export type LessonResult = { ok: true; lesson: Lesson } | { ok: false; error: Message };

const fail = (error: Message): LessonResult => ({ ok: false, error });
const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

function parseJson(input: unknown): { ok: true; value: unknown } | { ok: false; error: Message } {
  if (typeof input !== 'string') return { ok: true, value: input };
  if (input.length > MAX_LESSON_CHARS)
    return {
      ok: false,
      error: say('lesson.tooLarge', { size: megabytes(input.length), max: megabytes(MAX_LESSON_CHARS) }),
    };
  try {
    return { ok: true, value: JSON.parse(input) };
  } catch (error) {
    return { ok: false, error: notJson(error) };
  }
}

/** Step types are checked before the schema so an unknown one is named as such, not as a failed union. */
function unknownStepType(steps: unknown): Message | null {
  if (!Array.isArray(steps)) return null;
  for (const [index, step] of steps.entries()) {
    const type = (step as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && !(STEP_TYPES as string[]).includes(type)) {
      return say('lesson.unknownStepType', { index, type, known: quoted(STEP_TYPES) });
    }
  }
  return null;
}

/** Names the schema cannot check: scenarios and labs must exist here, step ids must be unique. */
function checkReferences(file: LessonFile, catalog: LessonCatalog): Message | null {
  if (!catalog.scenarios.includes(file.scenario))
    return say('lesson.unknownScenario', { name: file.scenario, known: quoted(catalog.scenarios) });
  const seen = new Set<string>();
  for (const [index, step] of file.steps.entries()) {
    if (seen.has(step.id)) return say('lesson.duplicateId', { index, id: step.id });
    seen.add(step.id);
    if (step.type === 'load' && !catalog.scenarios.includes(step.scenario)) {
      return say('lesson.stepUnknownScenario', { index, name: step.scenario, known: quoted(catalog.scenarios) });
    }
    if (step.type === 'lab' && !catalog.labs.includes(step.lab)) {
      return say('lesson.unknownLab', { index, name: step.lab, known: quoted(catalog.labs) });
    }
    const path =
      step.type === 'predict'
        ? step.path
        : step.type === 'highlight' && step.target.in === 'inspector'
          ? step.target.path
          : null;
    if (path !== null && parsePath(path) === null) {
      return say('lesson.badPath', { index, path });
    }
    if (step.type === 'ask' && step.answer >= step.choices.length) {
      return say('lesson.answerOutOfRange', { index, answer: step.answer, choices: step.choices.length });
    }
  }
  return null;
}

/** Every language's prose must narrate exactly the steps there are. */
function parseAllProse(file: LessonFile): { ok: true; prose: Lesson['prose'] } | { ok: false; error: Message } {
  const prose: Partial<Record<LessonLanguage, LessonProse>> = {};
  const ids = file.steps.map((s) => s.id);
  for (const language of LESSON_LANGUAGES) {
    const markdown = file.prose[language];
    if (markdown === undefined) continue;
    const parsed = parseProse(markdown);
    if (!parsed.ok) return { ok: false, error: say('lesson.prose', { language, problem: parsed.error }) };
    const missing = ids.find((id) => !(id in parsed.prose.sections));
    if (missing) return { ok: false, error: say('lesson.proseMissing', { language, id: missing }) };
    const extra = Object.keys(parsed.prose.sections).find((id) => !ids.includes(id));
    if (extra) return { ok: false, error: say('lesson.proseExtra', { language, id: extra }) };
    prose[language] = parsed.prose;
  }
  return { ok: true, prose: prose as Lesson['prose'] };
}

/** Validates anything that claims to be a lesson; a refusal names the field and what was expected. */
export function restoreLesson(input: unknown, catalog: LessonCatalog): LessonResult {
  const parsed = parseJson(input);
  if (!parsed.ok) return fail(parsed.error);
  const raw = parsed.value;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return fail(say('lesson.notObject', { format: LESSON_FORMAT }));
  const record = raw as Record<string, unknown>;
  if (record.format !== LESSON_FORMAT) {
    return fail(say('lesson.notLesson', { format: LESSON_FORMAT, found: foundFormat(record.format) }));
  }
  if (record.version !== LESSON_VERSION)
    return fail(say('lesson.version', { found: String(JSON.stringify(record.version)), version: LESSON_VERSION }));
  if (record.scenario === undefined) return fail(say('lesson.noScenario', { known: quoted(catalog.scenarios) }));
  const badType = unknownStepType(record.steps);
  if (badType) return fail(say('lesson.unusable', { problem: badType }));
  const checked = lessonFileSchema.safeParse(record);
  if (!checked.success)
    return fail(say('lesson.unusableList', { problems: describeIssues(checked.error.issues, record) }));
  const file = checked.data as LessonFile;
  const broken = checkReferences(file, catalog);
  if (broken) return fail(say('lesson.unusable', { problem: broken }));
  const prose = parseAllProse(file);
  if (!prose.ok) return fail(say('lesson.unusable', { problem: prose.error }));
  return { ok: true, lesson: { file, prose: prose.prose } };
}

/** What an export writes: the validated file, pretty-printed, so it diffs well and imports back unchanged. */
export function lessonFileText(lesson: Lesson): string {
  return `${JSON.stringify(lesson.file, null, 2)}\n`;
}

export const LESSON_FILE_SUFFIX = '.lesson.json';

export function lessonFileName(lesson: Lesson): string {
  return `${lesson.file.id}${LESSON_FILE_SUFFIX}`;
}
