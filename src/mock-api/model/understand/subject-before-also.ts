// "Plot 5 also gave …", "He'd also like …": "also" between a clause's subject and its verb joins no two tasks.

/** Words that open a request to the listener, not a subject: "Can you also …", "Please also …" keep their cut. */
const ASKS_THE_LISTENER = /^(?:can|could|would|will|shall|may|might|please|do|does|did)\b/i;

/** A subject: one to four words (letters, digits, apostrophes, hyphens), no comma, each at most 31 characters. */
const SUBJECT = /^[\p{L}\p{N}][\p{L}\p{N}'’-]{0,30}(?: [\p{L}\p{N}][\p{L}\p{N}'’-]{0,30}){0,3}$/u;

/** The last sentence start in a text: after its start, a stop, a colon or a semicolon, or a line break. */
const SENTENCE_START = /(?:^|[.?!;:]\s+|\n\s*)(?=[^.?!;:\n]*$)/u;

/**
 * Where the subject before an "also" that follows `before` starts, or undefined when "also" is a joint: the text since
 * the last sentence start is a short subject ("Plot 5", "He'd", "My neighbour Mrs Lind") and asks nothing of the
 * listener. The sentence start is the task's start then, so the subject stays with its verb.
 */
export function subjectBeforeAlso(before: string): number | undefined {
  const at = SENTENCE_START.exec(before);
  if (!at) return undefined;
  const start = at.index + at[0].length;
  const subject = before.slice(start).trim();
  if (subject === '' || !SUBJECT.test(subject) || ASKS_THE_LISTENER.test(subject)) return undefined;
  return start;
}
