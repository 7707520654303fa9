// Every note the mock model writes on the development questions (the own set's tuning half, blind sets 1, 3, 5, 7 and 9) is read
// whole by the timeline's note reader, in Korean and Polish: a new wording without a catalog key would show in English.
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '@loopscope/mock-api';
import { readNote, type NoteKey } from '../src/features/timeline';
import ko from '../src/features/timeline/locales/ko.json';
import pl from '../src/features/timeline/locales/pl.json';
import { toTool } from './bfcl/convert.ts';
import { blindCases } from './model-blind/blind-set.ts';
import { blind3Cases } from './model-blind-3/blind-set-3.ts';
import { blind5Cases } from './model-blind-5/blind-set-5.ts';
import { blind7Cases } from './model-blind-7/blind-set-7.ts';
import { blind9Cases } from './model-blind-9/blind-set-9.ts';
import { readingCases } from './model-own/own-set.ts';

const CATALOGS = { ko: ko.note, pl: pl.note } as Record<string, Record<string, string>>;

/** Every development question's note, as the header sends it (decoded). */
async function developmentNotes(): Promise<string[]> {
  const api = createMockApi({ scenario: 'none', clock: () => 1_764_450_000_000 });
  const notes: string[] = [];
  for (const c of [
    ...readingCases('tuning'),
    ...blindCases(),
    ...blind3Cases(),
    ...blind5Cases(),
    ...blind7Cases(),
    ...blind9Cases(),
  ]) {
    const res = await api.fetch(
      new Request('http://mock.loopscope.local/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer sk-notes' },
        body: JSON.stringify({ model: 'gpt-4o', messages: c.question[0], tools: c.function.map(toTool) }),
      }),
    );
    const note = res.headers.get('x-loopscope-explanation');
    if (note) notes.push(decodeURIComponent(note));
  }
  return notes;
}

describe("the mock model's notes on the development questions", () => {
  // Asked once for both languages, in a hook (whose time limit is the longer one): 500 questions take seconds on a
  // loaded machine.
  let notes: string[] = [];
  beforeAll(async () => {
    notes = await developmentNotes();
  });

  for (const language of ['ko', 'pl']) {
    it(`${language}: every note is read whole`, () => {
      expect(notes.length).toBeGreaterThan(450);
      const t = (key: NoteKey, params: Record<string, string> = {}) =>
        CATALOGS[language]![key]!.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
      const unread = notes.filter((note) => !readNote(note, t, language).complete);
      expect(unread).toEqual([]);
    });
  }
});
