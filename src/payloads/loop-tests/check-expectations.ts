// Checks each expectation on a recorded run: the same meaning in every API style, each failure with the request and
// JSON path where the loop went wrong.
import { checkValue } from '@loopscope/wire/arguments/check-arguments';
import { isObject } from '@loopscope/wire/json-object';
import type { RecordedRun, RunCall } from './recorded-run';
import type { Expectation, ExpectationResult, Where } from './types';

const show = (value: unknown) => JSON.stringify(value);
const listed = (tools: readonly string[]) => (tools.length === 0 ? 'no tool' : tools.join(', '));
const childPath = (base: string, key: string) =>
  key === '' ? base : base === '' || key.startsWith('[') ? `${base}${key}` : `${base}.${key}`;

/** The expectation in words, for the report. */
export function describeExpectation(e: Expectation): string {
  switch (e.kind) {
    case 'calls':
      return `calls ${e.tools.join(', ')} ${e.order === 'exact' ? 'exactly, in this order' : e.order === 'any-order' ? 'in any order' : 'in this order'}`;
    case 'arguments':
      return `${e.call ? `call ${e.call} of ` : ''}${e.tool} has arguments ${[e.match ? `matching ${show(e.match)}` : '', e.schema ? 'valid against the schema' : ''].filter(Boolean).join(' and ')}`;
    case 'no_call':
      return `never calls ${e.tools.join(' or ')}`;
    case 'max_requests':
      return `at most ${e.limit} model request${e.limit === 1 ? '' : 's'}`;
    case 'max_tokens':
      return `at most ${e.limit} tokens`;
    case 'doctor':
      return e.level === 'no-errors' ? 'the doctor reports no error' : 'the doctor reports nothing';
    case 'answer':
      return `the final answer ${[e.contains !== undefined ? `contains ${show(e.contains)}` : '', e.matches !== undefined ? `matches /${e.matches}/${e.ignoreCase ? 'i' : ''}` : ''].filter(Boolean).join(' and ')}`;
    case 'ends':
      return 'every loop ends with an answer';
  }
}

/** Where a partial object first differs from a value: the path inside it and what differs; null when it matches. */
export function partialMismatch(
  expected: unknown,
  actual: unknown,
  path = '',
): { path: string; problem: string } | null {
  if (isObject(expected)) {
    if (!isObject(actual)) return { path, problem: `is ${show(actual)}, not an object` };
    for (const [key, value] of Object.entries(expected)) {
      const at = childPath(path, /^[A-Za-z_$][\w$]*$/.test(key) ? key : `[${show(key)}]`);
      if (!(key in actual)) return { path: at, problem: 'is missing' };
      const inner = partialMismatch(value, actual[key], at);
      if (inner) return inner;
    }
    return null;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return { path, problem: `is ${show(actual)}, not a list` };
    if (actual.length !== expected.length)
      return { path, problem: `has ${actual.length} items, not ${expected.length}` };
    for (let i = 0; i < expected.length; i++) {
      const inner = partialMismatch(expected[i], actual[i], `${path}[${i}]`);
      if (inner) return inner;
    }
    return null;
  }
  return show(expected) === show(actual) ? null : { path, problem: `is ${show(actual)}, not ${show(expected)}` };
}

function checkCalls(
  run: RecordedRun,
  tools: string[],
  order: 'in-order' | 'exact' | 'any-order',
): Omit<ExpectationResult, 'kind' | 'label'> {
  const called = run.calls.map((c) => c.tool);
  if (order === 'any-order') {
    const missing = tools.filter((t) => !called.includes(t));
    return missing.length === 0
      ? { passed: true }
      : {
          passed: false,
          problem: `${listed(missing)} never called (the loop called ${listed(called)})`,
          ...lastModelTurn(run),
        };
  }
  if (order === 'exact') {
    const wrong =
      Math.max(tools.length, called.length) > 0
        ? [...Array(Math.max(tools.length, called.length)).keys()].find((i) => tools[i] !== called[i])
        : undefined;
    if (wrong === undefined) return { passed: true };
    const at = run.calls[wrong]?.at;
    return {
      passed: false,
      problem: `call ${wrong + 1} is ${called[wrong] ?? 'missing'}, expected ${tools[wrong] ?? 'no more calls'} (the loop called ${listed(called)})`,
      ...(at ? { at } : lastModelTurn(run)),
    };
  }
  let next = 0;
  let lastMatched: RunCall | undefined;
  for (const call of run.calls) {
    if (call.tool === tools[next]) {
      next++;
      lastMatched = call;
    }
    if (next === tools.length) return { passed: true };
  }
  const after = lastMatched ? ` after ${lastMatched.tool} (call at request ${lastMatched.at.request})` : '';
  return {
    passed: false,
    problem: `${tools[next]} never called${after} (the loop called ${listed(called)})`,
    ...(lastMatched ? { at: lastMatched.at } : lastModelTurn(run)),
  };
}

/** With nothing better to point at, the last model request: where the loop stopped. */
function lastModelTurn(run: RecordedRun): { at?: Where } {
  const last = run.modelRequests.at(-1);
  return last ? { at: last } : {};
}

function checkArgs(
  run: RecordedRun,
  e: Extract<Expectation, { kind: 'arguments' }>,
): Omit<ExpectationResult, 'kind' | 'label'> {
  const calls = run.calls.filter((c) => c.tool === e.tool);
  const chosen = e.call ? calls.slice(e.call - 1, e.call) : calls;
  if (chosen.length === 0)
    return {
      passed: false,
      problem:
        e.call && calls.length > 0
          ? `${e.tool} was called ${calls.length} time${calls.length === 1 ? '' : 's'}, not ${e.call}`
          : `${e.tool} was never called`,
      ...lastModelTurn(run),
    };
  for (const call of chosen) {
    let value: unknown;
    try {
      value = JSON.parse(call.args);
    } catch {
      return {
        passed: false,
        problem: `the arguments of ${e.tool} are not JSON: ${call.args.slice(0, 80)}`,
        at: call.argsAt,
      };
    }
    if (e.match) {
      const miss = partialMismatch(e.match, value);
      if (miss)
        return {
          passed: false,
          problem: `${miss.path || 'the arguments'} ${miss.problem}`,
          at: { ...call.argsAt, path: childPath(call.argsAt.path, miss.path) },
        };
    }
    if (e.schema) {
      const issue = checkValue(value, e.schema)[0];
      if (issue)
        return {
          passed: false,
          problem: issue.message,
          at: { ...call.argsAt, path: childPath(call.argsAt.path, issue.path) },
        };
    }
  }
  return { passed: true };
}

function checkAnswer(
  run: RecordedRun,
  e: Extract<Expectation, { kind: 'answer' }>,
): Omit<ExpectationResult, 'kind' | 'label'> {
  if (!run.answer) return { passed: false, problem: 'the loop gave no final answer', ...lastModelTurn(run) };
  const { text, at } = run.answer;
  const quoted = show(text.length > 160 ? `${text.slice(0, 159)}…` : text);
  if (
    e.contains !== undefined &&
    !(e.ignoreCase ? text.toLowerCase().includes(e.contains.toLowerCase()) : text.includes(e.contains))
  )
    return { passed: false, problem: `the answer ${quoted} does not contain ${show(e.contains)}`, at };
  if (e.matches !== undefined && !new RegExp(e.matches, e.ignoreCase ? 'iu' : 'u').test(text))
    return { passed: false, problem: `the answer ${quoted} does not match /${e.matches}/`, at };
  return { passed: true };
}

function checkOne(run: RecordedRun, e: Expectation): Omit<ExpectationResult, 'kind' | 'label'> {
  switch (e.kind) {
    case 'calls':
      return checkCalls(run, e.tools, e.order);
    case 'arguments':
      return checkArgs(run, e);
    case 'no_call': {
      const call = run.calls.find((c) => e.tools.includes(c.tool));
      return call ? { passed: false, problem: `${call.tool} was called`, at: call.at } : { passed: true };
    }
    case 'max_requests': {
      const over = run.modelRequests[e.limit];
      return over
        ? {
            passed: false,
            problem: `the run sent ${run.modelRequests.length} model requests; request ${over.request} is the first past ${e.limit}`,
            at: over,
          }
        : { passed: true };
    }
    case 'max_tokens':
      if (!run.tokens)
        return {
          passed: false,
          problem: 'no response of the run reported its token usage (a Chat stream needs stream_options.include_usage)',
        };
      return run.tokens.total > e.limit
        ? { passed: false, problem: `the run used ${run.tokens.total} tokens`, at: run.tokens.at }
        : { passed: true };
    case 'doctor': {
      const hit = run.findings.find(({ finding }) => e.level === 'no-findings' || finding.severity === 'error');
      return hit
        ? {
            passed: false,
            problem: `${hit.finding.severity}: ${hit.finding.title} (${hit.finding.detail})`,
            at: hit.at,
          }
        : { passed: true };
    }
    case 'answer':
      return checkAnswer(run, e);
    case 'ends': {
      if (run.endings.length === 0) return { passed: false, problem: 'the run made no request' };
      const stuck = run.endings.find((ending) => !ending.ended);
      return stuck
        ? { passed: false, problem: stuck.problem ?? 'the loop did not end', ...(stuck.at ? { at: stuck.at } : {}) }
        : { passed: true };
    }
  }
}

/** Every expectation checked on the run, in the file's order. */
export function checkExpectations(run: RecordedRun, expectations: readonly Expectation[]): ExpectationResult[] {
  return expectations.map((e) => ({ kind: e.kind, label: describeExpectation(e), ...checkOne(run, e) }));
}
