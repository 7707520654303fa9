// The tool's own words are no value: a word of its name alone, or the verb and noun that open a value read as words.
import type { Evidence } from '../understand/evidence.ts';
import { type Candidate } from '../understand/evidence.ts';
import { kindOf } from '../understand/param-kind.ts';
import { type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords, sameStem } from '../understand/text.ts';
import type { Found } from './found.ts';
import type { ExtractContext } from './extract-context.ts';

/**
 * "Work out the IBU for 30 g of Cascade" for `calculate_ibu`: a single word that is a word of the tool's own name names
 * what the tool does or works out, so it is no value of its parameters (the hop is Cascade, not IBU). A name that holds
 * two of the request's words is named for its values: "50 EUR to USD" for `convert_eur_usd` keeps both.
 */
export function toolsOwnWords(ev: Evidence, tool: string | undefined): Candidate[] {
  const own = new Set(identifierWords(tool ?? '').filter((w) => w.length > 2));
  const named = ev.candidates.filter(
    (c) => (c.kind === 'proper' || c.kind === 'code') && !/\s/.test(c.text) && own.has(c.text.toLowerCase()),
  );
  return new Set(named.map((c) => c.text.toLowerCase())).size === 1 ? named : [];
}

/**
 * "Play lullaby rain", "book a collection of an old mangle" for a search term or a description: words of the request
 * read as a value (not a quote, not a name) that open on the word naming the tool's own action or thing ("play" for
 * `play_song`, "collection" for `book_collection`), and an "of" after it, are the request's verb and the tool's noun,
 * no part of the value: the value is what follows them.
 */
export function withoutToolsVerb(f: Found, name: string, schema: JsonSchema, ctx: ExtractContext, ev: Evidence): Found {
  if (typeof f.value !== 'string' || f.value !== f.source || !['string', 'text'].includes(kindOf(name, schema)))
    return f;
  const value = f.value;
  if (ev.candidates.some((c) => c.text === value && c.kind !== 'word' && c.kind !== 'number')) return f;
  const m = /^(\p{L}+)(?:\s+of)?\s+(?=\S)/u.exec(value);
  const own = identifierWords(ctx.tool ?? '').filter((w) => w.length > 2);
  if (!m || !own.some((w) => sameStem(w, m[1]!.toLowerCase()))) return f;
  const rest = value.slice(m[0].length);
  // "recipes with lentils" for `search_recipes`: a tool's noun that a preposition's phrase follows heads the value.
  if (/^(?:with|about|for|on|in|from|to|by|at|without|near)\s/i.test(rest)) return f;
  return { ...f, value: rest, source: rest, rule: "without the word that names the tool's task" };
}
