// A pair of parameters for what a thing is now and what it becomes: the one for what it becomes takes the value after "to".
import type { Evidence } from '../understand/evidence.ts';
import { identifierWords } from '../understand/text.ts';
import type { Found } from './found.ts';

/** Words of a parameter's name for what a thing becomes, and for what it is now. */
const BECOMES = /^(?:new|target|renamed|desired)$/;

const IS_NOW = /^(?:old|current|original|existing|previous|present)$/;

/** "… to Archive 2026", "… into the Summer Archive": the words that say what follows is what a thing becomes. */
const TOWARDS_BEFORE = /(?<![\p{L}])(?:to|into)\s+(?:the\s+)?$/u;

/**
 * "Rename the Q3 folder to Archive 2026" for `current_name` and `new_name`: of a parameter for what a thing becomes
 * and one for what it is now, the one for what it becomes takes the value said after "to" or "into", whichever reader
 * found it (a name can be read before a code, and so take the wrong parameter of the pair).
 */
export function nameSaidAfterTo(found: Map<string, Found>, names: readonly string[], ev: Evidence): void {
  const becomes = names.find((n) => identifierWords(n).some((w) => BECOMES.test(w)));
  const isNow = names.find((n) => identifierWords(n).some((w) => IS_NOW.test(w)));
  const next = becomes && found.get(becomes);
  const now = isNow && found.get(isNow);
  if (!next || !now || typeof next.source !== 'string' || typeof now.source !== 'string') return;
  const saidAfterTo = (source: string) => {
    const at = ev.text.indexOf(source);
    return at >= 0 && TOWARDS_BEFORE.test(ev.text.slice(Math.max(0, at - 12), at));
  };
  if (!saidAfterTo(now.source) || saidAfterTo(next.source)) return;
  const rule = "the value said after 'to' is what it becomes";
  found.set(becomes, { ...now, rule });
  found.set(isNow, { ...next, rule });
}
