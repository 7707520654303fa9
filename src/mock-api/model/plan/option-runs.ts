// Options of one parameter listed together ("red, green and blue"): one call per option, unless they are examples or qualified.
import type { ToolReader } from './readings.ts';
import { baseSchema, optionsOf, propertiesOf } from '../understand/schema-view.ts';
import { findOptionMentions, type OptionMention } from '../understand/option-mentions.ts';
import { WORD_NUMBERS } from '../understand/number-words.ts';

/** Words that may follow a name without being a noun it qualifies: verbs of being, joints, prepositions, articles. */
const NOT_QUALIFIED =
  /^(?:is|are|was|were|has|have|had|will|can|and|or|nor|to|of|for|at|in|on|by|each|from|with|plus|the|a|an|both|too|as|which|that|who|then|also|please)$/i;

/** Whether a lower-case word right after `end` is a noun the word before qualifies ("the Oslo office", "the Ford van"). */
export function qualifies(text: string, end: number): boolean {
  const next = /^\s(\p{Ll}+)(?![\p{L}])/u.exec(text.slice(end, end + 40))?.[1];
  return next !== undefined && !NOT_QUALIFIED.test(next);
}

/**
 * What joins two options of one list: a comma, "and", ", and", "&", "plus", "as well as", a "the" after it. Not "or":
 * "heating or cooling" leaves the choice open, it asks for no call each.
 */
const OPTION_JOINT = /^(?:\s*,\s*(?:(?:and|&|plus|as well as)\s+)?|\s+(?:and|&|plus|as well as)\s+)(?:the\s+)?$/i;

/** A count said right before an option: "four ", "12 ", "a dozen ", "one ". */
const COUNT_BEFORE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:\\d+|a dozen|${Object.keys(WORD_NUMBERS)
    .filter((w) => /^\p{L}+$/u.test(w))
    .join('|')})\\s+$`,
  'iu',
);

/** Words after which a list gives examples of what one call asks for: "including", "such as", "like", "e.g.". */
const EXAMPLES_FOLLOW = /\b(?:including|such as|like|e\.g\.|for example|for instance)[\s,:]*(?:the\s+)?$/i;

/**
 * "Quote wool, linen and Silk Blend at 500 grams each", "a standard and a deluxe room": options of one parameter's
 * list (its enum) named together, the parameter taking one value. The part once per option, when each reads whole and
 * the option lands in that parameter; the items need not look alike (an option may be written with a capital).
 */
export function optionRuns(
  reader: ToolReader,
  text: string,
): { variant: string; item: string; list: string; param: string }[] {
  for (const [name, p] of propertiesOf(reader.schema)) {
    const options = optionsOf(p)?.values;
    if (baseSchema(p).type === 'array' || !options || options.length < 2) continue;
    // The longest mention at each place ("pet plastic", not "plastic" inside it).
    const mentions: OptionMention[] = [];
    for (const m of findOptionMentions(text, options).sort((a, b) => a.index - b.index || b.end - a.end)) {
      const last = mentions[mentions.length - 1];
      if (!last || m.index >= last.end) mentions.push(m);
    }
    // "six wool, two linen and one Silk Blend": each option may come with its own count, said before it.
    const counted = (m: OptionMention) => m.index - (COUNT_BEFORE.exec(text.slice(0, m.index))?.[0].length ?? 0);
    let best: OptionMention[] = [];
    let run: OptionMention[] = [];
    for (const m of mentions) {
      const prev = run[run.length - 1];
      const fresh = !run.some((r) => r.value === m.value);
      if (prev && fresh && OPTION_JOINT.test(text.slice(prev.end, counted(m)))) run.push(m);
      else run = [m];
      if (run.length > best.length) best = [...run];
    }
    if (best.length < 2) continue;
    // Every item with its count, or none: "two adults and child" is no list of counted items.
    const starts = best.map((m) => (best.every((b) => counted(b) < b.index) ? counted(m) : m.index));
    if (best.some((b, i) => i > 0 && !OPTION_JOINT.test(text.slice(best[i - 1]!.end, starts[i])))) continue;
    const start = starts[0]!;
    // "which technologies, including languages, frameworks and tools": examples of one whole ask for one call.
    if (EXAMPLES_FOLLOW.test(text.slice(0, start))) continue;
    const end = best[best.length - 1]!.end;
    const items = best.map((m, i) => text.slice(starts[i], m.end));
    const variants = items.map((item) => text.slice(0, start) + item + text.slice(end));
    const reads = variants.map((v) => reader.read(v));
    const whole = reader.read(text).args;
    if (Object.values(whole).some((v) => Array.isArray(v) && v.length >= 2)) return [];
    if (reads.some((r, i) => !r.complete || JSON.stringify(r.args[name]) !== JSON.stringify(best[i]!.value))) continue;
    return variants.map((variant, i) => ({ variant, item: items[i]!, list: text.slice(start, end), param: name }));
  }
  return [];
}
