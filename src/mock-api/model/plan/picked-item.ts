// "Tell me more about the second one", "Remind them of the overdue one", "첫 번째 거 예약해 줘": a request that picks one
// item of an earlier list result gives another tool that item's id or name, as a model reading its context does.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import type { PastCall } from '../conversation.ts';
import { factsOf, type Fact } from '../understand/result-facts.ts';
import { parametersOf, requiredOf } from '../understand/schema-view.ts';
import { identifierWords, saysWhole } from '../understand/text.ts';
import { FROM_EARLIER_RESULT, MOST_RESULTS, POINTS_AT_RESULT, readableResult } from './from-results.ts';
import type { PlannedCall } from './planned-call.ts';

/** Ordinal words in the app's three languages, each with the item it picks (-1: the last). */
const ORDINALS: readonly [RegExp, number][] = [
  [/(?<!\p{L})(?:first|1st|pierwsz\p{L}{0,3})(?!\p{L})|첫\s?번째|첫\s?번/iu, 0],
  [/(?<!\p{L})(?:second|2nd|drug\p{L}{1,3})(?!\p{L})|두\s?번째/iu, 1],
  [/(?<!\p{L})(?:third|3rd|trzeci\p{L}{0,3})(?!\p{L})|세\s?번째/iu, 2],
  [/(?<!\p{L})(?:fourth|4th|czwart\p{L}{1,3})(?!\p{L})|네\s?번째/iu, 3],
  [/(?<!\p{L})(?:fifth|5th|pi[ąa]t\p{L}{1,3})(?!\p{L})|다섯\s?번째/iu, 4],
  [/(?<!\p{L})(?:last|ostatni\p{L}{0,3})(?!\p{L})|마지막/iu, -1],
];
/** "the cheapest", "najtańszy", "가장 싼" / "the most expensive", "najdroższy", "가장 비싼": by a price-like number. */
const CHEAPEST = /(?<!\p{L})(?:cheapest|najta[ńn]sz\p{L}{0,3})(?!\p{L})|(?:가장|제일)\s?(?:싼|저렴한)/iu;
const DEAREST = /(?<!\p{L})(?:most expensive|priciest|najdro[żz]sz\p{L}{0,3})(?!\p{L})|(?:가장|제일)\s?비싼/iu;
const PRICE_WORDS = new Set(['price', 'cost', 'fee', 'total', 'amount', 'fare', 'rate']);
/** Polish "that" as a request points with it alone ("szczegóły tego", "o tej"; "to" is English too). */
const POINTS_PL = /(?<!\p{L})(?:tego|tej|tę|tym)(?!\p{L})/iu;
/** Words a reader may take for an id or name when the request only points ("the second one", "that"). */
const POINTING = /^(?:one|it|that|this|them|first|second|third|fourth|fifth|last|the \w+ one)$/i;

/** The rule's note for a value taken from a picked item. */
const pickedNote = (param: string, fact: Fact) =>
  `${param} from '${fact.path}: ${String(fact.value)}' (${FROM_EARLIER_RESULT})`;

interface Item {
  path: string;
  leaves: Fact[];
}

/**
 * Calls whose id or name parameters the plan left lacking (or filled with a pointing word: "one"), filled from the
 * item of the newest earlier list result the request picks. With no plan, the one offered tool (other than the list's)
 * that the item fills whole. All or nothing: a parameter the item has no value for keeps the plan.
 */
export function pickedFromResults(
  planned: readonly PlannedCall[] | null,
  request: string,
  tools: readonly FunctionDefinition[],
  history: readonly PastCall[],
): PlannedCall[] | undefined {
  if (history.length === 0) return undefined;
  const found = newestResults(history);
  const fromList = found.list && pick(request, found.list.items);
  // "Book it", "Tell me more about that one": the newest result, one object, is the item pointed at.
  const head = request.slice(0, 400);
  const pointing = !fromList && found.single ? (POINTS_AT_RESULT.exec(head) ?? POINTS_PL.exec(head)) : null;
  const list = fromList ? found.list : pointing ? found.single : undefined;
  const picked = fromList ?? (pointing && found.single && { ...found.single.items[0]!, how: pointing[0] });
  if (!list || !picked) return undefined;
  // A plan that only asks the list's own tool again ("Details of the one on Elm Street" read as a search for Elm
  // Street) reads as no plan: the item picked goes to another tool if one takes it whole.
  const again = planned?.every((c) => c.name === list.name);
  if (planned && planned.length > 0 && !again) {
    const out: PlannedCall[] = [];
    for (const call of planned) {
      const open = [
        ...call.missing,
        ...Object.entries(call.arguments)
          .filter(([k, v]) => typeof v === 'string' && POINTING.test(v.trim()) && !call.missing.includes(k))
          .map(([k]) => k),
      ];
      if (open.length === 0) {
        out.push(call);
        continue;
      }
      const filled = fill(call, open, picked);
      if (!filled) return undefined;
      out.push(filled);
    }
    return out.some((c, i) => c !== planned[i]) ? out : undefined;
  }
  const fits = tools
    .filter((t) => t.name !== list.name)
    .map((t) => {
      const required = requiredOf(parametersOf(t));
      const call: PlannedCall = {
        name: t.name,
        arguments: {},
        reason: '',
        choice: `picked ${t.name}: the request picks "${picked.how}" of the earlier ${list.name} result`,
        split: '',
        item: '',
        part: request,
        missing: required,
      };
      return required.length > 0 ? fill(call, required, picked) : undefined;
    })
    .filter((c): c is PlannedCall => c !== undefined);
  return fits.length === 1 ? fits : undefined;
}

function fill(call: PlannedCall, open: readonly string[], picked: Item & { how: string }): PlannedCall | undefined {
  const taken: [string, Fact][] = [];
  for (const param of open) {
    const fact = leafFor(param, picked.leaves);
    if (!fact) return undefined;
    taken.push([param, fact]);
  }
  const notes = taken.map(([p, f]) => pickedNote(p, f));
  const item = [call.item, ...notes].filter(Boolean).join('; ');
  return {
    ...call,
    arguments: { ...call.arguments, ...Object.fromEntries(taken.map(([p, f]) => [p, f.value])) },
    missing: call.missing.filter((m) => !open.includes(m)),
    item,
    reason: [call.choice, call.split, item].filter(Boolean).join('; '),
  };
}

/** The item's value for a parameter: under its own key, else under the key its last word names (`invoice_id` ← `id`). */
function leafFor(param: string, leaves: readonly Fact[]): Fact | undefined {
  const words = identifierWords(param);
  const scalar = leaves.filter((f) => typeof f.value === 'string' || typeof f.value === 'number');
  const own = scalar.filter((f) => f.words.join(' ') === words.join(' '));
  if (own.length === 1) return own[0];
  const last = words[words.length - 1];
  if (last !== 'id' && last !== 'name') return undefined;
  const byLast = scalar.filter((f) => f.words.length === 1 && f.words[0] === last);
  return byLast.length === 1 ? byLast[0] : undefined;
}

interface Listed {
  name: string;
  items: Item[];
}

/**
 * The newest earlier result holding a list of objects (the first such list in it), and the newest result of all when
 * it is one object with no list (an item by itself).
 */
function newestResults(history: readonly PastCall[]): { list?: Listed; single?: Listed } {
  const recent = history.slice(-MOST_RESULTS).reverse();
  let single: Listed | undefined;
  let newest = true;
  for (const past of recent) {
    const parsed = readableResult(past);
    if (parsed === undefined) continue;
    const facts = factsOf(parsed);
    const listed = Array.isArray(parsed) ? undefined : facts.find((f) => Array.isArray(f.value));
    const array = Array.isArray(parsed) ? parsed : listed?.value;
    const isList = Array.isArray(array) && array.length >= 1 && array.every((x) => typeof x === 'object' && x !== null);
    if (!isList) {
      if (newest && typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        single = { name: past.name, items: [{ path: '', leaves: facts.filter((f) => f.depth === 1) }] };
      newest = false;
      continue;
    }
    const prefix = listed ? `${listed.path}.` : '';
    const items = array.slice(0, 50).map((_, i) => {
      const at = `${prefix}${i}.`;
      return { path: `${prefix}${i}`, leaves: facts.filter((f) => f.path.startsWith(at)) };
    });
    return { list: { name: past.name, items }, ...(single && { single }) };
  }
  return single ? { single } : {};
}

/** The item the request picks: by ordinal, by the cheapest or dearest price, by a value of it said, or the only one. */
function pick(request: string, items: readonly Item[]): (Item & { how: string }) | undefined {
  const text = request.slice(0, 400);
  for (const [word, index] of ORDINALS) {
    const said = word.exec(text);
    if (!said) continue;
    const item = items[index < 0 ? items.length - 1 : index];
    return item && { ...item, how: said[0] };
  }
  const byPrice = CHEAPEST.exec(text) ?? DEAREST.exec(text);
  if (byPrice) {
    const sign = CHEAPEST.test(byPrice[0]) ? 1 : -1;
    const priced = items
      .map((item) => ({
        item,
        price: item.leaves.find((f) => typeof f.value === 'number' && f.words.some((w) => PRICE_WORDS.has(w)))?.value,
      }))
      .filter((x): x is { item: Item; price: number } => typeof x.price === 'number');
    if (priced.length < 2) return undefined;
    priced.sort((a, b) => sign * (a.price - b.price));
    if (priced[0]!.price === priced[1]!.price) return undefined;
    return { ...priced[0]!.item, how: byPrice[0] };
  }
  const lower = text.toLowerCase();
  const saidValue = (item: Item) =>
    item.leaves.find(
      (f) => typeof f.value === 'string' && f.value.length >= 3 && saysWhole(lower, f.value.toLowerCase()),
    );
  const saying = items.filter((item) => saidValue(item));
  if (saying.length === 1) return { ...saying[0]!, how: String(saidValue(saying[0]!)!.value) };
  return undefined;
}
