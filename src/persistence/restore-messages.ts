// Turns zod issues into messages a user can act on: which field, what was expected, what was found, in each UI language
// (zod's own Korean and Polish wording for the detail; our catalogs for the rest).
import './zod-setup';
import type { z } from 'zod';
import korean from 'zod/v4/locales/ko.js';
import polish from 'zod/v4/locales/pl.js';
import type { Message } from './message';
import { say } from './say';

/** `engine.branches["br_1"].messages[3].role`: the same path a reader would type in a JSON viewer. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/** The value at `path` and whether it is absent from its (existing) parent object. */
function lookUp(root: unknown, path: readonly PropertyKey[]): { value: unknown; missing: boolean } {
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return { value: undefined, missing: false };
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  if (path.length === 0) return { value: root, missing: false };
  if (parent === null || typeof parent !== 'object') return { value: undefined, missing: false };
  const key = path.at(-1)!;
  return { value: (parent as Record<PropertyKey, unknown>)[key], missing: !(key in parent) };
}

const LOCALES = { ko: korean().localeError, pl: polish().localeError };

/** zod's "Invalid input: " in each language: the field is named just before it, so the lead-in says nothing. */
const LEAD_IN = /^(Invalid (input|option)|잘못된 (입력|옵션)|Nieprawidłowe dane wejściowe|Nieprawidłowa opcja): /;

/** zod's ", received undefined" in each language: said by "is missing" already. */
const RECEIVED_NOTHING = /, (received undefined|받은 타입은 undefined입니다|otrzymano undefined)$/;

/** "Invalid input: expected string, received undefined" → "expected string". */
function trimmed(text: string): string {
  const message = text.replace(LEAD_IN, '').replace(RECEIVED_NOTHING, '');
  return message.charAt(0).toLowerCase() + message.slice(1);
}

/** The issue's detail: ours when we raised it, else zod's wording in each language (the final issue lost its input, so it is put back). */
function detailOf(issue: z.core.$ZodIssue, value: unknown): Message {
  const oneOf =
    issue.code === 'custom' ? (issue.params as { oneOf?: readonly string[] } | undefined)?.oneOf : undefined;
  if (oneOf) return say('issues.oneOf', { values: oneOf.map((v) => `"${v}"`).join('|') });
  const byLanguage: Record<string, string> = { en: trimmed(issue.message) };
  for (const [language, localeError] of Object.entries(LOCALES)) {
    const worded = localeError({ ...issue, input: value } as unknown as Parameters<typeof localeError>[0]);
    const text = typeof worded === 'string' ? worded : worded?.message;
    if (text) byLanguage[language] = trimmed(text);
  }
  return say('issues.detail', { detail: { byLanguage } });
}

function describe(issue: z.core.$ZodIssue, root: unknown): Message {
  const { value, missing } = lookUp(root, issue.path);
  const detail = detailOf(issue, value);
  const problem = missing ? say('issues.missing', { detail }) : detail;
  return say('issues.line', { path: fieldPath(issue.path) || say('issues.topLevel'), problem });
}

/** The first few problems, one message a line; more than that would bury the first one. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], root: unknown, limit = 3): Message[] {
  const lines = issues.slice(0, limit).map((issue) => describe(issue, root));
  return issues.length > limit ? [...lines, say('issues.more', { count: issues.length - limit })] : lines;
}
