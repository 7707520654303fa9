// "it's rather urgent" for `urgency` among low, normal and high: the parameter's own word said as a quality is the
// top of its scale, and said negated ("not urgent") the bottom.
import type { Evidence } from '../understand/evidence.ts';
import { identifierWords, sameStem } from '../understand/text.ts';
import type { Found } from './found.ts';
import type { SkipSpan } from './option-args.ts';

/** The rule's words in the model's note (the timeline translates them: `ruleOptionScale`). */
export const OPTION_SCALE = "the parameter's own word said: the top of its scale, the bottom when negated";

const TOP = /^(?:high|highest|max|maximum|top)$/i;
const BOTTOM = /^(?:low|lowest|min|minimum)$/i;

/**
 * Options that run from low to high (`low`, `normal`, `high`), none of them said: a word of the parameter's name said
 * as a quality of the request ("rather urgent" for `urgency`, "very important" for `importance`) picks the top, and
 * the same word after "not"/"isn't"/"no" the bottom. The word must be free, five letters or more.
 */
export function optionOnScale(
  name: string,
  values: readonly unknown[],
  ev: Evidence,
  skip: SkipSpan = () => false,
): Found | undefined {
  const top = values.find((v) => typeof v === 'string' && TOP.test(v));
  const bottom = values.find((v) => typeof v === 'string' && BOTTOM.test(v));
  if (top === undefined || bottom === undefined) return undefined;
  const own = identifierWords(name).filter((w) => w.length >= 5);
  if (own.length === 0) return undefined;
  for (const m of ev.text.matchAll(/\p{L}{5,31}/gu)) {
    const at = { start: m.index, end: m.index + m[0].length };
    if (!own.some((w) => sameStem(m[0].toLowerCase(), w)) || !ev.isFree(at) || skip(at.start, at.end)) continue;
    const negated = /(?<![\p{L}])(?:not|isn't|isn’t|no|never|n't|n’t)\s+(?:\p{L}+\s+)?$/iu.test(
      ev.text.slice(Math.max(0, at.start - 24), at.start),
    );
    ev.take(at);
    return { value: negated ? bottom : top, source: ev.text.slice(at.start, at.end), rule: OPTION_SCALE };
  }
  return undefined;
}
