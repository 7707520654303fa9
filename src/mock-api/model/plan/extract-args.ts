// Schema-aware argument extraction: fills each parameter from evidence in the request, by kind, cue and type, and
// turns what it finds into values of the form the parameter asks for (numbers in its unit, options, booleans, strings).
import { cuedCandidate, textAfterCue } from '../understand/cues.ts';
import { type Candidate, type CandidateKind, Evidence } from '../understand/evidence.ts';
import { cueWords, kindOf, type ParamKind } from '../understand/param-kind.ts';
import { findLanguages, formatLanguage, isLanguageParameter, pickLanguage } from '../understand/languages.ts';
import { findEntities, formatPlace } from '../understand/gazetteer.ts';
import { optionInOtherLanguage } from '../understand/foreign-cues.ts';
import {
  baseSchema,
  baseType,
  describe,
  isNullable,
  type JsonSchema,
  onlyNull,
  optionsOf,
  propertiesOf,
  requiredOf,
} from '../understand/schema-view.ts';
import { cutShort, identifierWords, sameStem, words } from '../understand/text.ts';
import { DESCRIBES, describedThing, leftoverDescription } from '../understand/described.ts';
import { holdsWhatItIsAbout, saidAbout } from '../understand/said-about.ts';
import { measuredThing } from '../understand/measured-thing.ts';
import { commandSaid, takesCommandLine } from '../understand/command-said.ts';
import { STATES_A_PROBLEM, statedProblem } from '../understand/stated-problem.ts';
import { asksForPersonsName, nameSaidInLowerCase } from '../understand/lower-case-names.ts';
import {
  type DateMention,
  findDates,
  findOptionMentions,
  formatDate,
  formatTime,
  isoDate,
} from '../understand/values.ts';
import {
  afterColon,
  closingWord,
  namedThing,
  pathIn,
  thingPhrase,
  topicOf,
  verbsObject,
  doQuestionSubject,
  thingBeforeToolWord,
} from '../understand/plain-values.ts';
import { convert, expectedUnit, unitOf, type Unit } from '../understand/units.ts';
import { WORD_NUMBERS } from '../understand/number-words.ts';
import { findCurrencies, isCurrencyParameter } from '../understand/currencies.ts';
import { emailFor, emailsFor, postcodeFor } from './typed-args.ts';
import type { Found } from './found.ts';
import { placeRoles, rankForRole, roleNote, type PlaceRole } from './venues.ts';

export interface ExtractContext {
  /** The clause (or whole request) the arguments come from. */
  text: string;
  /** The entity this call is about, when a request names several ("Berlin and Tokyo" → one call each). */
  entity?: string;
  now: Date;
  /** With strict mode every property is present, so optional ones become null (or a default) when not found. */
  strict: boolean;
  /** The other parameters' names: a count word that is one of them ("3 packets") is not the thing counted. */
  siblings?: readonly string[];
  /** Receives the required top-level parameters the request gives no value for (a real model would ask). */
  missing?: string[];
  /** The tool's name: "jazz concerts" for `find_concerts` says the kind of concert. */
  tool?: string;
  /** Receives the top-level parameters whose value the request ties to them: by their own words, unit or type. */
  tied?: Set<string>;
  /** Receives, by parameter path, the rule that read a value when the value alone does not show it ("a UK postcode"). */
  rules?: Map<string, string>;
  /** Receives the top-level parameters that took the request's gist for want of a value of their own. */
  gists?: Set<string>;
  /** The top-level parameters that hold a venue or the town it is in, when a tool has both. */
  placeRoles?: ReadonlyMap<string, PlaceRole>;
}

/**
 * The properties of one object the model reads the request for. Reading costs work for every property and every stretch
 * of the request read: a tool of 20,000 properties (about 2 MB, under the body limit) kept the event loop for seconds.
 * Real tools have a few dozen; the bench's largest has far fewer than this.
 */
export const READ_PROPERTIES = 256;

/** The first READ_PROPERTIES properties of an object schema, in order. */
export function readProperties(schema: JsonSchema): readonly [string, JsonSchema][] {
  const all = propertiesOf(schema);
  return all.length > READ_PROPERTIES ? all.slice(0, READ_PROPERTIES) : all;
}

/** Kinds whose value says by its form alone which parameter it is for: a date, a time, an email, a link, a path. */
const TYPED_ALONE: ParamKind[] = ['date', 'datetime', 'time', 'email', 'url', 'path'];

/** Lower-case words after a name that say what it is: "the Orsa light tent", "the Kelvik 50mm prime". */
const NOUN_AFTER_NAME =
  /^((?:\s+(?:\p{Ll}[\p{Ll}-]*|\d+(?:\.\d+)?\p{Ll}{1,3})){1,3})(?=\s*(?:$|[,.;:!?)]|\s(?:for|to|from|at|on|in|with|by|and|or|until|till)\b))/u;

/**
 * "Rent the Orsa light tent for two days" for an `item_name`: a name said after "the" and before one to three
 * lower-case words that close the phrase is named with them; "light tent" says what the Orsa is. None of the words may
 * be the tool's or the parameter's own ("the Orsa item"), a verb of being or a state ("the Orsa is free"), nor taken
 * by another parameter.
 */
function nameWithItsNoun(
  c: Candidate,
  ev: Evidence,
  known: readonly string[],
): { text: string; start: number; end: number } | undefined {
  // A one-word name (a maker's, a brand's): "the Cedar Room" already says what it is.
  if (/\s/.test(c.text) || !/\b(?:the|a|an|our|my)\s+$/i.test(ev.text.slice(Math.max(0, c.start - 5), c.start)))
    return undefined;
  const m = NOUN_AFTER_NAME.exec(ev.text.slice(c.end, c.end + 60));
  if (!m) return undefined;
  const words = m[1]!.trim().split(/\s+/);
  const lower = known.map((k) => k.toLowerCase());
  if (
    words.some(
      (w) =>
        lower.some((k) => w === k || w === `${k}s` || `${w}s` === k) ||
        /^(?:the|a|an|some|any|of|is|are|was|were|be|free|available|open|closed|busy|full|empty|ready)$/.test(w),
    )
  )
    return undefined;
  const at = { start: c.start, end: c.end + m[1]!.length };
  if (!ev.isFree({ start: c.end, end: at.end })) return undefined;
  return { text: ev.text.slice(at.start, at.end), ...at };
}

/** Names of optional parameters that hold a remark about the rest: a note, a comment. */
const NOTE = /\b(?:note|notes|comment|comments|remark|remarks)\b/;

/**
 * "The Kestrel Ridge is muddy: boots needed below the hut", "Ridge report: Kestrel Ridge, closed, a fallen tree at the
 * stile": a remark said after the values, in lower-case words that hold none of the request's values (after its last
 * colon, or as its last part after a comma, three words at least), is what an optional note takes.
 */
function remarkAfterValues(ev: Evidence): Found | undefined {
  let cut = ev.text.length;
  while (cut > 0 && /[\s.!?]/.test(ev.text[cut - 1]!)) cut--;
  const clause = ev.text.slice(0, cut);
  const colon = clause.lastIndexOf(':');
  const comma = clause.lastIndexOf(',');
  for (const cut of [colon, comma]) {
    if (cut < 0) continue;
    const start = cut + 1 + (clause.slice(cut + 1).length - clause.slice(cut + 1).trimStart().length);
    const words = clause.slice(start);
    const at = { start, end: start + words.length };
    const holdsValue = ev.candidates.some((c) => c.start < at.end && c.end > at.start);
    if (holdsValue || !ev.isFree(at) || !/^\p{Ll}/u.test(words) || /[,;:]/.test(words)) continue;
    const count = words.split(/\s+/).length;
    if (count < 3 || count > 15) continue;
    ev.take(at);
    return { value: words, source: words, rule: 'a remark said after the values' };
  }
  return undefined;
}

/**
 * "The supplier to order from", "The harbour to sail to": a description that ends on a preposition says the value is
 * what the request puts after that preposition ("... from Brannock Marine Supply"). Only a typed value or a name.
 */
function afterDescribedPreposition(schema: JsonSchema, ev: Evidence, fits: CandidateKind[]): Candidate | undefined {
  const word = /\b(from|to|with)$/.exec(describe('', schema).trim().replace(/\.$/, ''))?.[1];
  if (!word) return undefined;
  return cuedCandidate(
    ev,
    [word.toLowerCase()],
    fits.filter((k) => k !== 'word' && k !== 'number'),
  );
}

/** A thing's name taken with the lower-case words that say what it is, when they follow it (see nameWithItsNoun). */
function namedWhole(c: Candidate, name: string, ctx: ExtractContext, ev: Evidence): Found | undefined {
  if (c.kind !== 'proper') return undefined;
  const whole = nameWithItsNoun(c, ev, [...identifierWords(ctx.tool ?? ''), ...identifierWords(name)]);
  if (!whole) return undefined;
  ev.take(whole);
  return { value: whole.text, source: whole.text, rule: 'a name with the noun it is said with' };
}

/** A capitalised name of two words or more ("Bodega Arenal Crianza"). */
function severalWordName(c: Candidate): boolean {
  return c.kind === 'proper' && /\s/.test(c.text);
}

/** Kinds typed enough to fill an optional parameter without a cue. */
const SELF_EVIDENT: ParamKind[] = ['place', 'person', 'email', 'url', 'path', 'date', 'datetime', 'time'];

const ENTITY_KINDS: ParamKind[] = ['place'];

/** True when a property holds the entity a request is about (a city, a place, ...). */
export function isEntityProperty(name: string, schema: JsonSchema): boolean {
  const kind = kindOf(name, schema);
  if (kind === 'array') {
    const items = baseSchema(schema).items;
    return typeof items === 'object' && items !== null && ENTITY_KINDS.includes(kindOf(name, items as JsonSchema));
  }
  return ENTITY_KINDS.includes(kind);
}

/** Builds an arguments object for `schema` from `ctx.text`; `sources` receives where each value came from. */
export function extractArguments(
  schema: JsonSchema,
  ctx: ExtractContext,
  sources?: Map<string, string>,
): Record<string, unknown> {
  const ev = new Evidence(ctx.text, ctx.now);
  if (ctx.entity) for (const c of ev.candidates) if (c.text === ctx.entity) ev.take(c);
  for (const c of describingCounts(ev)) ev.take(c);
  for (const c of countsOfOtherThings(ev, schema)) ev.take(c);
  for (const c of toolsOwnWords(ev, ctx.tool)) ev.take(c);
  return extractObject(schema, ctx, ev, '', sources);
}

/**
 * "Work out the IBU for 30 g of Cascade" for `calculate_ibu`: a single word that is a word of the tool's own name names
 * what the tool does or works out, so it is no value of its parameters (the hop is Cascade, not IBU). A name that holds
 * two of the request's words is named for its values: "50 EUR to USD" for `convert_eur_usd` keeps both.
 */
function toolsOwnWords(ev: Evidence, tool: string | undefined): Candidate[] {
  const own = new Set(identifierWords(tool ?? '').filter((w) => w.length > 2));
  const named = ev.candidates.filter(
    (c) => (c.kind === 'proper' || c.kind === 'code') && !/\s/.test(c.text) && own.has(c.text.toLowerCase()),
  );
  return new Set(named.map((c) => c.text.toLowerCase())).size === 1 ? named : [];
}

/**
 * A count written in words that counts a thing no number parameter names ("with two walls painted, a 6 by 4 patio", "the
 * three-sided triangle with legs 20 and 21") tells about the request, it is no value, when the numbers written in
 * digits are enough for every required number parameter. A count of a thing a parameter names ("three rows") stays, and
 * so does an amount in a unit a number parameter measures in ("two kilos" for a weight in kilograms).
 */
function countsOfOtherThings(ev: Evidence, schema: JsonSchema): Candidate[] {
  const required = new Set(requiredOf(schema));
  const numberParams = propertiesOf(schema).filter(([, p]) => ['number', 'integer'].includes(baseType(p) ?? ''));
  const needed = numberParams.filter(([n]) => required.has(n)).length;
  const numbers = ev.candidates.filter((c) => c.kind === 'number' && ev.isFree(c));
  // "three thousand labels, 40 mm wide": digits whose unit names an optional parameter (`width_mm`) are that
  // parameter's, so they are not there for the required ones.
  const optionalWords = numberParams.filter(([n]) => !required.has(n)).flatMap(([n]) => identifierWords(n));
  const inDigits = numbers.filter(
    (c) => /\d/.test(c.text) && !(c.unit !== '' && optionalWords.some((w) => sameStem(w, c.unit.toLowerCase()))),
  );
  if (needed === 0 || inDigits.length < needed) return [];
  const named = numberParams.flatMap(([n]) => identifierWords(n));
  // "two kilos of damsons for row 12" for `weight_kg`: an amount in a unit of what a number parameter measures is no count.
  const measured = new Set<string>(
    numberParams.flatMap(([n, p]) => expectedUnit(identifierWords(n), describe('', p))?.dimension ?? []),
  );
  return numbers.filter(
    (c) =>
      !/\d/.test(c.text) &&
      /^\p{L}{3,}$/u.test(c.unit) &&
      !named.some((w) => sameStem(w, c.unit.toLowerCase())) &&
      !measured.has(unitOf(c.unit)?.dimension ?? 'none'),
  );
}

/** What may join the values of one list: "5 and 12", "9 cm and 40 cm", "3, 4, 5", "2 by 3". */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- reads a gap between two numbers of readable() text
const JOINS_VALUES = /^\s*(?:[\p{L}°%]+\s*)?(?:,|,?\s*(?:and|&)|by|x|×)\s*$/iu;

/**
 * Counts that describe the values after them ("the two legs measure 5 and 12", "2 legs, 9 cm and 40 cm"): a small
 * whole number followed, in the same sentence and a few words on, by a list of exactly that many numbers. Such a count
 * says how many values there are; it is no value itself.
 */
export function describingCounts(ev: Evidence): Candidate[] {
  const numbers = ev.candidates.filter((c) => c.kind === 'number');
  const out: Candidate[] = [];
  numbers.forEach((c, i) => {
    const n = c.value as number;
    const rest = numbers.slice(i + 1);
    if (!Number.isInteger(n) || n < 2 || n > 9 || rest.length < n) return;
    // "[9, 2, 7, 4]", "(1, 2) and (4, 6)": a number listed after another is one of the values, not their count.
    const previous = numbers[i - 1];
    if (previous && /^\s*,\s*$/.test(ev.text.slice(previous.end, c.start))) return;
    const gap = ev.text.slice(c.end, rest[0]!.start);
    // "sides 3, 4, 5 and 6": a number joined to the next as a list is joined is the list's first value.
    if (/^\s*,\s*$/.test(gap)) return;
    if (/[.?!;\n]/.test(gap) || gap.trim().split(/\s+/).length > 8) return;
    let run = 1;
    while (run < rest.length && JOINS_VALUES.test(ev.text.slice(rest[run - 1]!.end, rest[run]!.start))) run++;
    if (run === n) out.push(c);
  });
  return out;
}

function extractObject(
  schema: JsonSchema,
  ctx: ExtractContext,
  ev: Evidence,
  path: string,
  sources?: Map<string, string>,
): Record<string, unknown> {
  const required = new Set(requiredOf(schema));
  // A property only null fits (where a recursive type was cut) takes no value from the request. Past the first
  // READ_PROPERTIES the rest get their plainest value below, as a property the request says nothing of does.
  const props = readProperties(schema).filter(([, prop]) => !onlyNull(prop));
  const found = new Map<string, Found>();
  // Two passes: values a request ties to a parameter's own words first, then values that fit by kind alone.
  const names = props.map(([n]) => n);
  if (path === '') {
    ctx.siblings = names;
    ctx.placeRoles = placeRoles(props);
  }
  for (const [name, prop] of props) {
    const f = cued(name, prop, ctx, ev, names);
    if (f) found.set(name, f);
    if (f && path === '') ctx.tied?.add(name);
  }
  // "Where do they sell bicycles in Haarlem?": a place parameter chooses before plain strings, so the name said after
  // "in" goes to the town, not to a category that would take any capitalised word.
  const placesBefore = [...props].sort(
    (a, b) => Number(kindOf(b[0], b[1]) === 'place') - Number(kindOf(a[0], a[1]) === 'place'),
  );
  for (const [name, prop] of placesBefore) {
    if (found.has(name)) continue;
    const f = byKind(name, prop, ctx, ev, required.has(name) || ctx.strict, `${path}${name}.`, sources);
    if (f) found.set(name, f);
    if (f?.source !== undefined && path === '' && TYPED_ALONE.includes(kindOf(name, prop))) ctx.tied?.add(name);
  }
  // "Log a cracked tail lamp on van V-12": a description that took the request's gist takes what the other values left.
  for (const [name, prop] of props) {
    const f = found.get(name);
    if (!f?.gist || kindOf(name, prop) !== 'text' || !DESCRIBES.test(describe(name, prop).replace(/_/g, ' '))) continue;
    const others = [...found].flatMap(([n, g]) => (n !== name && typeof g.source === 'string' ? [g.source] : []));
    const thing = leftoverDescription(ctx.text, others, identifierWords(ctx.tool ?? ''));
    if (thing) found.set(name, { ...f, value: thing, source: thing, rule: 'the words no other value took' });
  }
  // "Queue Rust on the Hinges for mastering": a title runs on across "in the", "of", "on the" to its next capital.
  for (const [name, prop] of props) {
    const f = found.get(name);
    if (!f || typeof f.value !== 'string' || f.value !== f.source || !isTitleParameter(name, prop)) continue;
    const others = [...found].flatMap(([n, g]) => (n !== name && typeof g.source === 'string' ? [g.source] : []));
    const whole = wholeTitle(f.value, ev, others);
    if (whole) found.set(name, { ...f, value: whole, source: whole, rule: 'a title runs on across its small words' });
  }
  nameSaidAfterTo(found, names, ev);
  const out: Record<string, unknown> = {};
  for (const [name, prop] of propertiesOf(schema)) {
    if (onlyNull(prop)) {
      if (required.has(name) || ctx.strict) out[name] = null;
      continue;
    }
    const read = found.get(name);
    const f = read && path === '' ? withoutToolsVerb(read, name, prop, ctx, ev) : read;
    if (f) {
      // "copies of the agenda": an article before a plain lower-case thing is no part of its name.
      out[name] =
        typeof f.value === 'string' &&
        kindOf(name, prop) === 'string' &&
        /^(?:the|a|an|my|our|your)\s+\p{Ll}[\p{L}-]*$/u.test(f.value)
          ? f.value.replace(/^\S+\s+/, '')
          : f.value;
      if (f.source !== undefined) sources?.set(path + name, f.source);
      if (f.gist && path === '') ctx.gists?.add(name);
      if (f.rule !== undefined) ctx.rules?.set(path + name, f.rule);
    } else if (required.has(name) || ctx.strict) {
      out[name] = fallback(name, prop, ctx, ev, `${path}${name}.`, sources);
      if (
        path === '' &&
        required.has(name) &&
        !('default' in baseSchema(prop)) &&
        !['boolean', 'options'].includes(kindOf(name, prop))
      )
        ctx.missing?.push(name);
    }
  }
  return out;
}

/** Words of a parameter's name for what a thing becomes, and for what it is now. */
const BECOMES = /^(?:new|target|renamed|desired)$/;
const IS_NOW = /^(?:old|current|original|existing|previous|present)$/;
/** "… to Archive 2026", "… into the Summer Archive": the words that say what follows is what a thing becomes. */
const TOWARDS_BEFORE = /(?<![\p{L}])(?:to|into)\s+(?:the\s+)?$/u;

/**
 * "Rename the Q3 folder to Archive 2026" for `current_name` and `new_name`: of a parameter for what a thing becomes
 * and one for what it is now, the one for what it becomes takes the value said after "to" or "into", whichever reader
 * found it (a name can be read before a code, and so take the wrong parameter of the pair).
 */
function nameSaidAfterTo(found: Map<string, Found>, names: readonly string[], ev: Evidence): void {
  const becomes = names.find((n) => identifierWords(n).some((w) => BECOMES.test(w)));
  const isNow = names.find((n) => identifierWords(n).some((w) => IS_NOW.test(w)));
  const next = becomes && found.get(becomes);
  const now = isNow && found.get(isNow);
  if (!next || !now || typeof next.source !== 'string' || typeof now.source !== 'string') return;
  const saidAfterTo = (source: string) => {
    const at = ev.text.indexOf(source);
    return at >= 0 && TOWARDS_BEFORE.test(ev.text.slice(Math.max(0, at - 12), at));
  };
  if (!saidAfterTo(now.source) || saidAfterTo(next.source)) return;
  const rule = "the value said after 'to' is what it becomes";
  found.set(becomes, { ...now, rule });
  found.set(isNow, { ...next, rule });
}

/**
 * "Play lullaby rain", "book a collection of an old mangle" for a search term or a description: words of the request
 * read as a value (not a quote, not a name) that open on the word naming the tool's own action or thing ("play" for
 * `play_song`, "collection" for `book_collection`), and an "of" after it, are the request's verb and the tool's noun,
 * no part of the value: the value is what follows them.
 */
function withoutToolsVerb(f: Found, name: string, schema: JsonSchema, ctx: ExtractContext, ev: Evidence): Found {
  if (typeof f.value !== 'string' || f.value !== f.source || !['string', 'text'].includes(kindOf(name, schema)))
    return f;
  const value = f.value;
  if (ev.candidates.some((c) => c.text === value && c.kind !== 'word' && c.kind !== 'number')) return f;
  const m = /^(\p{L}+)(?:\s+of)?\s+(?=\S)/u.exec(value);
  const own = identifierWords(ctx.tool ?? '').filter((w) => w.length > 2);
  if (!m || !own.some((w) => sameStem(w, m[1]!.toLowerCase()))) return f;
  const rest = value.slice(m[0].length);
  // "recipes with lentils" for `search_recipes`: a tool's noun that a preposition's phrase follows heads the value.
  if (/^(?:with|about|for|on|in|from|to|by|at|without|near)\s/i.test(rest)) return f;
  return { ...f, value: rest, source: rest, rule: "without the word that names the tool's task" };
}

/** A parameter that holds the title of a work: a song, a track, a book, a film, a piece. */
function isTitleParameter(name: string, schema: JsonSchema): boolean {
  const said = identifierWords(name);
  return (
    said.some((w) => /^(?:title|song|track|album|film|movie|novel|poem|episode|piece)$/.test(w)) ||
    /\btitle of\b/i.test(describe('', schema))
  );
}

/** The small words a title holds between its capitalised words ("Salt in the Gears", "Ode on the Sea"). */
const TITLE_JOINT =
  /^\s+(?:in|of|on|at|under|over|in the|of the|on the|at the|under the|over the|and the)\s+(\p{Lu}[\p{L}'’-]*)/u;

/**
 * A capitalised name read for a title, run on across the small words a title holds to its next capitalised word, while
 * that word is no known place or language ("Blues in Lisbon" is a song played somewhere) and no other value's words.
 */
function wholeTitle(value: string, ev: Evidence, others: readonly string[]): string | undefined {
  const at = ev.text.indexOf(value);
  if (at < 0 || !/^\p{Lu}/u.test(value)) return undefined;
  let end = at + value.length;
  for (let step = 0; step < 3; step++) {
    const m = TITLE_JOINT.exec(ev.text.slice(end));
    if (!m) break;
    const word = m[1]!;
    const wordAt = end + m[0].length - word.length;
    const place = findEntities(ev.text).some((e) => e.known && e.index === wordAt);
    if (place || findLanguages(word).length > 0 || others.some((o) => o.split(/\s+/).includes(word))) break;
    end += m[0].length;
  }
  return end > at + value.length ? ev.text.slice(at, end) : undefined;
}

/**
 * "use a secure password 48213977", "PIN: 0042": a bare number said right after a string parameter's own word is its
 * value, written as the request writes it (a model would not leave the password to a name said elsewhere).
 */
function digitsAfterCue(ev: Evidence, cues: readonly string[]): (Candidate & { cue: string }) | undefined {
  for (const c of ev.free(['number'])) {
    if (!/^\d+$/.test(c.text) || c.unit !== '') continue;
    const before = ev.text.slice(Math.max(0, c.start - 40), c.start).toLowerCase();
    const cue = cues.find((w) =>
      new RegExp(
        `(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\s*(?:[:=#]|\\bis\\b|\\bwill be\\b|\\bshould be\\b)?\\s*$`,
        'u',
      ).test(before),
    );
    if (cue) return { ...c, cue };
  }
  return undefined;
}

/**
 * "a database called inventory", "the list named groceries": one lower-case word after the parameter's own word and a
 * verb of naming is the name given, as a model reads it; a function word after the verb ("called the ...") is none.
 */
function wordNamedAfterCue(
  ev: Evidence,
  cues: readonly string[],
): { text: string; start: number; end: number; cue: string } | undefined {
  const lower = ev.text.toLowerCase();
  for (const cue of cues) {
    const escaped = cue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(
      `(?<![\\p{L}\\p{N}])${escaped}s?\\s+(?:called|named|titled)\\s+(\\p{Ll}[\\p{Ll}\\p{N}_-]*)(?![\\p{L}\\p{N}])`,
      'u',
    );
    const m = re.exec(lower);
    if (!m || /^(?:the|a|an|my|our|your|it|this|that|after|for|by)$/.test(m[1]!)) continue;
    const start = m.index + m[0].length - m[1]!.length;
    const at = { start, end: start + m[1]!.length };
    if (ev.text.slice(at.start, at.end) !== m[1] || !ev.isFree(at)) continue;
    return { text: m[1]!, ...at, cue };
  }
  return undefined;
}

/** A value sitting next to the parameter's own words, or an option the request names. */
function cued(
  name: string,
  schema: JsonSchema,
  ctx: ExtractContext,
  ev: Evidence,
  siblings: readonly string[],
): Found | undefined {
  const cues = cueWords(name, siblings);
  const options = optionsOf(schema);
  if (options) {
    const picked =
      pickOption(name, options.values, ev) ??
      optionByItsWords(options.values, ev) ??
      optionInOtherLanguage(options.values, ev);
    if (picked) return picked;
    const yesNo = booleanOptions(options.values);
    const said = yesNo ? extractBoolean(name, ctx) : undefined;
    if (yesNo && said) return { value: said.value ? yesNo[0] : yesNo[1], source: said.source };
    if (options.strict) return undefined;
  }
  const kind = kindOf(name, schema);
  const typed = postcodeFor(name, schema, ev) ?? emailFor(name, schema, ev);
  if (typed) return typed;
  if (kind === 'number') {
    // An `hour` parameter takes the hour of a clock time ("at 2 pm", "13:00", "noon").
    const time = identifierWords(name).includes('hour') ? ev.free(['time'])[0] : undefined;
    if (time) {
      ev.take(time);
      return { value: Number(String(time.value).slice(0, 2)), source: time.text };
    }
    // "60 kg at 1.65 m": a number whose own unit names the parameter beats one that merely follows its name.
    const often = timesPerYear(name, schema, ev) ?? timesPerSpan(name, ev);
    if (often) return often;
    const c =
      hemisphereMatch(name, ev) ??
      towardsMatch(name, ev) ??
      unitMatch(name, schema, ev) ??
      cuedCandidate(ev, cues, ['number']);
    return c ? takeNumber(c, schema, ev, name) : undefined;
  }
  if (kind !== 'boolean' && isLanguageParameter(identifierWords(name), describe('', schema))) {
    const lang = pickLanguage(
      ev.text,
      findLanguages(ev.text).filter((l) => ev.isFree({ start: l.index, end: l.end })),
      identifierWords(name),
    );
    if (lang) {
      ev.take({ start: lang.index, end: lang.end });
      return { value: formatLanguage(lang, describe('', schema)), source: ev.text.slice(lang.index, lang.end) };
    }
  }
  if (kind !== 'boolean' && kind !== 'options' && isCurrencyParameter(identifierWords(name))) {
    const money = pickCurrency(name, ev);
    if (money) return money;
  }
  if (kind === 'boolean') return extractBoolean(name, ctx);
  const sort = (kind === 'string' || kind === 'text') && ctx.tool ? kindOfThing(name, schema, ctx.tool, ev) : undefined;
  if (sort) return sort;
  const fits = FITS[kind];
  if (!fits || (ctx.entity && ENTITY_KINDS.includes(kind))) return undefined;
  // A place has readers of its own ("City to deliver to" would take the person after "to").
  const c =
    cuedCandidate(ev, cues, fits) ??
    (kind === 'string' || kind === 'code' ? afterDescribedPreposition(schema, ev, fits) : undefined);
  const whole =
    c && kind === 'code' && identifierWords(name).at(-1) === 'name' ? namedWhole(c, name, ctx, ev) : undefined;
  if (whole) return whole;
  if (c) return takeString(c, schema, ev);
  const digits = kind === 'string' ? digitsAfterCue(ev, cues) : undefined;
  if (digits) {
    ev.take(digits);
    return { value: digits.text, source: digits.text, rule: `the digits after '${digits.cue}'` };
  }
  const named = kind === 'string' || kind === 'code' ? wordNamedAfterCue(ev, cues) : undefined;
  if (named) {
    ev.take(named);
    return { value: named.text, source: named.text, rule: `the word called so after '${named.cue}'` };
  }
  if (kind !== 'text') return undefined;
  // "check the disk using du -sh": a command line takes the command written out, not the words about it.
  const line = takesCommandLine(identifierWords(name), describe('', schema)) ? commandSaid(ev.text) : undefined;
  if (line) return { value: line.value, source: line.value, rule: 'the command written out' };
  const tail = textAfterCue(ev.text, cues);
  if (!tail || !ev.isFree(tail)) return undefined;
  const title = isTitleParameter(name, schema) ? titleOpeningClause(tail, ev) : undefined;
  if (title) {
    ev.take(title);
    return { value: title.text, source: title.text, rule: 'a title, not the clause said of it' };
  }
  // "Note for the 1998 Vale Alto: 88 points, 'dusty plum'": words after the cue that hold a quote and other values
  // (a name, a number) give the quote; the rest is for the other parameters.
  const quote = ev
    .free(['quoted'])
    .find(
      (q) => q.start >= tail.start && q.end <= tail.end && q.text.split(/\s+/).length < words(tail.text).length / 2,
    );
  const othersInTail = ev.candidates.some(
    (c) =>
      c.kind !== 'quoted' &&
      c.start >= tail.start &&
      c.end <= tail.end &&
      (c.kind !== 'number' || /\d|\p{L}{3}/u.test(c.text)),
  );
  if (quote && othersInTail) {
    ev.take(quote);
    return { value: quote.text, source: quote.text, rule: 'the quote, not the values said with it' };
  }
  ev.take(tail);
  return { value: tail.text, source: tail.text };
}

/** What may follow a title named as a clause's subject or object: a verb of being, "because", a preposition, the end. */
const SAID_OF_TITLE =
  /^(?:\s*(?:$|[,.;:!?)])|\s+(?:is|are|was|were|sounds?|seems?|because|since|by|from|in|on|at|for|with|and|or|but|please)(?![\p{L}\p{N}]))/u;

/**
 * "the album Glass Orchard is wonderful", "the album Low Meadow by Ivo Perrin": a parameter that holds a title takes
 * the name that opens the words after its cue, when what follows the name says something of it (a verb of being, a
 * preposition, "because") or ends the clause; the rest of the sentence is no part of the title.
 */
function titleOpeningClause(
  tail: { text: string; start: number; end: number },
  ev: Evidence,
): { text: string; start: number; end: number } | undefined {
  const name = ev.candidates.find(
    (c) => (c.kind === 'proper' || c.kind === 'place') && c.start === tail.start && c.end < tail.end,
  );
  if (!name || !SAID_OF_TITLE.test(ev.text.slice(name.end, tail.end))) return undefined;
  return { text: name.text, start: name.start, end: name.end };
}

/**
 * "Convert $1,250 to euros", "£40 in yen": a currency parameter takes the code of a currency the request names by code,
 * sign or name; one that says where money goes (`to_currency`, `target`) takes the last named, any other the first free.
 */
function pickCurrency(name: string, ev: Evidence): Found | undefined {
  const named = findCurrencies(ev.text).filter((m) => ev.isFree({ start: m.index, end: m.end }));
  if (named.length === 0) return undefined;
  const words = identifierWords(name).join(' ');
  const target = /\b(to|target|into|output|new|quote)\b/.test(words) && !/\b(from|source|base|input)\b/.test(words);
  const m = target ? named[named.length - 1]! : named[0]!;
  ev.take({ start: m.index, end: m.end });
  return { value: m.code, source: ev.text.slice(m.index, m.end) };
}

/** How many times a year a word for how often says. */
const PER_YEAR: Record<string, number> = {
  daily: 365,
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
  quarterly: 4,
  'semi-annually': 2,
  semiannually: 2,
  'half-yearly': 2,
  annually: 1,
  yearly: 1,
};

/**
 * "compounded monthly" for a number of compounding periods a year: a parameter whose name or description counts times
 * per year (or per period of compounding) takes what the word for how often says (12 for monthly, 4 for quarterly).
 */
function timesPerYear(name: string, schema: JsonSchema, ev: Evidence): Found | undefined {
  const about = `${identifierWords(name).join(' ')} ${describe('', schema)}`.toLowerCase();
  if (!/\b(?:per year|a year|each year|per annum|compound\w*|frequency)\b/.test(about)) return undefined;
  if (!/\b(?:times|periods|number|frequency|compounding|compounds|n)\b/.test(about)) return undefined;
  const m = /\b(daily|weekly|fortnightly|monthly|quarterly|semi-?annually|half-yearly|annually|yearly)\b/i.exec(
    ev.text,
  );
  // "at 7% annually": a word for how often right after a rate says what the rate is per, not how often it compounds.
  if (!m || /(?:%|\bper\s?cent)\s*$/i.test(ev.text.slice(Math.max(0, m.index - 12), m.index))) return undefined;
  const at = { start: m.index, end: m.index + m[0].length };
  if (!ev.isFree(at)) return undefined;
  ev.take(at);
  return { value: PER_YEAR[m[1]!.toLowerCase()]!, source: m[0] };
}

/** How many times "once", "twice" and "thrice" say. */
const TIMES_WORDS: Record<string, number> = { once: 1, twice: 2, thrice: 3 };

/**
 * "twice a day" for `doses_per_day`, "three times a week" for `sessions_per_week`: a count per day, week, month or
 * year (the name says "per" and the span) takes how many times the request says it happens in that span.
 */
function timesPerSpan(name: string, ev: Evidence): Found | undefined {
  const words = identifierWords(name);
  const per = words.indexOf('per');
  const span = per >= 0 ? words[per + 1] : undefined;
  if (!span || !/^(?:day|week|month|year|hour)$/.test(span)) return undefined;
  const m = new RegExp(
    `\\b(once|twice|thrice|(\\d+|${Object.keys(WORD_NUMBERS).join('|')})\\s+times)\\s+(?:a|an|per|each|every)\\s+${span}\\b`,
    'i',
  ).exec(ev.text);
  if (!m) return undefined;
  // No freedom check: "three times" was set aside as a count of no parameter's thing before parameters were read.
  const at = { start: m.index, end: m.index + m[0].length };
  const count =
    m[2] === undefined ? TIMES_WORDS[m[1]!.toLowerCase()]! : Number(m[2]) || WORD_NUMBERS[m[2].toLowerCase()]!;
  ev.take(at);
  return { value: count, source: m[0] };
}

/** A parameter that says what kind of thing the tool deals with: a genre, a type, a diet, a style. */
const SORT_OF =
  /\b(genre|genres|type|kind|category|style|sort|diet|cuisine|flavou?r|variety|breed|speciality|specialty|specialism)\b/;
/** Words before a noun that say nothing about its kind. */
const NOT_A_SORT =
  /^(?:a|an|the|some|any|all|my|our|your|this|that|these|those|good|best|better|nice|great|cheap|nearby|local|open|new|old|big|small|top|popular|closest|nearest|other|more|few|many|several|certain|which|what|find|get|show|list|book|search|look|for|of|in|to|and|or|me|us)$/i;

/**
 * For a parameter that names a kind (`genre`, `diet`), the word the request puts before the tool's own noun ("jazz
 * concerts", "a comics bookshop", "a vegan recipe") or before "ones" ("..., jazz ones").
 */
function kindOfThing(name: string, schema: JsonSchema, tool: string, ev: Evidence): Found | undefined {
  if (!SORT_OF.test(`${identifierWords(name).join(' ')} ${describe('', schema).toLowerCase()}`)) return undefined;
  const nouns = identifierWords(tool)
    .filter((w) => w.length > 3)
    .map((w) => w.replace(/(?:es|s)$/, ''));
  for (const noun of [...nouns, 'one']) {
    // The kind word is lower-case, or capitalised only because it opens the sentence ("Raku workshops in Porto?").
    const re = new RegExp(
      `(?<![\\p{L}'’-])(\\p{Ll}[\\p{L}-]*|(?<=^\\s*|[.?!]\\s+)\\p{Lu}\\p{Ll}[\\p{Ll}-]*)\\s+${noun}(?:s|es)?(?![\\p{L}])`,
      'gu',
    );
    for (const m of ev.text.matchAll(re)) {
      const at = { start: m.index, end: m.index + m[1]!.length };
      if (NOT_A_SORT.test(m[1]!) || !ev.isFree(at)) continue;
      ev.take(at);
      return { value: m[1]!.toLowerCase(), source: m[0] };
    }
  }
  // "…, gluten-free", "a dairy-free one": a hyphenated describing word says the kind too.
  const hyphenated = ev.free(['word']).find((c) => /^\p{Ll}+-\p{Ll}+$/u.test(c.text));
  if (hyphenated) {
    ev.take(hyphenated);
    return { value: hyphenated.text, source: hyphenated.text };
  }
  return undefined;
}

function byKind(
  name: string,
  schema: JsonSchema,
  ctx: ExtractContext,
  ev: Evidence,
  needed: boolean,
  path: string,
  sources?: Map<string, string>,
): Found | undefined {
  const kind = kindOf(name, schema);
  const region = kind === 'place' ? regionPart(name, ev) : undefined;
  if (region) return region;
  if (ctx.entity && ENTITY_KINDS.includes(kind))
    return { value: formatPlace(ctx.entity, describe('', schema)), source: ctx.entity };
  switch (kind) {
    case 'options':
    case 'boolean':
      return undefined;
    case 'number': {
      // An optional year takes a year said after "in", "of", "for" or "during" ("population of Oslo in 2010").
      const c = needed
        ? (unitMatch(name, schema, ev) ?? yearMatch(name, schema, ev) ?? ev.free(['number'])[0])
        : (yearMatch(name, schema, ev, YEAR_SAID) ?? countOfThem(name, schema, ev));
      return c ? takeNumber(c, schema, ev, name) : undefined;
    }
    case 'array':
      return extractArray(name, schema, ctx, ev, needed, path, sources);
    case 'object': {
      // "Merge {'a': 1} with {'b': 2}": a dictionary with no properties of its own takes one written in the request.
      if (propertiesOf(baseSchema(schema)).length === 0) {
        const written = objectLiteral(ev);
        if (written) return written;
      }
      const before = sources?.size ?? 0;
      const value = extractObject(baseSchema(schema), ctx, ev, path, sources);
      return needed || (sources?.size ?? 0) > before || Object.keys(value).length > 0 ? { value } : undefined;
    }
  }
  if (optionsOf(schema)) return undefined;
  if (kind === 'path') {
    // A path parameter gets the path the request names, never the request itself.
    const path = pathIn(ev.text);
    if (path) return { value: path, source: path };
    if (!needed) return undefined;
  }
  const remark =
    !needed && (kind === 'text' || kind === 'string') && NOTE.test(identifierWords(name).join(' '))
      ? remarkAfterValues(ev)
      : undefined;
  if (remark) return remark;
  // "phone me about whether the gate code changed": a topic takes what the request says it is about.
  const about = needed && kind === 'text' ? saidAboutFor(name, schema, ev) : undefined;
  if (about) return about;
  if (!needed && !SELF_EVIDENT.includes(kind) && !(kind === 'text' && ev.free(['quoted']).length > 0)) return undefined;
  // "a belay class for tomasz okafor-lind, 6pm": with no name written with capitals, a name asked for is read in lower case.
  const lowerCase = needed ? personsNameInLowerCase(name, schema, kind, ev) : undefined;
  if (lowerCase) return lowerCase;
  // "A fox has torn the netting on bed 4. Can someone look?": a description takes the problem stated as a sentence.
  const stated =
    needed && (kind === 'string' || kind === 'text') && STATES_A_PROBLEM.test(identifierWords(name).join(' '))
      ? statedProblem(ev.text)
      : undefined;
  // The sentence may hold values other parameters took ("bed 4"), but not its subject and verb.
  if (stated && ev.isFree({ start: stated.start, end: stated.statesEnd })) {
    ev.take({ start: stated.start, end: stated.start + stated.value.length });
    return { value: stated.value, source: stated.value, rule: 'the problem stated as a sentence' };
  }
  // A title names a work ("the movie Ocean Drift"): a capitalised name fits it as well as a quote does.
  const titled = kind === 'text' && identifierWords(name).includes('title');
  // "Recipe for chicken tikka masala, gluten-free": a required thing takes the lower-case thing the request names
  // before a hyphenated describing word (which is kept for last).
  // "the 2016 Casa Verde" for `wine_name`: a name is said in words, so a bare number comes after the names said.
  const named = kind === 'code' && identifierWords(name).at(-1) === 'name';
  const kinds: CandidateKind[] = titled
    ? ['quoted', 'proper']
    : named
      ? ['quoted', 'code', 'proper', 'number', 'word']
      : (FITS[kind] ?? []);
  const thingFirst = needed && kind === 'string' && !('default' in baseSchema(schema));
  const free = ev.free(thingFirst ? kinds.filter((k) => k !== 'word') : kinds);
  // "bottles of Mas de l'Orme from E1 to E2" for `wine_name`: a name of several words is what a name parameter names;
  // the short codes around it are racks, rooms and the like.
  const offered =
    kind === 'place'
      ? placesFirst(ev)
      : named && free.some(severalWordName)
        ? [
            ...free.filter((c) => c.kind === 'quoted' || c.kind === 'proper'),
            ...free.filter((c) => c.kind !== 'quoted' && c.kind !== 'proper'),
          ]
        : free;
  // "A table at Noma in Copenhagen": with a venue and a town to fill, each takes the name said the way it is named.
  const role = path === `${name}.` ? ctx.placeRoles?.get(name) : undefined;
  const pool = role ? rankForRole(offered, role, ev) : offered;
  // An optional place takes a place the gazetteer knows or a name said after "in", "at"...: "Is Seven Lions
  // playing soon?" names a band, not a city to search in.
  const c = pool.find(
    (x) =>
      (x.kind !== 'quoted' || !['date', 'datetime'].includes(kind) || findDates(x.text, ctx.now).length > 0) &&
      (kind !== 'place' || needed || x.kind === 'place' || (locatedName(x, ev) && !saidForSomeone(x, ev))),
  );
  if (c) {
    const address = kind === 'place' && ADDRESS.test(describe(name, schema)) ? wholeAddress(c, ev) : undefined;
    if (address) return address;
    const note = role ? roleNote(role, c, ev) : undefined;
    const whole = named ? namedWhole(c, name, ctx, ev) : undefined;
    if (whole) return whole;
    const f = takeString(c, schema, ev, ctx.now);
    return note ? { ...f, rule: note } : f;
  }
  // "Row 12: 6.5 kg of russet apples": a thing left without a value takes what the amount measures.
  const thing = needed && kind === 'string' ? measuredThing(ev.text, ev.candidates) : undefined;
  if (thing && ev.isFree(thing)) {
    ev.take(thing);
    return { value: thing.value, source: thing.value, rule: 'what the amount measures' };
  }
  const colon = needed && (kind === 'string' || kind === 'text') ? colonValue(ev.text, kind) : undefined;
  if (colon) {
    const at = { start: colon.start, end: colon.start + colon.value.length };
    if (ev.isFree(at)) {
      ev.take(at);
      return { value: colon.value, source: `: ${colon.value}` };
    }
  }
  // "Does the wall filler contain lead?": the subject of a question with "do" is the thing a required name or
  // code left without a value of its own is about (a label's name may read as a code).
  if (needed && ['string', 'code', 'text'].includes(kind)) {
    const asked = doQuestionSubject(ev.text, [...identifierWords(ctx.tool ?? ''), ...identifierWords(name)]);
    if (asked) return { ...asked, rule: 'the subject of a question with "do"' };
  }
  if (needed && kind === 'string' && !('default' in baseSchema(schema))) {
    const end = endPoint(name, ev);
    if (end) return end;
    const thing = namedThing(ctx.text, identifierWords(name), ctx.siblings ?? []);
    if (thing) return thing;
    const object = verbsObject(ev.text, identifierWords(ctx.tool ?? ''), [
      ...identifierWords(ctx.tool ?? ''),
      ...identifierWords(name),
    ]);
    if (object) return object;
    const before = thingBeforeToolWord(ev.text, identifierWords(ctx.tool ?? ''), [
      ...identifierWords(ctx.tool ?? ''),
      ...identifierWords(name),
    ]);
    // The word must be free: one another parameter took ("a gloss sample" for a `sheen`) names something else.
    const at = before && { start: before.start, end: before.start + before.value.length };
    if (before && at && ev.isFree(at)) {
      ev.take(at);
      return { value: before.value, source: before.source };
    }
    const which = whichOne(ev);
    if (which) return which;
    const phrase = thingPhrase(ev.text, [...identifierWords(ctx.tool ?? ''), ...identifierWords(name)]);
    if (phrase) return phrase;
    const word = closingWord(ev.text, [...identifierWords(ctx.tool ?? ''), ...identifierWords(name)]);
    if (word) return word;
    const hyphenated = ev.free(['word'])[0];
    if (hyphenated) return takeString(hyphenated, schema, ev, ctx.now);
  }
  if (needed && (kind === 'text' || kind === 'string') && DESCRIBES.test(identifierWords(name).join(' '))) {
    const described = describedThing(
      ev.text,
      ev.candidates.filter((c) => c.kind !== 'word' && (c.kind !== 'number' || /\d/.test(c.text))),
    );
    const at = described && { start: described.start, end: described.start + described.value.length };
    if (described && at && ev.isFree(at)) {
      ev.take(at);
      return { value: described.value, source: described.value, rule: 'the thing the request describes' };
    }
  }
  if (needed && (kind === 'text' || kind === 'string')) {
    const topic = topicOf(ctx.text);
    if (topic && !('default' in baseSchema(schema))) return { value: topic, source: topic, gist: true };
  }
  return undefined;
}

/**
 * "phone me about whether the gate code changed. I'm on …" for `topic`: a free-text parameter that holds what the
 * request is about takes the words after "about", "re", "regarding" or "concerning" to the end of their sentence, when
 * they are free (no other value took them); a name inside them stays free for its own parameter.
 */
function saidAboutFor(name: string, schema: JsonSchema, ev: Evidence): Found | undefined {
  if (!holdsWhatItIsAbout(identifierWords(name).join(' '), describe('', schema))) return undefined;
  const said = saidAbout(ev.text);
  if (!said) return undefined;
  if (!ev.isFree({ start: said.start, end: said.start + said.value.length })) return undefined;
  return { value: said.value, source: said.value, rule: `what is said after '${said.cue}'` };
}

/**
 * "the belay class for tomasz okafor-lind on 2027-03-02": a parameter that asks for a person's name, when the
 * request writes no name with capitals (nor a quote), takes one or two lower-case words said as a name
 * (`nameSaidInLowerCase`), given their capitals.
 */
function personsNameInLowerCase(name: string, schema: JsonSchema, kind: ParamKind, ev: Evidence): Found | undefined {
  if (!asksForPersonsName(identifierWords(name), describe('', schema), kind === 'person')) return undefined;
  if (ev.candidates.some((c) => c.kind === 'proper' || c.kind === 'quoted')) return undefined;
  const said = nameSaidInLowerCase(ev.text);
  if (!said || !ev.isFree(said)) return undefined;
  ev.take(said);
  const source = ev.text.slice(said.start, said.end);
  return { value: said.value, source, rule: 'a name written in lower case' };
}

/**
 * The value after a short command's colon (`afterColon`), read in the colon's own sentence ("Refill for Ana Ruiz:
 * lisinopril tablets. She collects on Friday." gives "lisinopril tablets"); for a thing's name, without a count said
 * after a comma ("lisinopril tablets, three of them").
 */
function colonValue(text: string, kind: ParamKind): { value: string; start: number } | undefined {
  const at = text.indexOf(': ');
  const end = at < 0 ? -1 : text.slice(at).search(/[.!?](?:\s|$)/);
  const colon = afterColon(end < 0 ? text : text.slice(0, at + end + 1));
  if (!colon || kind !== 'string') return colon;
  const comma = /,\s+(\S+)/.exec(colon.value);
  const counted = comma && (/^\d/.test(comma[1]!) || Object.hasOwn(WORD_NUMBERS, comma[1]!.toLowerCase()));
  return counted ? { value: colon.value.slice(0, comma.index), start: colon.start } : colon;
}

/**
 * "fenbufen tablets, three of them" for an optional `quantity` ("Number of packs"): a count said as "n of them" (those,
 * these) counts the thing just named, so a parameter that counts things takes it.
 */
function countOfThem(name: string, schema: JsonSchema, ev: Evidence): Candidate | undefined {
  const counts =
    /\b(?:quantity|count|number|copies|amount)\b/.test(identifierWords(name).join(' ')) ||
    /^\s*(?:the\s+)?(?:number|count) of\b/i.test(describe('', schema));
  if (!counts || baseType(schema) !== 'integer') return undefined;
  return ev
    .free(['number'])
    .find(
      (n) => Number.isInteger(n.value) && /^\s*of\s+(?:them|those|these)\b/i.test(ev.text.slice(n.end, n.end + 20)),
    );
}

/**
 * "Transfer 250 from savings to checking": a parameter named for where something comes from (`from_account`,
 * `source`) takes the lower-case words after "from", one named for where it goes (`to_account`, `target`) those after
 * "to" (one to three words, up to a joining word or the end of the clause).
 */
function endPoint(name: string, ev: Evidence): Found | undefined {
  const words = identifierWords(name);
  const word = words.some((w) => ['from', 'source', 'src', 'origin'].includes(w))
    ? 'from'
    : words.some((w) => ['to', 'target', 'destination', 'dest'].includes(w))
      ? 'to'
      : undefined;
  if (!word) return undefined;
  const m = new RegExp(
    `\\b${word}\\s+(?:(?:the|my|our|a|an)\\s+)?(\\p{Ll}[\\p{L}-]*(?:\\s+\\p{Ll}[\\p{L}-]*){0,2}?)(?=\\s*(?:$|[,.;!?]|\\s(?:to|from|and|or|for|at|on|in|by|with|please|now|today|tomorrow)\\b))`,
    'u',
  ).exec(ev.text);
  if (!m) return undefined;
  const start = m.index + m[0].length - m[1]!.length;
  const at = { start, end: start + m[1]!.length };
  if (!ev.isFree(at) || /^(?:me|us|it|them|here|there)$/.test(m[1]!)) return undefined;
  ev.take(at);
  return { value: m[1]!, source: `${word} ${m[1]!}` };
}

/** Words after "in" that say how or where, not which one ("in time", "in stock", "in full"). */
const NOT_WHICH =
  /^(?:it|them|this|that|there|here|time|stock|full|total|advance|general|person|detail|mind|order|use|place|case|front|line|private|public|progress|mins?|minutes?|hours?|days?|weeks?|months?|years?)$/;

/**
 * "a linen cushion in sage", "two tins in mint": one lower-case word after "in" that closes the clause says which one
 * (a colour, a finish, a flavour): a plain string parameter nothing else fills takes it, not the clause around it.
 */
function whichOne(ev: Evidence): Found | undefined {
  const m = /\bin (\p{Ll}[\p{L}-]*)(?=\s*(?:[,.;!?]|$))/u.exec(ev.text);
  if (!m || NOT_WHICH.test(m[1]!)) return undefined;
  const at = { start: m.index + 3, end: m.index + m[0].length };
  if (!ev.isFree(at)) return undefined;
  ev.take(at);
  return { value: m[1]!, source: m[0] };
}

function extractArray(
  name: string,
  schema: JsonSchema,
  ctx: ExtractContext,
  ev: Evidence,
  needed: boolean,
  path: string,
  sources?: Map<string, string>,
): Found | undefined {
  const s = baseSchema(schema);
  const items = (typeof s.items === 'object' && s.items !== null ? s.items : {}) as JsonSchema;
  const itemKind = kindOf(name, items);
  let values: unknown[];
  let addresses: Found | undefined;
  const options = optionsOf(items);
  if (onlyNull(items)) values = [];
  else if (options) values = findOptionMentions(ctx.text, options.values).map((m) => m.value);
  else if (itemKind === 'number') {
    // "between (1, 2) and (4, 6)": with several groups of numbers written in brackets, each list takes one group.
    const groups = numberGroups(ev);
    const numbers = groups.length >= 2 ? groups[0]! : ev.free(['number']);
    values = numbers.map((c) => takeNumber(c, items, ev).value);
  } else if (itemKind === 'object')
    values = needed ? [extractObject(baseSchema(items), ctx, ev, `${path}0.`, sources)] : [];
  else if (baseType(items) === 'array') values = nestedList(ev.text);
  else if (ctx.entity && ENTITY_KINDS.includes(itemKind)) values = [ctx.entity];
  else if ((addresses ??= emailsFor(name, items, ev))) values = addresses.value as string[];
  else values = listed(ev.free(FITS[itemKind] ?? FITS.string!), ev).map((c) => takeString(c, items, ev).value);
  // Numbers said twice are said twice ("sides 2.5, 2.5 and 4"); other values once.
  if (itemKind !== 'number')
    values = [...new Set(values.map((v) => JSON.stringify(v)))].map((v) => JSON.parse(v) as unknown);
  const min = typeof s.minItems === 'number' ? s.minItems : 0;
  const max = typeof s.maxItems === 'number' ? s.maxItems : Infinity;
  while (values.length < min)
    values.push(fallback(name, items, { ...ctx, strict: true }, ev, `${path}${values.length}.`, sources));
  if (values.length === 0 && !needed) return undefined;
  return {
    value: values.slice(0, max),
    source: values.length > 0 ? values.map(String).join(', ') : undefined,
    rule: addresses?.rule,
  };
}

/** The value of a parameter the request does not fill: its default, null, the first option, or a neutral value. */
function fallback(
  name: string,
  schema: JsonSchema,
  ctx: ExtractContext,
  ev: Evidence,
  path: string,
  sources?: Map<string, string>,
): unknown {
  const s = baseSchema(schema);
  const options = optionsOf(schema);
  if ('default' in s && (!options?.strict || options.values.includes(s.default))) return s.default;
  if (isNullable(schema)) return null;
  if (options) return options.values[0];
  switch (baseType(schema)) {
    case 'number':
    case 'integer':
      return typeof s.minimum === 'number' ? s.minimum : 0;
    case 'boolean':
      return false;
    case 'array':
      return extractArray(name, schema, { ...ctx, strict: true }, ev, true, path, sources)?.value ?? [];
    case 'object':
      return extractObject(s, { ...ctx, strict: true }, ev, path, sources);
  }
  const kind = kindOf(name, schema);
  if (kind === 'date' || kind === 'datetime')
    return kind === 'date' ? isoDate(ctx.now) : `${isoDate(ctx.now)}T00:00:00Z`;
  if (kind === 'email') return 'user@example.com';
  if (kind === 'url') return 'https://example.com';
  return topicOf(ctx.text) || '';
}

// How a request's candidates become argument values: which fit a string parameter, places first, dates with times, lists.
/** Which candidates fit each kind of string parameter, best first. */
export const FITS: Partial<Record<ParamKind, CandidateKind[]>> = {
  place: ['place', 'proper', 'quoted', 'code'],
  person: ['proper', 'quoted'],
  code: ['quoted', 'code', 'number', 'proper', 'word'],
  text: ['quoted'],
  string: ['quoted', 'path', 'code', 'proper', 'place', 'word'],
  email: ['email'],
  url: ['url'],
  path: ['path', 'quoted', 'code'],
  date: ['date', 'quoted'],
  datetime: ['date', 'quoted'],
  time: ['time', 'quoted'],
};

/**
 * For a country, state or region parameter: the part after the comma of a place written "Leeds, UK" or "Halifax, NS".
 * The city parameter may have taken the place whole already; its region part is still there to read.
 */
export function regionPart(name: string, ev: Evidence): Found | undefined {
  if (!identifierWords(name).some((w) => /^(country|state|province|region|countries|states)$/.test(w)))
    return undefined;
  const place = ev.candidates.find((c) => c.kind === 'place' && c.text.includes(','));
  const part = place?.text.split(',').pop()!.trim();
  return part ? { value: part, source: place!.text } : undefined;
}

/** A parameter that holds a postal address, which is written in parts: "Unit 7, 41 Pellow Street". */
const ADDRESS = /\b(?:address|street)\b/i;

/**
 * For an address parameter: the names joined to the one chosen by commas alone, read as one address with a capital
 * "The" that opens it ("The Tannery, Brock Lane", "Unit 7, 41 Pellow Street"); undefined when the name stands alone.
 */
function wholeAddress(c: Candidate, ev: Evidence): Found | undefined {
  const names = ev.candidates.filter((x) => (x.kind === 'place' || x.kind === 'proper') && ev.isFree(x));
  let at = names.indexOf(c);
  if (at < 0) return undefined;
  const joined = (a: Candidate, b: Candidate) => /^,\s*$/.test(ev.text.slice(a.end, b.start));
  let first = at;
  // "Ada Brandt, 4 Teal Yard": a house number opens the address, so a name before it joins only when it is numbered
  // too ("Unit 7, 41 Pellow Street"); else it is whoever signs, said before where they live.
  const opensAddress = (a: Candidate, b: Candidate) => /^\d/.test(b.text) && !/\d/.test(a.text);
  while (first > 0 && joined(names[first - 1]!, names[first]!) && !opensAddress(names[first - 1]!, names[first]!))
    first--;
  while (at + 1 < names.length && joined(names[at]!, names[at + 1]!)) at++;
  if (first === at) return undefined;
  const start = /\bThe\s+$/.test(ev.text.slice(Math.max(0, names[first]!.start - 4), names[first]!.start))
    ? ev.text.lastIndexOf('The', names[first]!.start)
    : names[first]!.start;
  const span = { start, end: names[at]!.end };
  ev.take(span);
  const value = ev.text.slice(span.start, span.end);
  return { value, source: value, rule: 'an address: names joined by commas' };
}

/** True when a name follows a word that says where: "in", "at", "near", "to", "for", "from". */
function locatedName(c: Candidate, ev: Evidence): boolean {
  return /\b(in|at|near|around|to|for|from)\s+(?:the\s+)?$/i.test(ev.text.slice(Math.max(0, c.start - 12), c.start));
}

/**
 * "a practice climb for Ines Varga on the 3rd": a name said after "for" that the gazetteer does not know is whom the
 * request is for, so an optional place (a route's area, say) leaves it to the person.
 */
function saidForSomeone(c: Candidate, ev: Evidence): boolean {
  return c.kind !== 'place' && /\bfor\s+$/i.test(ev.text.slice(Math.max(0, c.start - 5), c.start));
}

/**
 * Known places, then names the request puts after "in", "at", "near", then after "to", "for", "from" (which also
 * name people: "a car for Ada Quist, picked up at the Dock Street desk"), then any other name.
 */
export function placesFirst(ev: Evidence): Candidate[] {
  const all = ev.free(FITS.place!);
  const rank = (c: Candidate) =>
    c.kind === 'place'
      ? 0
      : locatedName(c, ev)
        ? /\b(?:to|for|from)\s+(?:the\s+)?$/i.test(ev.text.slice(Math.max(0, c.start - 12), c.start))
          ? 1.5
          : 1
        : c.kind === 'proper'
          ? 2
          : c.kind === 'quoted'
            ? 3
            : 4;
  // Of the codes, only capitalised ones can be places ("LIS", "OPO"), never ids like "QX481".
  return [...all]
    .filter((c) => c.kind !== 'code' || /^\p{Lu}{2,4}$/u.test(c.text))
    .sort((a, b) => rank(a) - rank(b) || a.start - b.start);
}

export function takeString(c: Candidate, schema: JsonSchema, ev: Evidence, now?: Date): Found {
  ev.take(c);
  const kind = kindOf('', schema);
  const quotedDate =
    c.kind === 'quoted' && now && (kind === 'date' || kind === 'datetime') ? findDates(c.text, now)[0] : undefined;
  if (c.kind === 'date' || quotedDate) {
    const d = quotedDate ?? (c.value as Omit<DateMention, 'index' | 'end'>);
    const about = describe('', schema);
    const date = formatDate({ ...d, index: 0, end: 0 }, about);
    const rule = dateNote(d, date, about, now);
    const isoDateTime = baseSchema(schema).format === 'date-time';
    // "March 9, 2027 at 6pm" for a date-and-time parameter is one value: 2027-03-09T18:00:00.
    const time = c.kind === 'date' && (isoDateTime || wantsTime(kind, about)) ? timeNear(c, ev) : undefined;
    if (time) {
      ev.take(time);
      const zone = isoDateTime || /\b(utc|gmt)\b/i.test(ev.text) || /\d{2}:\d{2}(?::\d{2})?Z\b/.test(about) ? 'Z' : '';
      return { value: `${date}T${String(time.value)}:00${zone}`, source: `${c.text} ${time.text}`, rule };
    }
    return { value: isoDateTime ? `${date}T00:00:00Z` : date, source: c.text, rule };
  }
  // The description as written: an example's "PM" or "pm" says how to write the meridiem.
  if (c.kind === 'time' && kind === 'time') return clockTime(c, String(baseSchema(schema).description ?? ''));
  const text = c.kind === 'number' ? c.text : String(c.value);
  return { value: kind === 'place' ? formatPlace(text, describe('', schema)) : text, source: c.text };
}

/**
 * A clock time for a time parameter, in the form its description asks; the explanation says when it was said in words
 * ("half past three"), what was assumed of the half of the day, and the form it was written in.
 */
function clockTime(c: Candidate, description: string): Found {
  const { value, form } = formatTime(String(c.value), description);
  const inWords = /\p{L}{3,}/u.test(c.text) && !/^\d{1,2}(?::\d{2})?\s*(?:a|p)\.?m\.?$/i.test(c.text);
  const notes = [
    inWords ? `a clock time said in words, ${String(c.value)}` : undefined,
    c.assumed,
    form ? `written ${form} as the description asks` : undefined,
  ].filter((n) => n !== undefined);
  return { value, source: c.text, ...(notes.length > 0 ? { rule: notes.join('; ') } : {}) };
}

/**
 * What the explanation says of a date whose words leave something open: written without a year because the form asks
 * for none, the year assumed when the form has one ("March 3rd" → the next March 3rd, or the last one when the request
 * speaks of the past), or counted from today ("next Friday").
 */
function dateNote(
  d: Omit<DateMention, 'index' | 'end'>,
  written: string,
  description: string,
  now: Date | undefined,
): string | undefined {
  if (d.read === 'from today') return now ? `a date counted from today, ${isoDate(now)}` : 'a date counted from today';
  if (d.read !== 'no year') return undefined;
  const gone = now !== undefined && Date.UTC(d.year, d.month - 1, d.day) < now.getTime() - 86_400_000;
  return written.includes(String(d.year))
    ? `no year said: ${d.year} assumed, the ${gone ? 'last' : 'next'} such day`
    : 'no year said, and the form the description asks for has none';
}

/** True when a date parameter also wants the time of day: a datetime kind, or a description that shows or says one. */
function wantsTime(kind: ParamKind, description: string): boolean {
  return (
    kind === 'datetime' ||
    /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|\bdate\s*(?:(?:and|&|\/)\s*)?time\b|\bdatetime\b|\btimestamp\b|iso[- ]?8601|\bhh:mm/i.test(
      description,
    )
  );
}

/** A free clock time written right next to a date ("March 5 at 4pm", "10:00 on 2024-01-02"). */
function timeNear(date: Candidate, ev: Evidence): Candidate | undefined {
  return ev
    .free(['time'])
    .find(
      (t) =>
        (t.start >= date.end && /^[\s,]*(?:(?:at|@|from|by)[\s,]*)?$/i.test(ev.text.slice(date.end, t.start))) ||
        (t.end <= date.start && /^[\s,]*(?:on[\s,]*)?$/i.test(ev.text.slice(t.end, date.start))),
    );
}

/**
 * The items of a list: the first candidate and those written together with it ("'A', 'B' and 'C'", "A, B or C", one
 * bullet a line), so a name further on ("... for Amara Okafor") stays for the parameter it belongs to.
 */
export function listed(pool: Candidate[], ev: Evidence): Candidate[] {
  const inOrder = [...pool].sort((a, b) => a.start - b.start);
  const run = inOrder.slice(0, 1);
  for (const next of inOrder.slice(1)) {
    const gap = ev.text.slice(run[run.length - 1]!.end, next.start);
    if (!/^[\s,;]*(?:(?:[-*•]|\d{1,2}[.)])\s+)?(?:(?:and|or|&|plus|as well as)\s+)?(?:the\s+)?$/i.test(gap)) break;
    run.push(next);
  }
  return run;
}

/**
 * The first free dictionary written in the text, in JSON or Python spelling ("{'a': 1, 'ok': True}"), one level deep;
 * it is taken so the next dictionary parameter gets the next one.
 */
function objectLiteral(ev: Evidence): Found | undefined {
  for (const m of ev.text.matchAll(/\{[^{}]*\}/g)) {
    const at = { start: m.index, end: m.index + m[0].length };
    if (!ev.isFree(at)) continue;
    const json = m[0]
      .replace(/'([^'"]*)'/g, '"$1"')
      .replace(/\bTrue\b/g, 'true')
      .replace(/\bFalse\b/g, 'false')
      .replace(/\bNone\b/g, 'null');
    try {
      const value = JSON.parse(json) as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      ev.take(at);
      return { value, source: m[0] };
    } catch {
      continue;
    }
  }
  return undefined;
}

/** Groups of free numbers written in round or square brackets ("(1, 2)", "[3.5, 4]"), not nested, in order. */
function numberGroups(ev: Evidence): Candidate[][] {
  const numbers = ev.free(['number']);
  const groups: Candidate[][] = [];
  for (const m of ev.text.matchAll(/[([]\s*-?\d[\d.,\s-]*[)\]]/g)) {
    const inside = numbers.filter((c) => c.start > m.index && c.end < m.index + m[0].length);
    if (inside.length >= 2) groups.push(inside);
  }
  return groups;
}

/** A list of lists written out ("[[1, 2], [3, 4]]", "(0, 0), (4, 0)"): the rows, numbers as numbers. */
export function nestedList(text: string): unknown[] {
  // eslint-disable-next-line regexp/no-super-linear-move -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
  const m = text.match(/\[\s*[[(][-\d.,\s[\]()]*[\])]\s*\]/);
  if (!m) return [];
  try {
    const rows = JSON.parse(m[0].replace(/\(/g, '[').replace(/\)/g, ']')) as unknown;
    return Array.isArray(rows) && rows.every(Array.isArray) ? rows : [];
  } catch {
    return [];
  }
}

// Readers of typed values for argument extraction: numbers (units, coordinates, head counts), options and booleans.

export function takeNumber(c: Candidate, schema: JsonSchema, ev: Evidence, name = ''): Found {
  ev.take(c);
  const s = baseSchema(schema);
  let raw = c.value as number;
  // "1.78 m" for a height in centimetres is 178; "2 hours" for a wait in minutes is 120.
  const expected = expectedUnit(identifierWords(name), describe('', schema));
  // "my 10k", "a 12k run": for a distance, a "k" written onto the digits is kilometres, not thousands.
  const kilometres = expected?.dimension === 'length' && /^k(?![\p{L}\p{N}])/iu.test(ev.text.slice(c.end, c.end + 2));
  if (kilometres) raw = Number(c.text.replace(/,/g, ''));
  const given =
    expected && kilometres
      ? unitOf('km', 'length')
      : expected && c.unit
        ? unitOf(c.unit, expected.dimension)
        : undefined;
  // An amount written in words holds its unit already ("a fortnight", "an hour and a half"): said once in the note.
  const unitSaid = c.unit !== '' && c.text.toLowerCase().endsWith(c.unit.toLowerCase());
  let source = c.text + (kilometres ? 'k' : c.unit && !unitSaid ? ` ${c.unit}` : '');
  if (expected && given) {
    raw = convert(raw, given, expected) ?? raw;
    // "1 hour 5 minutes", "2 minutes and 10 seconds", "5 feet 4 inches": an amount in a smaller unit of the same kind
    // right after it is part of the same amount.
    const rest = restOfAmount(c, given, ev);
    const more = rest && convert(rest.c.value as number, rest.unit, expected);
    if (rest && more !== undefined) {
      ev.take(rest.c);
      raw = Number((raw + more).toFixed(6));
      source += ` ${rest.c.text} ${rest.c.unit}`;
    }
  }
  // Coordinates: south and west are negative ("119.5 W" is -119.5).
  if (coordinateOf(name) && /^[sw]$/.test(c.unit) && raw > 0) raw = -raw;
  let value = baseType(schema) === 'integer' ? Math.round(raw) : raw;
  if (typeof s.minimum === 'number') value = Math.max(value, s.minimum);
  if (typeof s.maximum === 'number') value = Math.min(value, s.maximum);
  return { value, source };
}

/** The next free amount when it follows `c` directly (a comma or "and" between) in a smaller unit of the same kind. */
function restOfAmount(c: Candidate, unit: Unit, ev: Evidence): { c: Candidate; unit: Unit } | undefined {
  const next = ev.free(['number']).find((n) => n.start >= c.end);
  if (!next) return undefined;
  const gap = ev.text.slice(c.end, next.start);
  // The gap holds the first amount's unit word when the candidate ends at its digits.
  if (!/^ ?(?:\p{L}+\.? ?)?(?:, ?|and )?$/u.test(gap.replace(/\s+/g, ' ')) || !next.unit) return undefined;
  const nextUnit = unitOf(next.unit, unit.dimension);
  return nextUnit && nextUnit.dimension === unit.dimension && nextUnit.size < unit.size
    ? { c: next, unit: nextUnit }
    : undefined;
}

/** A number whose unit names the parameter or its description ("5 days" for `days`, "90 seconds" for a wait in seconds). */
export function unitMatch(name: string, schema: JsonSchema, ev: Evidence): Candidate | undefined {
  // Joining words of a description ("0.05 for 5%") name no unit: "18,000 for 5 years" is not a rate.
  const words = new Set(
    [...identifierWords(name), ...identifierWords(describe('', schema))].filter(
      (w) => w.length > 2 && !JOINING_WORDS.has(w),
    ),
  );
  const counts = (unit: string) => PEOPLE.test(unit) && [...words].some((w) => PEOPLE.test(w));
  const expected = expectedUnit(identifierWords(name), describe('', schema));
  const converts = (unit: string) =>
    expected !== undefined && unitOf(unit, expected.dimension)?.dimension === expected.dimension;
  // "5000 at 3 percent a year, after 10 years" for a yearly rate as a decimal: the amount in the unit it asks for
  // comes before one whose unit merely shares a word with it ("yearly", "years").
  // "3 beats per bar" is a rate per bar: no parameter of beats per minute (its description says "per" another word).
  const perSaid = (n: Candidate) => /^\s*\S+\s+per\s+(\p{L}+)/iu.exec(ev.text.slice(n.end))?.[1];
  const otherRate = (n: Candidate) => {
    const per = perSaid(n)?.toLowerCase();
    const own = /\bper\s+(\p{L}+)/iu.exec(`${name.replace(/_/g, ' ')} ${describe('', schema)}`)?.[1]?.toLowerCase();
    return per !== undefined && own !== undefined && !sameStem(per, own);
  };
  const free = ev.free(['number']).filter((n) => n.unit === '' || !otherRate(n));
  const shares = (unit: string, among: Iterable<string>) =>
    unit.length > 1 && [...among].some((w) => w.startsWith(unit.slice(0, 3)) || unit.startsWith(w.slice(0, 4)));
  // "two pressings at -9 LUFS" for `target_loudness_lufs` ("Loudness to press to, in LUFS"): a unit the parameter's
  // name says beats one its description says (not "an" of "3 euros an hour": a rate's "per", no amount).
  const named = [...words].filter((w) => identifierWords(name).includes(w));
  return (
    free.find((n) => converts(n.unit)) ??
    free.find((n) => !/^an?(?:\s|$)/i.test(n.text) && shares(n.unit, named)) ??
    free.find((n) => shares(n.unit, words) || (n.unit.length > 1 && counts(n.unit)))
  );
}

/**
 * "a batch for 20 litres, made bigger: up to 40" for `target_litres`: a parameter for where an amount goes (target, new,
 * desired) takes the number said right after "to" or "into", before a number that merely has its unit.
 */
function towardsMatch(name: string, ev: Evidence): Candidate | undefined {
  if (!identifierWords(name).some((w) => /^(?:target|new|desired|goal)$/.test(w))) return undefined;
  return ev
    .free(['number'])
    .find((n) => /(?<![\p{L}])(?:to|into)\s+(?:about\s+)?$/u.test(ev.text.slice(Math.max(0, n.start - 12), n.start)));
}

/**
 * "nine of the Perry Gold, pressed in two thousand and twenty" for a `vintage`: a parameter that holds a year (its name says year,
 * vintage or season) takes a whole number a year could be (1000 to 2999), said with no unit, before any other number.
 */
function yearMatch(name: string, schema: JsonSchema, ev: Evidence, after?: RegExp): Candidate | undefined {
  if (!identifierWords(name).some((w) => /^(?:year|vintage)$/.test(w))) return undefined;
  if (baseType(schema) !== 'integer' && baseType(schema) !== 'number') return undefined;
  // "Number of years", "term in years": a length of time, not a year.
  if (/\b(?:years|number of|how many|duration|length|period|term|count|age)\b/i.test(describe('', schema)))
    return undefined;
  return ev
    .free(['number'])
    .find(
      (n) =>
        Number.isInteger(n.value) &&
        (n.value as number) >= 1000 &&
        (n.value as number) < 3000 &&
        !unitOf(n.unit) &&
        (!after || after.test(ev.text.slice(Math.max(0, n.start - 8), n.start))),
    );
}

/** What a year is said after when nothing else ties it to its parameter: "in 2010", "of 1998", "during 2004". */
const YEAR_SAID = /\b(?:in|of|for|during)\s+$/i;

/** Words that join a description's phrases; a number's next word that is one of them is no unit. */
const JOINING_WORDS = new Set(['for', 'and', 'the', 'with', 'from', 'into', 'per', 'each', 'any', 'not', 'are', 'its']);

/** Which axis a parameter's name holds: `latitude` or `longitude`, whole, cut short, or `lng`. */
function coordinateOf(name: string): 'latitude' | 'longitude' | undefined {
  const w = identifierWords(name);
  if (w.some((x) => x === 'latitude' || cutShort(x, 'latitude'))) return 'latitude';
  if (w.some((x) => x === 'longitude' || x === 'lng' || cutShort(x, 'longitude'))) return 'longitude';
  return undefined;
}

/** A coordinate written with its hemisphere ("12.34 N", "56.78 W") for the parameter that holds that axis. */
export function hemisphereMatch(name: string, ev: Evidence): Candidate | undefined {
  const axis = coordinateOf(name);
  if (!axis) return undefined;
  return ev.free(['number']).find((n) => (axis === 'latitude' ? /^[ns]$/ : /^[ew]$/).test(n.unit));
}

/** Words for a count of people: "4 guests" or "one person" fills `number_of_adults` or `guests`. */
const PEOPLE =
  /^(people|persons?|adults?|guests?|travell?ers?|passengers?|participants?|attendees?|pax|seats?|tickets?)$/;

/** Which mentioned option fits: a "from" property takes the first mention, a "to" property the last. */
export function pickOption(name: string, values: readonly unknown[], ev: Evidence): Found | undefined {
  const mentioned = findOptionMentions(ev.text, values).filter((h) => ev.isFree({ start: h.index, end: h.index + 1 }));
  // "all the Redis caches": the option that names something beats a catch-all one mentioned alongside it.
  const specific = mentioned.filter((h) => !/^(all|any|none|both|every|default)$/i.test(String(h.value)));
  const hits = specific.length > 0 ? specific : mentioned;
  if (hits.length === 0) return undefined;
  const words = identifierWords(name).join(' ');
  const target =
    /\b(to|target|dest|destination|output|into|new)\b/.test(words) &&
    !/\b(from|source|src|origin|input|old|current)\b/.test(words);
  // "switch from pizza to burger": a parameter that names neither end takes where the request goes, not where it comes from.
  const change =
    hits.length >= 2 &&
    !/\b(from|source|src|origin|input|old|current)\b/.test(words) &&
    /\bfrom\b[^.?!]*\bto\b/i.test(ev.text.slice(Math.max(0, hits[0]!.index - 12), hits[hits.length - 1]!.index));
  const hit = target || change ? hits[hits.length - 1]! : hits[0]!;
  // "electric kiln C" for `electric_kiln_c`: an option said in several words is said by all of them, so none of its
  // words is left for another parameter (its "C" was read as the name of the potter).
  const several = /\s/.test(ev.text.slice(hit.index, hit.end));
  if (values.length > 2 || typeof hit.value !== 'boolean')
    ev.take({ start: hit.index, end: several ? hit.end : hit.index + 1 });
  const said = several ? ev.text.slice(hit.index, hit.end) : ev.text.slice(hit.index).match(/^[^\s,.?!]+/)?.[0];
  return { value: hit.value, source: said ?? String(hit.value) };
}

/** True when a request word is an inflection of an option's word: "trued" of true, "cancelled" of cancellations. */
function inflects(said: string, option: string): boolean {
  if (said.startsWith(option)) return option.length >= 3 && said.length - option.length <= 3;
  let common = 0;
  while (common < said.length && said[common] === option[common]) common++;
  return common >= 6 && common >= Math.min(said.length, option.length) - 3;
}

/**
 * No option is said as written, but every word of one is said inflected ("wants the wheel trued" for `wheel_true`,
 * "gets cancelled" for `cancellations`): a model reads that option. One option only, each of its words three letters
 * or more and one of them five (words that share only their first five letters, "priced" and "pricey", are two); the catch-alls ("all", "any", "none") are never read this way.
 */
function optionByItsWords(values: readonly unknown[], ev: Evidence): Found | undefined {
  const said = [...ev.text.toLowerCase().matchAll(/\p{L}+/gu)].filter(
    (m) => m[0].length >= 3 && ev.isFree({ start: m.index, end: m.index + m[0].length }),
  );
  const fits = values.flatMap((value) => {
    if (typeof value !== 'string' || /^(?:all|any|none|both|every|default|other)$/i.test(value)) return [];
    const parts = identifierWords(value);
    if (parts.length === 0 || parts.some((w) => w.length < 3) || !parts.some((w) => w.length >= 5)) return [];
    const hits = parts.map((w) => said.find((m) => inflects(m[0], w)));
    return hits.every((h) => h !== undefined) ? [{ value, hits }] : [];
  });
  if (fits.length !== 1) return undefined;
  const { value, hits } = fits[0]!;
  for (const h of hits) ev.take({ start: h.index, end: h.index + h[0].length });
  return {
    value,
    source: hits.map((h) => ev.text.slice(h.index, h.index + h[0].length)).join(' '),
    rule: 'an option whose words the request says inflected',
  };
}

/** Options that are a yes and a no written as strings ("True"/"False", "yes"/"no"), as [yes, no]. */
/** Each list of options' yes and no, found once (the list is the one `optionsOf` keeps for its schema). */
const yesNoOf = new WeakMap<readonly unknown[], [unknown, unknown] | null>();

export function booleanOptions(values: readonly unknown[]): [unknown, unknown] | undefined {
  let found = yesNoOf.get(values);
  if (found === undefined) {
    const yes = values.find((v) => /^(true|yes|y|on|1)$/i.test(String(v)));
    const no = values.find((v) => /^(false|no|n|off|0)$/i.test(String(v)));
    found = yes !== undefined && no !== undefined ? [yes, no] : null;
    yesNoOf.set(values, found);
  }
  return found ?? undefined;
}

export function extractBoolean(name: string, ctx: { text: string }): Found | undefined {
  const keys = identifierWords(name).filter(
    (w) =>
      !['include', 'is', 'use', 'enable', 'enabled', 'with', 'show', 'should', 'has', 'allow', 'get'].includes(w) &&
      w.length > 2,
  );
  // Inflections count: "attached files" says `include_attachments`, "hidden" says `show_hide`... by a shared stem.
  const said = words(ctx.text);
  const hits = keys
    .map((k) => said.find((w) => w === k || (k.length > 4 && sameStem(w, k))))
    .filter((w) => w !== undefined);
  const hit = hits[0];
  if (!hit) return undefined;
  // "the fox was not seen" for `fox_seen`: a negation before any of the name's words said negates it.
  const negated = hits.some((w) =>
    new RegExp(`\\b(without|no|not|don't|dont|never|skip|exclude|disable)\\b[^.?!]{0,20}\\b${w}`, 'i').test(ctx.text),
  );
  return { value: !negated, source: hit };
}
