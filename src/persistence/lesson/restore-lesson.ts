// The one door for lesson files (built-in, imported, dropped): parse, check format, schema, scenarios, labs and prose.
import { parsePath } from '../../wire/json-path';
import { describeIssues } from '../restore-messages';
import { parseProse, type LessonProse } from './lesson-prose';
import { LESSON_FORMAT, LESSON_LANGUAGES, LESSON_VERSION, lessonFileSchema, STEP_TYPES, type LessonFile, type LessonLanguage } from './lesson-schema';

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

export type LessonResult = { ok: true; lesson: Lesson } | { ok: false; error: string };

const fail = (error: string): LessonResult => ({ ok: false, error });
const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

function parseJson(input: unknown): { ok: true; value: unknown } | { ok: false; error: string } {
  if (typeof input !== 'string') return { ok: true, value: input };
  if (input.length > MAX_LESSON_CHARS) return { ok: false, error: `The file is ${(input.length / 1024 / 1024).toFixed(1)} MB; a lesson is at most ${MAX_LESSON_CHARS / 1024 / 1024} MB.` };
  try {
    return { ok: true, value: JSON.parse(input) };
  } catch (error) {
    return { ok: false, error: `This is not JSON: ${error instanceof Error ? error.message : String(error)}.` };
  }
}

/** Step types are checked before the schema so an unknown one is named as such, not as a failed union. */
function unknownStepType(steps: unknown): string | null {
  if (!Array.isArray(steps)) return null;
  for (const [index, step] of steps.entries()) {
    const type = (step as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && !(STEP_TYPES as string[]).includes(type)) {
      return `steps[${index}].type is "${type}", which is not a lesson step type. Known types: ${quoted(STEP_TYPES)}.`;
    }
  }
  return null;
}

/** Names the schema cannot check: scenarios and labs must exist here, step ids must be unique. */
function checkReferences(file: LessonFile, catalog: LessonCatalog): string | null {
  if (!catalog.scenarios.includes(file.scenario)) {
    return `scenario is "${file.scenario}", which is not a scenario of this Loopscope. Known scenarios: ${quoted(catalog.scenarios)}.`;
  }
  const seen = new Set<string>();
  for (const [index, step] of file.steps.entries()) {
    if (seen.has(step.id)) return `steps[${index}].id "${step.id}" is used by an earlier step; step ids must be unique.`;
    seen.add(step.id);
    if (step.type === 'load' && !catalog.scenarios.includes(step.scenario)) {
      return `steps[${index}].scenario is "${step.scenario}", which is not a scenario of this Loopscope. Known scenarios: ${quoted(catalog.scenarios)}.`;
    }
    if (step.type === 'lab' && !catalog.labs.includes(step.lab)) {
      return `steps[${index}].lab is "${step.lab}", which is not a break-it lab of this Loopscope. Known labs: ${quoted(catalog.labs)}.`;
    }
    const path = step.type === 'predict' ? step.path : step.type === 'highlight' && step.target.in === 'inspector' ? step.target.path : null;
    if (path !== null && parsePath(path) === null) {
      return `steps[${index}] has the path "${path}", which is not a payload path (write it like messages[3].tool_call_id or messages[*].role).`;
    }
    if (step.type === 'ask' && step.answer >= step.choices.length) {
      return `steps[${index}].answer is ${step.answer}, but the question has only ${step.choices.length} choices (counted from 0).`;
    }
  }
  return null;
}

/** Every language's prose must narrate exactly the steps there are. */
function parseAllProse(file: LessonFile): { ok: true; prose: Lesson['prose'] } | { ok: false; error: string } {
  const prose: Partial<Record<LessonLanguage, LessonProse>> = {};
  const ids = file.steps.map((s) => s.id);
  for (const language of LESSON_LANGUAGES) {
    const markdown = file.prose[language];
    if (markdown === undefined) continue;
    const parsed = parseProse(markdown);
    if (!parsed.ok) return { ok: false, error: `prose.${language} ${parsed.error}.` };
    const missing = ids.find((id) => !(id in parsed.prose.sections));
    if (missing) return { ok: false, error: `prose.${language} has no section for step "${missing}" (a line <!-- step: ${missing} --> before its narration).` };
    const extra = Object.keys(parsed.prose.sections).find((id) => !ids.includes(id));
    if (extra) return { ok: false, error: `prose.${language} has a section for step "${extra}", which is not in steps.` };
    prose[language] = parsed.prose;
  }
  return { ok: true, prose: prose as Lesson['prose'] };
}

/** Validates anything that claims to be a lesson; a refusal names the field and what was expected. */
export function restoreLesson(input: unknown, catalog: LessonCatalog): LessonResult {
  const parsed = parseJson(input);
  if (!parsed.ok) return fail(parsed.error);
  const raw = parsed.value;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fail(`Expected a Loopscope lesson (a JSON object with "format": "${LESSON_FORMAT}").`);
  const record = raw as Record<string, unknown>;
  if (record.format !== LESSON_FORMAT) {
    const found = record.format === undefined ? 'no "format" field' : `"format": ${JSON.stringify(record.format)}`;
    return fail(`Not a Loopscope lesson: expected "format": "${LESSON_FORMAT}", found ${found}.`);
  }
  if (record.version !== LESSON_VERSION) return fail(`This lesson is version ${JSON.stringify(record.version)}; this Loopscope reads lesson version ${LESSON_VERSION}.`);
  if (record.scenario === undefined) return fail(`scenario is missing: a lesson names the scenario it starts from. Known scenarios: ${quoted(catalog.scenarios)}.`);
  const badType = unknownStepType(record.steps);
  if (badType) return fail(`This lesson cannot be used: ${badType}`);
  const checked = lessonFileSchema.safeParse(record);
  if (!checked.success) return fail(`This lesson cannot be used:\n${describeIssues(checked.error.issues, record)}`);
  const file = checked.data as LessonFile;
  const broken = checkReferences(file, catalog);
  if (broken) return fail(`This lesson cannot be used: ${broken}`);
  const prose = parseAllProse(file);
  if (!prose.ok) return fail(`This lesson cannot be used: ${prose.error}`);
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
