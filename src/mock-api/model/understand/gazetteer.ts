// Known places and names in a request: the world's cities and countries (from a general source, by a rule) and
// capitalised phrases, for entity arguments such as city names, and where a place is for "City, State" parameters.
import { memo } from '../memo.ts';
import data from './data/cities.json' with { type: 'json' };
import {
  ARTICLES,
  AUXILIARIES,
  BE_FORMS,
  capitalised,
  CONJUNCTIONS,
  COURTESY,
  DEMONSTRATIVES,
  NOW_WORDS,
  PLACE_WORDS,
  PREPOSITIONS,
  QUESTION_WORDS,
  SUBJECT_PRONOUNS,
} from './small-words.ts';

// Where a place is: the world's cities of 100,000 people or more with their US state or country, for "City, State" style
// parameters. The cities come from a general source by a rule (data/cities.json, written by scripts/gen-cities.ts).

/** City → its US state code or its country, as the source writes them. */
const CITIES = new Map(data.cities.map((entry) => entry.split('|') as [string, string]));

/** US states: name → postal code. */
export const US_STATES = new Map(data.usStates.map((entry) => entry.split('|') as [string, string]));
export const COUNTRIES: readonly string[] = data.countries;

export const KNOWN_CITIES: readonly string[] = [...CITIES.keys()];

interface PlaceInfo {
  city: string;
  /** The US state code, or the country. */
  region?: string;
}

/** Lower-cased city names, each to the way the table writes it. */
const CITY_BY_LOWER = new Map([...CITIES.keys()].map((k) => [k.toLowerCase(), k]));

/** What the gazetteer knows about a place as written ("Halifax, NS", "Lyon"). */
function lookUpPlace(text: string): PlaceInfo {
  const [first, ...rest] = text.split(',').map((p) => p.trim());
  const city = first!;
  const key = CITY_BY_LOWER.get(city.toLowerCase());
  const written = rest.join(', ') || undefined;
  return { city: key ?? city, region: written ?? (key ? CITIES.get(key) : undefined) };
}

/** A place in the shape a parameter's description asks for: "City, ST", "City, Country", or the city alone. */
export function formatPlace(text: string, description: string): string {
  const wantsRegion =
    /\b(city,\s*(state|country|province|region))|\bstate\b|\bcountry\b|'[^']+, [^']+'|"[^"]+, [^"]+"/i.test(
      description,
    );
  const wantsCityOnly =
    /\b(city|town)\b/i.test(description) && !wantsRegion && /e\.?g\.?|such as|for example|like/i.test(description);
  // "the state abbreviation, such as 'CA'": a US state named in full is written as its two letters, for a parameter
  // of the state alone (one that asks for a city too keeps "New York" as the city).
  const abbreviated = US_STATES.get(text.trim());
  const stateOnly = !/\b(?:city|town|location|address)\b|(?<!\p{L})'[^']+, [^']+'|"[^"]+, [^"]+"/iu.test(description);
  if (abbreviated && stateOnly && /\babbreviat|\btwo[- ]letter|\b2[- ]letter/i.test(description)) return abbreviated;
  const info = lookUpPlace(text);
  if (wantsRegion) return info.region ? `${info.city}, ${info.region}` : info.city;
  if (wantsCityOnly) return info.city;
  // "Glasgow, Scotland" for "the name of the city": a region the user wrote that is no state or country is dropped
  // where the parameter names a city or town only.
  const written = text.split(',').slice(1).join(',').trim();
  if (written && !isRegion(written) && /\b(?:city|town)\b/i.test(description)) return info.city;
  return text;
}

/** Common short forms of countries, besides the names the source uses ("United States of America", "United Kingdom"). */
const COUNTRY_SHORT = ['UK', 'USA', 'US', 'United States', 'Korea'];
const KNOWN = [...new Set([...KNOWN_CITIES, ...COUNTRIES, ...COUNTRY_SHORT])];
const BY_LOWER = new Map(KNOWN.map((p) => [p.toLowerCase(), p]));
/** The most words a known name has, so the scan tries no longer spans. */
const MOST_WORDS = Math.max(...KNOWN.map((p) => p.split(/\s+/).length));

/**
 * Capitalised words that are not names of things: the function words as a sentence opens with them, and this reader's
 * own: units, days and their short forms, months, the verbs a command opens with, and short forms written in capitals
 * ("ID", "URL").
 */
const NOT_ENTITIES = new Set([
  ...[
    ...ARTICLES,
    ...CONJUNCTIONS,
    ...DEMONSTRATIVES,
    ...SUBJECT_PRONOUNS,
    ...QUESTION_WORDS,
    ...PLACE_WORDS,
    ...NOW_WORDS,
    ...COURTESY,
    ...PREPOSITIONS,
    ...AUXILIARIES,
    ...BE_FORMS,
  ].map(capitalised),
  ...(
    'Celsius Fahrenheit Kelvin Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April ' +
    'May June July August September October November December JSON API OK Also Then Whats ' +
    'Tell Show Give Get Find Search Convert Check ' +
    "I'm I'd I've I'll Yes No Sure Let Let's Make Set Add Create Delete Remove Update List " +
    'Send Book Order Play Open Start Stop Run Use My Our It If ' +
    'ID IDs UUID URL SKU PIN Mon Tue Tues Wed Thu Thur Thurs Fri Sat'
  ).split(/\s+/),
]);

/** Possessive pronouns, which open no subject's name ("Their Order Code", "Your Order ID"). */
const POSSESSIVES = new Set(['Their', 'Your', 'His', 'Her', 'Its']);

export interface EntityMention {
  text: string;
  index: number;
  /** True for a place from the built-in list, false for any other capitalised phrase. */
  known: boolean;
}

/** What may follow "City, ": a US state or its postal code, a country or a common short form of one. */
const REGIONS = new Set([...US_STATES.keys(), ...US_STATES.values(), ...COUNTRIES, ...COUNTRY_SHORT, 'DC']);

/** True when `name` can follow a city after a comma: a state, a postal code or a country. */
export function isRegion(name: string): boolean {
  return REGIONS.has(name) || /^[A-Z]{2}$/.test(name);
}

const COUNTRY_SET = new Set([...COUNTRIES, ...COUNTRY_SHORT]);

/** True for a country's name: "Kenya, Ghana" lists two countries, it is no city with its region. */
export function isCountry(name: string): boolean {
  return COUNTRY_SET.has(name);
}

/** Known places and capitalised phrases, in the order they appear; a sentence's first word only if it is a known place (shared: read only). */
export const findEntities: (text: string) => readonly EntityMention[] = memo(256, (text) =>
  Object.freeze(readEntities(text).map((e) => Object.freeze(e))),
);

function readEntities(text: string): EntityMention[] {
  const found: EntityMention[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && end > s);

  for (const m of knownPlaces(text)) {
    if (overlaps(m.index, m.end)) continue;
    found.push({ text: m.text, index: m.index, known: true });
    taken.push([m.index, m.end]);
  }

  // Not inside a word: the "H" of "pH" names nothing.
  // A sharp belongs to its letter ("C#", "F#").
  // A title belongs to its name ("Dr. Ana Reis"); "of" joins the words of one name ("Museum of Broken Clocks").
  for (const m of capitalisedPhrases(text)) {
    const start = m.index;
    let end = start + m[0].length;
    let phraseText = m[0];
    let at = start;
    // A sentence's first word is capitalised anyway: "Invite Maria Lopez" names "Maria Lopez".
    // "lunch at The Copper Kettle", "her novel The Salt Road": a capital "The" inside a sentence is written so only
    // because it opens a name, so it is part of that name.
    // "Hana Sato starts on Monday": a run of two words or more followed by a verb of its own is the sentence's subject,
    // named whole (one word is as likely a label: "Passcode has six digits"; so is a run before "is": "Badge ID is 7781").
    // "Mt. Hood Lodge": a short form's full stop opens no command verb.
    // "for me (Ivo Berg)": two capitalised words or more that fill a bracket whole are a name; they open no sentence.
    const bracketed =
      /\s/.test(phraseText) &&
      /\(\s*$/.test(text.slice(Math.max(0, start - 3), start)) &&
      /^\s*\)/.test(text.slice(end, end + 3));
    const atStart = isSentenceStart(text, start) && !bracketed;
    const firstWord = phraseText.split(/\s+/)[0]!;
    const subject =
      /\s/.test(phraseText) &&
      !NOT_ENTITIES.has(firstWord) &&
      !POSSESSIVES.has(firstWord) &&
      SUBJECTS_VERB.test(text.slice(start + m[0].length));
    // "Oskar and Greta Lindqvist both …", "(Ivo and Marta Berg)": one word that opens a sentence and is listed with a
    // full name after "and" is a first name of that list, no command verb.
    const listedFirstName =
      !/\s/.test(phraseText) &&
      !NOT_ENTITIES.has(phraseText) &&
      /^\s(?:and|&)\s\p{Lu}[\p{L}'’-]{1,30}\s\p{Lu}/u.test(text.slice(end, end + 80));
    // "… with a tea. Ruth Okafor-Lee, 0161 496 0011.", "Ada Brandt-Oyelaran (ada@example.org)": a sentence of a name
    // and contact details only, with no lower-case word outside an email, signs the request; it opens with no command verb.
    // So does a name alone that ends a request of more than it ("… on the 3rd? Ivo Brandt-Lee.").
    const signature =
      /\s/.test(phraseText) &&
      !NOT_ENTITIES.has(firstWord) &&
      !CONTACT_VERBS.has(firstWord) &&
      !/['’]s$/.test(firstWord) &&
      (signsOff(text.slice(end, end + 120)) || (start > 0 && /^\s{0,3}[.!]?\s{0,3}$/.test(text.slice(end, end + 8))));
    // "Mevagissey는요?": Korean has no capitals, so a Latin word that a Korean particle is written onto is capitalised
    // as a name, wherever it stands.
    const koreanEnding = /^\p{Script=Hangul}/u.test(text.slice(end, end + 1));
    const sentenceStart =
      atStart && !subject && !listedFirstName && !signature && !koreanEnding && !/^(?:St|Mt|Ft|Pt)\./.test(phraseText);
    const openingThe = !atStart && /^The\s+\p{Lu}/u.test(phraseText);
    if (!openingThe && (sentenceStart || NOT_ENTITIES.has(phraseText.split(/\s+/)[0]!))) {
      const rest = phraseText.match(/^\S+\s+(?:(?:of|&)\s+(?:the\s+)?)?(\S.*)$/);
      if (!rest) continue;
      at = start + phraseText.length - rest[1]!.length;
      phraseText = rest[1]!;
    }
    // "Lisbon's old town", "Lisbon's Tile Museum": a possessive names its owner, and what it owns is a name of its own.
    // A plural owner's possessive is a bare apostrophe after its s ("the Harbour Herons' coach").
    // A saint's possessive is part of the name it opens ("St Aldwyn's Chapel", "Saint Brigid's Well").
    const owner = /^(?:St\.?|Saint)\s/.test(phraseText)
      ? null
      : phraseText.match(/^(.*?)(?:['’]s|(?<=\p{L}s)['’])(?=\s|$)/u);
    const owned = owner ? phraseText.slice(owner[0].length).trim() : '';
    if (owner) {
      // "Book Ana de Wit's Velo Tour 5 in": the owner is a name too (a person's), said where it stands.
      const ownerText = owner[1]!;
      if (owned && ownerText !== '' && !NOT_ENTITIES.has(ownerText) && !overlaps(at, at + ownerText.length)) {
        found.push({ text: ownerText, index: at, known: false });
        taken.push([at, at + ownerText.length]);
      }
      if (owned) {
        at = end - owned.length;
        phraseText = owned;
      } else phraseText = ownerText;
    }
    if (NOT_ENTITIES.has(phraseText) || phraseText === '') continue;
    // "Apollo 9 in Porto", "Cafe 71?", "FC Nordvik 1907": a bare number right after a name, with no thing it counts
    // after it (only a joining word or the sentence's end), is the end of the name.
    const numbered = end === start + m[0].length && (!owner || owned) ? NUMBER_ENDING_NAME.exec(text.slice(end)) : null;
    if (numbered) {
      phraseText += numbered[0];
      end += numbered[0].length;
    }
    // "the Grand Budapest", "Hotel Aurora": a name that holds a known place with words that are no place is its own name.
    const inner = found.filter((f) => f.known && f.index >= at && f.index + f.text.length <= end);
    const longer =
      inner.length === 1 &&
      phraseText.length > inner[0]!.text.length &&
      !phraseText.includes(',') &&
      phraseText
        .replace(inner[0]!.text, ' ')
        .split(/\s+/)
        .filter(Boolean)
        .every((w) => !BY_LOWER.has(w.toLowerCase()) && !REGIONS.has(w));
    if (longer) {
      found.splice(found.indexOf(inner[0]!), 1);
      taken.splice(
        taken.findIndex(([s]) => s === inner[0]!.index),
        1,
      );
    }
    if (overlaps(at, end)) continue;
    found.push({ text: phraseText, index: at, known: false });
    taken.push([at, end]);
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * Runs of capitalised words, joined by the particles of names ("Museum of Broken Clocks", "Ana de la Cruz") and by "and
 * the" ("Florence and the Machine", a band's name). "and the" joins no names said after "the", "and", "or" or a word of
 * place: "the Sharks and the Otters" and "in Lisbon and the Algarve" name two.
 */
function* capitalisedPhrases(text: string): Generator<{ 0: string; index: number }> {
  for (const m of text.matchAll(CAPITALISED_PHRASE)) {
    // "GDP of Kenya", "CPI of Chile": an acronym and "of" before a country or town name a measure of that place, and
    // the place alone is the name.
    const measure = /^\p{Lu}{2,5}s? of (?!the\s)/u.exec(m[0]);
    const place = measure ? m[0].slice(measure[0].length) : '';
    if (measure && (CITY_BY_LOWER.has(place.toLowerCase()) || isCountry(place))) {
      yield { 0: m[0].slice(measure[0].length), index: m.index + measure[0].length };
      continue;
    }
    const joined = /\s(?:and|&) the\s/.exec(m[0]);
    if (!joined || !JOIN_BREAKERS.has(wordBefore(text, m.index).toLowerCase())) {
      yield { 0: m[0], index: m.index };
      continue;
    }
    // Two names: the one before "and the", and the rest of the run, whole (a run is split once). Each piece is read
    // where it lies, never by scanning the text before it again: a long message of such runs stays linear to read.
    const right = joined.index + joined[0].length;
    yield { 0: m[0].slice(0, joined.index), index: m.index };
    yield { 0: m[0].slice(right), index: m.index + right };
  }
}

/**
 * A capitalised word of a name: an initial with its full stop when more of the name follows ("J. R. Lindqvist"), a
 * letter with its sharp ("C#"), the short form of a saint, mount, fort or port before the rest ("St. Olaf Chapel", "Mt.
 * Hood"; its full stop ends no sentence), or a word. Two particles may stand between words ("Ana de la Cruz", "Jan van der Berg").
 * Every repetition starts at a capital letter and the particles are lower-case, so no text can be split two ways. A word
 * ends where Hangul starts: Korean writes its particles onto the name ("Bergen은요?", "Anna에게").
 */
const NAME_WORD = String.raw`(?:(?:St|Mt|Ft|Pt)\.(?=\s+\p{Lu})|\p{Lu}(?:\.(?=\s+\p{Lu})|#(?![\p{L}\p{N}])|(?:(?!\p{Script=Hangul})[\p{L}'’-])*))`;
const PARTICLE = String.raw`(?:de|da|das|do|dos|del|della|di|du|des|la|las|le|los|von|van|der|den|ter|ten|bin|ibn|bint|of|of the|and the|& the|&)`;
/** A particle written onto the word it belongs to: "Ydris al-Hakim", "Omar el-Sayed", "Clos de l'Orme", "d'Arcy". */
const JOINED_PARTICLE = String.raw`(?:(?:al|el|ul|ad|ud)-|[ld]['’])`;
const CAPITALISED_PHRASE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.\s+)?${NAME_WORD}(?:\s+(?:${PARTICLE}\s+){0,2}(?:${JOINED_PARTICLE})?${NAME_WORD})*`,
  'gu',
);

/** Words after which "X and the Y" are two things ("the Sharks and the Otters", "in Lisbon and the Algarve"). */
const JOIN_BREAKERS = new Set(['the', 'in', 'at', 'to', 'from', 'near', 'between', 'and', 'or']);

/** The word that ends just before `end`, across the spaces between (read backwards, so only as far as that word). */
function wordBefore(text: string, end: number): string {
  let stop = end;
  while (stop > 0 && /\s/.test(text[stop - 1]!)) stop--;
  let start = stop;
  while (start > 0 && /[\p{L}\p{N}_]/u.test(text[start - 1]!)) start--;
  return text.slice(start, stop);
}

/** A bare whole number after a name, followed by the end of the sentence or a joining word (not by what it counts). */
const NUMBER_ENDING_NAME =
  /^ \d{1,4}(?![\d.,:/%-]?[\p{L}\p{N}])(?=\s*(?:$|[?.!,;)]|(?:in|at|for|on|from|to|with|and|or|by|near|is|are|was|play|plays|playing|this|next|tonight|today|tomorrow|please|me|us)\b|\p{Ll}{2,}ed\b))/u;

/**
 * A verb said of what comes before it ("Hana Sato starts", "Jon Ek will"): words that are verbs and never
 * a plural noun naming what a command acts on, so the capitalised run before one is the sentence's subject. Not "is"
 * or "was": a capitalised label and its value are said with them ("Badge ID is 7781").
 */
const SUBJECTS_VERB =
  /^\s+(?:(?:both|each|all)\s+)?(?:has|had|will|would|can|could|should|must|might|does|did|needs|wants|starts|begins|joins|arrives|leaves|lives|works|owes|prefers|need|want)\b/;

/** Verbs that take a person and then their number or email ("Call Ada Brandt, 0161 …"): no first name of a signature. */
const CONTACT_VERBS = new Set([
  'Call',
  'Ring',
  'Phone',
  'Text',
  'Email',
  'Mail',
  'Message',
  'Contact',
  'Invite',
  'Ask',
  'Notify',
]);

/**
 * True when what follows a name is a comma or a bracket and then, to the sentence's end, contact details alone: digits,
 * capitalised words, an email, no lower-case word ("…, 0161 496 0011.", "…, 4 Teal Yard.", "(ada@example.org)").
 */
function signsOff(after: string): boolean {
  if (!/^\s?[,(]/.test(after)) return false;
  const sentence = after.split(/[?!\n]|\.(?=\s|$)/, 1)[0]!;
  return sentence.split(/\s+/).every((word) => word.includes('@') || !/(?<![\p{L}\p{N}'’-])\p{Ll}{2}/u.test(word));
}

/**
 * True where a capital is a sentence's anyway. After a colon it is not: "Renter: Ada Quist", "Add a driver to booking
 * KX-44/7: Mirela Costache": what follows a colon is the value it introduces, so its first capital is the name's.
 */
function isSentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index).trimEnd();
  return before === '' || /[.?!;"“(¿¡]$/.test(before);
}

const PLACE_BEFORE = /\b(?:in|at|to|from|near|between|around|visit|visiting)\s+$/i;
const LISTED = /^(?:,|(?:,\s*)?(?:and|or|&))$/i;

/**
 * Known names in the text, longest first at each word: a run of up to MOST_WORDS words that the tables know ("Rio
 * de Janeiro", "Ho Chi Minh City"), capitalised, or lower-case where a place is expected.
 */
function knownPlaces(text: string): { text: string; index: number; end: number }[] {
  // A Korean particle written onto a Latin name ("Bergen은요?", "Lyon에서") ends the name: Hangul runs are words of their own.
  const tokens = [
    ...text.matchAll(/\p{Script=Hangul}+|(?!\p{Script=Hangul})\p{L}(?:(?!\p{Script=Hangul})[\p{L}'’.-])*/gu),
  ].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const out: { text: string; index: number; end: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const start = tokens[i]!.start;
    const lower = !/\p{Lu}/u.test(text[start]!);
    // A lower-case name counts only where a place is expected: after "in", "to", "from"... or in a list that follows a
    // place found ("weather in lyon, graz and turku"); "nice weather" or "reading a book" name no city.
    if (
      lower &&
      !(
        PLACE_BEFORE.test(text.slice(Math.max(0, start - 12), start)) ||
        (out.length > 0 && LISTED.test(text.slice(out[out.length - 1]!.end, start).trim()))
      )
    )
      continue;
    for (let n = Math.min(MOST_WORDS, tokens.length - i); n >= 1; n--) {
      const last = tokens[i + n - 1]!;
      // Words of one name stand one space apart; a trailing full stop ends the sentence, not the name ("St. Louis" keeps its own).
      let span = text.slice(start, last.end);
      if (/\s{2,}|[\n\t]/.test(span)) continue;
      // "Lisbon's": the possessive is no part of the name.
      if (n === 1 && /['’]s$/u.test(span)) span = span.slice(0, -2);
      let known = BY_LOWER.get(span.toLowerCase());
      if (!known && span.endsWith('.')) {
        span = span.slice(0, -1);
        known = BY_LOWER.get(span.toLowerCase());
      }
      // Lower-case, only names of four letters or more, written whole ("graz", not "la").
      if (!known || (lower && span.length < 4)) continue;
      out.push({ text: known, index: start, end: start + span.length });
      i += n - 1;
      break;
    }
  }
  return out;
}
