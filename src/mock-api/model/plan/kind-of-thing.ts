// A parameter that names a kind (a genre, a diet, a style) takes the word the request puts before the tool's own noun.
import type { Evidence } from '../understand/evidence.ts';
import { describe, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';
import type { Found } from './found.ts';

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
export function kindOfThing(name: string, schema: JsonSchema, tool: string, ev: Evidence): Found | undefined {
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
