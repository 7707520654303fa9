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
import seed002Steps from './seed-002/steps.json';
import seed002En from './seed-002/en.md?raw';
import seed002Ko from './seed-002/ko.md?raw';
import seed002Pl from './seed-002/pl.md?raw';
import seed003Steps from './seed-003/steps.json';
import seed003En from './seed-003/en.md?raw';
import seed003Ko from './seed-003/ko.md?raw';
import seed003Pl from './seed-003/pl.md?raw';
import seed004Steps from './seed-004/steps.json';
import seed004En from './seed-004/en.md?raw';
import seed004Ko from './seed-004/ko.md?raw';
import seed004Pl from './seed-004/pl.md?raw';

const FILE_HEADER = { format: 'loopscope-lesson', version: 1 } as const;

export const BUILTIN_LESSON_FILES: readonly unknown[] = [
  { ...FILE_HEADER, ...seed000Steps, prose: { en: seed000En, ko: seed000Ko, pl: seed000Pl } },
  { ...FILE_HEADER, ...seed001Steps, prose: { en: seed001En, ko: seed001Ko, pl: seed001Pl } },
  { ...FILE_HEADER, ...seed002Steps, prose: { en: seed002En, ko: seed002Ko, pl: seed002Pl } },
  { ...FILE_HEADER, ...seed003Steps, prose: { en: seed003En, ko: seed003Ko, pl: seed003Pl } },
  { ...FILE_HEADER, ...seed004Steps, prose: { en: seed004En, ko: seed004Ko, pl: seed004Pl } },
];
