// Small text helpers the mock model reads requests with: task joints, words, identifier words, fuzzy word matching, spans
// that overlap none already found.
import { memo, pattern } from '../memo.ts';
import { subjectBeforeAlso } from './subject-before-also.ts';

/** Splits a request into tasks where it says so: "Also, ...", "and then ...", "; plus ...", "Additionally, ...". */
export function splitTasks(text: string): string[] {
  // biome-ignore format: the eslint-disable comment below must stay on the line it excuses
  return text
    // eslint-disable-next-line regexp/no-super-linear-move -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
    .split(/(?<=[.?!;])\s+(?=(?:also|and|then|plus|additionally|finally|next|after that|as well)\b)|[,;]?\s+(?=(?:and then|and also|then|also|plus)\b[, ])/i)
    .map((c) => c.trim())
    .filter((c) => c.length > 0)
    .reduce<string[]>(withSubjectBeforeAlso, []);
}

/** "… 3.2 kg. Pen 4 also yielded …": a task cut at "also" takes back its subject from the task before (in place). */
function withSubjectBeforeAlso(tasks: string[], task: string): string[] {
  const before = tasks[tasks.length - 1];
  const at = before !== undefined && /^also\s/i.test(task) ? subjectBeforeAlso(before) : undefined;
  if (before === undefined || at === undefined || at === 0) tasks.push(task);
  else {
    tasks[tasks.length - 1] = before.slice(0, at).trim();
    tasks.push(`${before.slice(at).trim()} ${task}`);
  }
  return tasks;
}

/**
 * A full stop that ends a sentence, as a pattern's source: not the one of a title or short form ("Dr.", "St. Mary's",
 * "No. 4"), which readers of clauses and parts must read through.
 */
export const SENTENCE_STOP = String.raw`(?<!\b(?:Mr|Mrs|Ms|Dr|St|Mt|No))\.`;

/** Lower-cased words (letters, digits, apostrophes inside). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

/** Splits identifiers like `get_weather` or `convertTemperature` into words (shared: callers must not change the array). */
export const identifierWords: (name: string) => readonly string[] = memo(4096, (name) =>
  Object.freeze(words(name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' '))),
);

/** Two words match when they share a stem-sized prefix: "convert" ~ "conversion", "city" ~ "cities". */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(5, Math.min(a.length, b.length) - 1);
  if (n < 3) return false;
  // "boom" is no "book", "card" no "cart": a stem of three letters says too little; a four-letter word matches only
  // its own inflections ("book", "books", "booked"; "save", "savings", a final e dropped; "copy", "copies", y to i).
  if (n === 3) return fourLetterInflection(a.length < b.length ? a : b, a.length < b.length ? b : a);
  return a.slice(0, n) === b.slice(0, n) && Math.abs(a.length - b.length) <= 5;
}

/** Whether `long` is `short` (four letters) inflected: a suffix added, after a final e dropped or a final y made i. */
function fourLetterInflection(short: string, long: string): boolean {
  if (long.startsWith(short)) return true;
  const root = short.slice(0, -1);
  return (short.endsWith('e') && long.startsWith(root)) || (short.endsWith('y') && long.startsWith(`${root}i`));
}

/** A word cut short ("temp" for temperature): its first three letters or more. */
export function cutShort(short: string, word: string): boolean {
  return short.length >= 3 && short.length < word.length && word.startsWith(short);
}

/** True when `text` mentions `phrase` as whole words (case-insensitive). */
export function mentions(text: string, phrase: string): boolean {
  const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return pattern(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * True when lower-case `text` says lower-case `value` as whole words ("tokyo's" says "tokyo"; "tokyoite" does not). A
 * plain search, not `mentions`: the values come from tool results, many and chosen by the client, and a pattern compiled
 * for each would crowd the shared pattern table.
 */
export function saysWhole(text: string, value: string): boolean {
  if (value === '') return false;
  let at = text.indexOf(value);
  while (at >= 0) {
    const before = at === 0 ? '' : text[at - 1]!;
    const after = text[at + value.length] ?? '';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    at = text.indexOf(value, at + 1);
  }
  return false;
}

/** Keeps quotes short in answers. */
export function clip(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/**
 * The items of `more` that overlap none of `kept`, both in text order and neither overlapping itself (the matches of
 * one global regex never do): one pass over both, so a long request costs no more than its length.
 */
export function notOverlapping<T extends { index: number; end: number }>(kept: readonly T[], more: readonly T[]): T[] {
  const out: T[] = [];
  let i = 0;
  for (const m of more) {
    while (i < kept.length && kept[i]!.end <= m.index) i++;
    if (i < kept.length && kept[i]!.index < m.end) continue;
    out.push(m);
  }
  return out;
}
