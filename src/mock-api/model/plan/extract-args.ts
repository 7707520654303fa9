// Schema-aware argument extraction: fills each parameter from evidence in the request, by kind, cue and type, and
// turns what it finds into values of the form the parameter asks for (numbers in its unit, options, booleans, strings).
import { type Candidate, type CandidateKind, Evidence } from '../understand/evidence.ts';
import { kindOf, type ParamKind } from '../understand/param-kind.ts';
import { formatPlace } from '../understand/gazetteer.ts';
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
import { identifierWords } from '../understand/text.ts';
import { DESCRIBES, describedThing, leftoverDescription } from '../understand/described.ts';
import { measuredThing } from '../understand/measured-thing.ts';
import { STATES_A_PROBLEM, statedProblem } from '../understand/stated-problem.ts';
import { findDates, isoDate } from '../understand/date-mentions.ts';
import { findOptionMentions } from '../understand/option-mentions.ts';
import {
  closingWord,
  namedThing,
  pathIn,
  thingPhrase,
  topicOf,
  verbsObject,
  doQuestionSubject,
  thingBeforeToolWord,
} from '../understand/plain-values.ts';
import { emailsFor } from './typed-args.ts';
import type { Found } from './found.ts';
import { placeRoles, rankForRole, roleNote } from './venues.ts';
import { countsOfOtherThings, describingCounts } from './counts-set-aside.ts';
import { agesSaid } from './ages-set-aside.ts';
import { cued } from './cued.ts';
import { ENTITY_KINDS, type ExtractContext, FITS, readProperties } from './extract-context.ts';
import { listed, nestedList, numberGroups, objectLiteral } from './lists-written.ts';
import { namedWhole } from './name-with-noun.ts';
import { countOfThem, takeNumber, unitMatch, YEAR_SAID, yearMatch } from './number-args.ts';
import { ADDRESS, locatedName, placesFirst, regionPart, saidForSomeone, wholeAddress } from './place-args.ts';
import { nameSaidAfterTo } from './renamed-pair.ts';
import {
  colonValue,
  endPoint,
  NOTE,
  personsNameInLowerCase,
  remarkAfterValues,
  saidAboutFor,
  whichOne,
} from './string-readers.ts';
import { takeString } from './take-string.ts';
import { isTitleParameter, wholeTitle } from './titles.ts';
import { toolsOwnWords, withoutToolsVerb } from './tools-own-words.ts';
import { messageArgs } from './message-args.ts';
import { thingsListedAfter } from '../understand/things-listed.ts';
import { categorySaid, namesCategory } from '../understand/category-said.ts';
import { expressionArg } from './expression-arg.ts';

/** Kinds whose value says by its form alone which parameter it is for: a date, a time, an email, a link, a path. */
const TYPED_ALONE: ParamKind[] = ['date', 'datetime', 'time', 'email', 'url', 'path'];

/** A capitalised name of two words or more ("Bodega Arenal Crianza"). */
function severalWordName(c: Candidate): boolean {
  return c.kind === 'proper' && /\s/.test(c.text);
}

/** Kinds typed enough to fill an optional parameter without a cue. */
const SELF_EVIDENT: ParamKind[] = ['place', 'person', 'email', 'url', 'path', 'date', 'datetime', 'time'];

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
  for (const c of agesSaid(ev, schema)) ev.take(c);
  for (const c of toolsOwnWords(ev, ctx.tool)) ev.take(c);
  return extractObject(schema, ctx, ev, '', sources);
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
  // "Email Ana saying the gate code changed": a message tool's body and subject read from the parts the request dictates.
  if (path === '') for (const [name, f] of messageArgs(props, required, ev, ctx.tool ?? '')) found.set(name, f);
  // "What is 15% of 240?" for a calculator's `expression`: the arithmetic asked, in operator form.
  if (path === '') for (const [name, f] of expressionArg(props, ev)) found.set(name, f);
  for (const [name, prop] of props) {
    if (found.has(name)) continue;
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
  // "Italian restaurants", "Play some jazz": a parameter named for a kind of thing takes the word said of it.
  const category =
    (kind === 'string' || kind === 'text') && !optionsOf(schema) && namesCategory(identifierWords(name))
      ? categorySaid(
          ev.text,
          identifierWords(ctx.tool ?? '').filter((w) => w.length > 3),
          identifierWords(ctx.tool ?? '').slice(0, 1),
        )
      : undefined;
  if (category && ev.isFree(category)) {
    ev.take(category);
    return { value: category.value, source: category.value, rule: 'the kind said of the thing' };
  }
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
  // "Add milk and eggs to my shopping list": lower-case things listed after the tool's verb, when nothing else listed.
  const things =
    values.length === 0 && needed && (itemKind === 'string' || itemKind === 'text') && !options
      ? thingsListedAfter(
          ev.text,
          identifierWords(ctx.tool ?? '').filter((w) => w.length > 2),
        )
      : undefined;
  if (things) {
    values = things.items;
    return {
      value: values.slice(0, typeof s.maxItems === 'number' ? s.maxItems : Infinity),
      source: things.said,
      rule: 'the things listed after the verb',
    };
  }
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
