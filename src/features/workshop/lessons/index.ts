// The built-in lessons, one per seed and one on MCP tools: a step list (JSON) and the titles load with the app; the en/ko/pl prose (markdown)
// is a chunk of its own per lesson and language, fetched when the lesson is opened in that language. Like any imported
// lesson, each reaches the player only through restoreLesson().
import type { BuiltinLessonSource, LessonLanguage } from '../../../store';
import seed000Steps from './seed-000/steps.json';
import seed000Titles from './seed-000/titles.json';
import seed001Steps from './seed-001/steps.json';
import seed001Titles from './seed-001/titles.json';
import seed002Steps from './seed-002/steps.json';
import seed002Titles from './seed-002/titles.json';
import seed003Steps from './seed-003/steps.json';
import seed003Titles from './seed-003/titles.json';
import seed004Steps from './seed-004/steps.json';
import seed004Titles from './seed-004/titles.json';
import mcpToolsSteps from './mcp-tools/steps.json';
import mcpToolsTitles from './mcp-tools/titles.json';
import mcpTodaySteps from './mcp-today/steps.json';
import mcpTodayTitles from './mcp-today/titles.json';

const FILE_HEADER = { format: 'loopscope-lesson', version: 1 } as const;
const PROSE = import.meta.glob<string>('./*/*.md', { query: '?raw', import: 'default' });

function source(folder: string, steps: { id: string }, titles: Record<LessonLanguage, string>): BuiltinLessonSource {
  return {
    file: { ...FILE_HEADER, ...steps },
    titles,
    loadProse: (language) => {
      const load = PROSE[`./${folder}/${language}.md`];
      return load ? load() : Promise.reject(new Error(`The lesson ${steps.id} has no ${language} prose.`));
    },
  };
}

export const BUILTIN_LESSONS: readonly BuiltinLessonSource[] = [
  source('seed-000', seed000Steps, seed000Titles),
  source('seed-001', seed001Steps, seed001Titles),
  source('seed-002', seed002Steps, seed002Titles),
  source('seed-003', seed003Steps, seed003Titles),
  source('seed-004', seed004Steps, seed004Titles),
  source('mcp-tools', mcpToolsSteps, mcpToolsTitles),
  source('mcp-today', mcpTodaySteps, mcpTodayTitles),
];

/** Every built-in lesson as a whole file, prose of every language included (what an export of it writes). */
export async function loadBuiltinLessonFiles(): Promise<unknown[]> {
  return Promise.all(
    BUILTIN_LESSONS.map(async (s) => ({
      ...s.file,
      prose: { en: await s.loadProse('en'), ko: await s.loadProse('ko'), pl: await s.loadProse('pl') },
    })),
  );
}
