// Writes the answer after tool results: each result's fields in words, errors said plainly.
import type { PastCall } from './conversation.ts';
import { clip } from './text.ts';
import { nestedDeeperThan } from '../../wire/json-depth.ts';

type Fields = Record<string, unknown>;

const LABEL_KEYS = ['city', 'location', 'name', 'title', 'place', 'query', 'id'];
const UNIT_SYMBOL: Record<string, string> = { celsius: '°C', fahrenheit: '°F', kelvin: 'K', '°c': '°C', '°f': '°F' };

/** The final assistant text for the calls made since the last user message. */
export function finalAnswer(calls: readonly PastCall[]): string {
  const facts: string[] = [];
  const conversions: string[] = [];
  const failures: string[] = [];
  for (const call of calls) {
    const parsed = parse(call.result ?? '');
    const label = labelOf(call, parsed);
    const error = errorOf(call.result ?? '', parsed);
    if (error !== undefined) failures.push(`**${label}**: the ${call.name} call failed (${clip(error, 160)}), so I can't tell you that part.`);
    else if (parsed && isConversion(parsed)) conversions.push(conversionText(parsed));
    else if (parsed) facts.push(`**${label}**: ${describeFields(parsed)}.`);
    else facts.push(`**${label}**: ${clip(call.result ?? '', 200) || 'no result'}.`);
  }
  const parts: string[] = [];
  if (facts.length > 0 || failures.length > 0) parts.push("Here's what I found:", [...facts, ...failures].join('\n'));
  if (conversions.length > 0) {
    const lead = parts.length > 0 ? 'And ' : '';
    parts.push(lead + conversions.join(' ').replace(/^./, (c) => (lead ? c : c.toUpperCase())));
  }
  return parts.join('\n\n');
}

function parse(text: string): Fields | undefined {
  // Too deep to walk safely: read it as plain text.
  if (nestedDeeperThan(text)) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : value === undefined ? undefined : { result: value };
  } catch {
    return undefined;
  }
}

function errorOf(raw: string, parsed: Fields | undefined): string | undefined {
  if (parsed && typeof parsed.error === 'string') return parsed.error;
  if (parsed && typeof parsed.error === 'object' && parsed.error !== null) {
    const message = (parsed.error as Fields).message;
    return typeof message === 'string' ? message : JSON.stringify(parsed.error);
  }
  if (!parsed && /^\s*(error|exception|traceback)\b/i.test(raw)) return raw.trim();
  return undefined;
}

function labelOf(call: PastCall, parsed: Fields | undefined): string {
  for (const source of [parsed, parse(call.arguments)]) {
    const key = LABEL_KEYS.find((k) => typeof source?.[k] === 'string' && source[k] !== '');
    if (key) return String(source![key]);
  }
  return call.name;
}

function isConversion(f: Fields): boolean {
  return 'converted' in f && ('original' in f || 'value' in f);
}

function unitSymbol(unit: unknown): string {
  const u = String(unit ?? '');
  return UNIT_SYMBOL[u.toLowerCase()] ?? (u ? ` ${u}` : '');
}

function num(value: unknown): string {
  return typeof value === 'number' ? String(value) : String(value ?? '');
}

function conversionText(f: Fields): string {
  const original = f.original ?? f.value;
  return `${num(original)}${unitSymbol(f.from_unit)} converts to **${num(f.converted)}${unitSymbol(f.to_unit)}**.`;
}

/** Weather-like results read naturally; any other field is listed as "field: value". */
function describeFields(f: Fields): string {
  const parts: string[] = [];
  const skip = new Set([...LABEL_KEYS.filter((k) => typeof f[k] === 'string'), 'unit']);
  if ('temperature' in f) {
    parts.push(`${num(f.temperature)}${unitSymbol(f.unit)}`);
    skip.add('temperature');
  }
  if (typeof f.condition === 'string') {
    parts.push(f.condition.toLowerCase());
    skip.add('condition');
  }
  if (typeof f.humidity === 'number') {
    parts.push(`humidity at ${f.humidity}%`);
    skip.add('humidity');
  }
  for (const [key, value] of Object.entries(f)) {
    if (skip.has(key) || value === null) continue;
    const text = typeof value === 'object' ? clip(JSON.stringify(value), 80) : String(value);
    parts.push(`${key.replace(/_/g, ' ')}: ${text}`);
  }
  return parts.length > 0 ? parts.join(', ') : 'done';
}
