// Values tied to a parameter by its own words: an option named, a value next to its cue words, a unit, a currency, a kind.
import { cuedCandidate, textAfterCue } from '../understand/cues.ts';
import type { Evidence } from '../understand/evidence.ts';
import { type Candidate, type CandidateKind } from '../understand/evidence.ts';
import { cueWords, kindOf } from '../understand/param-kind.ts';
import { findLanguages, formatLanguage, isLanguageParameter, pickLanguage } from '../understand/languages.ts';
import { describe, type JsonSchema, optionsOf } from '../understand/schema-view.ts';
import { identifierWords, words } from '../understand/text.ts';
import { commandSaid, takesCommandLine } from '../understand/command-said.ts';
import { findCurrencies, isCurrencyParameter } from '../understand/currencies.ts';
import { emailFor, postcodeFor } from './typed-args.ts';
import type { Found } from './found.ts';
import { ENTITY_KINDS, type ExtractContext, FITS } from './extract-context.ts';
import { timesPerSpan, timesPerYear } from './how-often.ts';
import { kindOfThing } from './kind-of-thing.ts';
import { namedWhole } from './name-with-noun.ts';
import { hemisphereMatch, takeNumber, towardsMatch, unitMatch } from './number-args.ts';
import { booleanOptions, extractBoolean, isSourceParameter, optionByItsWords, pickOption } from './option-args.ts';
import { optionByOwnWord } from './option-own-word.ts';
import { articleCountsOne } from './article-counts-one.ts';
import { optionOnScale } from './option-scale.ts';
import { optionDescribed } from './option-described.ts';
import { peopleCounted } from './people-counted.ts';
import { saidAsTarget } from '../understand/said-as-target.ts';
import { takeString } from './take-string.ts';
import { isTitleParameter, titleOpeningClause } from './titles.ts';
import { optionInOtherLanguage } from '../understand/foreign-cues.ts';

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
export function cued(
  name: string,
  schema: JsonSchema,
  ctx: ExtractContext,
  ev: Evidence,
  siblings: readonly string[],
): Found | undefined {
  const cues = cueWords(name, siblings);
  const options = optionsOf(schema);
  if (options) {
    // "Convert it to Fahrenheit": an option said as a target is no value of a source parameter (`from_unit`).
    const skip = isSourceParameter(name)
      ? (start: number, end: number) => saidAsTarget(ev.text, start, end)
      : undefined;
    const picked =
      pickOption(name, options.values, ev, skip) ??
      optionByItsWords(options.values, ev, skip) ??
      optionInOtherLanguage(options.values, ev, skip) ??
      optionByOwnWord(name, ctx.tool, options.values, ev, skip) ??
      optionOnScale(name, options.values, ev, skip) ??
      optionDescribed(options.values, schema, ev, skip);
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
      cuedCandidate(ev, cues, ['number']) ??
      peopleCounted(name, schema, ev);
    return c ? takeNumber(c, schema, ev, name) : articleCountsOne(name, schema, ev);
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
