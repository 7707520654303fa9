// Languages named in a request ("in Spanish", "into German"), written as the parameter asks: a name, an ISO 639-1 code, or a locale.

/** ISO 639-1 code, English name, other names, and the locale most often meant (for parameters that want "es-ES"). */
const LANGUAGES: [string, string, string[], string][] = [
  ['en', 'English', [], 'en-US'], ['es', 'Spanish', ['castilian', 'español'], 'es-ES'], ['fr', 'French', ['français'], 'fr-FR'],
  ['de', 'German', ['deutsch'], 'de-DE'], ['it', 'Italian', ['italiano'], 'it-IT'], ['pt', 'Portuguese', ['português'], 'pt-BR'],
  ['nl', 'Dutch', [], 'nl-NL'], ['sv', 'Swedish', [], 'sv-SE'], ['no', 'Norwegian', [], 'nb-NO'], ['da', 'Danish', [], 'da-DK'],
  ['fi', 'Finnish', [], 'fi-FI'], ['pl', 'Polish', ['polski'], 'pl-PL'], ['cs', 'Czech', [], 'cs-CZ'], ['ru', 'Russian', [], 'ru-RU'],
  ['uk', 'Ukrainian', [], 'uk-UA'], ['el', 'Greek', [], 'el-GR'], ['tr', 'Turkish', [], 'tr-TR'], ['ar', 'Arabic', [], 'ar-SA'],
  ['he', 'Hebrew', [], 'he-IL'], ['hi', 'Hindi', [], 'hi-IN'], ['bn', 'Bengali', [], 'bn-IN'], ['th', 'Thai', [], 'th-TH'],
  ['vi', 'Vietnamese', [], 'vi-VN'], ['id', 'Indonesian', [], 'id-ID'], ['ms', 'Malay', [], 'ms-MY'], ['ja', 'Japanese', [], 'ja-JP'],
  ['ko', 'Korean', [], 'ko-KR'], ['zh', 'Chinese', ['mandarin'], 'zh-CN'], ['hu', 'Hungarian', [], 'hu-HU'], ['ro', 'Romanian', [], 'ro-RO'],
];

export interface LanguageMention {
  code: string;
  name: string;
  locale: string;
  index: number;
  end: number;
}

// Compiled once: matchAll copies a global pattern, so sharing one across calls keeps no state between them.
const NAMES = LANGUAGES.flatMap(
  ([code, name, others, locale]) => [name.toLowerCase(), ...others].map((spelling) => ({ spelling, code, name, locale, pattern: new RegExp(`(?<![\\p{L}])${spelling}(?![\\p{L}])`, 'gu') })),
);

/** Languages named in the text, in text order. */
export function findLanguages(text: string): LanguageMention[] {
  const lower = text.toLowerCase();
  const out: LanguageMention[] = [];
  for (const { spelling, code, name, locale, pattern } of NAMES) {
    // Most texts name no language: a plain substring test skips the regular expression (the hot path of every request).
    if (!lower.includes(spelling)) continue;
    for (const m of lower.matchAll(pattern)) out.push({ code, name, locale, index: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** True when a parameter holds a language (`language`, `target_lang`, `locale`, or a description saying so). */
export function isLanguageParameter(nameWords: readonly string[], description: string): boolean {
  return nameWords.some((w) => /^(language|languages|lang|locale)$/.test(w)) || (nameWords.length <= 2 && /\blanguage\b/i.test(description) && /\b(code|iso|name|target|source)\b/i.test(description));
}

/**
 * The language as the parameter wants it: a locale when its description shows one ("es-ES", "en_US"), a code when it
 * speaks of codes or ISO 639 or shows two-letter examples, else the language's English name.
 */
export function formatLanguage(lang: LanguageMention, description: string): string {
  const locale = description.match(/\b[a-z]{2}([-_])[A-Z]{2}\b/);
  if (locale) return lang.locale.replace('-', locale[1]!);
  if (/\b(code|iso|639|bcp)\b/i.test(description) || /['"(\s][a-z]{2}['",)\s]/.test(description)) return lang.code;
  return lang.name;
}

/** "from X to Y": a source/from parameter takes the language after "from", any other the last one not after "from". */
export function pickLanguage(text: string, found: readonly LanguageMention[], nameWords: readonly string[]): LanguageMention | undefined {
  const afterFrom = (m: LanguageMention) => /\bfrom\s+$/i.test(text.slice(Math.max(0, m.index - 6), m.index));
  const source = nameWords.some((w) => /^(source|src|from|input|original)$/.test(w));
  return source ? found.find(afterFrom) : found.filter((m) => !afterFrom(m)).pop();
}
