// "Pen 4 also yielded …", "She'll also want …": "also" between a clause's subject and its verb joins no two tasks.

/** Words that open a request to the listener, not a subject: "Can you also …", "Please also …" keep their cut. */
const ASKS_THE_LISTENER = /^(?:can|could|would|will|shall|may|might|please|do|does|did)\b/i;

/** A subject: one to four words (letters, digits, apostrophes, hyphens), no comma, each at most 31 characters. */
const SUBJECT = /^[\p{L}\p{N}][\p{L}\p{N}'’-]{0,30}(?: [\p{L}\p{N}][\p{L}\p{N}'’-]{0,30}){0,3}$/u;

/** What ends the sentence before a subject: a stop, a colon, a semicolon or a line break. */
const SENTENCE_STOPS = '.?!;:\n';

/** The longest subject looked at: four words of 31 characters and their spaces, with room for spaces around. */
const LONGEST_SUBJECT = 140;

/**
 * Where the subject before an "also" at `end` of `text` starts, or undefined when "also" is a joint: the text since
 * the last sentence start is a short subject ("Pen 4", "She'll", "My neighbour Mrs Lind") and asks nothing of the
 * listener. The sentence start is the task's start then, so the subject stays with its verb. Reads at most
 * LONGEST_SUBJECT characters back from `end`.
 */
export function subjectBeforeAlso(text: string, end = text.length): number | undefined {
  let stop = end - 1;
  while (stop >= 0 && end - stop <= LONGEST_SUBJECT && !SENTENCE_STOPS.includes(text[stop]!)) stop--;
  if (stop >= 0 && !SENTENCE_STOPS.includes(text[stop]!)) return undefined;
  let start = stop + 1;
  while (start < end && /\s/.test(text[start]!)) start++;
  const subject = text.slice(start, end).trim();
  if (subject === '' || !SUBJECT.test(subject) || ASKS_THE_LISTENER.test(subject)) return undefined;
  return start;
}
