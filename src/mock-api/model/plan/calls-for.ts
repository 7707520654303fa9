// Calls for one task: one per place, day, amount, value, option, stretch or item the task lists, or the call before again.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { kindOf } from '../understand/param-kind.ts';
import { type Reading, Readings, type ToolReader } from './readings.ts';
import { type JsonSchema, propertiesOf, requiredOf } from '../understand/schema-view.ts';
import { segmentGroups } from './fan-out.ts';
import { againVariants } from './again-variants.ts';
import { dayRuns } from './day-runs.ts';
import { bracketVariants, itemsAfterColon, oneAndOther, sameTail } from './items-told-apart.ts';
import { listVariants } from './list-variants.ts';
import { optionRuns } from './option-runs.ts';
import { respectiveVariants } from './respectively.ts';
import { valueRuns } from './value-runs.ts';
import { completedDate, completedNote, DAY_ALONE_WORDS, monthToDaysBefore } from './dates-said-once.ts';
import { identifierWords, sameStem, words } from '../understand/text.ts';
import { canonicalJson } from '@loopscope/wire/json-object';
import { coordinatedAmounts } from './amounts-listed.ts';
import { sameFor } from './asked-again.ts';
import { coordinatedPlaces, entityProperty, venueWithTown } from './coordinated-places.ts';
import type { PlannedCall, PlanRun } from './planned-call.ts';
import { inheritShared, saidOnceForAll } from './said-once-for-all.ts';
import { placeOfItemBefore } from './tasks-there-in-items.ts';

/**
 * Calls for one task: one per place when the tool takes a single place and the request names several. A plan passes
 * its readings; a caller outside one (a forced tool) starts its own.
 */
export function callsFor(
  tool: FunctionDefinition,
  text: string,
  from: { now: Date; readings?: Readings },
  reason: string,
): PlannedCall[] {
  return datesSaidOnce(splitCalls(tool, text, from, reason));
}

/**
 * "on 8 May and 9 May 2029", "on 2029-03-14 and on 21 March": the calls of one split whose date was said in part
 * (no year, or a day alone) take what it leaves unsaid from the nearest call before whose date was said whole, or else
 * the nearest after.
 */
function datesSaidOnce(calls: PlannedCall[]): PlannedCall[] {
  if (calls.length < 2) return calls;
  const whole = (c: PlannedCall, k: string) => c.said?.[k] !== undefined && /(?<!\d)\d{4}(?!\d)/.test(c.said[k]);
  calls.forEach((call, i) => {
    for (const [k, value] of Object.entries(call.arguments)) {
      const source = call.said?.[k];
      if (source === undefined || typeof value !== 'string' || whole(call, k)) continue;
      const earlier = calls
        .slice(0, i)
        .reverse()
        .find((c) => c.name === call.name && whole(c, k));
      const later = earlier ? undefined : calls.slice(i + 1).find((c) => c.name === call.name && whole(c, k));
      const by = earlier ?? later;
      const done = by && completedDate(value, source, by.arguments[k], by === earlier);
      if (!by || !done) continue;
      const note = completedNote(k, done, source, String(by.arguments[k]));
      call.arguments[k] = done;
      call.reason += `; ${note}`;
      call.item += `; ${note}`;
    }
  });
  return calls;
}

function splitCalls(
  tool: FunctionDefinition,
  text: string,
  from: { now: Date; readings?: Readings },
  reason: string,
): PlannedCall[] {
  const ctx: PlanRun = { now: from.now, readings: from.readings ?? new Readings(from.now) };
  const reader = ctx.readings.of(tool);
  const schema = reader.schema;
  const strict = tool.strict === true;
  const entityProp = entityProperty(tool);
  const single = entityProp && propertiesOf(schema).find(([n]) => n === entityProp)?.[1].type !== 'array';
  const coordinated = single ? coordinatedPlaces(text, ctx.now) : [];
  const entities = venueWithTown(coordinated, text, schema) ? [] : coordinated;
  const one = (
    entity: string | undefined,
    split: string,
    item: string,
    from_ = text,
    held?: [param: string, value: string],
  ): PlannedCall => {
    // The reading is shared with every rule that read this stretch: this call gets its own copies to fill in.
    const read = reader.read(from_, { entity, strict });
    const sources = new Map(read.sources);
    const missing = [...read.missing];
    const args = { ...read.args };
    // A list item a string parameter read only inside a longer stretch is that parameter's value (listVariants).
    if (held) {
      args[held[0]] = held[1];
      sources.set(held[0], held[1]);
    }
    const valueAt = (path: string) =>
      path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], args);
    const sourceNotes = [...sources].map(
      ([k, src]) =>
        [
          k,
          (String(valueAt(k)) === src ? `${k} from '${src}'` : `${k} ${JSON.stringify(valueAt(k))} from '${src}'`) +
            (read.rules.has(k) && k !== held?.[0] ? ` (${read.rules.get(k)!})` : '') +
            joinedNameNote(src),
        ] as const,
    );
    const from = sourceNotes.map(([, note]) => note).join(', ');
    const own = [item, from].filter(Boolean).join(': ');
    return {
      name: tool.name,
      arguments: args,
      reason: [reason, split, own].filter(Boolean).join('; '),
      choice: reason,
      split,
      item: own,
      part: `${from_}\u0000${entity ?? ''}`,
      sourceNotes,
      said: Object.fromEntries(sources),
      missing,
      guessed: requiredOf(schema).filter(
        (k) => typeof args[k] === 'string' && !read.given.has(k) && !missing.includes(k) && k !== held?.[0],
      ),
    };
  };
  const of = (i: number, n: number, what: string) => `item ${i + 1} of ${n}, "${what}"`;
  const again = sameAgain(tool, text, ctx, reason);
  if (again) return again;
  const paired = respectiveVariants(text, ctx.now);
  if (paired.length > 1)
    return paired.map((p, i) =>
      one(
        undefined,
        `"respectively": the items of "${p.list}" paired in order, one call per pair`,
        of(i, paired.length, p.item),
        p.variant,
      ),
    );
  if (entities.length > 1)
    return entities.map((e, i) =>
      one(e, `one call per place named ("${entities.join('", "')}")`, of(i, entities.length, e)),
    );
  // Days listed before their month ("3 and 4 May") come before amounts, which would read the days as numbers.
  const days = dayRuns(reader, text);
  if (days.length > 1)
    return days.map((d, i) =>
      one(undefined, `one call per day listed in "${d.list}"`, of(i, days.length, d.item), d.variant),
    );
  // Amounts listed together ("radii 3, 5 and 7 cm") come before stretches, which would cut the list at its commas.
  const amounts = coordinatedAmounts(text, schema, reader);
  if (amounts.length > 1)
    return amounts.map((a, i) =>
      one(undefined, `one call per amount in "${a.list}"`, of(i, amounts.length, a.item), a.variant),
    );
  const runs = valueRuns(reader, text);
  if (runs.length > 1)
    return runs.map((r, i) =>
      one(
        undefined,
        r.surname
          ? `one call per name listed in "${r.list}", each with the surname "${r.surname}" said once for all`
          : r.announced
            ? `one call per value listed in "${r.list}", "${r.announced}" announcing them`
            : `one call per value listed in "${r.list}"`,
        of(i, runs.length, r.item),
        r.variant,
      ),
    );
  const options = optionRuns(reader, text);
  if (options.length > 1)
    return options.map((o, i) =>
      one(
        undefined,
        `one call per option of ${o.param} listed in "${o.list}"`,
        of(i, options.length, o.item),
        o.variant,
      ),
    );
  const budget = { read: 0 };
  let groups = segmentGroups(reader, text, budget);
  // "noon on the 3rd, 14:00 on the 9th and noon on 27th June 2028": the stretches read with the month
  // said once given to each day said alone before it, when the text as written gives no stretches.
  const monthOnce = groups.length > 1 ? undefined : monthToDaysBefore(text);
  const monthGroups = monthOnce ? segmentGroups(reader, monthOnce.text, budget) : [];
  if (monthGroups.length > 1) groups = monthGroups;
  const stretchNote = `one call per stretch that gives its own values${
    monthGroups.length > 1 ? `, each day said alone with the month of "${monthOnce!.said}"` : ''
  }`;
  // "Prune the fig, the olive and the lemon tree": a stretch may hold items that give no value alone ("the olive"); a
  // list that names more items than there are stretches is read as the list.
  const variants = listVariants(reader, text);
  if (groups.length > 1 && variants.length <= groups.length)
    return saidOnceForAll(
      placeOfItemBefore(
        inheritShared(groups.map((g, i) => one(undefined, stretchNote, of(i, groups.length, g.trim()), g))),
        groups,
        schema,
      ),
      groups.map((g) => [g, reader.read(g)] as const),
      schema,
    );
  if (variants.length > 1)
    return variants.map((v, i) =>
      one(
        undefined,
        `one call per item named together in "${v.list}"${v.holder ? `, each the ${v.holder}` : ''}`,
        of(i, variants.length, v.item),
        v.variant,
        v.holder ? [v.holder, v.item] : undefined,
      ),
    );
  // "the passes of Vega-2 and of Lyra-9 from Oslo", "by noon for Ana and by two for Ben": each item in the first one's
  // place, when each reads whole and apart (the first way that does, longest second item first).
  for (const pair of againVariants(text)) {
    const { variants } = pair;
    const items = variants.map((v) => v.item);
    if (namesParameters(items, schema)) continue;
    const reads = variants.map((v) => reader.read(v.variant));
    if (!apart(reader.read(text), reads)) continue;
    const split = `one call per item of "${pair.list}", "${pair.word}" said again after "and"`;
    return variants.map((v, i) => one(undefined, split, of(i, variants.length, v.item), v.variant));
  }
  // "two swarms: one at Mill Lane, the other at Quay Farm": items told apart by "one" and "the other".
  const others = oneAndOther(text);
  if (
    others.length > 1 &&
    apart(
      reader.read(text),
      others.map((o) => reader.read(o.variant)),
    )
  ) {
    const split = `one call per item of "${others[0]!.list}", told apart by "one" and "the other"`;
    return others.map((o, i) => one(undefined, split, of(i, others.length, o.item), o.variant));
  }
  // "Trim CLIP-4 (drop the intro) and CLIP-9 (cut the credits)": items each with its details in brackets.
  const bracketed = bracketVariants(text);
  const bracketReads = bracketed.map((b) => reader.read(b.variant));
  if (bracketed.length > 1 && apart(reader.read(text), bracketReads)) {
    const split = `one call per item of "${bracketed[0]!.list}", each with its details in brackets`;
    return bracketed.map((b, i) =>
      one(
        undefined,
        split,
        of(i, bracketed.length, b.item),
        b.variant,
        details(b.item, bracketReads[i]!, schema) ?? bracketHead(b.item, bracketReads[i]!, schema),
      ),
    );
  }
  // "check the Oak Room on D from T to T, and the Elm Room for the same slot": the item a last clause says again, in the
  // place of the one it stands for, the rest said the same.
  const tail = sameTail(text);
  const saidAgain = tail && itemSaidAgain(reader, tail.before, tail.item);
  if (tail && saidAgain) {
    const split = `one call per item, "${tail.item}" said again with the rest the same`;
    return [
      one(undefined, split, of(0, 2, saidAgain.first), tail.before),
      one(undefined, split, of(1, 2, tail.item), saidAgain.variant),
    ];
  }
  // "Log today's doses: Rex got rabies and Nala got mange": the items listed after a lead-in's colon, when no list
  // or stretch above split the part.
  const listed = itemsAfterColon(text);
  const whole = listed.length > 1 ? reader.read(text) : undefined;
  // "Annotate PX-20: keep it upright and ring twice": one value the whole part gives holds the items together.
  const heldTogether = (w: Reading) =>
    [...w.given].some((k) => {
      const v = w.args[k];
      return typeof v === 'string' && listed.filter((l) => v.includes(l.item)).length > 1;
    });
  if (
    whole &&
    !heldTogether(whole) &&
    apart(
      whole,
      listed.map((l) => reader.read(l.variant)),
    )
  ) {
    const lead = text.slice(0, text.lastIndexOf(': ')).trim();
    const split = `one call per item listed after "${lead}:" on its line`;
    return listed.map((l, i) =>
      one(undefined, split, of(i, listed.length, l.item), l.variant, ownOverLead(reader, l, lead)),
    );
  }
  return [one(undefined, '', '')];
}

/**
 * The text before a last clause with the item that clause says in the place of the value it stands for: the one
 * string the item gives to a parameter the text before gives another value. Undefined unless both read whole and apart.
 */
function itemSaidAgain(
  reader: ToolReader,
  before: string,
  item: string,
): { variant: string; first: string } | undefined {
  // "and Odile too": a name that opens the item is read after "and", which shows it is no sentence's first word.
  const own = reader.read(/^\p{Lu}/u.test(item) ? `and ${item}` : item);
  const said = reader.read(before);
  const keys = [...own.given].filter((k) => typeof own.args[k] === 'string' && said.given.has(k));
  if (keys.length !== 1) return undefined;
  const k = keys[0]!;
  const [from, to] = [said.sources.get(k), own.sources.get(k)];
  if (!from || !to || from === to || !before.includes(from)) return undefined;
  const variant = before.replace(from, to);
  return apart(said, [said, reader.read(variant)]) ? { variant, first: from } : undefined;
}

/**
 * "Re-checks at Elm Row: PX-14 is 3 kg, PX-15 is 9 kg": a string the item itself gives ("PX-14") is its value for the
 * parameter that read the lead-in's first word ("Re-checks", capitalised maybe only because it opens the sentence), as
 * an item's own value beats a word that may name nothing. A value read further in the lead-in ("at Kelso") stays.
 */
function ownOverLead(
  reader: ToolReader,
  listed: { variant: string; item: string },
  lead: string,
): [param: string, value: string] | undefined {
  const own = reader.read(listed.item);
  const both = reader.read(listed.variant);
  for (const k of own.given) {
    const [mine, said] = [own.args[k], both.args[k]];
    if (typeof mine === 'string' && typeof said === 'string' && mine !== said && lead.startsWith(said))
      return [k, mine];
  }
  return undefined;
}

/**
 * Readings of one part's items that each ask a call of their own: none leaves a required value unsaid or loses one the
 * whole part gives, and each differs from the one before in a value both give themselves (a free text both take whole,
 * the request's gist, tells nothing apart) that the required parameters of one call of the whole part do not hold both
 * of: "legs 9 cm and 40 cm" gives its two values to two parameters of one call.
 */
function apart(whole: Reading, reads: readonly Reading[]): boolean {
  // Each item says all the part says: a required value the whole part gives, each item's reading gives too.
  if (reads.some((r) => r.missing.length > 0 || [...whole.given].some((k) => !r.given.has(k)))) return false;
  const held = new Set([...whole.given].map((k) => canonicalJson(whole.args[k])));
  // Each item against the one before it.
  return reads.slice(1).every((b, i) => {
    const a = reads[i]!;
    return [...a.given].some((k) => {
      const [first, second] = [canonicalJson(a.args[k]), canonicalJson(b.args[k])];
      return b.given.has(k) && first !== second && !(held.has(first) && held.has(second));
    });
  });
}

/**
 * "CLIP-4 (drop the first minute)": the details in an item's brackets are the value of the free-text parameter (a
 * note, an instruction) that read only the request's gist around them.
 */
function details(item: string, read: Reading, schema: JsonSchema): [string, string] | undefined {
  const inside = /\(([^()]+)\)/u.exec(item)?.[1]?.trim();
  if (!inside) return undefined;
  const holder = propertiesOf(schema).find(([n, p]) => {
    const value = read.args[n];
    return kindOf(n, p) === 'text' && !read.given.has(n) && typeof value === 'string' && value.includes(inside);
  });
  return holder && [holder[0], inside];
}

/**
 * "Order kale (2 packets), chard (3 packets) and rocket (1 packet)": the lower-case words before an item's brackets
 * are the value of the plain string parameter that read only the request's gist around them.
 */
function bracketHead(item: string, read: Reading, schema: JsonSchema): [string, string] | undefined {
  const head = item.slice(0, item.indexOf('(')).trim();
  if (!/^\p{Ll}[\p{L}-]*(?: \p{Ll}[\p{L}-]*){0,2}$/u.test(head)) return undefined;
  const holder = propertiesOf(schema).find(([n, p]) => {
    const value = read.args[n];
    return kindOf(n, p) === 'string' && !read.given.has(n) && typeof value === 'string' && value.includes(head);
  });
  return holder && [holder[0], head];
}

/**
 * "the username 'ana' and the password 'x1'", "with the host h1 and the port 80": items that open with different words
 * each naming a parameter of the tool are two values of one call, not two items.
 */
function namesParameters(items: readonly string[], schema: JsonSchema): boolean {
  const named = propertiesOf(schema).flatMap(([n]) => identifierWords(n));
  const heads = items.map((item) => words(item)[0] ?? '');
  return new Set(heads).size > 1 && heads.every((h) => named.some((n) => sameStem(n, h)));
}

/** Names the rule that read a name joined by "and the" as one ("Florence and the Machine"), for the explanation. */
function joinedNameNote(source: string): string {
  const words = source.split(/\s+/);
  const capital = (w: string | undefined) => w !== undefined && /^\p{Lu}/u.test(w);
  const at = words.findIndex(
    (w, i) => (w === 'and' || w === '&') && words[i + 1] === 'the' && capital(words[i - 1]) && capital(words[i + 2]),
  );
  return at > 0 ? ` (one name: capitalised words joined by "${words[at]} the")` : '';
}

/**
 * "..., and on booking PL-41 the same for two": "the same" said inside its clause, after words that give values of
 * their own. The clause (after its comma, semicolon or stop, and an "and") is read whole, "the same" left out, and the
 * call before is read up to that clause. At most LEAD_WORDS words before "the same".
 */
function leadOfSame(
  text: string,
  same: { index: number; 0: string },
  reader: ToolReader,
): { start: number; said: string } | undefined {
  if (!/^\s*(?:the\s+)?same\b/i.test(same[0])) return undefined;
  const before = text.slice(Math.max(0, same.index - 120), same.index);
  const stop = Math.max(...[',', ';', '.', '?', '!'].map((c) => before.lastIndexOf(c)));
  if (stop < 0) return undefined;
  const lead = before
    .slice(stop + 1)
    .trim()
    .replace(/^and\s+/i, '');
  const words = lead.split(/\s+/).length;
  if (lead === '' || words > LEAD_WORDS || reader.read(lead).given.size === 0) return undefined;
  const start = same.index - before.length + stop;
  const rest = same[0].replace(/^\s*(?:the\s+)?same\s+/i, '');
  let said = `${lead} ${rest}`.trimEnd();
  while (/[.?!]$/.test(said)) said = said.slice(0, -1);
  return start > 0 ? { start, said } : undefined;
}

const LEAD_WORDS = 8;

function sameAgain(tool: FunctionDefinition, text: string, ctx: PlanRun, reason: string): PlannedCall[] | undefined {
  const same = sameFor(text);
  if (!same || same.index === 0) return undefined;
  const lead = leadOfSame(text, same, ctx.readings.of(tool));
  const first = callsFor(tool, text.slice(0, lead?.start ?? same.index), ctx, reason);
  // "Do the same for Pepper": a name that opens X is read after "and", which shows it is no sentence's first word.
  const x = lead?.said ?? same[1]!.trim();
  const said = /^\p{Lu}/u.test(x) ? `and ${x}` : x;
  const { args: own, sources } = ctx.readings.of(tool).read(said);
  const read = [...sources.keys()].filter((k) => !k.includes('.') && k in own);
  // A text value that is all of X is a fallback reading (X taken whole as a text) when X also gave another its own
  // value; a number read from all of X ("and the same for 400 mugs": 400 from '400 mugs') is X's own value.
  const fallback = (k: string) => typeof own[k] === 'string' && [x, said].includes(sources.get(k)!.trim());
  const given = read.length > 1 ? read.filter((k) => !fallback(k)) : read;
  const last = first[first.length - 1];
  if (!last) return undefined;
  // "on mar 2 2029? and on mar 9?", "... on 2029-06-12? And on the 20th?": a date said in part takes what it leaves
  // unsaid from the date of the call before.
  const completed = Object.entries(last.arguments).flatMap(([k, before]) => {
    // "on the 12th but from 4pm": a day said alone is read from its own words, so the values said beside it stay.
    const source = given.includes(k) ? sources.get(k)! : (DAY_ALONE_WORDS.exec(x)?.[0] ?? x);
    const value = completedDate(given.includes(k) ? own[k] : undefined, source, before);
    return value ? [[k, value, completedNote(k, value, source, String(before)), source] as const] : [];
  });
  // "on the 13th" completed as a date gives no other value: its "13" is no name.
  const kept = given.filter((k) => !completed.some(([c, , , src]) => c !== k && src.includes(sources.get(k)!)));
  const names = propertiesOf(ctx.readings.of(tool).schema).map(([n]) => n);
  const to = new Map(kept.map((k) => [k, saidTowards(k, x, names)]));
  const notes = kept
    .filter((k) => !completed.some(([c]) => c === k))
    .map((k) =>
      to.get(k) === k
        ? `${k} from '${sources.get(k)}'`
        : `${to.get(k)} from '${sources.get(k)}' (a value said again after "${x.trim().split(/\s/)[0]!.toLowerCase()}")`,
    )
    .concat(completed.map(([, , n]) => n));
  if (notes.length === 0) return undefined;
  const note = `the same again for "${x}": ${notes.join(', ')}, the rest as before`;
  const args = {
    ...last.arguments,
    ...Object.fromEntries(kept.map((k) => [to.get(k)!, own[k]])),
    ...Object.fromEntries(completed.map(([k, v]) => [k, v])),
  };
  return [
    ...first,
    {
      ...last,
      arguments: args,
      missing: last.missing.filter((m) => !kept.some((k) => to.get(k) === m) && !completed.some(([c]) => c === m)),
      reason: `${reason}; ${note}`,
      item: note,
      // "the same for X", "what about X?" and a follow-up ("And in X?") all ask the call before again.
      split: 'one call per request asked again',
    },
  ];
}

/**
 * "…, and the same run but to DX-31 instead": a value said again after "to" (or "into") belongs to the parameter of a
 * from/to pair named for where things go, one said after "from" to the one named for where they come from, whichever
 * of the two read it alone (one postcode alone is read as the first). Else the parameter that read it.
 */
function saidTowards(param: string, said: string, names: readonly string[]): string {
  const direction = /^(?:to|into|from)\b/i.exec(said.trim())?.[0].toLowerCase();
  if (!direction) return param;
  const [want, other] = direction === 'from' ? ['from', 'to'] : ['to', 'from'];
  const own = identifierWords(param);
  if (!own.includes(other)) return param;
  const pair = own.map((w) => (w === other ? want : w)).join(' ');
  return names.find((n) => n !== param && identifierWords(n).join(' ') === pair) ?? param;
}
