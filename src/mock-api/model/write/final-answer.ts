// Writes the answer after tool results: each result's fields in words, errors said plainly.
import type { PastCall } from '../conversation.ts';
import { clip } from '../understand/text.ts';
import { digest } from './digest.ts';
import { REPLY_WORDS, type ReplyLanguage, type ReplyWords } from '../understand/reply-language.ts';
import { nestedDeeperThan } from '../../../wire/json-depth.ts';

type Fields = Record<string, unknown>;

const LABEL_KEYS = ['city', 'location', 'name', 'title', 'place', 'query', 'id'];
const UNIT_SYMBOL: Record<string, string> = { celsius: '°C', fahrenheit: '°F', kelvin: 'K', '°c': '°C', '°f': '°F' };

/** The final assistant text for the calls made since the last user message, in the language the question was asked in. */
export function finalAnswer(calls: readonly PastCall[], language: ReplyLanguage = 'en'): string {
  const say = REPLY_WORDS[language];
  const facts: string[] = [];
  const conversions: string[] = [];
  const failures: string[] = [];
  for (const call of calls) {
    const parsed = parse(call.result ?? '');
    const label = labelOf(call, parsed);
    const error = errorOf(call.result ?? '', parsed);
    if (error !== undefined) failures.push(say.failed(label, call.name, clip(error, 160)));
    else if (parsed && isConversion(parsed)) conversions.push(conversionText(parsed, say));
    else if (parsed) facts.push(`**${label}**: ${describeFields(parsed, say)}.`);
    else facts.push(textFact(label, call.result ?? '', say));
  }
  const parts: string[] = [];
  if (facts.length > 0 || failures.length > 0) parts.push(say.found, [...facts, ...failures].join('\n'));
  if (conversions.length > 0) {
    const lead = parts.length > 0 ? say.and : '';
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

function conversionText(f: Fields, say: ReplyWords): string {
  const original = f.original ?? f.value;
  return say.converts(`${num(original)}${unitSymbol(f.from_unit)}`, `${num(f.converted)}${unitSymbol(f.to_unit)}`);
}

/** A plain-text result, digested: a list as its items' titles and first sentences, any other text its first sentences. */
function textFact(label: string, result: string, say: ReplyWords): string {
  if (result.trim() === '') return `**${label}**: ${say.noResult}.`;
  const short = digest(result);
  return 'list' in short ? `**${label}**:\n${short.list.map((item) => `- ${item}`).join('\n')}` : `**${label}**: ${short.text}`;
}

/** Weather-like results read naturally; any other field is listed as "field: value". */
function describeFields(f: Fields, say: ReplyWords): string {
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
    parts.push(say.humidity(f.humidity));
    skip.add('humidity');
  }
  for (const [key, value] of Object.entries(f)) {
    if (skip.has(key) || value === null) continue;
    const text = typeof value === 'object' ? clip(JSON.stringify(value), 80) : String(value);
    parts.push(`${key.replace(/_/g, ' ')}: ${text}`);
  }
  return parts.length > 0 ? parts.join(', ') : say.done;
}
