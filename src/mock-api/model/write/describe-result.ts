// A parsed tool result in words, as a model summarises one: quantities with their units ("17°C", "wind 12 km/h",
// "price $4.50"), the weather's condition and humidity said plainly, nested objects and lists read, never raw JSON.
import { formatQuantity, readKey, unitFromText, type Quantity } from '../understand/result-facts.ts';
import type { ReplyWords } from '../understand/reply-language.ts';
import { clip } from '../understand/text.ts';
import { conditionText } from './condition-words.ts';

type Fields = Record<string, unknown>;

/** Keys that name what a result is about: its label, not a fact about it. */
export const LABEL_KEYS = ['city', 'location', 'name', 'title', 'place', 'query', 'id'];
const UNIT_KEYS = new Set(['unit', 'units', 'currency', 'temperature_unit', 'temp_unit']);
const TEMPERATURE_WORDS = new Set(['temperature', 'temp']);
const CONDITION_WORDS = new Set(['condition', 'conditions', 'weather', 'description', 'summary', 'sky']);
const MONEY_WORDS = /^(price|cost|amount|value|total|subtotal|fee|balance|fare)$/;
/** How many items of a list an answer reads out before saying how many more there are. */
const LIST_ITEMS = 3;

/** How many items of a list of `length` to read out: all of them when only one would be left ("and 1 more" says less than the item). */
export function shownCount(length: number, max: number): number {
  return length === max + 1 ? length : Math.min(length, max);
}

/** An object that is one amount in a unit (`{"value": 182.4, "currency": "USD"}`, `{"amount": 6, "unit": "bar"}`): that quantity. */
function amountOf(value: unknown): { n: number; unit: Quantity } | undefined {
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  const amountKey = keys.find((k) => /^(value|amount|quantity|qty)$/i.test(k));
  const unitKey = keys.find((k) => UNIT_KEYS.has(k.toLowerCase()));
  if (keys.length !== 2 || !amountKey || !unitKey) return undefined;
  const n = value[amountKey];
  const named = value[unitKey];
  if (typeof n !== 'number' || typeof named !== 'string' || named.trim() === '') return undefined;
  // A unit the mock does not know is still said after the number, as the result spells it.
  return {
    n,
    unit: unitFromText(named) ?? { kind: 'measure', symbol: ` ${named.trim()}`, code: named.trim().toLowerCase() },
  };
}

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The unit a sibling `unit` / `currency` field gives this key, when the key names none of its own. */
function unitFor(key: string, siblings: Fields): { label: string; unit?: Quantity } {
  const { words, unit } = readKey(key);
  const label = words.join(' ');
  if (unit) return { label, unit };
  const named = Object.entries(siblings).find(([k, v]) => UNIT_KEYS.has(k.toLowerCase()) && typeof v === 'string');
  const shared = named ? unitFromText(String(named[1])) : undefined;
  if (!shared) return { label };
  if (shared.kind === 'temperature')
    return words.some((w) => TEMPERATURE_WORDS.has(w) || /^(feels|like|high|low|max|min|dew)$/.test(w))
      ? { label, unit: shared }
      : { label };
  if (shared.kind === 'money') return words.some((w) => MONEY_WORDS.test(w)) ? { label, unit: shared } : { label };
  return words.includes('humidity') ? { label } : { label, unit: shared };
}

/** The words for a label-like field of an object, used to name a list item. */
export function labelOf(f: Fields): string | undefined {
  const key =
    LABEL_KEYS.find((k) => typeof f[k] === 'string' && f[k] !== '') ?? LABEL_KEYS.find((k) => typeof f[k] === 'number');
  return key ? String(f[key]) : undefined;
}

/** One value in words: a quantity with its unit, a list of values, an object's own description, or the value itself. */
function valueText(value: unknown, unit: Quantity | undefined, say: ReplyWords, depth: number): string {
  if (typeof value === 'number') return formatQuantity(value, unit);
  if (typeof value === 'boolean') return value ? say.yes : say.no;
  if (Array.isArray(value)) return depth >= 3 ? clip(JSON.stringify(value), 60) : listText(value, say, depth, unit);
  if (!isObject(value)) return String(value);
  if (depth >= 3) return clip(JSON.stringify(value), 60);
  // A nested object is named by its label, as a list item is ("device: Boiler (room: Cellar)"), not left without it.
  const label = labelOf(value);
  const rest = describeFields(value, say, depth + 1, label !== undefined);
  if (label === undefined) return `(${rest})`;
  return rest === say.done ? label : `${label} (${rest})`;
}

/** A list in words: its first items (a number in the list's unit, an object by its label and facts, a list in a list as a group) and how many more. */
export function listText(values: readonly unknown[], say: ReplyWords, depth = 0, unit?: Quantity): string {
  if (values.length === 0) return say.none;
  const shown = values.slice(0, shownCount(values.length, LIST_ITEMS)).map((v) => {
    if (Array.isArray(v)) return valueText(v, unit, say, depth + 1);
    if (!isObject(v)) return valueText(v, unit, say, depth);
    const label = labelOf(v);
    const rest = describeFields(v, say, depth + 1, label !== undefined);
    return label === undefined ? rest : rest === say.done ? label : `${label}: ${rest}`;
  });
  const more = values.length - shown.length;
  return (
    shown.join(values.some((v) => isObject(v) || Array.isArray(v)) ? '; ' : ', ') +
    (more > 0 ? ` ${say.more(more)}` : '')
  );
}

/** An object's facts in words: temperature, condition and humidity first as a forecast says them, then each other field. */
export function describeFields(f: Fields, say: ReplyWords, depth = 0, labelled = true): string {
  const parts: string[] = [];
  const skip = new Set<string>(Object.keys(f).filter((k) => UNIT_KEYS.has(k.toLowerCase())));
  if (labelled) for (const k of LABEL_KEYS) if (typeof f[k] === 'string') skip.add(k);
  const entries = Object.entries(f);
  const temperature = entries.find(
    ([k, v]) =>
      typeof v === 'number' &&
      (() => {
        const { words, unit } = readKey(k);
        return (
          words.length <= 1 &&
          (words.every((w) => TEMPERATURE_WORDS.has(w)) || (words.length === 0 && unit?.kind === 'temperature'))
        );
      })(),
  );
  if (temperature) {
    parts.push(formatQuantity(temperature[1] as number, unitFor(temperature[0], f).unit));
    skip.add(temperature[0]);
  }
  const condition = entries.find(([k, v]) => typeof v === 'string' && CONDITION_WORDS.has(k.toLowerCase()));
  if (condition) {
    parts.push(conditionText(String(condition[1]), say));
    skip.add(condition[0]);
  }
  if (typeof f.humidity === 'number') {
    parts.push(say.humidity(f.humidity));
    skip.add('humidity');
  }
  for (const [key, value] of entries) {
    if (skip.has(key) || value === null || value === undefined || value === '') continue;
    const { label, unit } = unitFor(key, f);
    const amount = amountOf(value);
    if (amount) {
      parts.push(`${label || key} ${formatQuantity(amount.n, amount.unit)}`);
      continue;
    }
    const text = valueText(value, unit, say, depth);
    // A quantity reads "wind 12 km/h"; anything else "status: out for delivery".
    parts.push(
      unit && typeof value === 'number'
        ? label
          ? `${label} ${text}`
          : text
        : `${label || key}${text.startsWith('(') ? ' ' : ': '}${text}`,
    );
  }
  return parts.length > 0 ? parts.join(', ') : say.done;
}
