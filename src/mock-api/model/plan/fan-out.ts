// Fan-out: the items of one part that each want their own call ("1.5 grams to the betta tank and 4 grams to the goldfish
// tank", "E, G and B in octave 3"), read from which required parameters each stretch of the text gives a value for.
import { Evidence, type Candidate } from '../understand/evidence.ts';
import type { ToolReader } from './readings.ts';
import { pieces } from '../understand/pieces.ts';
import { insideQuote } from '../understand/spans.ts';
import { kindOf } from '../understand/param-kind.ts';
import { baseSchema, baseType, optionsOf, propertiesOf, requiredOf } from '../understand/schema-view.ts';
import { MONTH_WORD, WEEKDAY_WORD } from '../understand/date-mentions.ts';
import { findOptionMentions, type OptionMention } from '../understand/option-mentions.ts';
import { WORD_NUMBERS } from '../understand/number-words.ts';
import { identifierWords, sameStem } from '../understand/text.ts';

/**
 * Stretches of a part that each ask for one call: a new stretch starts at a joint when the stretch so far already has
 * every required value and the next piece gives a required value of its own ("... for plate AA-1 and 4 hours for plate
 * BB-2"); a piece that only completes the stretch ("legs 3 and 4") stays in it. One stretch: no fan-out.
 */
export function segmentGroups(reader: ToolReader, text: string, budget: FanOutBudget = { read: 0 }): string[] {
  const ps = pieces(text, reader.now);
  if (ps.length < 2 || requiredOf(reader.schema).length === 0) return [];
  const groups: { start: number; end: number }[] = [{ ...ps[0]! }];
  for (let i = 1; i < ps.length; i++) {
    const p = ps[i]!;
    const last = groups[groups.length - 1]!;
    // "Ghent, the town where ...": a clause about what came before is not a new item.
    if (APPOSITIVE.test(text.slice(p.start, p.end))) {
      last.end = p.end;
      continue;
    }
    const before = text.slice(last.start, last.end);
    // "... for Ana at 10 and Ben at 12": a name that opens a piece after "and" is read with that word, which shows it
    // is no sentence's first word (capitalised anyway) but a name. After a bare comma or semicolon ("Leeds to York,
    // Bath to Bristol") only when the piece so read gives two required values or more, a whole item of its own:
    // "Kendal, Cumbria" gives one, and is one place.
    const opensWithName = /^\p{Lu}/u.test(text.slice(p.start, p.end));
    const joint = text.slice(last.end, p.start);
    const start =
      opensWithName &&
      (/^\s*(?:and|or|plus|then)\s*$/i.test(joint) ||
        (/^\s*[,;]\s*$/.test(joint) && reader.read(text.slice(last.end, p.end).trim()).given.size >= 2))
        ? last.end
        : p.start;
    // An item may itself be cut at its "and" ("for legs 9 and 12"): it is read with the pieces that complete it.
    const item = [0, 1, 2]
      .map((k) => ps[i + k])
      .filter((q) => q !== undefined)
      .find((q) => {
        // What asksAgain may read: the piece, the stretch before it, both together, and the first stretch.
        budget.read += before.length + 2 * (q.end - start) + (p.start - last.end) + (groups[0]!.end - groups[0]!.start);
        return (
          budget.read <= FAN_OUT_READS_CHARS &&
          asksAgain(
            reader,
            before,
            text.slice(start, q.end).trim(),
            text.slice(last.start, q.end),
            text.slice(groups[0]!.start, groups[0]!.end),
          )
        );
      });
    if (budget.read > FAN_OUT_READS_CHARS) return [];
    if (item) groups.push({ start, end: p.end });
    else last.end = p.end;
  }
  return groups.length > 1 ? groups.map((g) => text.slice(g.start, g.end).trim()) : [];
}

/**
 * How many characters the stretches read for one part may add up to. A stretch is read whole each time a piece might
 * start a new one, so the reading grows with the square of the pieces: the questions of the bench read 38,552 at most,
 * while 4,000 characters of 500 short pieces that each give a value ('"x": 1, "x": 1, ...') read about two million, over
 * a second per request. Past this the part is one stretch: no fan-out, the same answer for the same request.
 */
const FAN_OUT_READS_CHARS = 100_000;

/**
 * The characters read so far for one part, shared by every segmentGroups call on it (the text as written, then with
 * the month said once filled in), so a part's reading stays within FAN_OUT_READS_CHARS in all.
 */
export interface FanOutBudget {
  read: number;
}

const APPOSITIVE =
  /^(?:that|which|who|whom|whose|where|when|because|since|as|if|so|but|though|although|while|could|can|would|will|please|i|i'd|i'm)\b/i;

/**
 * True when a piece asks for the call again: the stretch before it is complete, and read together with it the stretch
 * would keep its own value for a parameter the piece gives a different value of ("1.5 grams ... and 4 grams ...") —
 * one call cannot say both. A piece whose value wins the reading together ("Adriana's payslip, her id is 4471") only
 * corrects the stretch.
 */
function asksAgain(reader: ToolReader, before: string, piece: string, together: string, opening: string): boolean {
  const own = reader.read(piece);
  if (own.given.size === 0) return false;
  const prev = reader.read(before);
  // "on 4 May at 09:00, 11 May at 14:00 and 18 May at 09:00": the stretch before may be an item that shares what the
  // first stretch said; the item's shape is then the first stretch's, its values told apart from the stretch before.
  const first = prev.complete ? prev : reader.read(opening);
  if (!first.complete) return false;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  // "CB-7 at the quay: 41.5 kg on 3 May, 39 kg on 17 May": a piece that gives two values or more of its own, an amount
  // among them, each one the stretch before gave too, each different and of the same shape, is a whole item; what it
  // leaves out is shared. Its values are of two kinds or more ("8 and 15" are two legs of one call), and what it leaves
  // out is no free text (a free text would be read from the piece's own words).
  const own2 = [...own.given];
  const props = new Map(propertiesOf(reader.schema));
  const shared = [...first.given].filter((k) => !own.given.has(k));
  // A name said once ("Book Tom Hale on ..., ... and ...") is shared like a code: only lower-case words are free text.
  const freeText = (k: string) =>
    typeof first.args[k] === 'string' && shape(first.args[k]) === 'words' && !optionsOf(props.get(k) ?? {});
  if (
    own2.length >= 2 &&
    own2.every(
      (k) => first.given.has(k) && !same(own.args[k], prev.args[k]) && shape(own.args[k]) === shape(first.args[k]),
    ) &&
    new Set(own2.map((k) => kindOfValue(own.args[k]))).size >= 2 &&
    own2.some((k) => TYPED_KINDS.has(kindOfValue(own.args[k]))) &&
    !shared.some(freeText)
  )
    return true;
  // A new item says again what the first said, in the same shape: every value it gave, and alike ("4 grams", "AB1002").
  if (!prev.complete || [...first.given].some((k) => !own.given.has(k))) return false;
  const both = reader.read(together).args;
  return [...own.given].some(
    (k) =>
      same(both[k], first.args[k]) && !same(own.args[k], first.args[k]) && shape(own.args[k]) === shape(first.args[k]),
  );
}

/** The kinds of value a piece's own amount, day or hour is read as: values that tell one item from the next. */
const TYPED_KINDS: ReadonlySet<string> = new Set(['number', 'date', 'time']);

/** A number, a date said whole (YYYY-MM-DD), an hour (HH:MM), else the value's shape. */
function kindOfValue(value: unknown): string {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
  if (typeof value === 'string' && /^\d{2}:\d{2}(?::\d{2})?$/.test(value)) return 'time';
  return shape(value);
}

/** What kind of value this is: a number, a code with digits, a name, or lower-case words. */
function shape(value: unknown): string {
  if (typeof value !== 'string') return typeof value;
  return /\d/.test(value) ? 'code' : /^\p{Lu}/u.test(value) ? 'name' : 'words';
}

/** Short items named together: "E, G and B", "reef, nursery and shrimp", "Ana Silva and Ben Okoro". */
const ITEM = '(?:\\p{Lu}\\p{L}+ \\p{Lu}\\p{L}+|[\\p{L}\\p{N}#][\\p{L}\\p{N}#-]*)';
const LIST = new RegExp(
  `(?<![\\p{L}\\p{N}#.-])(${ITEM})((?:, ${ITEM})*),? (?:and|or) (${ITEM})(?![\\p{L}\\p{N}#-])`,
  'gu',
);
/** Lower-case words listed with commas alone at the end of a sentence: "for teal, ochre, crimson." */
const COMMA_LIST =
  /(?<![\p{L}\p{N}#.-])(\p{Ll}[\p{L}-]*)((?:, \p{Ll}[\p{L}-]*)*), (\p{Ll}[\p{L}-]*)(?=\s*(?:[.?!]|$))/gu;
/** Words a list may follow: "for teal, ochre, crimson", "in red, blue, green". */
const OPENS_LIST =
  /^(?:for|of|in|with|and|or|the|a|an|my|some|any|to|from|by|on|at|about|like|is|are|colou?rs?|sizes?|flavou?rs?)$/i;
const NOT_ITEMS = /^(?:the|a|an|to|for|of|in|on|at|by|with|from|me|it|them|then|also|is|are)$/i;
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

/**
 * What may stand between two items of one list: "A, B", "A and B", "A, and to B", "A or in B", "A as well as B", and
 * a weekday that opens a date ("2 May and Monday 3 May").
 */
const JOINED = new RegExp(
  String.raw`^(?:,\s*(?:(?:and|or|plus|as well as)\s+)?|\s+(?:and|or|&|plus|as well as)\s+)(?:(?:to|of|in|on|for|at|from|with)\s+)?(?:the\s+)?(?:${WEEKDAY_WORD},?\s+)?$`,
  'i',
);

/**
 * Typed values listed together ("NOVA, ORBX and QUIL", "report.pdf and invoice.pdf", "on 2026-03-01 and 2026-03-02",
 * "to Lisbon and to Porto"): the part once per value, when each lands in a one-value parameter and makes a full call.
 */
export function valueRuns(
  reader: ToolReader,
  text: string,
): { variant: string; item: string; list: string; surname?: string; announced?: string }[] {
  // Plain numbers are read as amounts (coordinatedAmounts), and "June 7, 2027" is no list; hyphenated words are no values.
  // A tool with no number parameter takes numbers of three digits or more as codes ("employees 1001, 1002 and 1003"):
  // they are values here (a day and a year, "Monday, June 7, 2027", are not).
  const amounts = propertiesOf(reader.schema).some(([, p]) => ['number', 'integer'].includes(baseType(p) ?? ''));
  const all = new Evidence(text, reader.now).candidates.filter(
    (c) => c.kind !== 'word' && (c.kind !== 'number' || (!amounts && /^\d{3,}$/.test(c.text))),
  );
  let best: typeof all = [];
  let run: typeof all = [];
  for (const c of all) {
    const prev = run[run.length - 1];
    // "Ana Lind's and Ben Okoro's": owners listed, each with its possessive (the guard below wants all or none).
    const joint = text.slice(prev?.end ?? 0, c.start).replace(/^['’]s(?=[\s,])/u, '');
    if (prev && prev.kind === c.kind && JOINED.test(joint)) run.push(c);
    else run = [c];
    if (run.length > best.length) best = [...run];
  }
  if (best.length < 2) return [];
  // "The Tannery, Brock Lane": names joined by commas alone are the parts of one place, as a list ends with "and".
  const named = best[0]!.kind === 'proper' || best[0]!.kind === 'place';
  const joints = best.slice(1).map((c, i) => text.slice(best[i]!.end, c.start));
  if (named && joints.every((j) => /^,\s*$/.test(j))) return [];
  // "Zephyr and Ben Okoro's kite": an owner ("Ben Okoro's") is no value of the list it seems to end.
  if (new Set(best.map((c) => /^['’](?:s\b|\s)/u.test(text.slice(c.end)))).size > 1) return [];
  // "to Ana Lind and the Oslo boom arm to ...": a name after "the" and before a noun it qualifies is no value of a list.
  if (best.some((c) => /\bthe\s$/i.test(text.slice(Math.max(0, c.start - 4), c.start)) && qualifies(text, c.end)))
    return [];
  const start = best[0]!.start;
  const end = best[best.length - 1]!.end;
  const surname = sharedSurname(reader, text, best);
  // "two swims for Ivo on D1 and D2": a count of the tool's own thing that announces the items is no value of each.
  const count = announcedCount(reader, text.slice(0, start), best.length);
  const opening = count ? text.slice(0, count.start) + text.slice(count.end, start) : text.slice(0, start);
  const readings = best.map((c) => {
    const shares = surname !== undefined && !c.text.includes(' ');
    const item = shares ? `${c.text} ${surname}` : c.text;
    const variant = opening + (shares ? item : text.slice(c.start, c.end)) + text.slice(end);
    return { variant, item, reading: reader.read(variant) };
  });
  const whole = reader.read(text).args;
  // A list parameter takes the items together; an item that leaves a required value unsaid is no call of its own.
  if (Object.values(whole).some((v) => Array.isArray(v) && v.length >= 2) || readings.some((r) => !r.reading.complete))
    return [];
  if (new Set(readings.map((r) => JSON.stringify(r.reading.args))).size !== readings.length) return [];
  return readings.map(({ variant, item }) => ({
    variant,
    item,
    list: text.slice(start, end),
    surname,
    announced: count?.said,
  }));
}

/** A count said as a word or digits before a plural noun: "two lessons", "3 visits". */
const COUNTED = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,2}|${Object.keys(WORD_NUMBERS)
    .filter((w) => /^\p{L}+$/u.test(w))
    .join('|')})\\s(\\p{L}{2,30}s)(?![\\p{L}])`,
  'giu',
);

/**
 * "Book two swims for Ivo on D1 and D2", "three visits on …, … and …": a count said before the list, of a thing the
 * tool's name names ("swims" for `book_swim`), that equals the number of items announces them: each call is one of
 * them. Where its number stands in `before` (its last 200 characters) and the words said, or undefined.
 */
function announcedCount(
  reader: ToolReader,
  before: string,
  items: number,
): { start: number; end: number; said: string } | undefined {
  const own = identifierWords(reader.tool.name);
  const from = Math.max(0, before.length - 200);
  let found: { start: number; end: number; said: string } | undefined;
  for (const m of before.slice(from).matchAll(COUNTED)) {
    const n = /^\d/.test(m[1]!) ? Number(m[1]) : WORD_NUMBERS[m[1]!.toLowerCase()];
    const noun = m[2]!.toLowerCase().slice(0, -1);
    if (n === items && own.some((w) => sameStem(w, noun)))
      found = { start: from + m.index, end: from + m.index + m[1]!.length + 1, said: m[0] };
  }
  return found;
}

/**
 * "Oskar and Greta Lindqvist": first names listed before one full name share its surname, said once for all. Only
 * names (no places, no titles in quotes), each before the last one word, the last one first name and a surname of one
 * to three words ("Ivo ter Horst"), joined by "and" or "&" at the end; and only when the last lands whole in a
 * parameter that holds a person's name (its kind, or a `…_name` that is no place). Undefined otherwise.
 */
function sharedSurname(reader: ToolReader, text: string, run: readonly Candidate[]): string | undefined {
  const last = run[run.length - 1]!;
  // "'Harbour Lights' and 'The Long Tide'": titles, not people; "The" opens no first name.
  const quoted = insideQuote(text);
  if (run.some((c) => c.kind !== 'proper' || quoted(c.start)) || /^(?:the|a|an)\s/i.test(last.text)) return undefined;
  const full =
    /^\p{Lu}[\p{L}'’-]{1,30}((?:\s(?:de|van|von|der|den|la|le|du|da|di|del|ter|ten)){0,2}\s\p{Lu}[\p{L}'’-]{1,30})$/u.exec(
      last.text,
    );
  if (!full || run.slice(0, -1).some((c) => !/^\p{Lu}[\p{L}'’-]{1,30}$/u.test(c.text))) return undefined;
  if (!/^\s+(?:and|&)\s+$/i.test(text.slice(run[run.length - 2]!.end, last.start))) return undefined;
  const alone = reader.read(text.slice(0, run[0]!.start) + last.text + text.slice(last.end)).args;
  const holder = propertiesOf(reader.schema).find(([n]) => alone[n] === last.text);
  if (!holder) return undefined;
  const kind = kindOf(holder[0], holder[1]);
  return kind === 'person' || (kind !== 'place' && /(?:^|_)name$/i.test(holder[0])) ? full[1]!.trim() : undefined;
}

/** Words that may follow a name without being a noun it qualifies: verbs of being, joints, prepositions, articles. */
const NOT_QUALIFIED =
  /^(?:is|are|was|were|has|have|had|will|can|and|or|nor|to|of|for|at|in|on|by|each|from|with|plus|the|a|an|both|too|as|which|that|who|then|also|please)$/i;

/** Whether a lower-case word right after `end` is a noun the word before qualifies ("the Oslo office", "the Ford van"). */
function qualifies(text: string, end: number): boolean {
  const next = /^\s(\p{Ll}+)(?![\p{L}])/u.exec(text.slice(end, end + 40))?.[1];
  return next !== undefined && !NOT_QUALIFIED.test(next);
}

/**
 * What joins two options of one list: a comma, "and", ", and", "&", "plus", "as well as", a "the" after it. Not "or":
 * "heating or cooling" leaves the choice open, it asks for no call each.
 */
const OPTION_JOINT = /^(?:\s*,\s*(?:(?:and|&|plus|as well as)\s+)?|\s+(?:and|&|plus|as well as)\s+)(?:the\s+)?$/i;

/** A count said right before an option: "four ", "12 ", "a dozen ", "one ". */
const COUNT_BEFORE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:\\d+|a dozen|${Object.keys(WORD_NUMBERS)
    .filter((w) => /^\p{L}+$/u.test(w))
    .join('|')})\\s+$`,
  'iu',
);

/** Words after which a list gives examples of what one call asks for: "including", "such as", "like", "e.g.". */
const EXAMPLES_FOLLOW = /\b(?:including|such as|like|e\.g\.|for example|for instance)[\s,:]*(?:the\s+)?$/i;

/**
 * "Quote wool, linen and Silk Blend at 500 grams each", "a standard and a deluxe room": options of one parameter's
 * list (its enum) named together, the parameter taking one value. The part once per option, when each reads whole and
 * the option lands in that parameter; the items need not look alike (an option may be written with a capital).
 */
export function optionRuns(
  reader: ToolReader,
  text: string,
): { variant: string; item: string; list: string; param: string }[] {
  for (const [name, p] of propertiesOf(reader.schema)) {
    const options = optionsOf(p)?.values;
    if (baseSchema(p).type === 'array' || !options || options.length < 2) continue;
    // The longest mention at each place ("pet plastic", not "plastic" inside it).
    const mentions: OptionMention[] = [];
    for (const m of findOptionMentions(text, options).sort((a, b) => a.index - b.index || b.end - a.end)) {
      const last = mentions[mentions.length - 1];
      if (!last || m.index >= last.end) mentions.push(m);
    }
    // "six wool, two linen and one Silk Blend": each option may come with its own count, said before it.
    const counted = (m: OptionMention) => m.index - (COUNT_BEFORE.exec(text.slice(0, m.index))?.[0].length ?? 0);
    let best: OptionMention[] = [];
    let run: OptionMention[] = [];
    for (const m of mentions) {
      const prev = run[run.length - 1];
      const fresh = !run.some((r) => r.value === m.value);
      if (prev && fresh && OPTION_JOINT.test(text.slice(prev.end, counted(m)))) run.push(m);
      else run = [m];
      if (run.length > best.length) best = [...run];
    }
    if (best.length < 2) continue;
    // Every item with its count, or none: "two adults and child" is no list of counted items.
    const starts = best.map((m) => (best.every((b) => counted(b) < b.index) ? counted(m) : m.index));
    if (best.some((b, i) => i > 0 && !OPTION_JOINT.test(text.slice(best[i - 1]!.end, starts[i])))) continue;
    const start = starts[0]!;
    // "which technologies, including languages, frameworks and tools": examples of one whole ask for one call.
    if (EXAMPLES_FOLLOW.test(text.slice(0, start))) continue;
    const end = best[best.length - 1]!.end;
    const items = best.map((m, i) => text.slice(starts[i], m.end));
    const variants = items.map((item) => text.slice(0, start) + item + text.slice(end));
    const reads = variants.map((v) => reader.read(v));
    const whole = reader.read(text).args;
    if (Object.values(whole).some((v) => Array.isArray(v) && v.length >= 2)) return [];
    if (reads.some((r, i) => !r.complete || JSON.stringify(r.args[name]) !== JSON.stringify(best[i]!.value))) continue;
    return variants.map((variant, i) => ({ variant, item: items[i]!, list: text.slice(start, end), param: name }));
  }
  return [];
}

const MONTH = `${MONTH_WORD}\\.?`;
/** A weekday said before a listed day ("Wednesday 6 and Thursday 7 October"): it names the day the number says. */
const WEEKDAY_BEFORE = `(?:${WEEKDAY_WORD}\\s)?`;
const DAY = `${WEEKDAY_BEFORE}(?:the\\s)?\\d{1,2}(?:st|nd|rd|th)?`;
/** Days listed before the month they share: "3 and 4 May 2029", "the 5th, the 6th and the 7th of June". */
const DAYS_THEN_MONTH = new RegExp(
  `(?<![\\p{L}\\d])(${DAY}(?:,\\s?${DAY})*(?:,\\s?|\\s)(?:and|&|or)\\s${DAY})\\s((?:of\\s)?${MONTH}(?:,?\\s\\d{4})?)(?![\\p{L}\\d])`,
  'iu',
);
/** Days listed after the month they share: "May 3 and 4, 2029", "March 3, 4 and 5". */
const MONTH_THEN_DAYS = new RegExp(
  `(?<![\\p{L}\\d])(${MONTH})\\s(${DAY}(?:,\\s?${DAY})*(?:,\\s?|\\s)(?:and|&|or)\\s${DAY})((?:,?\\s\\d{4})?)(?![\\p{L}\\d])`,
  'iu',
);

/**
 * "for 3 and 4 May 2029", "on the 5th and the 6th of June", "May 3 and 4": days listed with the month (and
 * year) said once for all of them. The part once per day, each with the month and year, when each reads whole and
 * gives its own arguments.
 */
export function dayRuns(reader: ToolReader, text: string): { variant: string; item: string; list: string }[] {
  const before = DAYS_THEN_MONTH.exec(text);
  const after = before ? null : MONTH_THEN_DAYS.exec(text);
  const m = before ?? after;
  if (!m) return [];
  const days = (before ? m[1]! : m[2]!)
    .split(/,|&|\b(?:and|or)\b/i)
    .map((d) => d.trim())
    .filter(Boolean);
  const items = days.map((d) => (before ? `${d} ${m[2]!.trim()}` : `${m[1]!} ${d.replace(/^the\s+/i, '')}${m[3]!}`));
  const variants = items.map((item) => text.slice(0, m.index) + item + text.slice(m.index + m[0].length));
  const reads = variants.map((v) => reader.read(v));
  if (reads.some((r) => !r.complete) || new Set(reads.map((r) => JSON.stringify(r.args))).size !== reads.length)
    return [];
  return variants.map((variant, i) => ({ variant, item: items[i]!, list: m[0] }));
}

/** "one at the mill, the other at the quay", "one for Ana and another for Ben": two items told apart by "one" and "the other". */
const ONE_AND_OTHER =
  /(?<![\p{L}])one\s([^,;.?!]{1,60}?)(?:,\s|\sand\s|;\s)(?:and\s)?(?:the other(?: one)?|another(?: one)?|the second|a second)\s([^,;.?!]{1,60})/iu;

/**
 * "Log two swarms: one at Mill Lane, the other at Quay Farm": the part once per item so told apart, each item in the
 * place of the pair.
 */
export function oneAndOther(text: string): { variant: string; item: string; list: string }[] {
  const m = ONE_AND_OTHER.exec(text);
  if (!m) return [];
  const end = m.index + m[0].length;
  return [m[1]!.trim(), m[2]!.trim()].map((item) => ({
    variant: text.slice(0, m.index) + item + text.slice(end),
    item,
    list: m[0],
  }));
}

/** The text without one word (and a comma right after it), its spaces closed up. */
function withoutWord(text: string, word: string): string {
  const at = text.toLowerCase().indexOf(word);
  if (at < 0) return text;
  const after = text.slice(at + word.length).replace(/^,/, '');
  const rest = after.trimStart();
  return `${text.slice(0, at).trimEnd().replace(/,$/, '')}${/^[.?!;]/.test(rest) || rest === '' ? '' : ' '}${rest}`;
}

interface Run {
  start: number;
  end: number;
  /** Each item as written (a quote with its quotes). */
  items: string[];
}

/** The lists a text names: typed values of one kind joined by commas and "and"/"or", and short lower-case word lists. */
function listsIn(text: string, now: Date): Run[] {
  const runs: Run[] = [];
  let run: Candidate[] = [];
  const close = () => {
    if (run.length < 2) return;
    // "5%, 10% and 20%": each amount keeps the unit said after every one.
    const unit = unitAfter(text, run[run.length - 2]!, run[run.length - 1]!).length;
    runs.push({
      start: run[0]!.start,
      end: run[run.length - 1]!.end + unit,
      items: run.map((c) => text.slice(c.start, c.end + unit)),
    });
  };
  for (const c of new Evidence(text, now).candidates.filter((x) => x.kind !== 'word')) {
    const prev = run[run.length - 1];
    if (prev && prev.kind === c.kind && JOINED.test(text.slice(prev.end + unitAfter(text, prev, c).length, c.start)))
      run.push(c);
    else {
      close();
      run = [c];
    }
  }
  close();
  for (const m of text.matchAll(LIST)) {
    const items = [m[1]!, ...m[2]!.split(', ').filter(Boolean), m[3]!];
    if (items.some((i) => NOT_ITEMS.test(i)) || runs.some((r) => m.index < r.end && m.index + m[0].length > r.start))
      continue;
    runs.push({ start: m.index, end: m.index + m[0].length, items });
  }
  return runs.sort((a, b) => a.start - b.start);
}

/**
 * The unit said after both of two amounts ("5%, 10%", "3 kg and 5 kg"), which stands in the joint between them; ''
 * when they are no amounts or the units differ.
 */
function unitAfter(text: string, prev: Candidate, c: Candidate): string {
  if (prev.kind !== 'number' || c.kind !== 'number') return '';
  const unit = (at: number) => /^\s?(?:%|\p{L}{1,12}(?![\p{L}]))/u.exec(text.slice(at, at + 14))?.[0] ?? '';
  const first = unit(prev.end);
  return first !== '' && first.trim() === unit(c.end).trim() && !JOINING_WORD.test(first.trim()) ? first : '';
}

const JOINING_WORD = /^(?:and|or|to|of|for|at|in|on|by|each|from|with|plus)$/i;

/**
 * "Loans of 1000 and 2000 for 10 and 20 months respectively", "in Lisbon and Porto, respectively for maps and comics":
 * two lists of the same length paired in order, one variant of the text per pair (the word "respectively" dropped).
 */
export function respectiveVariants(text: string, now: Date): { variant: string; item: string; list: string }[] {
  if (!/\brespectively\b/i.test(text)) return [];
  const runs = listsIn(text, now);
  for (let a = 0; a < runs.length; a++) {
    // Every later list of the same length is paired too ("Biscuit and Pepper for 3 and 5 nights in small and large pens").
    const paired = runs.filter((r, j) => j >= a && r.items.length === runs[a]!.items.length);
    if (paired.length < 2) continue;
    return runs[a]!.items.map((item, i) => {
      let variant = '';
      let at = 0;
      for (const r of paired) {
        variant += text.slice(at, r.start) + r.items[i]!;
        at = r.end;
      }
      variant += text.slice(at);
      return {
        variant: withoutWord(variant, 'respectively'),
        item: `${item} with ${paired
          .slice(1)
          .map((r) => r.items[i]!)
          .join(' and ')}`,
        list: paired.map((r) => text.slice(r.start, r.end)).join('" and "'),
      };
    });
  }
  return [];
}

/**
 * A joint that says again the word its item opens with: "and for", "and also of", ", and at", "and again on", "and
 * the", "and a", and after a sentence's end "And on". The word is a preposition or an article. (A number said again,
 * "9 cm and 40 cm", was tried: it read the two legs of one triangle as two items.)
 */
const AND_AGAIN = /(?:\band|(?<=[.;]\s)And)\s+(?:also\s+|again\s+)?(for|of|to|at|on|in|from|with|by|the|a|an)\s+/giu;
/** "and" before a capital: a name may open the second item. */
const AND_NAME = /\band\s+(?=\p{Lu})/gu;
/** One to three capitalised words, the last maybe possessive: "Mira", "Ben Okoro's", "Arne Dahls'". */
const NAME_RUN = "\\p{Lu}[\\p{L}-]*(?:\\s+\\p{Lu}[\\p{L}-]*){0,2}(?:'s|')?";
/** A name, then the lower-case word after it ("Tom got", "Ben's red"). */
const NAME_THEN_WORD = new RegExp(`^${NAME_RUN}\\s+(\\p{Ll}+)\\s`, 'u');
/** Where an item after the repeated word may end: a preposition or joint of its own, or the clause's end. */
const ITEM_END = /\s(?:from|with|on|at|in|by|for|to|of|and|then|both|each)\s/giu;
/** A clause ends at a comma, a semicolon, a question or exclamation mark, or a full stop before a space ("Mr." no). */
const CLAUSE_END = /[,;?!]|(?<!\b(?:Mr|Mrs|Ms|Dr|St|Mt|No))\.(?!\S)|$/u;
/** How many joints of one part are tried: each is read twice per way its item may end, whatever the part's length. */
const JOINTS_TRIED = 3;
/** How many ends of the second item are tried, longest first. */
const ENDS_TRIED = 3;

export interface AgainPair {
  /** The word said again ("for", "the"). */
  word: string;
  list: string;
  variants: { variant: string; item: string }[];
}

/**
 * "the passes of Vega-2 and of Lyra-9 from Oslo", "by noon for Ana and by two for Ben", "the red lamp on Pier Nine
 * and the white lamp on Pier Four": a word said again after "and" opens a second item in the place of the first, in the
 * same shape. The first item runs from the last time that word is said in the clause before the joint (the sentence
 * before, for "... . And on X"); the second may end at the clause's end, where a preposition or joint starts what
 * both items share ("... from Oslo"), or as many words on as the first item has. A name after "and" followed by a
 * word said after a name before the joint ("Mira got ... and Tom got ...") opens a second item too, the names kept in
 * the items. Each way is two variants of the text: the first item alone (the second dropped) and the second in the
 * first's place. The caller keeps the first way, longest second item first, whose variants each read whole and apart.
 * At most JOINTS_TRIED joints of each kind, and ENDS_TRIED ends each besides the one as long as the first item.
 */
export function againVariants(text: string): AgainPair[] {
  const out: AgainPair[] = [];
  for (const m of [...text.matchAll(AND_AGAIN)].slice(0, JOINTS_TRIED)) {
    const word = m[1]!.toLowerCase();
    const jointStart = jointBefore(text, m.index);
    const clauseStart = lastClauseEnd(text, jointStart) + 1;
    const before = text.slice(clauseStart, jointStart);
    const at = [...before.matchAll(new RegExp(`(?<![\\p{L}])${word}\\s+`, 'giu'))].pop();
    if (at) out.push(...pairsAt(text, word, jointStart, clauseStart + at.index + at[0].length, m.index + m[0].length));
  }
  // "Mira got the flu jab and Tom got the tetanus jab", "Ana's red kite Zephyr and Ben's red kite Gale": a name after
  // "and" followed by a word said after a name before it opens a second item like the first, name and all.
  for (const m of [...text.matchAll(AND_NAME)].slice(0, JOINTS_TRIED)) {
    const afterJoint = m.index + m[0].length;
    const next = NAME_THEN_WORD.exec(text.slice(afterJoint));
    if (!next) continue;
    const word = next[1]!;
    const jointStart = jointBefore(text, m.index);
    const clauseStart = lastClauseEnd(text, jointStart) + 1;
    const before = text.slice(clauseStart, jointStart);
    const at = [...before.matchAll(new RegExp(`${NAME_RUN}\\s+(?=${word}\\s)`, 'gu'))].pop();
    if (at) out.push(...pairsAt(text, word, jointStart, clauseStart + at.index, afterJoint));
  }
  return out;
}

/** Where the joint before "and" starts: at the comma, full stop or space before it. */
function jointBefore(text: string, and: number): number {
  return text
    .slice(0, and)
    .trimEnd()
    .replace(/[,.;]$/, '').length;
}

/**
 * The ways to read the items on either side of one joint: the first from `firstStart` to the joint, the second from
 * `afterJoint` to the clause's end, to each preposition or joint before it (longest first), or as long as the first.
 */
function pairsAt(text: string, word: string, jointStart: number, firstStart: number, afterJoint: number): AgainPair[] {
  const first = text.slice(firstStart, jointStart).trim();
  if (first === '' || first.split(/\s+/).length > 8) return [];
  const rest = text.slice(afterJoint);
  const clauseEnd = rest.search(CLAUSE_END);
  const ends = [...rest.slice(0, clauseEnd).matchAll(ITEM_END)].map((e) => e.index);
  // Or the second item is as long as the first, what follows said of both ("the 2021 and the 2023 Tomme Brulée").
  const asLong = rest
    .slice(0, clauseEnd)
    .match(new RegExp(`^\\s*(?:\\S+\\s+){${first.split(/\s+/).length - 1}}\\S+`, 'u'));
  const inClause = [...new Set([clauseEnd, ...ends.reverse()])].slice(0, ENDS_TRIED);
  if (asLong && !inClause.includes(asLong[0].length)) inClause.push(asLong[0].length);
  return inClause.flatMap((e) => {
    const secondEnd = afterJoint + e;
    const second = text.slice(afterJoint, secondEnd).trim();
    if (second === '') return [];
    return [
      {
        word,
        list: text.slice(firstStart, secondEnd),
        variants: [
          { variant: text.slice(0, jointStart) + text.slice(secondEnd), item: first },
          { variant: text.slice(0, firstStart) + second + text.slice(secondEnd), item: second },
        ],
      },
    ];
  });
}

/** Where the last clause before `end` ended (a full stop, a semicolon, a question or exclamation mark), or -1. */
function lastClauseEnd(text: string, end: number): number {
  let at = -1;
  for (const m of text.slice(0, end).matchAll(CLAUSE_STOPS)) at = m.index;
  return at;
}

/** The stops lastClauseEnd reads: those of CLAUSE_END but the comma, which joins items within a clause. */
const CLAUSE_STOPS = /[;?!]|(?<!\b(?:Mr|Mrs|Ms|Dr|St|Mt|No))\.(?!\S)/gu;

/** What joins one bracketed item to the next: a comma, "and" or "or", or both (", and"). */
const BRACKET_JOINT = /^(?:,\s*)?(?:(?:and|or)\b\s*)?/iu;
/** The longest head of a bracketed item, in words ("for Dario Benedetti" is three). */
const HEAD_WORDS = 6;

/**
 * "Trim CLIP-4 (drop the intro) and CLIP-9 (cut the credits)", "enrol Ana Lind (level B1) and Ben Okoro (level
 * C2)": items named together, each with its own details in brackets. The first item's head is as many words, before
 * its bracket, as the second item's head. One variant of the text per item, the run of items replaced by that item
 * alone. Only the first run of two or more is read.
 */
export function bracketVariants(text: string): { variant: string; item: string; list: string }[] {
  const groups = [...text.matchAll(/\([^()]{1,80}\)/gu)];
  for (let i = 0; i + 1 < groups.length; i++) {
    const items: { start: number; end: number }[] = [];
    let k = i;
    while (k + 1 < groups.length) {
      const end = groups[k]!.index + groups[k]![0].length;
      const between = text.slice(end, groups[k + 1]!.index);
      const said = between.trim();
      const joint = BRACKET_JOINT.exec(said)![0];
      const head = said.slice(joint.length);
      if (joint === '' || head === '' || /[(),;.?!]/.test(head) || head.split(/\s+/).length > HEAD_WORDS) break;
      const next = groups[k + 1]!;
      items.push({ start: end + between.indexOf(said) + joint.length, end: next.index + next[0].length });
      k++;
    }
    if (items.length === 0) continue;
    // The first head: as many words as the second's, right before the first bracket.
    const words = text
      .slice(items[0]!.start, groups[i + 1]!.index)
      .trim()
      .split(/\s+/).length;
    let start = text.slice(0, groups[i]!.index).trimEnd().length;
    for (let w = 0; w < words && start > 0; w++) {
      const space = text.lastIndexOf(' ', start - 1);
      start = space < 0 ? 0 : w === words - 1 ? space + 1 : text.slice(0, space).trimEnd().length;
    }
    const all = [{ start, end: groups[i]!.index + groups[i]![0].length }, ...items];
    const runEnd = all[all.length - 1]!.end;
    const list = text.slice(start, runEnd);
    return all.map((it) => {
      const item = text.slice(it.start, it.end);
      return { variant: text.slice(0, start) + item + text.slice(runEnd), item, list };
    });
  }
  return [];
}

/** Items of a list after a colon: more than this many, or longer items, are no list of calls. */
const MAX_COLON_ITEMS = 12;
const MAX_COLON_ITEM = 80;

/**
 * "Log today's doses: Rex got rabies and Nala got mange", "Scores: the red kite, 8; the blue box kite, 9":
 * a lead-in that ends with a colon, then one sentence listing items, each a call of the lead-in's task. The items are
 * cut at semicolons when the list has any (its items may hold commas), else at commas and "and"; never inside a
 * quote. One variant per item: the lead-in, its colon, and that item alone.
 */
export function itemsAfterColon(text: string): { variant: string; item: string; list: string }[] {
  const colon = text.lastIndexOf(': ');
  if (colon < 0) return [];
  const lead = text.slice(0, colon).trim();
  const list = text
    .slice(colon + 2)
    .trim()
    .replace(/[.!?]$/, '');
  // One sentence: a list that runs on into another sentence is no list of items.
  if (lead === '' || /[.!?]\s/.test(list)) return [];
  const quoted = insideQuote(list);
  // readable() squeezed the request's whitespace runs: one space stands between words.
  const joint = list.includes(';') ? /;\s?/g : /,\s(?:and\s)?|\sand\s/g;
  const items: string[] = [];
  let start = 0;
  for (const m of list.matchAll(joint)) {
    if (quoted(m.index)) continue;
    items.push(list.slice(start, m.index).trim());
    start = m.index + m[0].length;
  }
  items.push(list.slice(start).trim());
  if (items.length < 2 || items.length > MAX_COLON_ITEMS || items.some((i) => i === '' || i.length > MAX_COLON_ITEM))
    return [];
  return items.map((item) => ({ variant: `${lead}: ${item}.`, item, list }));
}

/**
 * A last clause that says one item again and the rest the same: ", and the Elm Room for the same slot", ", and Ben
 * too", "and Oslo as well". Its item (at most 60 characters, no comma or stop) and where the clause starts; undefined
 * when the text ends otherwise.
 */
const SAME_TAIL =
  /,?\s(?:and|plus)\s([^,;.?!]{1,60}?)\s(?:(?:for|on|at|in|with)\s(?:the\s)?same\s\p{L}+|too|as well)[.?!]?$/iu;

export function sameTail(text: string): { before: string; item: string } | undefined {
  const m = SAME_TAIL.exec(text);
  return m ? { before: text.slice(0, m.index), item: m[1]!.trim() } : undefined;
}
