// Every built-in lesson passes the same restore step as an imported one, against this app's scenarios and labs, in en, ko and pl.
import { describe, expect, it } from 'vitest';
import { BUILTIN_LESSON_FILES } from '../features/workshop/lessons/index';
import { restoreLesson } from '../persistence/lesson/index';
import { LABS } from '../wire/labs/index';
import { createScenarios } from './scenarios';

const catalog = { scenarios: createScenarios().map((s) => s.id), labs: LABS.map((l) => l.id) };

describe('built-in lessons', () => {
  it.each(BUILTIN_LESSON_FILES.map((file) => [(file as { id: string }).id, file]))('%s restores, with prose in English, Korean and Polish', (_id, file) => {
    const result = restoreLesson(file, catalog);
    if (!result.ok) throw new Error(result.error);
    expect(Object.keys(result.lesson.prose).sort()).toEqual(['en', 'ko', 'pl']);
  });
});
