// Values one item of a split says that hold for every item: unsaid ones as for the item before, optional ones said once.
import { type Reading } from './readings.ts';
import { type JsonSchema, propertiesOf, requiredOf } from '../understand/schema-view.ts';
import type { PlannedCall } from './planned-call.ts';

/**
 * Values an item does not give (left unsaid, or only guessed) are the ones said for the items before it ("1 kg to
 * France and Spain").
 */
export function inheritShared(calls: PlannedCall[]): PlannedCall[] {
  for (let i = 1; i < calls.length; i++) {
    const call = calls[i]!;
    const before = calls[i - 1]!;
    // A value the item's own words did not give (a guess: no source) is the one said for the item before too.
    const unsaid = Object.keys(call.arguments).filter(
      (k) => call.said !== undefined && !(k in call.said) && before.said?.[k] !== undefined,
    );
    for (const name of [...call.missing, ...unsaid]) {
      if (!(name in before.arguments) || before.missing.includes(name)) continue;
      call.arguments[name] = before.arguments[name];
      if (call.missing.includes(name)) call.missing.splice(call.missing.indexOf(name), 1);
      call.reason += `; ${name} as for the item before`;
      call.item += `; ${name} as for the item before`;
    }
  }
  return calls;
}

/**
 * "Book stays for Biscuit for 3 nights and Pepper for 5 nights, both in a medium kennel", "Suggest wines for the lamb
 * and for the salmon, under 20 euros", "Book medium kennels for ...": an optional value said once, before the first
 * item's own values or after a comma that follows the last item's, is said of every item, not of the stretch it stands
 * in. Each call that lacks it takes it, and says so.
 */
export function saidOnceForAll(
  calls: PlannedCall[],
  stretches: readonly (readonly [text: string, read: Reading])[],
  schema: JsonSchema,
): PlannedCall[] {
  const required = new Set(requiredOf(schema));
  const gives = (r: Reading, k: string) => r.sources.has(k) && k in r.args;
  const last = stretches.length - 1;
  for (const [k] of propertiesOf(schema)) {
    if (required.has(k)) continue;
    const givers = stretches.flatMap(([, r], i) => (gives(r, k) ? [i] : []));
    if (givers.length !== 1 || (givers[0] !== 0 && givers[0] !== last)) continue;
    const at = givers[0]!;
    const [said, read] = stretches[at]!;
    const source = read.sources.get(k)!;
    const start = said.indexOf(source);
    // Where the item's own values stand in that stretch: the values the other stretches give of their own.
    const own = [...read.sources]
      .filter(([p]) => p !== k && stretches.some(([, r], i) => i !== at && gives(r, p)))
      .map(([, src]) => ({ start: said.indexOf(src), end: said.indexOf(src) + src.length }))
      .filter((o) => o.start >= 0);
    if (start < 0 || own.length === 0) continue;
    const shared =
      at === 0
        ? start + source.length <= Math.min(...own.map((o) => o.start))
        : /[,;]/.test(said.slice(Math.max(...own.map((o) => o.end)), Math.max(start, 0)));
    if (!shared) continue;
    const note = `${k} from '${source}', said once for every item`;
    calls.forEach((c, i) => {
      if (i === at || k in c.arguments) return;
      c.arguments[k] = read.args[k];
      c.reason += `; ${note}`;
      c.item += `; ${note}`;
    });
  }
  return calls;
}
