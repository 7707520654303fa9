// Parameters that hold the title of a work: a title runs on across its small words, and ends where a clause says something of it.
import type { Evidence } from '../understand/evidence.ts';
import { findLanguages } from '../understand/languages.ts';
import { findEntities } from '../understand/gazetteer.ts';
import { describe, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';

/** A parameter that holds the title of a work: a song, a track, a book, a film, a piece. */
export function isTitleParameter(name: string, schema: JsonSchema): boolean {
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
export function wholeTitle(value: string, ev: Evidence, others: readonly string[]): string | undefined {
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

/** What may follow a title named as a clause's subject or object: a verb of being, "because", a preposition, the end. */
const SAID_OF_TITLE =
  /^(?:\s*(?:$|[,.;:!?)])|\s+(?:is|are|was|were|sounds?|seems?|because|since|by|from|in|on|at|for|with|and|or|but|please)(?![\p{L}\p{N}]))/u;

/**
 * "the album Glass Orchard is wonderful", "the album Low Meadow by Ivo Perrin": a parameter that holds a title takes
 * the name that opens the words after its cue, when what follows the name says something of it (a verb of being, a
 * preposition, "because") or ends the clause; the rest of the sentence is no part of the title.
 */
export function titleOpeningClause(
  tail: { text: string; start: number; end: number },
  ev: Evidence,
): { text: string; start: number; end: number } | undefined {
  const name = ev.candidates.find(
    (c) => (c.kind === 'proper' || c.kind === 'place') && c.start === tail.start && c.end < tail.end,
  );
  if (!name || !SAID_OF_TITLE.test(ev.text.slice(name.end, tail.end))) return undefined;
  return { text: name.text, start: name.start, end: name.end };
}
