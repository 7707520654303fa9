// "3 kids" for `children`, "four strong lads" for a crew described as "Number of movers": everyday words for the
// people a count parameter counts.
import type { Candidate, Evidence } from '../understand/evidence.ts';
import { baseType, describe, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';

/** Kinds of people a count may name, each with the everyday words a request says for them. */
const PEOPLE_WORDS: readonly (readonly string[])[] = [
  ['children', 'child', 'kids', 'kid', 'kiddies', 'youngsters', 'little ones', 'tots', 'juniors'],
  ['adults', 'adult', 'grown-ups', 'grown-up', 'grownups', 'grown ups'],
  ['movers', 'porters', 'helpers', 'crew', 'men', 'lads', 'guys', 'blokes', 'hands', 'workers', 'labourers'],
];

/** What the parameter counts: the word after "Number of" in its description, else its name's last word. */
function countedNoun(name: string, schema: JsonSchema): string | undefined {
  const said = /^\s*(?:the\s+)?(?:number|count)\s+of\s+(\p{L}+)/iu.exec(describe('', schema))?.[1];
  return (said ?? identifierWords(name).at(-1))?.toLowerCase();
}

/**
 * An integer that counts a kind of people takes a free number said right before an everyday word for them, with at
 * most one word between ("3 kids", "four strong lads"). None when the parameter counts no kind listed here.
 */
export function peopleCounted(name: string, schema: JsonSchema, ev: Evidence): Candidate | undefined {
  if (baseType(schema) !== 'integer') return undefined;
  const noun = countedNoun(name, schema);
  const words = PEOPLE_WORDS.find((group) => noun !== undefined && group.includes(noun));
  if (!words) return undefined;
  const said = new RegExp(`^\\s+(?:\\p{L}{2,20}\\s+)?(?:${words.join('|')})(?![\\p{L}-])`, 'iu');
  // The number's unit is the word after it ("3 kids"); past an adjective ("four strong lads") the text says it.
  return ev
    .free(['number'])
    .find((n) => words.includes(n.unit.toLowerCase()) || said.test(ev.text.slice(n.end, n.end + 40)));
}
