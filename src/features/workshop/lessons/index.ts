// The built-in lessons, one per seed: a step list (JSON) plus en/ko/pl prose (markdown), assembled into lesson files.
// They are raw data here: like any imported lesson they reach the player only through restoreLesson().
import seed000Steps from './seed-000/steps.json';
import seed000En from './seed-000/en.md?raw';
import seed000Ko from './seed-000/ko.md?raw';
import seed000Pl from './seed-000/pl.md?raw';
import seed001Steps from './seed-001/steps.json';
import seed001En from './seed-001/en.md?raw';
import seed001Ko from './seed-001/ko.md?raw';
import seed001Pl from './seed-001/pl.md?raw';

const FILE_HEADER = { format: 'loopscope-lesson', version: 1 } as const;

export const BUILTIN_LESSON_FILES: readonly unknown[] = [
  { ...FILE_HEADER, ...seed000Steps, prose: { en: seed000En, ko: seed000Ko, pl: seed000Pl } },
  { ...FILE_HEADER, ...seed001Steps, prose: { en: seed001En, ko: seed001Ko, pl: seed001Pl } },
];
