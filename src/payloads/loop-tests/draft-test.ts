// "Save as test": a loop-test file drafted from what a recorded loop did (its tools in order, its arguments' shapes,
// its request count), for the user to edit, beside the cassette it replays.
import { stringify } from 'yaml';
import { isObject, type JsonObject } from '@loopscope/wire/json-object';
import type { RecordedRun } from './recorded-run';

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/** The shape of every value seen for one argument: a JSON Schema that each recorded call satisfies. */
export function shapeOf(values: readonly unknown[]): JsonObject {
  const types = [...new Set(values.map(typeOf))].map((t) =>
    t === 'integer' && values.some((v) => typeof v === 'number' && !Number.isInteger(v)) ? 'number' : t,
  );
  const unique = [...new Set(types)];
  const schema: JsonObject = { type: unique.length === 1 ? unique[0]! : unique };
  if (unique.length === 1 && unique[0] === 'object') {
    const objects = values.filter(isObject);
    const keys = [...new Set(objects.flatMap((o) => Object.keys(o)))];
    schema.properties = Object.fromEntries(
      keys.map((k) => [k, shapeOf(objects.filter((o) => k in o).map((o) => o[k]))]),
    );
    const required = keys.filter((k) => objects.every((o) => k in o));
    if (required.length > 0) schema.required = required;
  }
  if (unique.length === 1 && unique[0] === 'array') {
    const items = values.flatMap((v) => (Array.isArray(v) ? v : []));
    if (items.length > 0) schema.items = shapeOf(items);
  }
  return schema;
}

export interface DraftOptions {
  /** What the case is called: the loop's first user text. */
  name: string;
  /** The cassette's file name, written beside the test file. */
  cassetteFile: string;
}

/** The expectations a recorded run already meets, as the items of a file's `expect`. */
export function draftExpectations(run: RecordedRun): JsonObject[] {
  const expect: JsonObject[] = [];
  const tools = run.calls.map((c) => c.tool);
  if (tools.length > 0) expect.push({ calls: tools, order: 'exact' });
  for (const tool of [...new Set(tools)]) {
    const parsed = run.calls
      .filter((c) => c.tool === tool)
      .map((c) => {
        try {
          return JSON.parse(c.args) as unknown;
        } catch {
          return undefined;
        }
      });
    if (parsed.every(isObject)) expect.push({ arguments: { tool, schema: shapeOf(parsed) } });
  }
  expect.push({ max_requests: Math.max(1, run.modelRequests.length) });
  if (run.endings.every((e) => e.ended)) expect.push({ ends: true });
  if (!run.findings.some(({ finding }) => finding.severity === 'error')) expect.push({ doctor: 'no-errors' });
  return expect;
}

/** The whole file, YAML with comments saying what to edit. */
export function draftTestFile(run: RecordedRun, options: DraftOptions): string {
  const file = {
    version: 1,
    cases: [{ name: options.name, recording: options.cassetteFile, expect: draftExpectations(run) }],
  };
  const header = [
    // No $schema line: where the package's schema sits depends on where this file is saved (docs/loop-tests.md says how to add one).
    '# Editors complete this file with the JSON Schema loopscope ships: schema/loop-test.schema.json in its package.',
    `# A loop test drafted by Loopscope from a recorded loop: edit what must hold, then run \`loopscope test ${options.cassetteFile.replace(/\.cassette\.json$/, '')}.loop.yaml\`.`,
    '# To test your app rather than the recording, replace `recording:` with',
    '#   command: node your-app.mjs',
    `#   cassette: ${options.cassetteFile}`,
    '# More kinds: no_call, max_tokens, answer (contains / matches); see docs/loop-tests.md.',
  ];
  return `${header.join('\n')}\n${stringify(file, { lineWidth: 0 })}`;
}

/** A file name from a loop's title: `whats-the-weather-in-paris`. */
export function fileStem(title: string): string {
  const stem = title
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return stem || 'loop';
}
