// "a full plot at Elm Lane for me, and another there for my partner": "there" in an item is the place of the item before.
import type { JsonSchema } from '../understand/schema-view.ts';
import { propertiesOf } from '../understand/schema-view.ts';
import { kindOf } from '../understand/param-kind.ts';
import { identifierWords } from '../understand/text.ts';
import type { TaskCall } from './tasks-call.ts';

/** Names of a parameter that holds where something is, whatever its kind (a list of sites is options). */
const PLACE_NAMES = new Set(['site', 'venue', 'branch', 'location', 'centre', 'center', 'place', 'address']);

/** "there", "the same place", "at the same site": words by which an item says the place of the item before. */
const THERE = /\b(?:there|the same (?:place|site|venue|address|branch|centre|center))\b/i;

/**
 * Calls made one per stretch, each stretch its own text: a stretch that says "there" and gives no place of its own
 * takes the place (a parameter of kind place, or one named as a site, venue, branch …) the call before it has.
 */
export function placeOfItemBefore<C extends TaskCall>(
  calls: C[],
  stretches: readonly string[],
  schema: JsonSchema,
): C[] {
  const places = propertiesOf(schema)
    .filter(([n, p]) => kindOf(n, p) === 'place' || identifierWords(n).some((w) => PLACE_NAMES.has(w)))
    .map(([n]) => n);
  if (places.length === 0 || calls.length !== stretches.length) return calls;
  for (let i = 1; i < calls.length; i++) {
    const pointer = THERE.exec(stretches[i]!)?.[0];
    if (!pointer) continue;
    const call = calls[i]!;
    const before = calls[i - 1]!;
    for (const k of places) {
      const unsaid = !(k in call.arguments) || call.missing.includes(k) || (call.guessed ?? []).includes(k);
      if (!unsaid || !(k in before.arguments) || before.missing.includes(k)) continue;
      call.arguments[k] = before.arguments[k];
      call.missing = call.missing.filter((m) => m !== k);
      if (call.guessed) call.guessed = call.guessed.filter((m) => m !== k);
      const note = `${k} ${JSON.stringify(before.arguments[k])} as for the item before ("${pointer}" points back to it)`;
      call.reason += `; ${note}`;
      call.item += `; ${note}`;
    }
  }
  return calls;
}
