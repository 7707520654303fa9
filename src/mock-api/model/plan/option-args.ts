// Readers of options and booleans: the option a request mentions or says inflected, a yes/no pair of options, a flag said or negated.
import type { Evidence } from '../understand/evidence.ts';
import { identifierWords, sameStem, words } from '../understand/text.ts';
import { findOptionMentions } from '../understand/option-mentions.ts';
import type { Found } from './found.ts';

/** Spans of the request an option reader must pass over (an option said as a target, for a source parameter). */
export type SkipSpan = (start: number, end: number) => boolean;

/** Words of a parameter's name that make it where something comes from (`from_unit`, `source_lang`, `old_plan`). */
const SOURCE_WORDS = /\b(from|source|src|origin|input|old|current)\b/;

/** Words of a parameter's name that make it where something goes (`to_unit`, `target_lang`, `new_plan`). */
const TARGET_WORDS = /\b(to|target|dest|destination|output|into|new)\b/;

/** True for a parameter named as where something goes (and not also as where it comes from). */
export function isTargetParameter(name: string): boolean {
  const words = identifierWords(name).join(' ');
  return TARGET_WORDS.test(words) && !SOURCE_WORDS.test(words);
}

/** True for a parameter named as where something comes from. */
export function isSourceParameter(name: string): boolean {
  return SOURCE_WORDS.test(identifierWords(name).join(' '));
}

/** Which mentioned option fits: a "from" property takes the first mention, a "to" property the last. */
export function pickOption(
  name: string,
  values: readonly unknown[],
  ev: Evidence,
  skip: SkipSpan = () => false,
): Found | undefined {
  const mentioned = findOptionMentions(ev.text, values).filter(
    (h) => ev.isFree({ start: h.index, end: h.index + 1 }) && !skip(h.index, h.end),
  );
  // "all the Redis caches": the option that names something beats a catch-all one mentioned alongside it.
  const specific = mentioned.filter((h) => !/^(all|any|none|both|every|default)$/i.test(String(h.value)));
  const hits = specific.length > 0 ? specific : mentioned;
  if (hits.length === 0) return undefined;
  const words = identifierWords(name).join(' ');
  const target = isTargetParameter(name);
  // "switch from pizza to burger": a parameter that names neither end takes where the request goes, not where it comes from.
  const change =
    hits.length >= 2 &&
    !SOURCE_WORDS.test(words) &&
    /\bfrom\b[^.?!]*\bto\b/i.test(ev.text.slice(Math.max(0, hits[0]!.index - 12), hits[hits.length - 1]!.index));
  const hit = target || change ? hits[hits.length - 1]! : hits[0]!;
  // "electric kiln C" for `electric_kiln_c`: an option said in several words is said by all of them, so none of its
  // words is left for another parameter (its "C" was read as the name of the potter).
  const several = /\s/.test(ev.text.slice(hit.index, hit.end));
  if (values.length > 2 || typeof hit.value !== 'boolean')
    ev.take({ start: hit.index, end: several ? hit.end : hit.index + 1 });
  const said = several ? ev.text.slice(hit.index, hit.end) : ev.text.slice(hit.index).match(/^[^\s,.?!]+/)?.[0];
  return { value: hit.value, source: said ?? String(hit.value) };
}

/** True when a request word is an inflection of an option's word: "trued" of true, "cancelled" of cancellations. */
function inflects(said: string, option: string): boolean {
  if (said.startsWith(option)) return option.length >= 3 && said.length - option.length <= 3;
  let common = 0;
  while (common < said.length && said[common] === option[common]) common++;
  return common >= 6 && common >= Math.min(said.length, option.length) - 3;
}

/**
 * No option is said as written, but every word of one is said inflected ("wants the wheel trued" for `wheel_true`,
 * "gets cancelled" for `cancellations`): a model reads that option. One option only, each of its words three letters
 * or more and one of them five (words that share only their first five letters, "priced" and "pricey", are two); the catch-alls ("all", "any", "none") are never read this way.
 */
export function optionByItsWords(
  values: readonly unknown[],
  ev: Evidence,
  skip: SkipSpan = () => false,
): Found | undefined {
  const said = [...ev.text.toLowerCase().matchAll(/\p{L}+/gu)].filter(
    (m) =>
      m[0].length >= 3 &&
      ev.isFree({ start: m.index, end: m.index + m[0].length }) &&
      !skip(m.index, m.index + m[0].length),
  );
  const fits = values.flatMap((value) => {
    if (typeof value !== 'string' || /^(?:all|any|none|both|every|default|other)$/i.test(value)) return [];
    const parts = identifierWords(value);
    if (parts.length === 0 || parts.some((w) => w.length < 3) || !parts.some((w) => w.length >= 5)) return [];
    const hits = parts.map((w) => said.find((m) => inflects(m[0], w)));
    return hits.every((h) => h !== undefined) ? [{ value, hits }] : [];
  });
  if (fits.length !== 1) return undefined;
  const { value, hits } = fits[0]!;
  for (const h of hits) ev.take({ start: h.index, end: h.index + h[0].length });
  return {
    value,
    source: hits.map((h) => ev.text.slice(h.index, h.index + h[0].length)).join(' '),
    rule: 'an option whose words the request says inflected',
  };
}

/** Options that are a yes and a no written as strings ("True"/"False", "yes"/"no"), as [yes, no]. */
/** Each list of options' yes and no, found once (the list is the one `optionsOf` keeps for its schema). */
const yesNoOf = new WeakMap<readonly unknown[], [unknown, unknown] | null>();

export function booleanOptions(values: readonly unknown[]): [unknown, unknown] | undefined {
  let found = yesNoOf.get(values);
  if (found === undefined) {
    const yes = values.find((v) => /^(true|yes|y|on|1)$/i.test(String(v)));
    const no = values.find((v) => /^(false|no|n|off|0)$/i.test(String(v)));
    found = yes !== undefined && no !== undefined ? [yes, no] : null;
    yesNoOf.set(values, found);
  }
  return found ?? undefined;
}

export function extractBoolean(name: string, ctx: { text: string }): Found | undefined {
  const keys = identifierWords(name).filter(
    (w) =>
      !['include', 'is', 'use', 'enable', 'enabled', 'with', 'show', 'should', 'has', 'allow', 'get'].includes(w) &&
      w.length > 2,
  );
  // Inflections count: "attached files" says `include_attachments`, "hidden" says `show_hide`... by a shared stem.
  const said = words(ctx.text);
  const hits = keys
    .map((k) => said.find((w) => w === k || (k.length > 4 && sameStem(w, k))))
    .filter((w) => w !== undefined);
  const hit = hits[0];
  if (!hit) return undefined;
  // "the fox was not seen" for `fox_seen`: a negation before any of the name's words said negates it.
  const negated = hits.some((w) =>
    new RegExp(`\\b(without|no|not|don't|dont|never|skip|exclude|disable)\\b[^.?!]{0,20}\\b${w}`, 'i').test(ctx.text),
  );
  return { value: !negated, source: hit };
}
