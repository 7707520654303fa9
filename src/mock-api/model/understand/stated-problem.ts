// A problem stated as a sentence of its own ("A fox has torn the netting on bed 4. Can someone look?"): the statement is the description.

/**
 * A parameter a stated problem fills: a problem, issue, fault, damage or description. Not notes, details or a
 * comment, which a request's first sentence ("My name is Ann Lee.") does not answer.
 */
export const STATES_A_PROBLEM = /\b(?:problem|issue|fault|damage|description)\b/i;

/** A verb that states what has happened or what is so, said right after a subject of one to three words. */
const STATES =
  /^(?:has|have|had|is|are|was|were|keep|keeps|kept|got|gets|seems|looks|won't|can't|isn't|aren't|wasn't|doesn't|don't|didn't|hasn't|haven't)$/i;
/** Words that open a request or a question, not a statement ("Can you …", "Please …", "I'd like …"). */
const ASKS =
  /^(?:can|could|would|will|please|kindly|i'd|i’d|i|we|you|do|does|did|is|are|how|what|when|where|why|who|which)$/i;

/**
 * The request's first sentence when it states a problem: a subject of one to three words ("Someone", "The shed door",
 * "Slugs") and then a verb of state or of what has happened ("has", "have", "is", "keeps", …), four to twenty-five
 * words, ending in a full stop, an exclamation mark or the end (a question asks, it states nothing). A description
 * parameter takes it whole, where it is and what it does included: "A fox has torn the netting on bed 4". statesEnd
 * ends its subject and verb ("A fox has").
 */
export function statedProblem(text: string): { value: string; start: number; statesEnd: number } | undefined {
  const lead = /^\s*/.exec(text)![0].length;
  const m = /^([^.?!\n]{1,240}?)(?:[.!](?=\s|$)|\n|$)/u.exec(text.slice(lead));
  if (
    !m ||
    text
      .slice(lead + m[1]!.length)
      .trimStart()
      .startsWith('?')
  )
    return undefined;
  const sentence = m[1]!.trim();
  const words = sentence.split(/\s+/);
  if (words.length < 4 || words.length > 25 || ASKS.test(words[0]!)) return undefined;
  const verbAt = words.findIndex((w, i) => i >= 1 && i <= 3 && STATES.test(w));
  if (verbAt < 0 || words.slice(0, verbAt).some((w) => ASKS.test(w))) return undefined;
  // The subject and its verb ("A fox has"): the words that state, which no other value may have taken.
  const subjectAndVerb = new RegExp(`^(?:\\S+\\s+){${verbAt}}\\S+`).exec(sentence)![0];
  return { value: sentence, start: lead, statesEnd: lead + subjectAndVerb.length };
}
