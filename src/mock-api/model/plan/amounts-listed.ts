// Amounts named together for one number parameter ("7 and 9 kg", "12 months, 24 months and 36 months"): one call each.
import { type ToolReader } from './readings.ts';
import { baseType, type JsonSchema, propertiesOf, requiredOf } from '../understand/schema-view.ts';

/**
 * Amounts named together for a parameter that takes one ("7 and 9 kg", "3, 5 or 7 days", "12 or 24 or 36 months"): the
 * request once per amount, each with the shared unit ("7 kg", "9 kg"). With several number parameters, the list is the
 * one whose name the word after the list names ("for 6 and 12 months" is `months`); the other numbers stay shared.
 */
export function coordinatedAmounts(
  said: string,
  schema: JsonSchema,
  reader: ToolReader,
): { variant: string; item: string; list: string }[] {
  const numbers = propertiesOf(schema).filter(([, p]) => ['number', 'integer'].includes(baseType(p) ?? ''));
  // "12 months, 24 months and 36 months", "5 km and 10 km": the unit said after every amount is read as said once.
  const text = unitSaidOnce(said);
  // biome-ignore format: the eslint-disable comment below must stay on the line it excuses
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
  const m = text.match(/(?<![\p{L}\d.,])(?<![\p{L}\d]-)(\d+(?:\.\d+)?)((?:(?:\s*,\s*|\s*,?\s+(?:and|or|&)\s+)\d+(?:\.\d+)?)*)\s*,?\s+(?:and|or|&)\s+(\d+(?:\.\d+)?)(?=\s*(?:[\p{L}%$€£]|[.?!;]|$))/u);
  if (!m) return [];
  // With optional number parameters beside it ("bpm" and "beats_per_bar"), the one required number takes the list.
  const required = new Set(requiredOf(schema));
  let single = numbers.length === 1 ? numbers : numbers.filter(([n]) => required.has(n));
  if (single.length !== 1) {
    const unit = text
      .slice(m.index! + m[0].length)
      .match(/^\s*(\p{L}+)/u)?.[1]
      ?.toLowerCase()
      .replace(/s$/, '');
    single = unit
      ? numbers.filter(([n]) =>
          n
            .toLowerCase()
            .split(/[_\W]+/)
            .some((w) => w.replace(/s$/, '') === unit),
        )
      : [];
  }
  const values = [
    m[1]!,
    ...m[2]!
      .split(/[,&]|\b(?:and|or)\b/)
      .map((v) => v.replace(/[^\d.]/g, ''))
      .filter(Boolean),
    m[3]!,
  ];
  if (single.length !== 1) single = freeForList(numbers, values.map(Number), text, reader);
  if (single.length !== 1) return [];
  const list = text === said ? m[0] : (REPEATED_UNIT.exec(said)?.[0] ?? m[0]);
  return values.map((v) => ({
    variant: text.slice(0, m.index) + v + text.slice(m.index! + m[0].length),
    item: v,
    list,
  }));
}

/**
 * Amounts listed with the same unit after each ("12 months, 24 months and 36 months", "5 km and 10 km", "200ml or
 * 250ml"). The unit is a word of letters (not a joining word) or a percent sign, the same after every amount. A list
 * starts at no amount that follows another amount's unit and comma, so a long run of "1 km, " is tried once, not once
 * per amount (the square of its length).
 */
// biome-ignore format: the eslint-disable comment below must stay on the line it excuses
// eslint-disable-next-line regexp/no-super-linear-backtracking -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed; the unit is bounded and said again by reference
const REPEATED_UNIT = /(?<![\p{L}\d.,])(?<!\d ?(?:\p{L}{1,12}|%),\s?)(?<![\p{L}\d]-)\d+(?:\.\d+)? ?(?!(?:and|or|to|of|for|at|in|on|by|each|from|with)(?![\p{L}]))(\p{L}{1,12}|%)(?![\p{L}])(?:\s*,\s*\d+(?:\.\d+)? ?\1(?![\p{L}]))*\s*,?\s+(?:and|or|&)\s+\d+(?:\.\d+)? ?\1(?![\p{L}])/u;

/** The text with a list of amounts that repeats its unit after each written with the unit once, after the last. */
function unitSaidOnce(text: string): string {
  const m = REPEATED_UNIT.exec(text);
  if (!m) return text;
  const unit = m[1]!;
  const spaced = new RegExp(` ?${unit === '%' ? '%' : unit}(?![\\p{L}])`, 'gu');
  const said = m[0].replace(spaced, '');
  return `${text.slice(0, m.index)}${said}${unit === '%' ? '' : ' '}${unit}${text.slice(m.index + m[0].length)}`;
}

/**
 * With several number parameters and no unit to tell them apart ("VAT at 20% on 49.99, 120 and 15.50"), the list goes
 * to the one required number parameter the whole request gives no value outside the list: the others are tied to
 * amounts of their own ("20%" for the rate).
 */
function freeForList(
  numbers: [string, JsonSchema][],
  listed: readonly number[],
  text: string,
  reader: ToolReader,
): [string, JsonSchema][] {
  const required = numbers.filter(([n]) => requiredOf(reader.schema).includes(n));
  if (required.length < 2) return [];
  const whole = reader.read(text);
  const outside = (n: string) =>
    whole.tied.has(n) && typeof whole.args[n] === 'number' && !listed.includes(whole.args[n] as number);
  const rest = required.filter(([n]) => !outside(n));
  return rest.length === 1 ? rest : [];
}
