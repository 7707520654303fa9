// Reads a loop-test file (YAML or JSON) into cases, checked against schema/loop-test.schema.json with the project's
// eval-free JSON Schema checker, every problem named with its place in the file.
import { parse as parseYaml } from 'yaml';
import schema from '../../../schema/loop-test.schema.json' with { type: 'json' };
import { checkValue } from '@loopscope/wire/arguments/check-arguments';
import { nearestName } from '@loopscope/wire/arguments/near-miss';
import { isObject, type JsonObject } from '@loopscope/wire/json-object';
import type { CallOrder, Expectation, LoopTestCase, LoopTestFile } from './types';

export const LOOP_TEST_SCHEMA: JsonObject = schema as JsonObject;
/** The expectation kinds, as their keys are written in a file. */
export const EXPECTATION_KEYS = [
  'calls',
  'arguments',
  'no_call',
  'max_requests',
  'max_tokens',
  'doctor',
  'answer',
  'ends',
] as const;

export type ReadResult = { ok: true; file: LoopTestFile } | { ok: false; errors: string[] };

const child = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** The schema of one expectation kind: the `anyOf` variant that requires its key. */
function kindSchema(key: string): JsonObject {
  const defs = LOOP_TEST_SCHEMA.$defs as Record<string, JsonObject>;
  const variants = (defs.expectation!.anyOf as JsonObject[]) ?? [];
  const variant = variants.find((v) => Array.isArray(v.required) && v.required[0] === key)!;
  // $refs inside a variant point at the root's $defs: keep them reachable.
  return { ...variant, $defs: defs };
}

function expectationProblems(value: unknown, path: string): string[] {
  if (!isObject(value)) return [`${path}: an expectation is an object with one of ${EXPECTATION_KEYS.join(', ')}.`];
  const keys = EXPECTATION_KEYS.filter((k) => k in value);
  if (keys.length === 0) {
    const written = Object.keys(value)[0] ?? '';
    const meant = nearestName(written, [...EXPECTATION_KEYS]);
    return [
      `${path}: \`${written}\` is not an expectation${meant ? `: did you mean \`${meant}\`?` : ''} (they are ${EXPECTATION_KEYS.join(', ')}).`,
    ];
  }
  if (keys.length > 1)
    return [`${path}: one expectation per item; this one has ${keys.join(' and ')}: make each its own item.`];
  const problems = checkValue(value, kindSchema(keys[0]!)).map((issue) => `${path}: ${issue.message}`);
  if (problems.length === 0 && keys[0] === 'answer') {
    const answer = value.answer as JsonObject;
    if (answer.contains === undefined && answer.matches === undefined)
      problems.push(`${path}.answer: say what the answer must hold (contains, matches or both).`);
    if (typeof answer.matches === 'string') {
      try {
        new RegExp(answer.matches, 'u');
      } catch (error) {
        problems.push(`${path}.answer.matches: not a regular expression (${(error as Error).message}).`);
      }
    }
  }
  if (problems.length === 0 && keys[0] === 'arguments') {
    const args = value.arguments as JsonObject;
    if (args.match === undefined && args.schema === undefined)
      problems.push(`${path}.arguments: say what the arguments must hold (match, schema or both).`);
  }
  return problems;
}

const names = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value)]);

function toExpectation(value: JsonObject): Expectation {
  if ('calls' in value)
    return { kind: 'calls', tools: names(value.calls), order: (value.order as CallOrder | undefined) ?? 'in-order' };
  if ('arguments' in value) {
    const a = value.arguments as JsonObject;
    return {
      kind: 'arguments',
      tool: String(a.tool),
      ...(typeof a.call === 'number' ? { call: a.call } : {}),
      ...(isObject(a.match) ? { match: a.match } : {}),
      ...(isObject(a.schema) ? { schema: a.schema } : {}),
    };
  }
  if ('no_call' in value) return { kind: 'no_call', tools: names(value.no_call) };
  if ('max_requests' in value) return { kind: 'max_requests', limit: Number(value.max_requests) };
  if ('max_tokens' in value) return { kind: 'max_tokens', limit: Number(value.max_tokens) };
  if ('doctor' in value) return { kind: 'doctor', level: value.doctor as 'no-errors' | 'no-findings' };
  if ('answer' in value) {
    const a = value.answer as JsonObject;
    return {
      kind: 'answer',
      ...(typeof a.contains === 'string' ? { contains: a.contains } : {}),
      ...(typeof a.matches === 'string' ? { matches: a.matches } : {}),
      ignoreCase: a.ignore_case === true,
    };
  }
  return { kind: 'ends' };
}

/** `node app.mjs --flag` as words; a list is kept as it is. */
export function commandWords(command: unknown): string[] | undefined {
  if (Array.isArray(command)) return command.map(String);
  if (typeof command === 'string') return command.trim().split(/\s+/);
  return undefined;
}

function toCase(value: JsonObject): LoopTestCase {
  const command = commandWords(value.command);
  return {
    name: String(value.name),
    ...(command ? { command } : {}),
    ...(typeof value.cassette === 'string' ? { cassette: value.cassette } : {}),
    ...(typeof value.upstream === 'string' ? { upstream: value.upstream } : {}),
    ...(typeof value.recording === 'string' ? { recording: value.recording } : {}),
    ...(isObject(value.env) ? { env: value.env as Record<string, string> } : {}),
    expect: (value.expect as JsonObject[]).map(toExpectation),
  };
}

/** Problems of the file's shape: the schema's, then each expectation's own in words that name its kind. */
export function fileProblems(value: unknown): string[] {
  if (!isObject(value)) return ['The file holds no object: it starts with `version: 1` and a list of `cases`.'];
  // Expectations are checked one by one below, where the message can name the kind; the rest against the schema.
  const cases = Array.isArray(value.cases) ? value.cases : [];
  const shallow = {
    ...value,
    cases: cases.map((c) =>
      isObject(c) && Array.isArray(c.expect) ? { ...c, expect: c.expect.map(() => ({ ends: true })) } : c,
    ),
  };
  // The checker's messages name the path they are about (`cases[0].comand`).
  const problems = checkValue(shallow, LOOP_TEST_SCHEMA).map((issue) => issue.message);
  cases.forEach((c, i) => {
    if (!isObject(c)) return;
    const at = child('cases', i);
    if (Array.isArray(c.expect))
      c.expect.forEach((e, j) => problems.push(...expectationProblems(e, child(child(at, 'expect'), j))));
    const sources = ['command', 'recording'].filter((k) => k in c);
    if (sources.length === 0)
      problems.push(
        `${at}: say what to check: a \`command\` to run, or a \`recording\` (cassette or saved session) to read.`,
      );
    if (sources.length === 2) problems.push(`${at}: a case runs a \`command\` or reads a \`recording\`, not both.`);
    if ('recording' in c && ('cassette' in c || 'upstream' in c))
      problems.push(`${at}: \`cassette\` and \`upstream\` are for a \`command\`; a \`recording\` is read as it is.`);
    if ('cassette' in c && 'upstream' in c)
      problems.push(`${at}: a \`command\` is answered by a \`cassette\` or an \`upstream\`, not both.`);
  });
  return problems;
}

/** Reads a loop-test file's text: JSON when `name` ends in .json, YAML otherwise (YAML also reads JSON). */
export function readLoopTestFile(text: string, name = 'tests.loop.yaml'): ReadResult {
  let value: unknown;
  try {
    value = name.endsWith('.json') ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 100 });
  } catch (error) {
    return {
      ok: false,
      errors: [
        `${name} is not valid ${name.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message.split('\n')[0]}`,
      ],
    };
  }
  const problems = fileProblems(value);
  if (problems.length > 0) return { ok: false, errors: problems };
  return { ok: true, file: { version: 1, cases: ((value as JsonObject).cases as JsonObject[]).map(toCase) } };
}
