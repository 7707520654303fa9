// Values a later part of a request leaves unsaid, taken from the parts before: by name, by kind, "there", a first name, "each".
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { kindOf } from '../understand/param-kind.ts';
import { parametersOf, propertiesOf, requiredOf } from '../understand/schema-view.ts';
import { ITEMS_BACK, POINTS_BACK } from './points-back.ts';
import { completedDate, completedNote, DAY_ALONE_WORDS, ISO } from './dates-said-once.ts';
import { identifierWords, words } from '../understand/text.ts';
import { canonicalJson } from '@loopscope/wire/json-object';
import type { PlannedCall } from './planned-call.ts';

/**
 * "Resize dune.png to 900 pixels, then print 3 copies of it", "search ferries from Oban to Mull on June 14 and book two
 * seats on that one": a later task about the same thing leaves out what an earlier task said. A required parameter a
 * part's call is missing takes the value the nearest part before gave to a parameter of the same name, when every call
 * of that part gave it the same value (two parts about two hives say nothing about which one "its" is). When no part
 * before has a parameter of that name and the part points back ("rent a tripod to him", "reserve a room there that
 * day", "queue it"), it takes the value of the one parameter of the same kind (a person, a place, a date, a code...)
 * the nearest part before gave.
 */
/**
 * "..., and check room B on the 15th": a date a part needs and says only as a day takes its month and year from the
 * nearest date a part before gave (its first call's). True when it did.
 */
function dayAloneFromBefore(
  call: PlannedCall,
  name: string,
  before: readonly PlannedCall[][],
  tools: readonly FunctionDefinition[],
): boolean {
  const tool = tools.find((t) => t.name === call.name);
  const schema = tool ? parametersOf(tool) : undefined;
  const prop = schema && new Map(propertiesOf(schema)).get(name);
  if (!call.missing.includes(name) || !prop || kindOf(name, prop) !== 'date') return false;
  const said = call.part.split('\u0000')[0]!;
  for (const calls of [...before].reverse()) {
    const whole = Object.values(calls[0]?.arguments ?? {}).find((v) => typeof v === 'string' && ISO.test(v));
    if (whole === undefined) continue;
    const value = completedDate(undefined, said, whole);
    if (!value) return false;
    const source = DAY_ALONE_WORDS.exec(said)?.[0] ?? said;
    const note = completedNote(name, value, source, String(whole));
    call.arguments[name] = value;
    call.missing.splice(call.missing.indexOf(name), 1);
    // "on the 14th" is that date, no count of 14 besides.
    const required = requiredOf(schema);
    const dropped = Object.entries(call.said ?? {}).filter(
      ([k, src]) => k !== name && !required.includes(k) && k in call.arguments && bare(source).includes(bare(src)),
    );
    for (const [k] of dropped) delete call.arguments[k];
    const notes = [note, ...dropped.map(([k, src]) => `${k} left out: '${src}' is the day of that date`)].join('; ');
    call.reason += `; ${notes}`;
    call.item = [call.item, notes].filter(Boolean).join('; ');
    return true;
  }
  return false;
}

const bare = (t: string) => t.replace(/\s/g, '').toLowerCase();

/**
 * "See whether Elm Hut is open on D, then hold a bunk there for Ana Lind": "there" points back to the place the
 * part before named. The parameter that held it there (by the same name) takes it here too, and the name this part had
 * put in it goes to a string parameter of this call that got no value of its own (missing or guessed), not a date or
 * time. Only when the part before's calls agree on that value.
 */
export function placeFromThere(parts: PlannedCall[][], tools: readonly FunctionDefinition[]): PlannedCall[][] {
  for (const [i, calls] of parts.entries()) {
    const before = parts[i - 1];
    if (!before || before.length === 0) continue;
    for (const call of calls) {
      if (!/\bthere\b/i.test(call.part.split('\u0000')[0]!)) continue;
      const props = new Map(propertiesOf(parametersOf(tools.find((t) => t.name === call.name)!)));
      const unsaid = (m: string) => call.missing.includes(m) || (call.guessed ?? []).includes(m);
      for (const [k, here] of Object.entries(call.arguments)) {
        const there = before[0]!.arguments[k];
        if (typeof here !== 'string' || typeof there !== 'string' || here === there || unsaid(k)) continue;
        if (before.some((c) => c.arguments[k] !== there || c.missing.includes(k))) continue;
        const free = Object.keys(call.arguments).find(
          (m) =>
            m !== k &&
            unsaid(m) &&
            typeof call.arguments[m] === 'string' &&
            !['date', 'time'].includes(kindOf(m, props.get(m) ?? {})),
        );
        if (!free) continue;
        call.arguments[k] = there;
        call.arguments[free] = here;
        call.missing = call.missing.filter((m) => m !== free);
        call.guessed = (call.guessed ?? []).filter((m) => m !== free);
        const notes = [
          `${k} ${JSON.stringify(there)} as ${k} in part ${i} ("there" points back to it)`,
          `${free} ${JSON.stringify(here)}: the name "there" left free`,
        ];
        call.reason += `; ${notes.join('; ')}`;
        call.item = [call.item, ...notes].filter(Boolean).join('; ');
        break;
      }
    }
  }
  return parts;
}

/** One capitalised word: a first name said alone ("Hallie"). */
const FIRST_NAME_ALONE = /^\p{Lu}[\p{Ll}'’-]+$/u;

/** Two or three capitalised words: a name said in full ("Hallie Brandt", "Ana de Wit" is not read here). */
const FULL_NAME = /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+){1,2}$/u;

/**
 * "Rent the tripod to Ana Lind, …, and book Ana a session": a person named in full in a part before and then by the
 * first name alone is the same person; the later call takes the full name, when exactly one name said before opens
 * with that word.
 */
export function fullNamesSaidBefore(parts: PlannedCall[][]): PlannedCall[][] {
  for (const [i, calls] of parts.entries()) {
    if (i === 0) continue;
    const said = parts
      .slice(0, i)
      .flat()
      .flatMap((c) => Object.values(c.arguments))
      .filter((v): v is string => typeof v === 'string' && FULL_NAME.test(v));
    for (const call of calls) {
      for (const [k, v] of Object.entries(call.arguments)) {
        if (typeof v !== 'string' || !FIRST_NAME_ALONE.test(v)) continue;
        const full = [...new Set(said.filter((n) => n.startsWith(`${v} `)))];
        if (full.length !== 1) continue;
        const note = `${k} "${full[0]}": the full name said before "${v}"`;
        call.arguments[k] = full[0]!;
        call.reason += `; ${note}`;
        call.item = [call.item, note].filter(Boolean).join('; ');
      }
    }
  }
  return parts;
}

export function carriedFromPartsBefore(parts: PlannedCall[][], tools: readonly FunctionDefinition[]): PlannedCall[][] {
  for (const [i, calls] of parts.entries()) {
    for (const call of calls) {
      const pointer = POINTS_BACK.exec(call.part.split('\u0000')[0]!)?.[0];
      // A text that took only the gist ("print ten copies of it" for a title) is no value when the part points back.
      // "work out its yield with one super": a name or a code read as a lower-case word ("one") is no value either,
      // when a part before gave one under the same name or of the same kind.
      const weak = pointer ? weakNames(call, tools) : [];
      const guessed = pointer ? [...(call.guessed ?? []), ...weak] : [];
      for (const name of [...call.missing, ...guessed]) {
        if (dayAloneFromBefore(call, name, parts.slice(0, i), tools)) continue;
        for (let j = i - 1; j >= 0; j--) {
          const given = (c: PlannedCall) => !c.missing.includes(name) && !(c.guessed ?? []).includes(name);
          const before = parts[j]!.filter((c) => name in c.arguments && given(c));
          const kin =
            before.length === 0 && pointer
              ? (sameKind(call.name, name, parts[j]!, tools) ?? wordOfName(name, parts[j]!, tools))
              : undefined;
          if (before.length === 0 && !kin) continue;
          const from = kin ?? name;
          const values = new Set(parts[j]!.map((c) => canonicalJson(c.arguments[from])));
          if (values.size === 1 && (kin || before.length === parts[j]!.length)) {
            const value = parts[j]![0]!.arguments[from];
            call.arguments[name] = value;
            if (call.missing.includes(name)) call.missing.splice(call.missing.indexOf(name), 1);
            const note =
              kin || guessed.includes(name)
                ? `${name} ${JSON.stringify(value)} as ${from} in part ${j + 1} ("${pointer}" points back to it)`
                : `${name} ${JSON.stringify(value)} as in part ${j + 1} (this part names none)`;
            call.reason += `; ${note}`;
            call.item = [call.item, note].filter(Boolean).join('; ');
          }
          break;
        }
      }
    }
  }
  return parts;
}

/**
 * Required parameters of a call that name one thing (a person, a place, a code) but took a lower-case word with no
 * digit ("one", "follow-up"): no name of a thing.
 */
function weakNames(call: PlannedCall, tools: readonly FunctionDefinition[]): string[] {
  const schema = parametersOf(tools.find((t) => t.name === call.name)!);
  const props = new Map(propertiesOf(schema));
  return requiredOf(schema).filter((n) => {
    const value = call.arguments[n];
    return (
      typeof value === 'string' &&
      CARRIED_KINDS.has(kindOf(n, props.get(n) ?? {})) &&
      /^[\p{Ll}\s'-]{1,40}$/u.test(value) &&
      !call.missing.includes(n) &&
      !(call.guessed ?? []).includes(n)
    );
  });
}

/**
 * The one parameter of the part's calls whose kind is the kind of `name` (of tool `toolName`) and whose value every
 * call of the part gives: a person for a person, a place for a place. Undefined when none or several fit, or the kind
 * says too little (a number, a free text, a plain string).
 */
function sameKind(
  toolName: string,
  name: string,
  part: readonly PlannedCall[],
  tools: readonly FunctionDefinition[],
): string | undefined {
  const schemaOf = (n: string) => parametersOf(tools.find((t) => t.name === n)!);
  const want = kindOf(name, new Map(propertiesOf(schemaOf(toolName))).get(name) ?? {});
  if (!CARRIED_KINDS.has(want) || part.some((c) => c.name !== part[0]!.name)) return undefined;
  const props = propertiesOf(schemaOf(part[0]!.name)).filter(
    ([n, p]) => kindOf(n, p) === want && part.every((c) => n in c.arguments && !c.missing.includes(n)),
  );
  return props.length === 1 ? props[0]![0] : undefined;
}

/**
 * "each of them", "of each", "both of them": words by which a later task points back to every item a task before
 * named ("Weigh the rye bin and the spelt bin, and order 3 sacks of each"). A bare "both" counts too; any "both" says
 * two items.
 */

/** A value that is only the pointing words ("each", "both"), read as if it named something. */
const POINTER_WORDS = new Set(['each', 'both', 'all', 'them', 'those', 'these', 'of', 'the']);

/**
 * "Weigh the rye bin and the spelt bin, and order 3 sacks of each", "walk Biscuit and Nala, then book each of them a
 * groom", "... and their opening hours", "... for the same dates", "... for those two towns": a part that points back to every item of the part before (ITEMS_BACK) is called once per item. The part
 * before made several calls of one tool that differ in one parameter this part's tool has too (by its name, else the
 * one required parameter whose name shares a word with it); each call takes one of those values, in the order they
 * were named.
 */
export function overItemsBefore(parts: PlannedCall[][], tools: readonly FunctionDefinition[]): PlannedCall[][] {
  return parts.map((calls, i) => {
    const pointer = calls.length === 1 ? ITEMS_BACK.exec(calls[0]!.part.split('\u0000')[0]!)?.[0] : undefined;
    const before = parts[i - 1];
    if (!pointer || !before || before.length < 2 || before.some((c) => c.name !== before[0]!.name)) return calls;
    // "both" says two items.
    if (/\bboth\b/i.test(pointer) && before.length !== 2) return calls;
    const call = calls[0]!;
    const varied = Object.keys(before[0]!.arguments).filter(
      (k) =>
        before.every((c) => k in c.arguments && !c.missing.includes(k)) &&
        new Set(before.map((c) => canonicalJson(c.arguments[k]))).size === before.length,
    );
    const schema = parametersOf(tools.find((t) => t.name === call.name)!);
    const own = new Set(propertiesOf(schema).map(([n]) => n));
    const required = requiredOf(schema);
    const targetOf = (k: string) =>
      own.has(k)
        ? k
        : singleOrNone(required.filter((n) => identifierWords(n).some((w) => identifierWords(k).includes(w))));
    const pointed = (n: string) =>
      call.missing.includes(n) ||
      (call.guessed ?? []).includes(n) ||
      words(String(call.arguments[n])).every((w) => POINTER_WORDS.has(w));
    const mapped = varied.flatMap((k) => {
      const target = targetOf(k);
      return target ? [{ from: k, target }] : [];
    });
    const chosen = mapped.length > 1 ? mapped.filter((m) => pointed(m.target)) : mapped;
    if (chosen.length !== 1) return calls;
    const { from, target } = chosen[0]!;
    const split = `one call per item of part ${i}: "${pointer}" points back to them`;
    return before.map((b, k) => {
      const value = b.arguments[from];
      const note = `item ${k + 1} of ${before.length}, ${JSON.stringify(String(value))}: ${target} ${JSON.stringify(value)} as ${from} in part ${i}`;
      const item = [note, withoutSource(call, target)].filter(Boolean).join('; ');
      return {
        ...call,
        arguments: { ...call.arguments, [target]: value },
        missing: call.missing.filter((m) => m !== target),
        guessed: (call.guessed ?? []).filter((m) => m !== target),
        split,
        item,
        reason: [call.choice, split, item].filter(Boolean).join('; '),
      };
    });
  });
}

/** The call's item without the words that said where `param`'s value came from (a later rule gave it another). */
function withoutSource(call: PlannedCall, param: string): string {
  const notes = call.sourceNotes ?? [];
  const all = notes.map(([, note]) => note).join(', ');
  if (all === '' || !call.item.startsWith(all)) return call.item;
  const kept = notes.filter(([k]) => k !== param).map(([, note]) => note);
  return [kept.join(', '), call.item.slice(all.length).replace(/^; /, '')].filter(Boolean).join('; ');
}

function singleOrNone(names: readonly string[]): string | undefined {
  return names.length === 1 ? names[0] : undefined;
}

/**
 * "Log gravity 1.010 for batch B-7, and work out its strength from a start of 1.050": the one parameter of the part's
 * calls whose name is a word of `name` (`gravity` of `final_gravity`) and whose value every call gives.
 */
function wordOfName(
  name: string,
  part: readonly PlannedCall[],
  tools: readonly FunctionDefinition[],
): string | undefined {
  if (part.some((c) => c.name !== part[0]!.name)) return undefined;
  const own = identifierWords(name);
  const props = propertiesOf(parametersOf(tools.find((t) => t.name === part[0]!.name)!)).filter(
    ([n]) =>
      n !== name &&
      identifierWords(n).every((w) => own.includes(w)) &&
      part.every((c) => n in c.arguments && !c.missing.includes(n)),
  );
  return props.length === 1 ? props[0]![0] : undefined;
}

/** Kinds whose values name one thing a later task can point back to. */
const CARRIED_KINDS = new Set(['person', 'place', 'date', 'time', 'code']);
