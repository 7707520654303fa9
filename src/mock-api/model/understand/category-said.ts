// A category a request names for the thing a tool finds or plays ("Italian restaurants", "some jazz"): the value of
// a parameter named for a kind of thing (`cuisine`, `genre`, `category`, `style`), optional or not.
import { ARTICLES, ASKING_VERBS, DEMONSTRATIVES, POSSESSIVES, QUANTIFIERS } from './small-words.ts';

/** Parameters named for a kind of the thing: their value is a word said of it, not a name. */
const CATEGORY_PARAMS = new Set(['cuisine', 'genre', 'category', 'style', 'flavour', 'flavor', 'type', 'kind']);

/** Words that say no category ("the best restaurants", "find restaurants"): small words, praise, and asking verbs. */
const NOT_CATEGORIES = new Set<string>([
  ...ARTICLES,
  ...DEMONSTRATIVES,
  ...POSSESSIVES,
  ...QUANTIFIERS,
  ...'more most best good great nice new old local nearby cheap top other few many'.split(' '),
  ...ASKING_VERBS,
  ...'list book order play recommend suggest want need'.split(' '),
]);

/** True for a parameter named for a kind of thing. */
export function namesCategory(nameWords: readonly string[]): boolean {
  return nameWords.length > 0 && CATEGORY_PARAMS.has(nameWords.at(-1)!);
}

/**
 * The word said right before a noun of the tool's own name ("Italian restaurants" for `search_restaurants`, "jazz
 * music" for `play_music`), or the one word after its verb that ends the request ("Play some jazz"): one word, no
 * number, none of the small words above.
 */
export function categorySaid(
  text: string,
  nouns: readonly string[],
  verbs: readonly string[],
): { value: string; start: number; end: number } | undefined {
  for (const noun of nouns) {
    const m = new RegExp(`(?<!\\p{L})(\\p{L}[\\p{L}-]{2,30})\\s(?:${noun})s?(?!\\p{L})`, 'iu').exec(text);
    if (m && !NOT_CATEGORIES.has(m[1]!.toLowerCase()) && !/\d/.test(m[1]!))
      return { value: m[1]!, start: m.index, end: m.index + m[1]!.length };
  }
  for (const verb of verbs) {
    const m = new RegExp(
      `(?<!\\p{L})${verb}\\s(?:(?:me|us)\\s)?(?:(?:some|a|an|the)\\s)?(\\p{Ll}[\\p{L}-]{2,30})\\s{0,3}[.!?]?$`,
      'iu',
    ).exec(text.trim());
    if (m && !NOT_CATEGORIES.has(m[1]!.toLowerCase())) {
      const start = text.indexOf(m[1]!, m.index);
      return { value: m[1]!, start, end: start + m[1]!.length };
    }
  }
  return undefined;
}
