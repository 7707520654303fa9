// "x_cap keeps rain out, y_guard keeps birds off": an option the description says what it does is read from a request
// that says the same thing in its own words.
import type { Evidence } from '../understand/evidence.ts';
import { describe, type JsonSchema } from '../understand/schema-view.ts';
import { sameStem } from '../understand/text.ts';
import type { Found } from './found.ts';
import { booleanOptions, type SkipSpan } from './option-args.ts';

/** The rule's words in the model's note (the timeline translates them: `ruleOptionDescribed`). */
export const OPTION_DESCRIBED = 'an option whose description says what the request says';

/** Words that say nothing of what an option does. */
const FILLER = new Set([
  'this',
  'that',
  'with',
  'from',
  'into',
  'when',
  'what',
  'which',
  'your',
  'their',
  'them',
  'they',
]);

/** What the description says right after each option it names, up to the next comma, semicolon or full stop. */
function saidOfEach(options: readonly string[], description: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const option of options) {
    const spelled = option.toLowerCase();
    const at = description.indexOf(spelled);
    if (at < 0) continue;
    const clause = description.slice(at + spelled.length, at + spelled.length + 120).split(/[,;.:()]/)[0] ?? '';
    const words = (clause.match(/\p{L}{4,31}/gu) ?? []).filter((w) => !FILLER.has(w));
    if (words.length > 0) out.set(option, words);
  }
  return out;
}

/**
 * No option said, but the description tells what each does ("x_cap keeps rain out, y_guard keeps birds off") and the
 * request says two or more of one option's words, inflected or not ("the rain keeps getting in": rain, keeps), more
 * than of any other: that option. The request's words must be free.
 */
export function optionDescribed(
  values: readonly unknown[],
  schema: JsonSchema,
  ev: Evidence,
  skip: SkipSpan = () => false,
): Found | undefined {
  const options = values.filter((v): v is string => typeof v === 'string' && /^[\p{L}\p{N}_-]{2,40}$/u.test(v));
  // A yes and a no are told apart by a negation, which shared words do not see ("suitable" and "not suitable").
  if (options.length < 2 || options.length > 40 || booleanOptions(values)) return undefined;
  const said = saidOfEach(options, describe('', schema));
  if (said.size < 2) return undefined;
  const free = [...ev.text.toLowerCase().matchAll(/\p{L}{4,31}/gu)].filter(
    (m) => ev.isFree({ start: m.index, end: m.index + m[0].length }) && !skip(m.index, m.index + m[0].length),
  );
  // Words of one stem share their first three letters: each option's words are compared only with the request's
  // distinct words that open as they do (each with each made a tool of 30 described option lists take 300 ms a request).
  const byOpening = new Map<string, Set<string>>();
  for (const m of free) {
    const opening = m[0].slice(0, 3);
    const same = byOpening.get(opening);
    if (same) same.add(m[0]);
    else byOpening.set(opening, new Set([m[0]]));
  }
  const scored = [...said].map(([option, words]) => {
    const near = new Set(words.flatMap((w) => [...(byOpening.get(w.slice(0, 3)) ?? [])]));
    const hitWords = new Set([...near].filter((t) => words.some((w) => sameStem(t, w))));
    return { option, hitWords, score: hitWords.size };
  });
  scored.sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best || best.score < 2 || (next && next.score === best.score)) return undefined;
  return {
    value: best.option,
    source: free
      .filter((m) => best.hitWords.has(m[0]))
      .map((h) => ev.text.slice(h.index, h.index + h[0].length))
      .join(' '),
    rule: OPTION_DESCRIBED,
  };
}
