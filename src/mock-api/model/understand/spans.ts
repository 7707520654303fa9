// Candidate values in a request, each with its place in the text: quoted text, links, emails, codes, names, places.
import { findEntities, isCountry, isRegion } from './gazetteer.ts';
import { COURTESY } from './small-words.ts';

/**
 * `word`: a plain hyphenated word ("check-in", "cascade-sandbox"), weaker than a name for most parameters. `path`: a file
 * system path ("/srv/notes", "~/docs/a.md", "./src", "C:\\Users\\ana"), what file-system tools take.
 */
export type SpanKind = 'quoted' | 'url' | 'email' | 'path' | 'code' | 'word' | 'place' | 'proper';

export interface Span {
  text: string;
  kind: SpanKind;
  start: number;
  end: number;
}

// An apostrophe between letters stays inside a quote ('The Miller's Tale'): only a mark with no letter after it closes.
const QUOTED =
  /(?<![\p{Script=Latin}\p{N}])(['"`‘“「『])((?:[^'"`’”」』\n]|(?<=\p{L})['’](?=\p{L})){1,200}?)(['"`’”」』])(?![\p{Script=Latin}\p{N}])/gu;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+[^\s<>"'`.,;:!?)]/g;
const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Host names and IPv4 addresses written without a scheme: "db.example.com", "kiln.example.org", "10.20.30.40". */
const HOST =
  /(?<![\w.@/-])(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|org|net|io|ca|dev|co|uk|de|fr|edu|gov|ai|app|local|internal|info|biz|us|eu)|\d{1,3}(?:\.\d{1,3}){3})(?::\d{2,5})?(?![\w-]|\.\w)/gi;
/** File system paths: absolute, home- or dot-relative, or a Windows drive ("/srv/notes", "~/a.md", "../x", "C:\\tmp"). */
const PATH =
  /(?<![\w.:/~\\-])(?:(?:~|\.{1,2})?\/[\w.@+-]+(?:\/[\w.@+-]+)*\/?|[A-Za-z]:\\[\w.@+-]+(?:\\[\w.@+-]+)*\\?)(?<![.,;:!?])/g;
/** Street addresses: "14 Willow Crescent, Leeds, UK", "7 Mill Row", "2 Cooper's Yard", "5 Osprey Bank". */
const ADDRESS =
  /\b\d+[A-Za-z]?\s+(?:\p{Lu}[\p{L}.'-]*\s+){0,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Place|Pl|Square|Sq|Highway|Hwy|Row|Yard|Close|Crescent|Terrace|Gardens|Grove|Mews|Walk|Parade|Quay|Wharf|Hill|Rise|Green|Circus|Alley|Passage|Bank|Cottages|Park|View|Gate|Fields|Meadows|Croft|Heights|Mount)\b\.?(?:,\s*\p{Lu}[\p{L}]*(?:\s+\p{Lu}[\p{L}]*)*)*(?:,?\s*\d{5})?/gu;
/**
 * A house number and a street's name of two or three capitalised words, whatever word ends it ("8 Alder Wynd", "5 Wick
 * Arcade", "7b Fennick Street"): a number said right before a capitalised name is where someone lives, unless the name
 * opens with a month's or a weekday's name ("3 Nov", "2 March"); a number of four digits is a year ("the 2014 Domaine Vell"). Without this a street whose last word is no common
 * street word was read as a person's name. Four capitalised words or more are no street ("2 Large Thin Crust Pizzas").
 */
const HOUSE_AND_STREET =
  /(?<![\p{L}\p{N}.,:/-])\d{1,3}[a-z]?\s(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\p{Ll}*(?![\p{L}'’-]))\p{Lu}\p{Ll}[\p{L}'’-]{0,30}(?:\s\p{Lu}\p{Ll}[\p{L}'’-]{0,30}){1,2}(?![\p{L}\p{N}'’-]|\s\p{Lu})/gu;
/** Codes and identifiers: words with digits or inner `-_/.:` ("SK123", "my-bot-id", "owner/repo", "v2", "41-B"; not "3-day"). */
// biome-ignore format: the eslint-disable comment below must stay on the line it excuses
// eslint-disable-next-line regexp/no-super-linear-move -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
const CODE = /(?<![\p{L}\p{N}_/@.#-])#?(?=[\p{L}\p{N}_/.:-]*(?:\p{L}[\p{N}_/-]|\p{N}\p{L}|[_/]|\p{L}-\p{L}|\p{N}-\p{Lu}(?!\p{Ll})))[\p{L}\p{N}][\p{L}\p{N}_/.:-]*[\p{L}\p{N}]/gu;

/**
 * Registration plates written in two or three groups: a code of capitals and digits and a group of two or three
 * capitals ("AB12 CDE", "KX-27 ROW"), or capitals, digits and capitals ("MN 44 TYP"). Without this the last group was
 * read as a name of its own.
 */
const PLATE = /(?<![\p{L}\p{N}_/.-])(?:\p{Lu}{1,3}-?\d{1,4}|\p{Lu}{2,3} \d{1,4}) \p{Lu}{2,3}(?![\p{L}\p{N}_/-])/gu;

/**
 * Telephone numbers written in groups: a leading 0, a "+" country code or an area code in brackets, then groups of digits
 * split by spaces or hyphens ("0161 555 0199", "+31 20 555 0143", "(020) 555 0147"); nine to fifteen digits in all.
 * Without this a number's first group was read as its whole.
 */
const PHONE =
  /(?<![\p{L}\p{N}+])(?:\+\d{1,3}[ -]?(?:\(\d{1,5}\)[ -]?)?|\(\d{2,5}\)[ -]?|0\d{1,4}[ -])\d{2,6}(?:[ -]\d{2,6}){0,3}(?![\p{L}\p{N}]|[.,]\d)/gu;

/** Groups of digits joined by hyphens, three groups at least ("978-0-14-143955-6", "12-34-56"). */
const DIGIT_GROUPS = /(?<![\p{L}\p{N}.-])\d+(?:-\d+){2,}(?![\p{L}\p{N}]|-\d)/gu;

/** File names: a name and a short extension that starts with a letter ("report.pdf", "photo_2.jpg"; not "12.50"). */
const FILE = /(?<![\w.@/-])[\w-]{2,40}\.[a-z][a-z0-9]{1,4}(?!\w|\.\w)/gi;

/** Every span found, earlier detectors winning overlaps (a quote beats the code inside it). */
export function findSpans(text: string): Span[] {
  const spans: Span[] = [];
  // The characters taken so far (see readCandidates in evidence.ts: a check costs the span's length, not the spans before it).
  const taken = new Uint8Array(text.length);
  const add = (t: string, kind: SpanKind, start: number, end: number) => {
    if (t.trim() === '' || taken.subarray(start, end).includes(1)) return;
    spans.push({ text: t.trim(), kind, start, end });
    taken.fill(1, start, end);
  };
  // A quote holding just a link or an address is that link or address ("from 'https://files.example.org/x'").
  const quotedKind = (t: string): SpanKind =>
    wholly(URL, t) || wholly(HOST, t) ? 'url' : wholly(EMAIL, t) ? 'email' : wholly(PATH, t) ? 'path' : 'quoted';
  for (const m of text.matchAll(QUOTED))
    if (pairs(m[1]!, m[3]!)) add(m[2]!, quotedKind(m[2]!.trim()), m.index, m.index + m[0].length);
  for (const m of text.matchAll(URL)) add(m[0], 'url', m.index, m.index + m[0].length);
  for (const m of text.matchAll(EMAIL)) add(m[0], 'email', m.index, m.index + m[0].length);
  for (const m of text.matchAll(HOST)) add(m[0], 'url', m.index, m.index + m[0].length);
  for (const m of text.matchAll(PATH)) add(m[0], 'path', m.index, m.index + m[0].length);
  for (const m of text.matchAll(ADDRESS))
    add(m[0].replace(/(?<![\s,])[\s,]+$/, ''), 'place', m.index, m.index + m[0].length);
  for (const m of text.matchAll(HOUSE_AND_STREET)) add(m[0], 'place', m.index, m.index + m[0].length);
  // Plain numbers, ordinals, times and amounts with a scale ("12.5k") are numbers, not codes.
  const codes = [...text.matchAll(CODE)].filter(
    (m) =>
      !/^\d+(?:[.:/-]\d+)*$/.test(m[0]) &&
      !/^\d+(st|nd|rd|th|am|pm|s|h|m)$/i.test(m[0]) &&
      !/^\d+(?:\.\d+)?(?:k|bn)$/i.test(m[0]) &&
      // "fenbufen 300mg", "a 250ml bottle": an amount glued to its unit of measure is a number, no code or name.
      !/^\d+(?:\.\d+)?(?:mg|mcg|kg|ml|cl|cm|mm|km|kb|mb|gb|tb|kw|mph|kph|hz|khz|mhz|ghz)$/i.test(m[0]),
  );
  // Codes with digits, `/` or `_` beat names ("owner/repo"); hyphenated words only take what names left.
  const strong = (c: string) => /[\d/_]/.test(c);
  for (const m of text.matchAll(PLATE)) add(m[0], 'code', m.index, m.index + m[0].length);
  for (const m of text.matchAll(PHONE)) {
    const digits = m[0].replace(/\D/g, '').length;
    if (digits >= 9 && digits <= 15) add(m[0], 'code', m.index, m.index + m[0].length);
  }
  for (const m of codes) if (strong(m[0])) add(m[0].replace(/^#/, ''), 'code', m.index, m.index + m[0].length);
  // "ISBN 978-0-14-143955-6", "account 12-3456-789": three or more groups of digits joined by hyphens are one code
  // (a date written that way was read as a date before any span).
  for (const m of text.matchAll(DIGIT_GROUPS)) add(m[0], 'code', m.index, m.index + m[0].length);
  for (const m of text.matchAll(FILE)) add(m[0], 'code', m.index, m.index + m[0].length);
  for (const place of placePhrases(text)) add(place.text, place.kind, place.start, place.end);
  for (const m of codes)
    if (!strong(m[0])) add(m[0], /^[a-z]+(?:-[a-z]+)+$/.test(m[0]) ? 'word' : 'code', m.index, m.index + m[0].length);
  return spans.sort((a, b) => a.start - b.start);
}

/** Each detector anchored at both ends, made once: `matchAll` compiled a copy of the detector for every quote. */
const WHOLE = new Map<RegExp, RegExp>();

function wholly(re: RegExp, text: string): boolean {
  let whole = WHOLE.get(re);
  if (!whole) {
    whole = new RegExp(`^(?:${re.source})$`, re.flags.replace('g', ''));
    WHOLE.set(re, whole);
  }
  return whole.test(text);
}

/**
 * Whether an index of `text` falls inside a quote, read as `findSpans` reads quotes: "rated 8, 'nutty and firm'" holds
 * its "and" inside one. For the readers that cut a request at joints and must never cut a quote.
 */
export function insideQuote(text: string): (index: number) => boolean {
  const quotes = [...text.matchAll(QUOTED)]
    .filter((m) => pairs(m[1]!, m[3]!))
    .map((m) => [m.index, m.index + m[0].length] as const);
  return (index) => quotes.some(([from, to]) => index > from && index < to);
}

function pairs(open: string, close: string): boolean {
  const closing: Record<string, string> = { '‘': '’', '“': '”', '「': '」', '『': '』' };
  return (closing[open] ?? open) === close;
}

/** Words said after a place and a comma that end a request, no region ("Weather in Oslo, cheers"). */
const SIGN_OFFS = new Set([...COURTESY, 'ok', 'okay', 'cheers', 'ta', 'mate', 'guys', 'folks', 'everyone', 'thx']);

/** Capitalised phrases; "Perth, Scotland" and "Halifax, NS" stay one place. */
function placePhrases(text: string): Span[] {
  const entities = findEntities(text);
  const out: Span[] = [];
  for (let i = 0; i < entities.length; i++) {
    const e = entities[i]!;
    let end = e.index + e.text.length;
    let value = e.text;
    const next = entities[i + 1];
    const gap = next ? text.slice(end, next.index) : '';
    // "Glasgow, Scotland", "Kraków, Małopolska": one word after a known city and a comma, that no list goes on from and
    // that is no known place itself, is the city's region as the user writes it (the table knows only countries).
    const regionAsWritten =
      next !== undefined &&
      e.known &&
      !next.known &&
      /^\p{Lu}\p{Ll}+$/u.test(next.text) &&
      !SIGN_OFFS.has(next.text.toLowerCase()) &&
      !/^\s{0,3}(?:,|and\b|or\b|&)/iu.test(
        text.slice(next.index + next.text.length, next.index + next.text.length + 8),
      );
    if (next && /^\s*,\s*$/.test(gap) && (isRegion(next.text) || regionAsWritten) && !isCountry(e.text)) {
      end = next.index + next.text.length;
      value = `${e.text}, ${next.text}`;
      i++;
    }
    const kind = e.known || value.includes(',') ? 'place' : /^\p{Lu}{2,6}$/u.test(value) ? 'code' : 'proper';
    out.push({ text: value, kind, start: e.index, end });
  }
  return out;
}
