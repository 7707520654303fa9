// "Price a farm's 2 gates with strap hinges; then the same for an orchard's 3": the call before's values, but X's.
import type { PlannedCall } from './planned-call.ts';

/**
 * A part that opens with "(and) (do) (the) same (thing) (again) for/with": the call before again, for what follows. Not
 * "the same day/time …", which says when, not what. Bounded: a thing of at most 20 letters.
 */
const SAME_AGAIN_FOR =
  /^(?:(?:and|then|also|plus)[\s,]+){0,2}(?:do\s+)?(?:the\s+)?same(?:\s+(?!(?:for|with|again|day|date|time|week|month|year|night|morning|afternoon|evening|hour)\b)[a-z]{2,20})?(?:\s+again)?,?\s+(?:for|with)\s/i;

/**
 * Parts planned one by one: a part that says "the same again for X" and asks the same tool as the last call of the
 * part before takes every value of that call which X does not say itself (read from X's own words), the rest as before.
 */
export function sameAgainCarried(parts: PlannedCall[][]): PlannedCall[][] {
  for (const [i, calls] of parts.entries()) {
    const before = parts[i - 1]?.at(-1);
    if (!before) continue;
    for (const call of calls) {
      const text = call.part.split('\u0000')[0]!;
      const opener = SAME_AGAIN_FOR.exec(text)?.[0];
      if (!opener || call.name !== before.name) continue;
      const own = new Set(Object.keys(call.said ?? {}));
      const taken = Object.entries(before.arguments).filter(
        ([k]) =>
          !own.has(k) && !(k in call.arguments && !call.missing.includes(k) && !(call.guessed ?? []).includes(k)),
      );
      if (taken.length === 0) continue;
      for (const [k, v] of taken) call.arguments[k] = v;
      const keys = new Set(taken.map(([k]) => k));
      call.missing = call.missing.filter((m) => !keys.has(m));
      if (call.guessed) call.guessed = call.guessed.filter((m) => !keys.has(m));
      const note = `"${opener.trim()}": ${taken.map(([k]) => k).join(', ')} as in the call before, the rest from its own words`;
      call.reason += `; ${note}`;
      call.item = [call.item, note].filter(Boolean).join('; ');
    }
  }
  return parts;
}
