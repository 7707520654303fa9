// A message tool's body and subject from the parts of a message the request dictates ("Email Ana saying the gate code
// changed"): the body takes what it should say, the subject what it is titled or, for want of one, the body's opening.
import type { Evidence } from '../understand/evidence.ts';
import { messageSaid, remindedOf, subjectFrom, subjectSaid } from '../understand/message-parts.ts';
import type { JsonSchema } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';
import type { Found } from './found.ts';

/** A parameter that holds what a message says (`body`, `message`, `email_body`, `content`, `text`). */
const BODY_WORDS = new Set(['body', 'message', 'msg', 'content', 'text']);
/** A parameter that holds a message's subject. */
const SUBJECT_WORDS = new Set(['subject', 'title']);

const lastWord = (name: string) => identifierWords(name).at(-1) ?? '';

/**
 * Values for the body and subject of a tool that takes both (so a `text` to translate or a book's `title` is left to
 * the other readers), read from the request's dictated parts when they are free; each taken in `ev`. The subject
 * made from the body is for a required subject only, and says so in its rule.
 */
export function messageArgs(
  props: readonly (readonly [string, JsonSchema])[],
  required: ReadonlySet<string>,
  ev: Evidence,
  tool: string,
): Map<string, Found> {
  const found = new Map<string, Found>();
  const body = props.find(([n]) => BODY_WORDS.has(lastWord(n)))?.[0];
  const subject = props.find(([n]) => SUBJECT_WORDS.has(lastWord(n)))?.[0];
  if (!body || !subject) return reminderText(props, tool, ev);
  const titled = subjectSaid(ev.text);
  if (titled && ev.isFree(titled)) {
    ev.take(titled);
    found.set(subject, { value: titled.value, source: titled.value, rule: `the subject said after '${titled.cue}'` });
  }
  const said = messageSaid(ev.text);
  if (!said || !ev.isFree(said)) return found;
  ev.take(said);
  found.set(body, { value: said.value, source: said.value, rule: `what the message should say, after '${said.cue}'` });
  if (!found.has(subject) && required.has(subject))
    found.set(subject, {
      value: subjectFrom(said.value),
      source: said.value,
      rule: "a subject made from the message's opening words",
    });
  return found;
}

/** A parameter that holds what to be reminded of (`text`, `message`, `note`, `task`, `title`, `description`). */
const REMINDER_WORDS = new Set([...BODY_WORDS, ...SUBJECT_WORDS, 'note', 'task', 'description', 'what', 'reminder']);

/**
 * "Remind me to water the plants tomorrow at 9am" for a reminder tool (a word of its name is "remind" or "reminder"):
 * its one text parameter takes what to be reminded of, up to the first day or time said in it (those are the
 * when-parameters' values).
 */
function reminderText(
  props: readonly (readonly [string, JsonSchema])[],
  tool: string,
  ev: Evidence,
): Map<string, Found> {
  const found = new Map<string, Found>();
  if (!identifierWords(tool).some((w) => w === 'remind' || w === 'reminder')) return found;
  const taking = props.filter(([n]) => REMINDER_WORDS.has(lastWord(n)));
  const said = taking.length === 1 ? remindedOf(ev.text) : undefined;
  if (!said) return found;
  const when = ev.candidates
    .filter((c) => (c.kind === 'date' || c.kind === 'time') && c.start >= said.start && c.start < said.end)
    .sort((a, b) => a.start - b.start)[0];
  // "… tomorrow at 9am", "… on Friday": the words that lead to the day or time stay with it.
  const cut = when
    ? ev.text.slice(said.start, when.start).replace(/(?<!\s)\s{1,3}(?:on|at|by|for|this|next|in)\s{0,3}$/i, '')
    : said.value;
  const value = cut.trim();
  if (value === '' || !ev.isFree({ start: said.start, end: said.start + value.length })) return found;
  ev.take({ start: said.start, end: said.start + value.length });
  found.set(taking[0]![0], { value, source: value, rule: `what to be reminded of, after '${said.cue}'` });
  return found;
}
