// What a request says it is about: the words after "about", "re", "regarding" or "concerning", to the end of their sentence.
import { WORD_NUMBERS } from './number-words.ts';

/** A parameter that holds what something is about: its name or description says topic, matter or "about" (not
 * "subject": an e-mail's subject is a title, said in its own words, not the clause after "about"). */
const ABOUT_PARAMETER = /\b(?:topic|topics|matter|about|regarding|concerning)\b/i;

/** True for a free-text parameter that holds what the request is about (`topic`, "What the caller asks about."). */
export function holdsWhatItIsAbout(nameWords: string, description: string): boolean {
  return ABOUT_PARAMETER.test(nameWords) || ABOUT_PARAMETER.test(description);
}

/**
 * The words after "about", "re", "regarding" or "concerning" up to the end of their sentence or clause (a full stop,
 * question or exclamation mark, semicolon, comma or "then"), two to twenty words: "phone me about
 * whether the gate code changed. I'm on …" is about "whether the gate code changed". "about" before an amount ("about 40
 * metres", "about forty pots", "about a dozen") is "roughly", not a topic: the next
 * cue is read. Undefined when none is said.
 */
export function saidAbout(text: string): { value: string; start: number; cue: string } | undefined {
  // Bounded: the cue, then at most 160 characters that are no sentence end.
  const amount = (w: string) => Object.hasOwn(WORD_NUMBERS, w) || /^(?:\d|half$|few$|couple$|dozen$)/.test(w);
  for (const m of text.matchAll(
    /(?<!['’])\b(about|re|regarding|concerning)\s+(?![\d£$€])([^\s.?!;][^.?!;\n]{0,159}?)(?=\s*(?:[.?!;\n]\s|[.?!;]?$|,|\s(?:and\s+)?then\s))/giu,
  )) {
    const value = m[2]!.trim();
    const [first = '', second = ''] = value.toLowerCase().split(/\s+/, 2);
    if (amount(first) || (['a', 'an'].includes(first) && amount(second))) continue;
    const count = value.split(/\s+/).length;
    if (count < 2 || count > 20) continue;
    return { value, start: m.index + m[0].length - m[2]!.length, cue: m[1]!.toLowerCase() };
  }
  return undefined;
}
