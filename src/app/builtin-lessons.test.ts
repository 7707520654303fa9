// Every built-in lesson passes the same restore step as an imported one, against this app's scenarios and labs, in en, ko and pl.
import { describe, expect, it } from 'vitest';
import { BUILTIN_LESSONS, loadBuiltinLessonFiles } from '../features/workshop/lessons/index';
import { restoreLesson } from '../persistence/lesson/index';
import { LABS } from '@loopscope/payloads/teaching/labs/index';
import { createScenarios } from './scenarios';

const catalog = { scenarios: createScenarios().map((s) => s.id), labs: LABS.map((l) => l.id) };

const files = await loadBuiltinLessonFiles();

describe('built-in lessons', () => {
  it.each(files.map((file) => [(file as { id: string }).id, file]))(
    '%s restores, with prose in English, Korean and Polish',
    (_id, file) => {
      const result = restoreLesson(file, catalog);
      if (!result.ok) throw new Error(result.error.text);
      expect(Object.keys(result.lesson.prose).sort()).toEqual(['en', 'ko', 'pl']);
    },
  );

  it.each(BUILTIN_LESSONS.map((source, i) => [source.file.id, source, files[i]!] as const))(
    '%s: the titles shown before the prose loads are its prose titles',
    (_id, source, file) => {
      const result = restoreLesson(file, catalog);
      if (!result.ok) throw new Error(result.error.text);
      expect(source.titles).toEqual({
        en: result.lesson.prose.en.title,
        ko: result.lesson.prose.ko!.title,
        pl: result.lesson.prose.pl!.title,
      });
    },
  );
});
