// The mock model's note as it travels: the x-loopscope-explanation header, URI-encoded and kept under a size every HTTP
// client reads, and the clauses the note is made of (the mock writes them; the timeline reads them back).

/**
 * The most bytes the encoded note may take. Node's fetch (undici) refuses an answer whose headers pass 16 KB, as Node's
 * own HTTP parser does by default (the openai SDK then says "Connection error."), and one wide fan-out over names with
 * accents or Hangul encodes to 30 KB; 12 KB leaves the other headers room.
 */
export const EXPLANATION_HEADER_BYTES = 12_288;

/** Said after the note when parallel_tool_calls is false; the timeline reads it apart from the clauses. */
export const ONE_CALL_PER_TURN = ' (parallel_tool_calls is false: one call per turn)';

/**
 * Splits a note at "; " outside parentheses, double quotes and a source's single quotes: a rival's "(score 3
 * against 1; it shares only …)" is one clause, and so is "query from 'web search; where is Oslo'". A source's quote
 * opens after " from '" and closes at a quote followed by ", ", " (", "; ", ")" or the end (an apostrophe inside it is
 * followed by a letter).
 */
export function noteClauses(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let source = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (source) {
      if (c === "'" && /^(?:$|, |; | \(|\))/.test(text.slice(i + 1, i + 3))) source = false;
    } else if (c === "'" && !quoted && text.endsWith(' from ', i)) source = true;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth = Math.max(0, depth - 1);
    else if (!quoted && depth === 0 && c === ';' && text[i + 1] === ' ') {
      out.push(text.slice(start, i));
      start = i + 2;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** The closing clause of a note cut short; the timeline translates it (model-note.ts). */
const leftOutClause = (count: number) => `${count} more parts of this note left out to keep the header under 12 KB`;

/**
 * The note as the header sends it: URI-encoded, whole when it fits, else its first whole clauses that fit and a clause
 * that says how many were left out (a clause cut in the middle would read as a different decision). The tool calls
 * themselves are in the body, whole.
 */
export function explanationHeaderValue(note: string): string {
  const whole = encodeURIComponent(note);
  if (whole.length <= EXPLANATION_HEADER_BYTES) return whole;
  const oneCall = note.endsWith(ONE_CALL_PER_TURN);
  const clauses = noteClauses(oneCall ? note.slice(0, -ONE_CALL_PER_TURN.length) : note);
  const tail = encodeURIComponent(`; ${leftOutClause(clauses.length)}${oneCall ? ONE_CALL_PER_TURN : ''}`).length;
  let size = tail;
  let kept = 0;
  for (const clause of clauses) {
    const add = encodeURIComponent(kept === 0 ? clause : `; ${clause}`).length;
    if (size + add > EXPLANATION_HEADER_BYTES) break;
    size += add;
    kept++;
  }
  const closing = leftOutClause(clauses.length - kept) + (oneCall ? ONE_CALL_PER_TURN : '');
  return encodeURIComponent([...clauses.slice(0, kept), closing].join('; '));
}
