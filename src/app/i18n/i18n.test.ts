// @vitest-environment jsdom
// Switching languages: catalogs load on demand, <html lang> follows, numbers take the language's own format, and the
// pick is remembered only when the user made it.
import { afterEach, describe, expect, it } from 'vitest';
import { english } from './catalogs';
import { changeLanguage, i18n } from './i18n';
import { readLanguageChoice } from './languages';

afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
});

describe('i18n', () => {
  it('starts in English with the English catalog already there', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('panels.messages')).toBe('Messages');
    expect(i18n.t('messageTotal', { count: 1234 })).toBe('1,234 in the list');
  });

  it('loads Korean on demand and sets <html lang>', async () => {
    // Other test files in the same worker may have loaded Korean already (the i18n instance is one per module graph).
    for (const namespace of Object.keys(english)) i18n.removeResourceBundle('ko', namespace);
    expect(i18n.hasResourceBundle('ko', 'app')).toBe(false);
    await changeLanguage('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(i18n.t('panels.messages')).toBe('메시지');
    expect(readLanguageChoice()).toBeNull();
  });

  it('formats numbers and picks plural forms the Polish way, and remembers a picked language', async () => {
    await changeLanguage('pl', { remember: true });
    expect(document.documentElement.lang).toBe('pl');
    expect(i18n.t('live:requests', { count: 2 })).toBe('2 żądania');
    expect(i18n.t('live:requests', { count: 5 })).toBe('5 żądań');
    expect(i18n.t('live:requests', { count: 12345 })).toBe('12\u00a0345 żądań');
    expect(readLanguageChoice()).toBe('pl');
  });
});
