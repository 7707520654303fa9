// Languages named in a request ("in Spanish", "into German"), written as the parameter asks: a name, an ISO 639-1 code, or a locale.

/** ISO 639-1 code, English name, other names, and the locale most often meant (for parameters that want "es-ES"). */
const LANGUAGES: [string, string, string[], string][] = [
  ['en', 'English', [], 'en-US'],
  ['es', 'Spanish', ['castilian', 'español'], 'es-ES'],
  ['fr', 'French', ['français'], 'fr-FR'],
  ['de', 'German', ['deutsch'], 'de-DE'],
  ['it', 'Italian', ['italiano'], 'it-IT'],
  ['pt', 'Portuguese', ['português'], 'pt-BR'],
  ['nl', 'Dutch', [], 'nl-NL'],
  ['sv', 'Swedish', [], 'sv-SE'],
  ['no', 'Norwegian', [], 'nb-NO'],
  ['da', 'Danish', [], 'da-DK'],
  ['fi', 'Finnish', [], 'fi-FI'],
  ['pl', 'Polish', ['polski'], 'pl-PL'],
  ['cs', 'Czech', [], 'cs-CZ'],
  ['ru', 'Russian', [], 'ru-RU'],
  ['uk', 'Ukrainian', [], 'uk-UA'],
  ['el', 'Greek', [], 'el-GR'],
  ['tr', 'Turkish', [], 'tr-TR'],
  ['ar', 'Arabic', [], 'ar-SA'],
  ['he', 'Hebrew', [], 'he-IL'],
  ['hi', 'Hindi', [], 'hi-IN'],
  ['bn', 'Bengali', [], 'bn-IN'],
  ['th', 'Thai', [], 'th-TH'],
  ['vi', 'Vietnamese', [], 'vi-VN'],
  ['id', 'Indonesian', [], 'id-ID'],
  ['ms', 'Malay', [], 'ms-MY'],
  ['ja', 'Japanese', [], 'ja-JP'],
  ['ko', 'Korean', [], 'ko-KR'],
  ['zh', 'Chinese', ['mandarin'], 'zh-CN'],
  ['hu', 'Hungarian', [], 'hu-HU'],
  ['ro', 'Romanian', [], 'ro-RO'],
  // The other languages ISO 639-1 gives a code, so a name becomes the code a parameter asks for.
  ['ca', 'Catalan', [], 'ca-ES'],
  ['eu', 'Basque', [], 'eu-ES'],
  ['gl', 'Galician', [], 'gl-ES'],
  ['is', 'Icelandic', [], 'is-IS'],
  ['ga', 'Irish', [], 'ga-IE'],
  ['cy', 'Welsh', [], 'cy-GB'],
  ['et', 'Estonian', [], 'et-EE'],
  ['lv', 'Latvian', [], 'lv-LV'],
  ['lt', 'Lithuanian', [], 'lt-LT'],
  ['sk', 'Slovak', [], 'sk-SK'],
  ['sl', 'Slovenian', ['slovene'], 'sl-SI'],
  ['hr', 'Croatian', [], 'hr-HR'],
  ['sr', 'Serbian', [], 'sr-RS'],
  ['bs', 'Bosnian', [], 'bs-BA'],
  ['bg', 'Bulgarian', [], 'bg-BG'],
  ['mk', 'Macedonian', [], 'mk-MK'],
  ['sq', 'Albanian', [], 'sq-AL'],
  ['be', 'Belarusian', [], 'be-BY'],
  ['hy', 'Armenian', [], 'hy-AM'],
  ['ka', 'Georgian', [], 'ka-GE'],
  ['az', 'Azerbaijani', [], 'az-AZ'],
  ['kk', 'Kazakh', [], 'kk-KZ'],
  ['uz', 'Uzbek', [], 'uz-UZ'],
  ['mn', 'Mongolian', [], 'mn-MN'],
  ['fa', 'Persian', ['farsi'], 'fa-IR'],
  ['ur', 'Urdu', [], 'ur-PK'],
  ['ps', 'Pashto', [], 'ps-AF'],
  ['pa', 'Punjabi', [], 'pa-IN'],
  ['ta', 'Tamil', [], 'ta-IN'],
  ['te', 'Telugu', [], 'te-IN'],
  ['mr', 'Marathi', [], 'mr-IN'],
  ['gu', 'Gujarati', [], 'gu-IN'],
  ['kn', 'Kannada', [], 'kn-IN'],
  ['ml', 'Malayalam', [], 'ml-IN'],
  ['ne', 'Nepali', [], 'ne-NP'],
  ['si', 'Sinhala', ['sinhalese'], 'si-LK'],
  ['my', 'Burmese', [], 'my-MM'],
  ['km', 'Khmer', [], 'km-KH'],
  ['lo', 'Lao', [], 'lo-LA'],
  ['tl', 'Tagalog', ['filipino'], 'tl-PH'],
  ['jv', 'Javanese', [], 'jv-ID'],
  ['sw', 'Swahili', [], 'sw-KE'],
  ['am', 'Amharic', [], 'am-ET'],
  ['so', 'Somali', [], 'so-SO'],
  ['ha', 'Hausa', [], 'ha-NG'],
  ['yo', 'Yoruba', [], 'yo-NG'],
  ['ig', 'Igbo', [], 'ig-NG'],
  ['zu', 'Zulu', [], 'zu-ZA'],
  ['xh', 'Xhosa', [], 'xh-ZA'],
  ['af', 'Afrikaans', [], 'af-ZA'],
  ['mt', 'Maltese', [], 'mt-MT'],
  ['lb', 'Luxembourgish', [], 'lb-LU'],
  ['la', 'Latin', [], 'la'],
  ['eo', 'Esperanto', [], 'eo'],
  ['yi', 'Yiddish', [], 'yi'],
  ['mi', 'Maori', ['māori'], 'mi-NZ'],
];

export interface LanguageMention {
  code: string;
  name: string;
  locale: string;
  index: number;
  end: number;
}

// Compiled once: matchAll copies a global pattern, so sharing one across calls keeps no state between them.
const NAMES = LANGUAGES.flatMap(([code, name, others, locale]) =>
  [name.toLowerCase(), ...others].map((spelling) => ({
    spelling,
    code,
    name,
    locale,
    pattern: new RegExp(`(?<![\\p{L}])${spelling}(?![\\p{L}])`, 'gu'),
  })),
);

/** Languages named in the text, in text order. */
export function findLanguages(text: string): LanguageMention[] {
  const lower = text.toLowerCase();
  const out: LanguageMention[] = [];
  for (const { spelling, code, name, locale, pattern } of NAMES) {
    // Most texts name no language: a plain substring test skips the regular expression (the hot path of every request).
    if (!lower.includes(spelling)) continue;
    for (const m of lower.matchAll(pattern))
      out.push({ code, name, locale, index: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** True when a parameter holds a language (`language`, `target_lang`, `locale`, or a description saying so). */
export function isLanguageParameter(nameWords: readonly string[], description: string): boolean {
  return (
    nameWords.some((w) => /^(language|languages|lang|locale)$/.test(w)) ||
    (nameWords.length <= 2 &&
      /\blanguage\b/i.test(description) &&
      /\b(code|iso|name|target|source)\b/i.test(description))
  );
}

/** A two-letter language code given as an example in a parameter's description. */
const CODE_EXAMPLE = /(?:['"(]|\be\.g\.,?\s|\bsuch as\s|\blike\s)[a-z]{2}(?![a-z])/;

/**
 * The language as the parameter wants it: a locale when its description shows one ("es-ES", "en_US"), a code when it
 * speaks of codes or ISO 639 or shows two-letter examples, else the language's English name.
 */
export function formatLanguage(lang: LanguageMention, description: string): string {
  const locale = description.match(/\b[a-z]{2}([-_])[A-Z]{2}\b/);
  if (locale) return lang.locale.replace('-', locale[1]!);
  // A two-letter example shows codes are wanted: quoted or in brackets ("'en'", "(fr)"), or after "e.g." or "such as";
  // a short word of the sentence ("the language it is sung in") is none.
  if (/\b(code|iso|639|bcp)\b/i.test(description) || CODE_EXAMPLE.test(description)) return lang.code;
  return lang.name;
}

/** "from X to Y": a source/from parameter takes the language after "from", any other the last one not after "from". */
export function pickLanguage(
  text: string,
  found: readonly LanguageMention[],
  nameWords: readonly string[],
): LanguageMention | undefined {
  const afterFrom = (m: LanguageMention) => /\bfrom\s+$/i.test(text.slice(Math.max(0, m.index - 6), m.index));
  const source = nameWords.some((w) => /^(source|src|from|input|original)$/.test(w));
  return source ? found.find(afterFrom) : found.filter((m) => !afterFrom(m)).pop();
}

// Which language a message is written in, with the letters or words that tell: a script, or a language's own small words.
/** The language a message is written in (its English name) and what showed it, for "why the model did this". */
export interface WrittenLanguage {
  name: string;
  /** The letters or words read: "Hangul letters", or the language's words found ("bonjour", "voudrais"). */
  evidence: string;
}

/** Scripts one language (or one the mock routes by) writes in, tried first: a script alone tells. */
const SCRIPTS: [name: string, letters: RegExp, what: string][] = [
  ['Korean', /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u, 'Hangul letters'],
  ['Japanese', /[\u3040-\u30ff]/u, 'kana'],
  ['Chinese', /\p{Script=Han}/u, 'Chinese characters'],
  ['Ukrainian', /[іїєґ]/iu, 'Ukrainian letters'],
  ['Russian', /\p{Script=Cyrillic}/u, 'Cyrillic letters'],
  ['Greek', /\p{Script=Greek}/u, 'Greek letters'],
  ['Arabic', /\p{Script=Arabic}/u, 'Arabic letters'],
  ['Hebrew', /\p{Script=Hebrew}/u, 'Hebrew letters'],
  ['Thai', /\p{Script=Thai}/u, 'Thai letters'],
  ['Hindi', /\p{Script=Devanagari}/u, 'Devanagari letters'],
];

/**
 * Languages in Latin letters, each by letters only it uses among these and by its common small words (greetings,
 * "please", "thank you", pronouns, question words, everyday verbs): short messages carry few words, and these are the
 * ones they carry. A word two languages share counts for both. Words a BFCL question also holds are left out (the guard
 * in bench/bfcl keeps benchmark text out of the model), so each list is a little shorter than it could be.
 */
const LATIN: [name: string, letters: RegExp | null, words: string][] = [
  [
    'English',
    null,
    'the a an is are was i you my me your it this that to of and for with please what where when how which who can could would should want need do does hello hi thanks thank',
  ],
  [
    'French',
    /[œæ]/iu,
    'le la les des du une je j vous nous est sont et pour avec pas où bonjour bonsoir merci s il plaît voudrais voudrait quel quels quelle quelles horaires c très aussi demain matin aider pouvez cherche suis ai mon ma mes gare billets',
  ],
  [
    'Spanish',
    /[ñ¿¡]/iu,
    'el la los las del un quisiera para por favor dónde donde está hola gracias necesito cómo qué que buenos buenas días tardes mi tengo hay entradas ayuda viaje sale estación',
  ],
  [
    'German',
    /[ßäöü]/iu,
    'der die das den dem und ich nicht ist sie mit für bitte danke wann wo wie guten tag brauche möchte können kann nach zug nächste fährt eine ein mir helfen reise buchen',
  ],
  [
    'Italian',
    null,
    'il lo gli della dello sono per con non buongiorno buonasera grazie mille vorrei dov è mio mia ancora arrivato come posso fare un articolo restituire reso pacco ordine per favore',
  ],
  [
    'Portuguese',
    /[ãõ]/iu,
    'o os as um não obrigado obrigada onde está minha meu encomenda quero ajuda pedido chegou com devolver produto por favor',
  ],
  [
    'Polish',
    /[ąćęłńśźż]/iu,
    'jest gdzie moje mój czym jaka jaki jakie chcę proszę dziękuję jak zwrot paczka jeszcze nie dobry dzień pomoc zrobić mogę',
  ],
  ['Dutch', null, 'het een niet ik ben waar dank hallo alstublieft graag kunt bedankt mijn wil'],
];
const LATIN_WORDS = LATIN.map(([name, letters, words]) => ({
  name,
  marks: letters && new RegExp(letters.source, 'giu'),
  words: new Set(words.split(' ')),
}));
/** Every script and letter above is outside printable ASCII: a message in it (most of them) is read by its words alone. */
const NOT_ASCII = /[^\t\n\r\x20-\x7e]/;

/** The language of a message, or undefined when nothing tells (no letters, or no word of any language above). */
export function writtenLanguage(text: string): WrittenLanguage | undefined {
  const ascii = !NOT_ASCII.test(text);
  if (!ascii) for (const [name, letters, what] of SCRIPTS) if (letters.test(text)) return { name, evidence: what };
  const lower = text.toLowerCase();
  const words = lower.match(/\p{L}+/gu) ?? [];
  let best: { name: string; score: number; found: string[] } | undefined;
  for (const { name, marks: letters, words: own } of LATIN_WORDS) {
    const found = [...new Set(words.filter((w) => own.has(w)))];
    const marks = letters && !ascii ? [...new Set(lower.match(letters) ?? [])] : [];
    // A letter only this language uses weighs like two words.
    const score = found.length + 2 * marks.length;
    if (score > 0 && (!best || score > best.score))
      best = { name, score, found: [...marks.map((m) => `the letter ${m}`), ...found] };
  }
  return (
    best && {
      name: best.name,
      evidence: best.found
        .slice(0, 4)
        .map((w) => (w.startsWith('the letter') ? w : `'${w}'`))
        .join(', '),
    }
  );
}
