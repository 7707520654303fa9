// Which result field means a schema property: whole words (a one-letter unit `c` never matches `condition`), the
// usual abbreviations (`temp` for temperature), the words a unit stands for (°C is a temperature), and units that agree.
import { convertQuantity, readKey, type Fact, type Quantity } from '../understand/result-facts.ts';
import { cutShort } from '../understand/text.ts';

/** Short forms people put in keys, each with the word it stands for. */
const ABBREVIATIONS: Record<string, string> = {
  temp: 'temperature',
  temps: 'temperature',
  cond: 'condition',
  desc: 'description',
  hum: 'humidity',
  dist: 'distance',
  qty: 'quantity',
  amt: 'amount',
  num: 'number',
  pct: 'percent',
  avg: 'average',
  max: 'maximum',
  min: 'minimum',
  lat: 'latitude',
  lng: 'longitude',
  addr: 'address',
  msg: 'message',
  info: 'information',
  dir: 'direction',
  deg: 'degrees',
  precip: 'precipitation',
  vis: 'visibility',
  descr: 'description',
};
/** The words those stand for, and `location`: each cut to its first three letters or more names it too ("visib", "locat"). */
const CUT_FROM = [...new Set([...Object.values(ABBREVIATIONS), 'location'])];

/** Words that name the same thing in results: what the weather is like. */
const SAME_THING: readonly (readonly string[])[] = [
  ['condition', 'weather', 'sky', 'summary', 'description', 'outlook'],
];

/** Two different words for the same thing ("sky" and "summary" of a forecast): a weaker match than the word itself. */
export function sameThing(a: string, b: string): boolean {
  const x = canonical(a);
  const y = canonical(b);
  return SAME_THING.some((group) => group.includes(x) && group.includes(y));
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function canonical(word: string): string {
  const w = singular(word);
  return ABBREVIATIONS[w] ?? ABBREVIATIONS[word] ?? CUT_FROM.find((full) => cutShort(w, full)) ?? w;
}

/** Two whole words mean the same: equal, a plural, an abbreviation, or one long stem ("description" ~ "descriptions"). */
export function sameWord(a: string, b: string): boolean {
  const x = canonical(a);
  const y = canonical(b);
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  let common = 0;
  while (common < short.length && short[common] === long[common]) common += 1;
  return short.length >= 7 && common >= short.length - 2;
}

export interface Match {
  fact: Fact;
  score: number;
}

/** How well a fact means the property, or undefined when it does not: every word of the property must be matched. */
export function scoreFact(property: string, fact: Fact): number | undefined {
  if (fact.key === property) return 1000 - fact.depth;
  const { words, unit } = readKey(property);
  if (words.length === 0) return undefined;
  const free = [...fact.words];
  let score = 0;
  let inKey = 0;
  for (const w of words) {
    const i = free.findIndex((f) => sameWord(f, w));
    if (i >= 0) {
      free.splice(i, 1);
      score += 10;
      inKey += 1;
    } else if (fact.implied.some((f) => sameWord(f, w))) score += 6;
    else if (free.some((f) => sameThing(f, w))) {
      free.splice(
        free.findIndex((f) => sameThing(f, w)),
        1,
      );
      score += 7;
      inKey += 1;
    } else if (fact.parents.some((f) => sameWord(f, w))) score += 4;
    else return undefined;
  }
  // A key that only shares its parents' words with the property is the parent's detail, not the property.
  if (inKey === 0 && !fact.implied.some((f) => words.some((w) => sameWord(f, w)))) return undefined;
  if (unit && fact.unit && convertQuantity(1, fact.unit, unit) === undefined) return undefined;
  if (unit && fact.unit?.code === unit.code) score += 2;
  return score - free.length * 3 - fact.depth * 0.5;
}

/** The facts that mean the property, best first (stable: earlier facts win ties). */
export function matchesFor(property: string, facts: readonly Fact[]): Match[] {
  const out: Match[] = [];
  for (const fact of facts) {
    const score = scoreFact(property, fact);
    if (score !== undefined) out.push({ fact, score });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** The property's own unit (`temperature_f` wants °F), for converting a matched value. */
export function propertyUnit(property: string): Quantity | undefined {
  return readKey(property).unit;
}
