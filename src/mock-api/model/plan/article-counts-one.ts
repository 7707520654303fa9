// "a buggy space" for `buggy_spaces`: the article before the parameter's own words, its last word in the singular, counts one.
import type { Evidence } from '../understand/evidence.ts';
import { baseType, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';
import type { Found } from './found.ts';

/** The singular of a name's last word written as a regular plural ("spaces", "boxes", "ferries"); none for others. */
function singularOf(plural: string): string | undefined {
  if (plural.length < 4 || !/^\p{L}+s$/u.test(plural) || plural.endsWith('ss')) return undefined;
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (/(?:ch|sh|x)es$/.test(plural)) return plural.slice(0, -2);
  return plural.slice(0, -1);
}

/** What may follow the counted words: the end of a phrase, a joining word, or "left", "free" ("a bike box fee" counts no box). */
const ENDS_PHRASE =
  /^(?:\s*[.,;:!?)]|\s*$|\s+(?:and|or|too|also|as well|please|besides|with|for|on|at|in|if|but|so|then|left|free|spare|available)\b)/i;

/**
 * An integer named by a plural noun (`buggy_spaces`, `windows`) whose words the request says in the singular after
 * "a", "an" or "one" ("and a buggy space too"): the request asks for one of them. The words must be free and end
 * there (not "a window seat", not "a buggy space's width").
 */
export function articleCountsOne(name: string, schema: JsonSchema, ev: Evidence): Found | undefined {
  if (baseType(schema) !== 'integer') return undefined;
  const words = identifierWords(name);
  const last = words.at(-1);
  const one = last ? singularOf(last) : undefined;
  if (!one || words.some((w) => !/^\p{L}{2,20}$/u.test(w))) return undefined;
  const phrase = [...words.slice(0, -1), one].join('[\\s-]');
  const at = new RegExp(`(?<![\\p{L}])(?:a|an|one)\\s+(${phrase})(?![\\p{L}\\p{N}'’-])`, 'iu').exec(ev.text);
  if (!at || !ENDS_PHRASE.test(ev.text.slice(at.index + at[0].length, at.index + at[0].length + 16))) return undefined;
  const span = { start: at.index, end: at.index + at[0].length };
  if (!ev.isFree(span)) return undefined;
  ev.take(span);
  return { value: 1, source: at[0] };
}
