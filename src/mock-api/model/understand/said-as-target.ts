// Words that mark a value as where something goes, not where it comes from: "to Fahrenheit", "into euros", Polish "na
// Fahrenheita", "do euro", Korean "화씨로" (the particle 로/으로 written onto the word).

/**
 * "to", "into" (and "to the") just before the value; Polish "na", "do"; "how many" ("How many feet is 300 metres?"
 * asks for feet). Read over the 16 characters before it.
 */
const TARGET_BEFORE = /(?:(?<!\p{L})(?:to|into|na|do|how\s{1,3}many)\s{1,3}(?:the\s{1,3})?)$/iu;
/** The Korean particle of direction written onto the value. */
const TARGET_AFTER_KO = /^(?:으로|로)/u;

/** True when the value said at [start, end) is marked as a target ("convert it to fahrenheit"). */
export function saidAsTarget(text: string, start: number, end: number): boolean {
  return (
    TARGET_BEFORE.test(text.slice(Math.max(0, start - 16), start)) || TARGET_AFTER_KO.test(text.slice(end, end + 2))
  );
}
