// Items joined by "and" with their preposition or name said again ("of Vega-2 and of Lyra-9"): each in the first one's place.
import { SENTENCE_STOP } from '../understand/text.ts';

/**
 * A joint that says again the word its item opens with: "and for", "and also of", ", and at", "and again on", "and
 * the", "and a", and after a sentence's end "And on". The word is a preposition or an article. (A number said again,
 * "9 cm and 40 cm", was tried: it read the two legs of one triangle as two items.)
 */
const AND_AGAIN = /(?:\band|(?<=[.;]\s)And)\s+(?:also\s+|again\s+)?(for|of|to|at|on|in|from|with|by|the|a|an)\s+/giu;

/** "and" before a capital: a name may open the second item. */
const AND_NAME = /\band\s+(?=\p{Lu})/gu;

/** One to three capitalised words, the last maybe possessive: "Mira", "Ben Okoro's", "Arne Dahls'". */
const NAME_RUN = "\\p{Lu}[\\p{L}-]*(?:\\s+\\p{Lu}[\\p{L}-]*){0,2}(?:'s|')?";

/** A name, then the lower-case word after it ("Tom got", "Ben's red"). */
const NAME_THEN_WORD = new RegExp(`^${NAME_RUN}\\s+(\\p{Ll}+)\\s`, 'u');

/** Where an item after the repeated word may end: a preposition or joint of its own, or the clause's end. */
const ITEM_END = /\s(?:from|with|on|at|in|by|for|to|of|and|then|both|each)\s/giu;

/** A clause ends at a comma, a semicolon, a question or exclamation mark, or a full stop before a space ("Mr." no). */
const CLAUSE_END = new RegExp(String.raw`[,;?!]|${SENTENCE_STOP}(?!\S)|$`, 'u');

/** How many joints of one part are tried: each is read twice per way its item may end, whatever the part's length. */
const JOINTS_TRIED = 3;

/** How many ends of the second item are tried, longest first. */
const ENDS_TRIED = 3;

export interface AgainPair {
  /** The word said again ("for", "the"). */
  word: string;
  list: string;
  variants: { variant: string; item: string }[];
}

/**
 * "the passes of Vega-2 and of Lyra-9 from Oslo", "by noon for Ana and by two for Ben", "the red lamp on Pier Nine
 * and the white lamp on Pier Four": a word said again after "and" opens a second item in the place of the first, in the
 * same shape. The first item runs from the last time that word is said in the clause before the joint (the sentence
 * before, for "... . And on X"); the second may end at the clause's end, where a preposition or joint starts what
 * both items share ("... from Oslo"), or as many words on as the first item has. A name after "and" followed by a
 * word said after a name before the joint ("Mira got ... and Tom got ...") opens a second item too, the names kept in
 * the items. Each way is two variants of the text: the first item alone (the second dropped) and the second in the
 * first's place. The caller keeps the first way, longest second item first, whose variants each read whole and apart.
 * At most JOINTS_TRIED joints of each kind, and ENDS_TRIED ends each besides the one as long as the first item.
 */
export function againVariants(text: string): AgainPair[] {
  const out: AgainPair[] = [];
  for (const m of [...text.matchAll(AND_AGAIN)].slice(0, JOINTS_TRIED)) {
    const word = m[1]!.toLowerCase();
    const jointStart = jointBefore(text, m.index);
    const clauseStart = lastClauseEnd(text, jointStart) + 1;
    const before = text.slice(clauseStart, jointStart);
    const at = [...before.matchAll(new RegExp(`(?<![\\p{L}])${word}\\s+`, 'giu'))].pop();
    if (at) out.push(...pairsAt(text, word, jointStart, clauseStart + at.index + at[0].length, m.index + m[0].length));
  }
  // "Mira got the flu jab and Tom got the tetanus jab", "Ana's red kite Zephyr and Ben's red kite Gale": a name after
  // "and" followed by a word said after a name before it opens a second item like the first, name and all.
  for (const m of [...text.matchAll(AND_NAME)].slice(0, JOINTS_TRIED)) {
    const afterJoint = m.index + m[0].length;
    const next = NAME_THEN_WORD.exec(text.slice(afterJoint));
    if (!next) continue;
    const word = next[1]!;
    const jointStart = jointBefore(text, m.index);
    const clauseStart = lastClauseEnd(text, jointStart) + 1;
    const before = text.slice(clauseStart, jointStart);
    const at = [...before.matchAll(new RegExp(`${NAME_RUN}\\s+(?=${word}\\s)`, 'gu'))].pop();
    if (at) out.push(...pairsAt(text, word, jointStart, clauseStart + at.index, afterJoint));
  }
  return out;
}

/** Where the joint before "and" starts: at the comma, full stop or space before it. */
function jointBefore(text: string, and: number): number {
  return text
    .slice(0, and)
    .trimEnd()
    .replace(/[,.;]$/, '').length;
}

/**
 * The ways to read the items on either side of one joint: the first from `firstStart` to the joint, the second from
 * `afterJoint` to the clause's end, to each preposition or joint before it (longest first), or as long as the first.
 */
function pairsAt(text: string, word: string, jointStart: number, firstStart: number, afterJoint: number): AgainPair[] {
  const first = text.slice(firstStart, jointStart).trim();
  if (first === '' || first.split(/\s+/).length > 8) return [];
  const rest = text.slice(afterJoint);
  const clauseEnd = rest.search(CLAUSE_END);
  const ends = [...rest.slice(0, clauseEnd).matchAll(ITEM_END)].map((e) => e.index);
  // Or the second item is as long as the first, what follows said of both ("the 2021 and the 2023 Tomme Brulée").
  const asLong = rest
    .slice(0, clauseEnd)
    .match(new RegExp(`^\\s*(?:\\S+\\s+){${first.split(/\s+/).length - 1}}\\S+`, 'u'));
  const inClause = [...new Set([clauseEnd, ...ends.reverse()])].slice(0, ENDS_TRIED);
  if (asLong && !inClause.includes(asLong[0].length)) inClause.push(asLong[0].length);
  return inClause.flatMap((e) => {
    const secondEnd = afterJoint + e;
    const second = text.slice(afterJoint, secondEnd).trim();
    if (second === '') return [];
    return [
      {
        word,
        list: text.slice(firstStart, secondEnd),
        variants: [
          { variant: text.slice(0, jointStart) + text.slice(secondEnd), item: first },
          { variant: text.slice(0, firstStart) + second + text.slice(secondEnd), item: second },
        ],
      },
    ];
  });
}

/** Where the last clause before `end` ended (a full stop, a semicolon, a question or exclamation mark), or -1. */
function lastClauseEnd(text: string, end: number): number {
  let at = -1;
  for (const m of text.slice(0, end).matchAll(CLAUSE_STOPS)) at = m.index;
  return at;
}

/** The stops lastClauseEnd reads: those of CLAUSE_END but the comma, which joins items within a clause. */
const CLAUSE_STOPS = new RegExp(String.raw`[;?!]|${SENTENCE_STOP}(?!\S)`, 'gu');
