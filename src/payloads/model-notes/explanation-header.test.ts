// The explanation header stays readable by every HTTP client: a note that fits goes whole, a longer one keeps its first
// whole clauses and says how many it left out.
import { describe, expect, it } from 'vitest';
import { EXPLANATION_HEADER_BYTES, explanationHeaderValue, noteClauses, ONE_CALL_PER_TURN } from './explanation-header';

/** A note of `count` item clauses, each quoting a name with letters that URI-encode to several bytes. */
const itemNote = (count: number) =>
  [
    "picked get_weather (the request says 'weather'), not get_time (score 3 against 1; it shares only 'in')",
    ...Array.from({ length: count }, (_, i) => `item ${i + 1} of ${count}, "Łódź-${i}": city from 'Łódź-${i}'`),
  ].join('; ');

describe('explanationHeaderValue', () => {
  it('sends a note that fits whole, URI-encoded', () => {
    const note = "picked get_weather (the request says 'weather'); city from 'Zürich'";
    expect(decodeURIComponent(explanationHeaderValue(note))).toBe(note);
  });

  it('cuts a long note between whole clauses, under the bound, and counts what it left out', () => {
    const note = itemNote(400);
    expect(encodeURIComponent(note).length).toBeGreaterThan(2 * EXPLANATION_HEADER_BYTES);
    const value = explanationHeaderValue(note);
    expect(value.length).toBeLessThanOrEqual(EXPLANATION_HEADER_BYTES);
    const sent = noteClauses(decodeURIComponent(value));
    const all = noteClauses(note);
    const kept = sent.slice(0, -1);
    // The rival's "(score 3 against 1; it shares only 'in')" is one clause, kept whole.
    expect(kept[0]).toBe(all[0]);
    expect(kept).toEqual(all.slice(0, kept.length));
    expect(kept.length).toBeGreaterThan(50);
    expect(sent.at(-1)).toBe(
      `${all.length - kept.length} more parts of this note left out to keep the header under 12 KB`,
    );
  });

  it('keeps the one-call-per-turn remark at the end of a note it cuts', () => {
    const value = decodeURIComponent(explanationHeaderValue(itemNote(400) + ONE_CALL_PER_TURN));
    expect(value.endsWith(`left out to keep the header under 12 KB${ONE_CALL_PER_TURN}`)).toBe(true);
  });

  it('leaves out even the first clause when it alone is too long, rather than cutting it in the middle', () => {
    const note = `part 1 of 2, "${'한'.repeat(2000)}": picked search_web (the request says 'search'); part 2 of 2, "x": no tool matches the request`;
    expect(decodeURIComponent(explanationHeaderValue(note))).toBe(
      '2 more parts of this note left out to keep the header under 12 KB',
    );
  });
});
