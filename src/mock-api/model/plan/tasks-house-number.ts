// "wash the windows at 12 Larch Avenue; then clear the gutters at 14": a house number alone is on the street said before.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { parametersOf, propertiesOf } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';
import type { PlannedCall } from './planned-call.ts';

/**
 * A house number said alone: after "number", "no." or "at", one to four digits and maybe a letter ("42", "7b"), a
 * possessive maybe, then the clause's end or a small word ("at 14 for the landlord", "number 16's, too"). Not a
 * clock time ("at 9:30", "at 9 am"), an amount ("at 14 kg") or a number before a name ("at 14 Larch Avenue" says the street).
 */
const HOUSE_NUMBER_ALONE =
  /\b(?:number|no\.?|at)\s+(\d{1,4}[a-z]?)(?:['’]s)?(?=\s*(?:[,;.!?]|$)|\s+(?:for|on|and|the|too|also|as|with|please|then)\b)/giu;

/** A whole address: a house number, then a street of capitalised words ("12 Larch Avenue"). */
const NUMBERED_STREET = /^\d{1,4}[a-z]?\s+(\p{Lu}[\p{L}'’-]{0,30}(?:\s+\p{Lu}[\p{L}'’-]{0,30}){0,3})$/u;

/** A parameter that holds an address: its name says so. */
function addressParam(tool: FunctionDefinition | undefined): string | undefined {
  if (!tool) return undefined;
  return propertiesOf(parametersOf(tool)).find(
    ([n, p]) => identifierWords(n).includes('address') && p.type === 'string',
  )?.[0];
}

/**
 * Calls of the parts after the first whose address this part does not say (unsaid, only guessed, carried from a part
 * before, or read with no house number) but whose text says a house number alone take that number on the street of the nearest address before
 * ("12 Larch Avenue", then "at 14": "14 Larch Avenue"). Only when exactly one such number is said in the part.
 */
export function houseNumberOnStreetBefore(
  parts: PlannedCall[][],
  tools: readonly FunctionDefinition[],
): PlannedCall[][] {
  for (const [i, calls] of parts.entries()) {
    if (i === 0) continue;
    for (const call of calls) {
      const k = addressParam(tools.find((t) => t.name === call.name));
      if (!k) continue;
      const text = call.part.split('\u0000')[0]!;
      const numbers = [...text.matchAll(HOUSE_NUMBER_ALONE)].map((m) => m[1]!);
      if (numbers.length !== 1) continue;
      const said = call.said?.[k];
      // An address read here with no number of its own ("Priya Lund" taken for want of one) is no address said.
      const saidHere =
        said !== undefined && /\d/.test(said) && text.includes(said) && !(call.guessed ?? []).includes(k);
      if (saidHere || Object.values(call.said ?? {}).some((s) => s.includes(numbers[0]!))) continue;
      const street = parts
        .slice(0, i)
        .flat()
        .reverse()
        .map((c) => {
          const a = addressParam(tools.find((t) => t.name === c.name));
          return a && typeof c.arguments[a] === 'string'
            ? NUMBERED_STREET.exec(c.arguments[a] as string)?.[1]
            : undefined;
        })
        .find((s) => s !== undefined);
      if (!street) continue;
      const value = `${numbers[0]} ${street}`;
      call.arguments[k] = value;
      call.missing = call.missing.filter((m) => m !== k);
      if (call.guessed) call.guessed = call.guessed.filter((m) => m !== k);
      const note = `${k} "${value}": the house number '${numbers[0]}' said alone, on the street said before`;
      call.reason += `; ${note}`;
      call.item = [call.item, note].filter(Boolean).join('; ');
    }
  }
  return parts;
}
