// A tool result read as facts: every value with the words of its key (and its parents'), and the unit its key or a
// sibling field names (`temperature_c` is a temperature in °C, `wind_kmh` a speed, `price_usd` a price in dollars).
import { identifierWords } from './text.ts';
import { unitOf } from './units.ts';

export type QuantityKind =
  | 'temperature'
  | 'speed'
  | 'money'
  | 'percent'
  | 'length'
  | 'mass'
  | 'time'
  | 'volume'
  | 'measure';

export interface Quantity {
  kind: QuantityKind;
  /** How it is written after a number ("°C", " km/h", "%") or, for money, before it ("$"). */
  symbol: string;
  /** Size in the kind's base unit, for converting (temperatures convert by formula, money never). */
  size?: number;
  /** The unit's own name, for temperatures and currencies ("c", "usd"). */
  code: string;
}

export interface Fact {
  /** Dotted path in the result ("current.wind_kmh", "items.0.title"). */
  path: string;
  key: string;
  /** The key's words without its unit word ("temperature" of `temperature_c`). */
  words: readonly string[];
  /** The words of the keys it sits under. */
  parents: readonly string[];
  /** Words its unit stands for ("temperature" for °C, "speed" for km/h). */
  implied: readonly string[];
  value: unknown;
  unit?: Quantity;
  depth: number;
}

const TEMPERATURE: Record<string, Quantity> = {
  c: { kind: 'temperature', symbol: '°C', code: 'c' },
  f: { kind: 'temperature', symbol: '°F', code: 'f' },
  k: { kind: 'temperature', symbol: ' K', code: 'k' },
};
const TEMPERATURE_NAMES: Record<string, string> = {
  c: 'c',
  celsius: 'c',
  degc: 'c',
  '°c': 'c',
  f: 'f',
  fahrenheit: 'f',
  degf: 'f',
  '°f': 'f',
  k: 'k',
  kelvin: 'k',
};
/** Words that say a one-letter `c` or `f` at the end of a key is a temperature unit (`temp_c`, `feels_like_f`, `max_c`). */
const TEMPERATURE_CONTEXT =
  /^(temp|temps|temperature|temperatures|feels|like|dew|dewpoint|apparent|chill|heat|high|low|max|min|avg|mean|water|air|sea|surface|degrees?)$/;
const TIME_CONTEXT =
  /^(duration|time|eta|travel|wait|waiting|delay|elapsed|runtime|cook|cooking|prep|drive|walk|ride|trip|flight|latency|timeout|interval|uptime|ttl)$/;
const LENGTH_CONTEXT = /^(distance|length|height|elevation|altitude|depth|width|radius|range|visibility|size)$/;
/** Words of a key that say an amount is weighed or poured (`amount_g`, `protein_g`, `fuel_l`). */
const AMOUNT = 'amount|qty|quantity|net|gross|portion|serving';
const ONE_LETTER_CONTEXT: Record<string, RegExp> = {
  m: LENGTH_CONTEXT,
  g: new RegExp(`^(weight|mass|${AMOUNT}|protein|fat|fats|carbs|carbohydrates|sugar|sugars|fiber|fibre|salt)$`),
  s: TIME_CONTEXT,
  h: TIME_CONTEXT,
  l: new RegExp(`^(volume|capacity|${AMOUNT}|fuel|tank|water)$`),
};
/** `ms` ends `latency_ms` (milliseconds) and `gust_ms` (metres per second): each beside words of its own kind. */
const MS_SPEED_CONTEXT = /^(wind|winds|gust|gusts|speed|velocity)$/;
const MS_TIME_CONTEXT = /^(ping|rtt|took|response)$/;
/**
 * Units a number is said in but that the mock never converts: written after the number as the unit's own symbol
 * (`calories_kcal` → "230 kcal", `pressure_hpa` → "1013 hPa"). Short or common words only beside a word of their kind
 * (`voltage_v`, `pressure_bar`, `noise_db`; not `status_bar` or `backup_db`).
 */
const MEASURE_SYMBOL: Record<string, string> = {
  kcal: 'kcal',
  kj: 'kJ',
  kwh: 'kWh',
  wh: 'Wh',
  kw: 'kW',
  mw: 'MW',
  mah: 'mAh',
  hpa: 'hPa',
  mbar: 'mbar',
  psi: 'psi',
  rpm: 'rpm',
  bpm: 'bpm',
  lux: 'lx',
  ppm: 'ppm',
  mbps: 'Mbit/s',
  gbps: 'Gbit/s',
  mb: 'MB',
  gb: 'GB',
  kb: 'kB',
  tb: 'TB',
};
const MEASURE_IN_CONTEXT: Record<string, [RegExp, string]> = {
  v: [/^(voltage|volt|volts|battery|supply|cell)$/, 'V'],
  w: [/^(power|output|load|draw|consumption|wattage)$/, 'W'],
  a: [/^(current|amperage|amps|charge)$/, 'A'],
  bar: [/^(pressure|tyre|tire|boost)$/, 'bar'],
  db: [/^(noise|sound|volume|level|loudness|signal|gain)$/, 'dB'],
};
const SPEED: Record<string, Quantity> = {
  kmh: { kind: 'speed', symbol: ' km/h', size: 1, code: 'kmh' },
  kph: { kind: 'speed', symbol: ' km/h', size: 1, code: 'kmh' },
  mph: { kind: 'speed', symbol: ' mph', size: 1.609344, code: 'mph' },
  knots: { kind: 'speed', symbol: ' kn', size: 1.852, code: 'kn' },
  kt: { kind: 'speed', symbol: ' kn', size: 1.852, code: 'kn' },
  mps: { kind: 'speed', symbol: ' m/s', size: 3.6, code: 'mps' },
};
const PERCENT = new Set(['pct', 'percent', 'percentage', 'perc']);
const CURRENCY_SYMBOL: Record<string, string> = {
  usd: '$',
  eur: '€',
  gbp: '£',
  jpy: '¥',
  krw: '₩',
  inr: '₹',
  cny: 'CN¥',
};
const CURRENCIES = new Set([
  ...Object.keys(CURRENCY_SYMBOL),
  'chf',
  'cad',
  'aud',
  'nzd',
  'pln',
  'sek',
  'nok',
  'dkk',
  'czk',
  'huf',
  'brl',
  'mxn',
  'sgd',
  'hkd',
]);
/** Unit words of units.ts that are too often something else at the end of a key (`temp_min`, `check_in`, `day`). */
const NOT_UNITS = new Set(['min', 'in', 'day', 'days', 'week', 'weeks', 'm', 's', 'h', 'g', 'l', 'ms']);
const IMPLIED: Record<QuantityKind, string[]> = {
  temperature: ['temperature', 'temp'],
  speed: ['speed'],
  money: ['price', 'cost', 'amount'],
  percent: ['percent', 'percentage'],
  length: ['distance', 'length'],
  mass: ['weight', 'mass'],
  time: ['duration', 'time'],
  volume: ['volume'],
  measure: [],
};

export function currency(code: string): Quantity | undefined {
  const c = code.toLowerCase();
  return CURRENCIES.has(c) ? { kind: 'money', symbol: CURRENCY_SYMBOL[c] ?? c.toUpperCase(), code: c } : undefined;
}

/** The unit a word names at the end of a key, given the key's other words; undefined when it is no unit. */
function unitWord(word: string, others: readonly string[]): Quantity | undefined {
  const t = TEMPERATURE_NAMES[word];
  if (t && (word.length > 1 || others.some((o) => TEMPERATURE_CONTEXT.test(o)))) return TEMPERATURE[t];
  if (SPEED[word]) return SPEED[word];
  if (PERCENT.has(word)) return { kind: 'percent', symbol: '%', code: '%' };
  if (word === 'ms' && others.some((o) => MS_SPEED_CONTEXT.test(o))) return SPEED.mps;
  if (word === 'ms' && others.some((o) => MS_TIME_CONTEXT.test(o) || TIME_CONTEXT.test(o)))
    return { kind: 'time', symbol: ' ms', size: 0.001, code: 'ms' };
  if (MEASURE_SYMBOL[word]) return { kind: 'measure', symbol: ` ${MEASURE_SYMBOL[word]}`, code: word };
  const measure = MEASURE_IN_CONTEXT[word];
  if (measure && others.some((o) => measure[0].test(o)))
    return { kind: 'measure', symbol: ` ${measure[1]}`, code: word };
  if (others.length > 0 && CURRENCIES.has(word)) return currency(word);
  // `min` ends `temp_min` (a minimum) as often as `duration_min` (minutes): minutes only beside a word for a span of time.
  if (word === 'min' && others.some((o) => TIME_CONTEXT.test(o)))
    return { kind: 'time', symbol: ' min', size: 60, code: 'min' };
  // One-letter units count beside a word of their own kind: `distance_m` in metres, `duration_s` in seconds.
  const context = ONE_LETTER_CONTEXT[word];
  if (context && others.some((o) => context.test(o))) {
    const u = measuredUnit(word);
    return u ? { kind: u.dimension, symbol: ` ${word}`, size: u.size, code: word } : undefined;
  }
  if (word.length < 2 || NOT_UNITS.has(word)) return undefined;
  const u = measuredUnit(word);
  return u ? { kind: u.dimension, symbol: ` ${word}`, size: u.size, code: word } : undefined;
}

/** Units of length, mass, time and volume; percentages and temperatures in keys are read by their own rules above. */
function measuredUnit(word: string): { dimension: 'length' | 'mass' | 'time' | 'volume'; size: number } | undefined {
  const u = unitOf(word);
  return u && (u.dimension === 'length' || u.dimension === 'mass' || u.dimension === 'time' || u.dimension === 'volume')
    ? { dimension: u.dimension, size: u.size }
    : undefined;
}

/** The words of a key or property name, and the unit its last word names (`wind_speed_mph` → wind, speed; mph). */
export function readKey(key: string): { words: string[]; unit?: Quantity } {
  const all = [...identifierWords(key)];
  const last = all.at(-1);
  const unit = last !== undefined && all.length > 1 ? unitWord(last, all.slice(0, -1)) : undefined;
  return unit ? { words: all.slice(0, -1), unit } : { words: all };
}

/** The unit a `unit` / `units` / `currency` field's value names ("°C", "celsius", "km", "USD"). */
export function unitFromText(text: string): Quantity | undefined {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/^deg(rees)?\s*/, '');
  if (TEMPERATURE_NAMES[t]) return TEMPERATURE[TEMPERATURE_NAMES[t]!];
  if (t === 'metric') return TEMPERATURE.c;
  if (t === 'imperial') return TEMPERATURE.f;
  if (t === '%' || PERCENT.has(t)) return { kind: 'percent', symbol: '%', code: '%' };
  const speed = SPEED[t.replace('/', '')];
  if (speed) return speed;
  return currency(t) ?? unitWord(t, ['x']);
}

const UNIT_KEYS = new Set(['unit', 'units', 'currency', 'temperature_unit', 'temp_unit']);
const MONEY_WORDS = /^(price|prices|cost|costs|amount|total|subtotal|fee|fees|balance|fare|tax)$/;
const HUMIDITY_WORDS = /^(humidity|percent|percentage|probability|chance|pct|rh|precipitation|uv|index|count)$/;

/** The unit a sibling `unit` field gives a numeric field that names none: temperatures to temperature-like keys, money to prices. */
function siblingUnit(words: readonly string[], shared: Quantity | undefined): Quantity | undefined {
  if (!shared) return undefined;
  if (shared.kind === 'temperature') return words.some((w) => TEMPERATURE_CONTEXT.test(w)) ? shared : undefined;
  if (shared.kind === 'money') return words.some((w) => MONEY_WORDS.test(w)) ? shared : undefined;
  return words.some((w) => HUMIDITY_WORDS.test(w)) ? undefined : shared;
}

/** Every value of a parsed result, objects and arrays included (a property may want a whole nested object), leaves last. */
export function factsOf(value: unknown, maxDepth = 6): Fact[] {
  const out: Fact[] = [];
  const walk = (
    v: unknown,
    path: string,
    key: string,
    parents: readonly string[],
    depth: number,
    inherited?: Quantity,
  ) => {
    const { words, unit: own } = readKey(key);
    const unit = own ?? (typeof v === 'number' ? siblingUnit(words, inherited) : undefined);
    if (path !== '')
      out.push({ path, key, words, parents, implied: unit ? IMPLIED[unit.kind] : [], value: v, unit, depth });
    if (depth >= maxDepth || typeof v !== 'object' || v === null) return;
    const under = key === '' || /^\d+$/.test(key) ? parents : [...parents, ...words];
    if (Array.isArray(v)) {
      v.slice(0, 50).forEach((item, i) => walk(item, path ? `${path}.${i}` : String(i), String(i), under, depth + 1));
      return;
    }
    const entries = Object.entries(v as Record<string, unknown>);
    const unitField = entries.find(([k, x]) => UNIT_KEYS.has(k.toLowerCase()) && typeof x === 'string');
    const shared = unitField ? unitFromText(String(unitField[1])) : undefined;
    for (const [k, x] of entries) walk(x, path ? `${path}.${k}` : k, k, under, depth + 1, shared);
  };
  walk(value, '', '', [], 0);
  return out;
}

/** A number in a unit, written as people write it: "17°C", "12 km/h", "81%", "$4.50", "3 km". */
export function formatQuantity(n: number, unit: Quantity | undefined): string {
  if (!unit) return String(n);
  if (unit.kind === 'money') {
    // Grouped in thousands ("$2,800,000"), as amounts of money are written; cents when there are any.
    const cents = Number.isInteger(n) ? 0 : 2;
    const amount =
      Math.abs(n) >= 1000
        ? n.toLocaleString('en-US', { minimumFractionDigits: cents, maximumFractionDigits: cents })
        : n.toFixed(cents);
    return unit.symbol.length <= 3 && !/^[a-z]/i.test(unit.symbol)
      ? `${unit.symbol}${amount}`
      : `${amount} ${unit.symbol}`;
  }
  return `${n}${unit.symbol}`;
}

/** `n` in `from` written in `to`, when they convert (°C ↔ °F ↔ K, km ↔ mi, km/h ↔ mph); undefined otherwise. */
export function convertQuantity(n: number, from: Quantity, to: Quantity): number | undefined {
  if (from.kind !== to.kind || from.kind === 'money' || from.kind === 'measure')
    return from.kind === to.kind && from.code === to.code ? n : undefined;
  if (from.kind === 'temperature') {
    const celsius = from.code === 'c' ? n : from.code === 'f' ? ((n - 32) * 5) / 9 : n - 273.15;
    const out = to.code === 'c' ? celsius : to.code === 'f' ? (celsius * 9) / 5 + 32 : celsius + 273.15;
    return Number(out.toFixed(2));
  }
  if (from.size === undefined || to.size === undefined) return undefined;
  return Number(((n * from.size) / to.size).toFixed(4));
}
