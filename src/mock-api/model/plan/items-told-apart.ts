// Items told apart by their form: "one ... the other", details in brackets, items after a colon, a last clause said again.
import { insideQuote } from '../understand/spans.ts';

/** "one at the mill, the other at the quay", "one for Ana and another for Ben": two items told apart by "one" and "the other". */
const ONE_AND_OTHER =
  /(?<![\p{L}])one\s([^,;.?!]{1,60}?)(?:,\s|\sand\s|;\s)(?:and\s)?(?:the other(?: one)?|another(?: one)?|the second|a second)\s([^,;.?!]{1,60})/iu;

/**
 * "Log two swarms: one at Mill Lane, the other at Quay Farm": the part once per item so told apart, each item in the
 * place of the pair.
 */
export function oneAndOther(text: string): { variant: string; item: string; list: string }[] {
  const m = ONE_AND_OTHER.exec(text);
  if (!m) return [];
  const end = m.index + m[0].length;
  return [m[1]!.trim(), m[2]!.trim()].map((item) => ({
    variant: text.slice(0, m.index) + item + text.slice(end),
    item,
    list: m[0],
  }));
}

/** The text without one word (and a comma right after it), its spaces closed up. */
export function withoutWord(text: string, word: string): string {
  const at = text.toLowerCase().indexOf(word);
  if (at < 0) return text;
  const after = text.slice(at + word.length).replace(/^,/, '');
  const rest = after.trimStart();
  return `${text.slice(0, at).trimEnd().replace(/,$/, '')}${/^[.?!;]/.test(rest) || rest === '' ? '' : ' '}${rest}`;
}

/** What joins one bracketed item to the next: a comma, "and" or "or", or both (", and"). */
const BRACKET_JOINT = /^(?:,\s*)?(?:(?:and|or)\b\s*)?/iu;

/** The longest head of a bracketed item, in words ("for Dario Benedetti" is three). */
const HEAD_WORDS = 6;

/**
 * "Trim CLIP-4 (drop the intro) and CLIP-9 (cut the credits)", "enrol Ana Lind (level B1) and Ben Okoro (level
 * C2)": items named together, each with its own details in brackets. The first item's head is as many words, before
 * its bracket, as the second item's head. One variant of the text per item, the run of items replaced by that item
 * alone. Only the first run of two or more is read.
 */
export function bracketVariants(text: string): { variant: string; item: string; list: string }[] {
  const groups = [...text.matchAll(/\([^()]{1,80}\)/gu)];
  for (let i = 0; i + 1 < groups.length; i++) {
    const items: { start: number; end: number }[] = [];
    let k = i;
    while (k + 1 < groups.length) {
      const end = groups[k]!.index + groups[k]![0].length;
      const between = text.slice(end, groups[k + 1]!.index);
      const said = between.trim();
      const joint = BRACKET_JOINT.exec(said)![0];
      const head = said.slice(joint.length);
      if (joint === '' || head === '' || /[(),;.?!]/.test(head) || head.split(/\s+/).length > HEAD_WORDS) break;
      const next = groups[k + 1]!;
      items.push({ start: end + between.indexOf(said) + joint.length, end: next.index + next[0].length });
      k++;
    }
    if (items.length === 0) continue;
    // The first head: as many words as the second's, right before the first bracket.
    const words = text
      .slice(items[0]!.start, groups[i + 1]!.index)
      .trim()
      .split(/\s+/).length;
    let start = text.slice(0, groups[i]!.index).trimEnd().length;
    for (let w = 0; w < words && start > 0; w++) {
      const space = text.lastIndexOf(' ', start - 1);
      start = space < 0 ? 0 : w === words - 1 ? space + 1 : text.slice(0, space).trimEnd().length;
    }
    const all = [{ start, end: groups[i]!.index + groups[i]![0].length }, ...items];
    const runEnd = all[all.length - 1]!.end;
    const list = text.slice(start, runEnd);
    return all.map((it) => {
      const item = text.slice(it.start, it.end);
      return { variant: text.slice(0, start) + item + text.slice(runEnd), item, list };
    });
  }
  return [];
}

/** Items of a list after a colon: more than this many, or longer items, are no list of calls. */
const MAX_COLON_ITEMS = 12;

const MAX_COLON_ITEM = 80;

/**
 * "Log today's doses: Rex got rabies and Nala got mange", "Scores: the red kite, 8; the blue box kite, 9":
 * a lead-in that ends with a colon, then one sentence listing items, each a call of the lead-in's task. The items are
 * cut at semicolons when the list has any (its items may hold commas), else at commas and "and"; never inside a
 * quote. One variant per item: the lead-in, its colon, and that item alone.
 */
export function itemsAfterColon(text: string): { variant: string; item: string; list: string }[] {
  const colon = text.lastIndexOf(': ');
  if (colon < 0) return [];
  const lead = text.slice(0, colon).trim();
  const list = text
    .slice(colon + 2)
    .trim()
    .replace(/[.!?]$/, '');
  // One sentence: a list that runs on into another sentence is no list of items.
  if (lead === '' || /[.!?]\s/.test(list)) return [];
  const quoted = insideQuote(list);
  // readable() squeezed the request's whitespace runs: one space stands between words.
  const joint = list.includes(';') ? /;\s?/g : /,\s(?:and\s)?|\sand\s/g;
  const items: string[] = [];
  let start = 0;
  for (const m of list.matchAll(joint)) {
    if (quoted(m.index)) continue;
    items.push(list.slice(start, m.index).trim());
    start = m.index + m[0].length;
  }
  items.push(list.slice(start).trim());
  if (items.length < 2 || items.length > MAX_COLON_ITEMS || items.some((i) => i === '' || i.length > MAX_COLON_ITEM))
    return [];
  return items.map((item) => ({ variant: `${lead}: ${item}.`, item, list }));
}

/**
 * A last clause that says one item again and the rest the same: ", and the Elm Room for the same slot", ", and Ben
 * too", "and Oslo as well". Its item (at most 60 characters, no comma or stop) and where the clause starts; undefined
 * when the text ends otherwise.
 */
const SAME_TAIL =
  /,?\s(?:and|plus)\s([^,;.?!]{1,60}?)\s(?:(?:for|on|at|in|with)\s(?:the\s)?same\s\p{L}+|too|as well)[.?!]?$/iu;

export function sameTail(text: string): { before: string; item: string } | undefined {
  const m = SAME_TAIL.exec(text);
  return m ? { before: text.slice(0, m.index), item: m[1]!.trim() } : undefined;
}
