// The first UI language: a saved pick, else the first browser language the UI speaks (by primary subtag), else English.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../memory-storage';
import { initialLanguage, languageFromBrowser, readLanguageChoice, saveLanguageChoice } from './languages';

describe('UI language', () => {
  it('follows the browser by primary subtag, skipping languages it does not speak', () => {
    expect(languageFromBrowser(['ko-KR', 'en-US'])).toBe('ko');
    expect(languageFromBrowser(['de-DE', 'PL', 'en'])).toBe('pl');
    expect(languageFromBrowser(['fr-FR', 'de'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('lets a saved pick win over the browser, and ignores junk in storage', () => {
    const storage = memoryStorage();
    expect(initialLanguage(storage, ['pl-PL'])).toBe('pl');
    saveLanguageChoice('ko', storage);
    expect(readLanguageChoice(storage)).toBe('ko');
    expect(initialLanguage(storage, ['pl-PL'])).toBe('ko');
    expect(initialLanguage(memoryStorage({ 'loopscope.language': 'xx' }), ['pl-PL'])).toBe('pl');
  });

  it('still starts when storage throws', () => {
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as Storage;
    expect(() => saveLanguageChoice('pl', broken)).not.toThrow();
    expect(initialLanguage(broken, ['ko'])).toBe('ko');
  });
});
