// A request or task that asks the call before again: "the same for X", "what about X?", "And on the 4th?", "and another".
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { fits, scoreTools } from './tool-match.ts';

/**
 * "... free on May 3? And on the 4th?", "... on May 3. Or at 5 pm?": a short question or sentence of its own that
 * opens with "and"/"or"/"also" and a preposition asks the call before it again, with what it gives. Its words are read
 * with the preposition ("on the 4th" is a date). So does Polish "A w Bergen?" ("and in …") and Korean "Bergen은요?" (a
 * topic particle with the polite ending: "and …?"), read whole.
 */
const FOLLOW_UP = String.raw`(?:(?:and|or|also|plus)\s+(?=(?:on|at|in|for|from|to|with|by)\s[^.?!;,]{1,40}[.?!]*\s*$)|a\s+(?=(?:w|we|na|dla|do)\s[^.?!;,]{1,40}[.?!]*\s*$)|(?=[^.?!;,\s][^.?!;,]{0,40}[은는]요\s*[?？]?\s*$))`;

/**
 * "the same run but with X", "same question for X", "the same slot for X": the one word that may name what is asked
 * again (SAME_THING), and the same without a word of a day or a time (SAME_NOT_WHEN) when only a preposition follows:
 * "the same day at 5 pm" asks nothing again, "the same day but at 5 pm" does.
 */
const SAME_THING = String.raw`(?:(?!(?:for|with|on|at|in|to|from|but|again)\b)[a-z]{2,20}\s+)?`;

const SAME_NOT_WHEN = String.raw`(?:(?!(?:for|with|on|at|in|to|from|but|again|day|date|time|week|month|year|night|morning|afternoon|evening|hour)\b)[a-z]{2,20}\s+)?`;

/** What follows "same": a thing and "for"/"with"; a thing, "again" or "but", and a preposition; or a preposition. */
const SAME_WHAT = String.raw`(?:${SAME_THING}(?:again\s*,?\s+)?(?:but\s+)?(?:for\s+|with\s+)|${SAME_THING}(?:again\s*,?\s+(?:but\s+)?|but\s+)(?=(?:on|at|in|to|from)\s)|${SAME_NOT_WHEN}(?=(?:on|at|in|to|from)\s))`;

/**
 * "…, then do the same for X", "and the same for X", "and the same on Friday", and a last sentence or clause "What about
 * X?" / "How about X?": the request's call again, with what X gives in place of its value. After "on", "at", "in", "to"
 * or "from" that word is read with X ("on Friday" is a date).
 */
const SAME_FOR = new RegExp(
  // biome-ignore format: the eslint-disable comment below must stay on the line it excuses
  // eslint-disable-next-line regexp/no-super-linear-backtracking, regexp/no-super-linear-move -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed; sameFor reads the last sentence only
  String.raw`(?:[,;]?\s*(?:and\s+)?(?:then\s+)?(?:do\s+)?(?:the\s+)?same\s+${SAME_WHAT}|(?<=[.?!,;]\s{0,3})(?:and\s+|so\s+)?(?:what|how)\s+about\s+(?:for\s+|with\s+)?|(?<=[.?!]\s{0,3})${FOLLOW_UP})([^.?!;]+)[.?!]*\s*$`,
  'i',
);

/**
 * "Is room B free on May 3? And on the 4th? Also book ...": a task that opens with such a follow-up ("And on the 4th?")
 * gives that sentence to the task before it, which it asks again; the rest stays a task of its own.
 */
export function withFollowUps(tasks: readonly string[]): string[] {
  const out: string[] = [];
  for (const task of tasks) {
    const m = FOLLOW_UP_SENTENCE.exec(task);
    if (!m || out.length === 0) {
      out.push(task);
      continue;
    }
    out[out.length - 1] = `${out[out.length - 1]} ${m[0].trim()}`;
    const rest = task.slice(m[0].length).trim();
    if (rest !== '') out.push(rest);
  }
  return out;
}

/** A task that opens by asking the task before again: "and another for …", "then the same … but …", "same again with …". */
const REPEATS_TASK_BEFORE =
  /^(?:(?:and|then|also|plus)[\s,]+){0,2}(?:(?:do\s+)?(?:the\s+)?same(?!\s+(?:day|date|time|week|month|year|night|morning|afternoon|evening|hour)\b)|another)\b/i;

/**
 * "price 6 pallets from A to B. and another for 5 from A to C. then …": a task that opens by asking the task before
 * again, and whose words fit no tool of their own, joins the task before, whose call it repeats (sameAgain or the
 * stretch split reads it there). A task that fits a tool stays a task of its own.
 */
export function withRepeats(
  tasks: readonly string[],
  tools: readonly FunctionDefinition[],
): { text: string; repeat?: string }[] {
  const out: { text: string; repeat?: string }[] = [];
  for (const task of tasks) {
    const before = out[out.length - 1];
    const opener = REPEATS_TASK_BEFORE.exec(task)?.[0];
    if (!before || opener === undefined || fits(scoreTools(task, tools)[0])) {
      out.push({ text: task });
      continue;
    }
    before.text = `${before.text} ${task}`;
    const note = `"${opener.trim()}" asks the task before again: "${task.trim()}" is read with it`;
    before.repeat = [before.repeat, note].filter(Boolean).join('; ');
  }
  return out;
}

/** A follow-up at a task's start, its sentence whole: "And on the 4th? ", "What about Friday? ". */
const FOLLOW_UP_SENTENCE =
  /^(?:(?:and|or|also|plus)\s+(?:on|at|in|for|from|to|with|by)\s[^.?!;,]{1,40}|(?:and\s+|so\s+)?(?:what|how)\s+about\s[^.?!;,]{1,40})[.?!]+(?:\s+|$)/i;

/**
 * SAME_FOR's match, read in the last sentence only (with the few characters before it its look-behind needs): X runs
 * to the text's end with no stop inside, so no match starts before the last stop; read from every earlier start, a
 * long text of "what about x, " took the square of its length.
 */
export function sameFor(text: string): { index: number; 0: string; 1: string } | undefined {
  let stop = -1;
  for (const m of text.matchAll(/[.?!;](?=[^.?!;]*[^.?!;\s])/g)) stop = m.index;
  const from = Math.max(0, stop - 4);
  const m = SAME_FOR.exec(text.slice(from));
  return m ? { index: from + m.index, 0: m[0], 1: m[1]! } : undefined;
}
