// What of BFCL could be copied into the mock model: its accepted answers, its questions' wording, its function and parameter names.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import english from 'an-array-of-english-words';
import { buildCities } from '../../scripts/gen-cities.ts';
import { OPENAPI_PATH, seed001Text } from '../../vendor/index.ts';
import { BFCL_DIR } from './data-dir.ts';

const require = createRequire(import.meta.url);
const ENGLISH = new Set(english);

/**
 * General vocabulary besides English words, each from a general source: Intl's languages, countries, their two-letter
 * codes, units, currencies, months and weekdays; the words of OpenAI's own published text (its OpenAPI spec and the
 * seed-001 payloads from its guide: the API the mock imitates); the words of TypeScript's declarations of the language
 * and the web; the country codes, states, provinces and countries of the gazetteer's source (city-timezones) and the
 * regions the gazetteer writes after a city ("DC"). Cities stay telling: a benchmark is full of them.
 * BY_HAND holds the few general words no list above has.
 */
const BY_HAND = [
  'json',
  'asc',
  'desc',
  'sql',
  'localhost', // the programming domain's
  'yyyy',
  'yy',
  'mm',
  'dd',
  'hh',
  'ss', // the letters of date patterns ("YYYY-MM-DD")
  'rd',
  'mins', // English abbreviations: "3rd", "Elm Rd", "5 mins"
  'hola',
  'się',
  'tej',
  'ze', // a Spanish greeting and Polish words of the mock's Polish replies
];
const GENERAL = new Set<string>([
  ...Intl.supportedValuesOf('unit'),
  ...Intl.supportedValuesOf('currency').map((c) => c.toLowerCase()),
  ...BY_HAND,
]);
const codes = [...'abcdefghijklmnopqrstuvwxyz'].flatMap((a) => [...'abcdefghijklmnopqrstuvwxyz'].map((b) => a + b));
for (const [type, code] of codes.flatMap(
  (c) =>
    [
      ['language', c],
      ['region', c.toUpperCase()],
    ] as const,
)) {
  const name = new Intl.DisplayNames(['en'], { type, fallback: 'none' }).of(code);
  if (name) GENERAL.add(name.toLowerCase()).add(code.toLowerCase());
}
// Month and weekday names, long and short, and each language's name in itself ("español"), from Intl.
for (let m = 0; m < 12; m++)
  for (const month of ['long', 'short'] as const)
    GENERAL.add(new Date(Date.UTC(2024, m, 15)).toLocaleString('en', { month, timeZone: 'UTC' }).toLowerCase());
for (let d = 0; d < 7; d++)
  for (const weekday of ['long', 'short'] as const)
    GENERAL.add(new Date(Date.UTC(2024, 0, 1 + d)).toLocaleString('en', { weekday, timeZone: 'UTC' }).toLowerCase());
for (const code of codes) {
  try {
    const own = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
    if (own) for (const w of wordsOf(own)) GENERAL.add(w);
  } catch {
    // Not a language Intl knows.
  }
}
export const OPENAI_TEXT = [
  readFileSync(OPENAPI_PATH, 'utf8'),
  ...(['1-request.json', '2-response.json', '3-request.json', '4-response.json'] as const).map(seed001Text),
];
for (const text of OPENAI_TEXT) for (const w of tokensOf(text)) GENERAL.add(w);
// TypeScript's own declarations of ECMAScript and the web platform: the programming domain's words ("uuid", "dest").
const TS_LIB = dirname(require.resolve('typescript/lib/lib.d.ts'));
for (const file of readdirSync(TS_LIB).filter((f) => f.endsWith('.d.ts')))
  for (const w of tokensOf(readFileSync(resolve(TS_LIB, file), 'utf8'))) GENERAL.add(w);
const places = (require('city-timezones') as { cityMapping: Record<string, string | number | undefined>[] })
  .cityMapping;
const regions = buildCities().cities.map((c) => c.split('|')[1]!);
for (const name of [
  ...places.flatMap((p) => ['iso2', 'iso3', 'state_ansi', 'province', 'country'].map((f) => String(p[f] ?? ''))),
  ...regions,
]) {
  for (const w of name.toLowerCase().split(/[^\p{L}]+/u)) GENERAL.add(w);
}

/** A locale tag ("zh-CN", "en_US") whose language Intl knows. */
function isLocaleTag(s: string): boolean {
  if (!/^[a-z]{2,3}([-_][a-z0-9]{2,4})?$/i.test(s)) return false;
  try {
    return (
      new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(s.replace('_', '-').split('-')[0]!) !==
      undefined
    );
  } catch {
    return false;
  }
}

/** Lower-case words of a text, in order: runs of letters and digits; camelCase and snake_case identifiers come apart too. */
export function wordsOf(text: string): string[] {
  return (
    text
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Every word of a text, camelCase both whole ("openai") and apart ("open", "ai"). */
export function tokensOf(text: string): Set<string> {
  return new Set([...wordsOf(text), ...(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])]);
}

/** A run of letters of ordinary vocabulary: English or general, or a camelCase join of such words ("getWeather"). */
function ordinaryRun(run: string): boolean {
  const lower = run.toLowerCase();
  if ([...run].length <= 1 || ENGLISH.has(lower) || GENERAL.has(lower)) return true;
  const parts = run
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(' ');
  return parts.length > 1 && parts.every((p) => p.length > 1 && (ENGLISH.has(p) || GENERAL.has(p)));
}

/** A word (letters and digits) of ordinary vocabulary: general as a whole ("abc123"), or each run of letters is ("4pm"). */
function ordinaryWord(word: string): boolean {
  return GENERAL.has(word.toLowerCase()) || word.split(/[^\p{L}]+/u).every(ordinaryRun);
}

/**
 * A string that could only come from a question: it has a letter, is not general vocabulary (a language, country,
 * unit or locale tag...) and not made of ordinary words alone. No minimum length: a short abbreviation ("ppl") is as
 * telling as a long name; a lone letter is not (it spells no word).
 */
export function telling(s: string): boolean {
  const lower = s.trim().toLowerCase();
  if (!/\p{L}/u.test(lower) || GENERAL.has(lower) || isLocaleTag(lower)) return false;
  return (s.match(/[\p{L}\p{N}]+/gu) ?? []).some((w) => !ordinaryWord(w));
}

function readLines<T>(file: string): T[] {
  return readFileSync(resolve(BFCL_DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

/** Every string in an accepted value, nested lists and objects included, and each comma-separated part of it. */
function stringsOf(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    for (const s of [value, ...value.split(',')]) out.add(s.trim());
  } else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) stringsOf(v, out);
}

/** The telling strings of every BFCL answer file: the values a question asks the model to produce. */
export function bfclAnswers(): string[] {
  const out = new Set<string>();
  for (const file of readdirSync(BFCL_DIR).filter((f) => f.endsWith('.answer.json'))) {
    for (const a of readLines<{ ground_truth: unknown }>(file)) stringsOf(a.ground_truth, out);
  }
  return [...out].filter(telling);
}

interface BfclCase {
  question: { role: string; content: string }[][];
  function: { name: string; parameters: unknown }[];
}

function bfclCases(): BfclCase[] {
  return readdirSync(BFCL_DIR)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.answer.json'))
    .flatMap((f) => readLines<BfclCase>(f));
}

/** The text of every message of every BFCL question (all turns, every role). */
export function bfclQuestions(): string[] {
  return bfclCases().flatMap((c) => c.question.flat().map((m) => m.content ?? ''));
}

/** Parameter names at any depth of a BFCL schema (the keys of every `properties`). */
function parameterNames(schema: unknown, out: Set<string>): void {
  if (Array.isArray(schema)) for (const s of schema) parameterNames(s, out);
  else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && typeof value === 'object' && value !== null)
        for (const name of Object.keys(value)) out.add(name);
      parameterNames(value, out);
    }
  }
}

/** BFCL's function names (and each dotted part of one) and parameter names that are telling (not made of English words). */
export function bfclNames(): string[] {
  const out = new Set<string>();
  for (const c of bfclCases()) {
    for (const f of c.function) {
      for (const name of [f.name, ...f.name.split('.')]) out.add(name);
      parameterNames(f.parameters, out);
    }
  }
  return [...out].filter(telling);
}
