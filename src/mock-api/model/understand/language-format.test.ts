// How a language parameter's value is written: a code when the description shows or asks for codes, else the name.
import { describe, expect, it } from 'vitest';
import { findLanguages, formatLanguage } from './languages.ts';

const welsh = findLanguages('Sing it in Welsh.')[0]!;

describe('formatLanguage', () => {
  it('writes the name when the description only mentions short words ("it", "in", "to")', () => {
    expect(formatLanguage(welsh, 'The language it is sung in.')).toBe('Welsh');
    expect(formatLanguage(welsh, 'Language to translate to')).toBe('Welsh');
  });

  it('writes the code when the description asks for one or gives a two-letter example', () => {
    expect(formatLanguage(welsh, 'ISO 639-1 language code')).toBe(welsh.code);
    expect(formatLanguage(welsh, "Target language, e.g. 'fr'")).toBe(welsh.code);
    expect(formatLanguage(welsh, 'Target language (en, fr, de)')).toBe(welsh.code);
    expect(formatLanguage(welsh, 'Target language, such as de')).toBe(welsh.code);
  });
});
