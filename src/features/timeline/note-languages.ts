// The languages a note names in English, named in the UI's language through Intl.DisplayNames.

/**
 * The languages the mock tells a request's language by (src/mock-api/model/understand/languages.ts), named in English
 * on the wire; the UI names them in its own language through Intl.DisplayNames.
 */
const LANGUAGE_TAGS: Record<string, string> = {
  English: 'en',
  French: 'fr',
  Spanish: 'es',
  German: 'de',
  Italian: 'it',
  Portuguese: 'pt',
  Polish: 'pl',
  Dutch: 'nl',
  Korean: 'ko',
  Japanese: 'ja',
  Chinese: 'zh',
  Ukrainian: 'uk',
  Russian: 'ru',
  Greek: 'el',
  Arabic: 'ar',
  Hebrew: 'he',
  Thai: 'th',
  Hindi: 'hi',
};

/** A language's name in the UI's language (a BCP 47 tag, as i18next has it), or the English name when none is known. */
export function languageName(english: string, language: string): string {
  const tag = LANGUAGE_TAGS[english];
  if (!tag) return english;
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(tag) ?? english;
  } catch {
    // A tag Intl does not take (a test's made-up one): keep the English name.
    return english;
  }
}
