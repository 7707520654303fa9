// A thing's name read with the lower-case words after it that say what it is ("the Orsa light tent").
import type { Evidence } from '../understand/evidence.ts';
import { type Candidate } from '../understand/evidence.ts';
import { identifierWords } from '../understand/text.ts';
import type { Found } from './found.ts';
import type { ExtractContext } from './extract-context.ts';

/** Lower-case words after a name that say what it is: "the Orsa light tent", "the Kelvik 50mm prime". */
const NOUN_AFTER_NAME =
  /^((?:\s+(?:\p{Ll}[\p{Ll}-]*|\d+(?:\.\d+)?\p{Ll}{1,3})){1,3})(?=\s*(?:$|[,.;:!?)]|\s(?:for|to|from|at|on|in|with|by|and|or|until|till)\b))/u;

/**
 * "Rent the Orsa light tent for two days" for an `item_name`: a name said after "the" and before one to three
 * lower-case words that close the phrase is named with them; "light tent" says what the Orsa is. None of the words may
 * be the tool's or the parameter's own ("the Orsa item"), a verb of being or a state ("the Orsa is free"), nor taken
 * by another parameter.
 */
function nameWithItsNoun(
  c: Candidate,
  ev: Evidence,
  known: readonly string[],
): { text: string; start: number; end: number } | undefined {
  // A one-word name (a maker's, a brand's): "the Cedar Room" already says what it is.
  if (/\s/.test(c.text) || !/\b(?:the|a|an|our|my)\s+$/i.test(ev.text.slice(Math.max(0, c.start - 5), c.start)))
    return undefined;
  const m = NOUN_AFTER_NAME.exec(ev.text.slice(c.end, c.end + 60));
  if (!m) return undefined;
  const words = m[1]!.trim().split(/\s+/);
  const lower = known.map((k) => k.toLowerCase());
  if (
    words.some(
      (w) =>
        lower.some((k) => w === k || w === `${k}s` || `${w}s` === k) ||
        /^(?:the|a|an|some|any|of|is|are|was|were|be|free|available|open|closed|busy|full|empty|ready)$/.test(w),
    )
  )
    return undefined;
  const at = { start: c.start, end: c.end + m[1]!.length };
  if (!ev.isFree({ start: c.end, end: at.end })) return undefined;
  return { text: ev.text.slice(at.start, at.end), ...at };
}

/** A thing's name taken with the lower-case words that say what it is, when they follow it (see nameWithItsNoun). */
export function namedWhole(c: Candidate, name: string, ctx: ExtractContext, ev: Evidence): Found | undefined {
  if (c.kind !== 'proper') return undefined;
  const whole = nameWithItsNoun(c, ev, [...identifierWords(ctx.tool ?? ''), ...identifierWords(name)]);
  if (!whole) return undefined;
  ev.take(whole);
  return { value: whole.text, source: whole.text, rule: 'a name with the noun it is said with' };
}
