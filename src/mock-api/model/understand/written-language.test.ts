// The language a message is written in, and the letters or words that told.
import { describe, expect, it } from 'vitest';
import { writtenLanguage } from './languages.ts';
import { pathIn } from './plain-values.ts';

describe('writtenLanguage', () => {
  it('knows a script by its letters', () => {
    expect(writtenLanguage('도서관은 몇 시에 열어요?')).toEqual({ name: 'Korean', evidence: 'Hangul letters' });
    expect(writtenLanguage('Где находится вокзал?')?.name).toBe('Russian');
  });

  it('knows Latin-letter languages by their small words and own letters', () => {
    expect(writtenLanguage('Bonjour, je cherche la gare.')).toEqual({
      name: 'French',
      evidence: "'bonjour', 'je', 'cherche', 'la'",
    });
    expect(writtenLanguage('¿Dónde está la estación?')?.name).toBe('Spanish');
    expect(writtenLanguage('Wann fährt der Zug?')?.name).toBe('German');
    expect(writtenLanguage('Gdzie jest dworzec?')?.name).toBe('Polish');
    expect(writtenLanguage('Where is the station?')?.name).toBe('English');
    expect(writtenLanguage('42 / 7')).toBeUndefined();
  });
});

describe('pathIn', () => {
  it('reads a path as written, or the folder a phrase names, never the whole request', () => {
    expect(pathIn('What is in drafts/plan.md?')).toBe('drafts/plan.md');
    expect(pathIn('Open ./src/index.ts now')).toBe('./src/index.ts');
    expect(pathIn('Show me history.txt.')).toBe('history.txt');
    expect(pathIn('List the files in the drafts folder.')).toBe('drafts');
    expect(pathIn('What is in the folder called archive?')).toBe('archive');
    expect(pathIn('List my files')).toBeUndefined();
  });
});
