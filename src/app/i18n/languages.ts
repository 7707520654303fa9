// The UI languages, how the first one is chosen (a saved pick, else the browser's preferences, else English) and where the pick is kept.
import { safeStorage } from '../safe-storage';

export const LANGUAGES = ['en', 'ko', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, so a reader finds their own whatever the UI language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ko: '한국어', pl: 'Polski' };

const KEY = 'loopscope.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages (e.g. `ko-KR`, `pl`) whose primary subtag the UI speaks; English when none. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

export function readLanguageChoice(storage: Storage | null = safeStorage()): Language | null {
  try {
    const value = storage?.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveLanguageChoice(language: Language, storage: Storage | null = safeStorage()): void {
  try {
    storage?.setItem(KEY, language);
  } catch {
    // A full or blocked storage only costs the user their pick next visit.
  }
}

/** The language to start in: the user's own pick wins over the browser's list. */
export function initialLanguage(
  storage: Storage | null = safeStorage(),
  preferred: readonly string[] = browserLanguages(),
): Language {
  return readLanguageChoice(storage) ?? languageFromBrowser(preferred);
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
