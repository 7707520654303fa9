// Writes the answer after tool results: each result in words with its units, a nested agent's answer quoted once,
// hand-over calls left out, and a failed call said plainly with an offer to try again.
import type { PastCall } from '../conversation.ts';
import { isHandoffTool } from '../plan/handoff.ts';
import { clip } from '../understand/text.ts';
import { digest } from './digest.ts';
import { describeFields, LABEL_KEYS, labelOf, listText, shownCount } from './describe-result.ts';
import { REPLY_WORDS, type ReplyLanguage, type ReplyWords } from '../understand/reply-language.ts';
import { nestedDeeperThan } from '@loopscope/wire/json-depth';
import { failureOf } from './tool-failure.ts';

type Fields = Record<string, unknown>;

const UNIT_SYMBOL: Record<string, string> = { celsius: '°C', fahrenheit: '°F', kelvin: 'K', '°c': '°C', '°f': '°F' };
/** How many items of a listed result get a line of their own. */
const LIST_LINES = 5;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The final assistant text for the calls made since the last user message, in the language the question was asked in. */
export function finalAnswer(calls: readonly PastCall[], language: ReplyLanguage = 'en'): string {
  const say = REPLY_WORDS[language];
  const facts: string[] = [];
  const conversions: string[] = [];
  const failures: string[] = [];
  // A hand-over is how the agents passed the work on, not something they found.
  for (const call of calls.filter((c) => !isHandoffTool(c.name))) {
    const raw = call.result ?? '';
    const parsed = parse(raw);
    const label = labelOfCall(call, parsed);
    const error = failureOf(raw, parsed);
    if (error !== undefined) failures.push(say.failed(label, call.name, errorSentence(error)));
    else if (isObject(parsed) && isConversion(parsed)) conversions.push(conversionText(parsed, say));
    else if (parsed !== undefined && typeof parsed !== 'string') facts.push(jsonFact(label, parsed, say));
    else if (parsed === undefined && isTerminalText(call.name, raw)) facts.push(codeFact(label, raw, say));
    else facts.push(textFact(label, typeof parsed === 'string' ? parsed : raw, say));
  }
  const parts: string[] = [];
  if (facts.length > 0) parts.push(say.found, [...facts, ...failures].join('\n'));
  else if (failures.length > 0) parts.push(failures.join('\n'));
  if (conversions.length > 0) {
    const lead = parts.length > 0 ? say.and : '';
    parts.push(lead + conversions.join(' ').replace(/^./, (c) => (lead ? c : c.toUpperCase())));
  }
  if (failures.length > 0) parts.push(say.retry);
  return parts.join('\n\n');
}

function parse(text: string): unknown {
  // Too deep to walk safely: read it as plain text.
  if (nestedDeeperThan(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The first sentence of an error, without its full stop: it sits inside the answer's own sentence. */
function errorSentence(error: string): string {
  const first = error.trim().split(/(?<=[.!?])\s+/u)[0] ?? error;
  let end = first.length;
  while (end > 0 && (first[end - 1] === '.' || first[end - 1] === '!')) end -= 1;
  return clip(first.slice(0, end), 160);
}

function labelOfCall(call: PastCall, parsed: unknown): string {
  // A shell's output is named by the commands that printed it.
  const args = parse(call.arguments);
  if (call.name === 'shell' && isObject(args) && Array.isArray(args.commands) && args.commands.length > 0)
    return `\`${args.commands.map(String).join('; ')}\``;
  for (const source of [parsed, parse(call.arguments)]) {
    if (!isObject(source)) continue;
    const key = LABEL_KEYS.find((k) => typeof source[k] === 'string' && source[k] !== '');
    if (key) return String(source[key]);
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

/** A sentence ends once: a full stop only where the text has no closing mark of its own (a bracket closes a sentence only after one). */
function sentence(text: string): string {
  return /[.!?…。]\)?$/u.test(text) ? text : `${text}.`;
}

/** A JSON result: an object's facts in one sentence, a list of objects one line per item, any other value as it is. */
function jsonFact(label: string, value: unknown, say: ReplyWords): string {
  if (isObject(value)) return `**${label}**: ${sentence(describeFields(value, say))}`;
  if (Array.isArray(value) && value.some(isObject)) {
    const lines = value.slice(0, shownCount(value.length, LIST_LINES)).map((item) => {
      if (!isObject(item)) return `- ${String(item)}`;
      const name = labelOf(item);
      const rest = describeFields(item, say, 1, name !== undefined);
      return `- ${name === undefined ? rest : rest === say.done ? name : `${name}: ${rest}`}`;
    });
    if (value.length > lines.length) lines.push(`- ${say.more(value.length - lines.length)}`);
    return `**${label}**:\n${lines.join('\n')}`;
  }
  if (Array.isArray(value)) return `**${label}**: ${sentence(listText(value, say))}`;
  return `**${label}**: ${sentence(String(value))}`;
}

/** How many lines of a file or a terminal's output the answer quotes before it cuts. */
const CODE_LINES = 20;
const CODE_LINE =
  /^(?:\s{2,}\S|\t)|[{};]\s*$|^(?:def|class|import|from|function|const|let|return|if|for|#!)\b|\w\(.*\)|==|=>/u;

/**
 * A shell's output, or a text most of whose lines read as code: quoted as a code block, because Markdown would eat its
 * underscores and asterisks (`__name__` turns bold) and run its lines together.
 */
function isTerminalText(tool: string, text: string): boolean {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  if (lines.length === 0) return false;
  if (tool === 'shell') return true;
  return lines.length >= 2 && lines.filter((l) => CODE_LINE.test(l)).length * 2 >= lines.length;
}

/** The text in a fence longer than any run of backticks inside it, cut after CODE_LINES lines with a note of how many more. */
function codeFact(label: string, text: string, say: ReplyWords): string {
  const lines = text.trimEnd().split('\n');
  const shown = lines.slice(0, CODE_LINES);
  if (lines.length > shown.length) shown.push(`… (${say.more(lines.length - shown.length)})`);
  const longest = Math.max(2, ...[...text.matchAll(/`+/gu)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `**${label}**:\n${fence}\n${shown.join('\n')}\n${fence}`;
}

/** The lead sentences the mock's own answers start with, in every language: a nested agent's answer begins with one. */
const ANSWER_LEADS = Object.values(REPLY_WORDS).flatMap((w) => [w.found, w.fromNotes]);

/**
 * A plain-text result, digested: a nested agent's answer (agents as tools) quoted once, without its own lead; a list
 * as its items' titles and first sentences; any other text its first sentences.
 */
function textFact(label: string, result: string, say: ReplyWords): string {
  const text = result.trim();
  if (text === '') return `**${label}**: ${say.noResult}.`;
  const lead = ANSWER_LEADS.find((l) => text.startsWith(l));
  if (lead) {
    const body = text
      .slice(lead.length)
      .trim()
      .split('\n')
      .filter((line) => line.trim() !== '' && line.trim() !== say.retry);
    // Its lines already name what they are about ("**Paris**: 17°C"): they stand as they are.
    if (body.length > 0 && /^(?:\*\*|- )/u.test(body[0]!.trim())) return body.join('\n');
    return `**${label}**: ${sentence(body.join(' '))}`;
  }
  const short = digest(text);
  return 'list' in short
    ? `**${label}**:\n${short.list.map((item) => `- ${item}`).join('\n')}`
    : `**${label}**: ${sentence(short.text)}`;
}
