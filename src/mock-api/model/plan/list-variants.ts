// Items named together in a list ("the fig, the olive and the lemon tree"): the part once per item, each in the list's place.
import type { ToolReader } from './readings.ts';
import { insideQuote } from '../understand/spans.ts';
import { kindOf } from '../understand/param-kind.ts';
import { baseSchema, propertiesOf } from '../understand/schema-view.ts';

/** Short items named together: "E, G and B", "reef, nursery and shrimp", "Ana Silva and Ben Okoro". */
const ITEM = '(?:\\p{Lu}\\p{L}+ \\p{Lu}\\p{L}+|[\\p{L}\\p{N}#][\\p{L}\\p{N}#-]*)';

export const LIST = new RegExp(
  `(?<![\\p{L}\\p{N}#.-])(${ITEM})((?:, ${ITEM})*),? (?:and|or) (${ITEM})(?![\\p{L}\\p{N}#-])`,
  'gu',
);

/** Lower-case words listed with commas alone at the end of a sentence: "for teal, ochre, crimson." */
const COMMA_LIST =
  /(?<![\p{L}\p{N}#.-])(\p{Ll}[\p{L}-]*)((?:, \p{Ll}[\p{L}-]*)*), (\p{Ll}[\p{L}-]*)(?=\s*(?:[.?!]|$))/gu;

/** Words a list may follow: "for teal, ochre, crimson", "in red, blue, green". */
const OPENS_LIST =
  /^(?:for|of|in|with|and|or|the|a|an|my|some|any|to|from|by|on|at|about|like|is|are|colou?rs?|sizes?|flavou?rs?)$/i;

export const NOT_ITEMS = /^(?:the|a|an|to|for|of|in|on|at|by|with|from|me|it|them|then|also|is|are)$/i;

/** A word no lower-case item is made of: joining, pointing and asking words. */
const JOINING =
  '(?:the|a|an|and|or|to|for|of|in|on|at|by|with|from|me|it|them|then|also|is|are|each|both|all|please|plus|as|well)';

/** One or two lower-case words, after "the" or not: "the basil", "paper towels", "the lemon tree". */
const THE_ITEM = `(?:the )?((?!${JOINING}\\b)\\p{Ll}[\\p{L}-]*(?: (?!${JOINING}\\b)\\p{Ll}[\\p{L}-]*)?)`;

/**
 * Lower-case things listed with "and"/"or", each with "the" or not, up to the end of the clause or a word that starts
 * what is said of them all: "the basil and the mint with 200 ml", "of paper towels and dish soap,", "the fig, the olive
 * and the lemon tree."
 */
const PHRASE_LIST = new RegExp(
  `(?<![\\p{L}\\p{N}#.-])${THE_ITEM}((?:, ${THE_ITEM.replace('(?:the )?(', '(?:the )?(?:')})*),? (?:and|or) ${THE_ITEM}(?=\\s*(?:[,.;?!]|$)| (?:with|at|to|for|in|on|by|from|each|both|twice)\\b)`,
  'gu',
);

/**
 * The part once per item of a list it names, when the items land in a parameter that takes one value: each variant
 * gives different arguments, and no list parameter takes the items together.
 */
export function listVariants(
  reader: ToolReader,
  text: string,
): { variant: string; item: string; list: string; holder?: string }[] {
  const schema = reader.schema;
  const takesList = propertiesOf(schema).some(([, p]) => baseSchema(p).type === 'array');
  // "paper towels and dish soap": a list of two-word things is read before the one-word list inside it ("towels and dish").
  const phrases = [...text.matchAll(PHRASE_LIST)].map((m) => ({
    m,
    items: [m[1]!, ...m[2]!.split(/, (?:the )?/).filter(Boolean), m[3]!],
    // Each item keeps its "the" in its own variant ("Prune the olive"): it may be what marks it as the verb's object.
    written: m[0].split(/,? (?:and|or) |, /) as string[] | undefined,
  }));
  const lists = [
    ...phrases,
    ...[...text.matchAll(LIST), ...text.matchAll(COMMA_LIST)].map((m) => ({
      m,
      items: [m[1]!, ...m[2]!.split(', ').filter(Boolean), m[3]!],
      written: undefined,
    })),
  ];
  // "rated 8, 'nutty and firm'": words joined inside a quote are what the quote says, one value, never a list of calls.
  const quoted = insideQuote(text);
  for (const { m, items, written } of lists.slice(0, LISTS_TRIED)) {
    if (quoted(m.index)) continue;
    // "chicken tikka masala, gluten-free": a lower-case word that ends a longer name is no item of a list after it.
    const before = text.slice(0, m.index).trimEnd().split(/\s+/).pop() ?? '';
    if (!/\s(?:and|or)\s/.test(m[0]) && /^\p{Ll}[\p{L}-]*$/u.test(before) && !OPENS_LIST.test(before)) continue;
    // Items of one list look alike: all names, all lower-case words, or all codes with digits.
    const shapes = new Set(items.map((i) => (/\d/.test(i) ? 'code' : /^\p{Lu}/u.test(i) ? 'name' : 'word')));
    if (items.some((i) => NOT_ITEMS.test(i)) || items.every((i) => /^\d/.test(i)) || shapes.size > 1) continue;
    if (takesList) {
      const whole = reader.read(text).args;
      if (Object.values(whole).some((v) => Array.isArray(v) && v.length >= 2)) return [];
    }
    const variants = items.map(
      (item, i) => text.slice(0, m.index) + (written?.[i] ?? item) + text.slice(m.index + m[0].length),
    );
    const args = variants.map((v) => ({ ...reader.read(v).args }));
    // "swatches in teal, ochre and crimson": a string parameter that read each item only inside a longer stretch (the
    // request's gist) holds the item itself.
    const holder = shapes.has('word')
      ? propertiesOf(schema)
          .filter(([n, p]) => kindOf(n, p) === 'string')
          .map(([n]) => n)
          .find((n) =>
            args.every(
              (a, i) =>
                typeof a[n] === 'string' &&
                a[n] !== items[i] &&
                new RegExp(`(?<![\\p{L}])${items[i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(
                  a[n],
                ),
            ),
          )
      : undefined;
    if (holder) args.forEach((a, i) => (a[holder] = items[i]));
    const readings = args.map((a) => JSON.stringify(a));
    // Each item must land in the arguments of its own call.
    if (
      new Set(readings).size === variants.length &&
      readings.every((r, i) => r.toLowerCase().includes(JSON.stringify(items[i]!.toLowerCase())))
    ) {
      return variants.map((variant, i) => ({ variant, item: items[i]!, list: m[0], holder }));
    }
  }
  return [];
}

/**
 * How many lists of one part listVariants tries: each is read once per item over the whole part, so a long part of
 * many short lists ("the fig and the olive, the fig and the olive, ...") would cost the square of its length. A request
 * that asks for one call per item names its list among the first few.
 */
const LISTS_TRIED = 8;
