// An option told apart by one word of its own: "in the basin" for `marina_basin`, "lay the buoys" for `buoy_laying`.
import type { Evidence } from '../understand/evidence.ts';
import { identifierWords } from '../understand/text.ts';
import type { Found } from './found.ts';
import type { SkipSpan } from './option-args.ts';

/** The rule's words in the model's note (the timeline translates them: `ruleOptionOwnWord`). */
export const OPTION_OWN_WORD = 'an option named by a word no other option has';

/** Options read this way at most: a long enum's words are mostly shared or codes, and each is compared with each. */
const MOST_OPTIONS = 40;

/** Catch-all options, never read from one of their words. */
const CATCH_ALL = /^(?:all|any|none|both|every|default|other|unknown)$/i;

/**
 * A request word that says an option's word: the same, or one of the two with up to three letters more at its end
 * ("buoys" for `buoy`, "paint" for `painting`, "kiln" for `kilns`). Both four letters or more.
 */
function saysWord(said: string, own: string): boolean {
  // "the 316 grade" for `316_steel`: a number of three or four digits says only itself.
  if (/^\d/.test(said) || /^\d/.test(own)) return said === own;
  if (said.length < 4 || own.length < 4) return false;
  const [short, long] = said.length <= own.length ? [said, own] : [own, said];
  return long.startsWith(short) && long.length - short.length <= 3;
}

/** A number an option holds that could be a year: a date's year says no option. */
const YEAR = /^(?:19|20)\d\d$/;

/** "11 metres long", "six years old": a word right after an amount says what the amount measures, not an option. */
const AFTER_AMOUNT = /\d(?:[.,]\d+)?\s*(?:\p{L}{1,12}\s+)?$/u;

/**
 * No option is said whole, but one word of one option is, and no other option has that word ("the basin" for
 * `marina_basin` among `river_pontoon` and `outer_wall`; "by the pontoon" for `river_pontoon`; "help paint sets" for
 * `scene_painting`): a model reads that option. Only when exactly one option is named so, and the word is free.
 */
export function optionByOwnWord(
  name: string,
  tool: string | undefined,
  values: readonly unknown[],
  ev: Evidence,
  skip: SkipSpan = () => false,
): Found | undefined {
  // "fence" for `fence_type` of `quote_fence_repair`: a word of the parameter's or the tool's name is what every option
  // is, so it tells none apart.
  const named = [...identifierWords(name), ...identifierWords(tool ?? '')];
  const options = values.filter((v): v is string => typeof v === 'string' && !CATCH_ALL.test(v));
  if (options.length < 2 || options.length > MOST_OPTIONS) return undefined;
  const wordsOf = options.map((o) =>
    identifierWords(o).filter((w) => /^(?:\p{L}+|\d{3,4})$/u.test(w) && !YEAR.test(w)),
  );
  const said = [...ev.text.toLowerCase().matchAll(/\p{L}{4,31}|(?<![\p{N}.,])\d{3,4}(?![\p{N}]|[.,]\p{N})/gu)].filter(
    (m) =>
      ev.isFree({ start: m.index, end: m.index + m[0].length }) &&
      !skip(m.index, m.index + m[0].length) &&
      !AFTER_AMOUNT.test(ev.text.slice(Math.max(0, m.index - 24), m.index)),
  );
  const fits = options.flatMap((value, i) => {
    const own = wordsOf[i]!.filter(
      (w) =>
        !named.some((n) => saysWord(n, w)) && !wordsOf.some((other, j) => j !== i && other.some((o) => saysWord(o, w))),
    );
    const hit = said.find((m) => own.some((w) => saysWord(m[0], w)));
    return hit ? [{ value, hit }] : [];
  });
  if (fits.length !== 1) return undefined;
  const { value, hit } = fits[0]!;
  ev.take({ start: hit.index, end: hit.index + hit[0].length });
  return { value, source: ev.text.slice(hit.index, hit.index + hit[0].length), rule: OPTION_OWN_WORD };
}
