// Reading loop-test files: YAML and JSON alike, every kind into its tagged form, and each mistake named with its place.
import { describe, expect, it } from 'vitest';
import { readLoopTestFile } from './parse-file';

const ok = (text: string, name?: string) => {
  const read = readLoopTestFile(text, name);
  if (!read.ok) throw new Error(read.errors.join('\n'));
  return read.file;
};
const errors = (text: string, name?: string) => {
  const read = readLoopTestFile(text, name);
  return read.ok ? [] : read.errors;
};

const EVERY_KIND = `
version: 1
cases:
  - name: weather
    command: node app.mjs --city Paris
    cassette: weather.cassette.json
    expect:
      - calls: [get_weather]
      - calls: [get_weather, get_time]
        order: any-order
      - arguments: { tool: get_weather, call: 1, match: { city: Paris }, schema: { type: object } }
      - no_call: delete_file
      - no_call: [a, b]
      - max_requests: 3
      - max_tokens: 2000
      - doctor: no-errors
      - answer: { contains: "17", matches: "°C", ignore_case: true }
      - ends: true
`;

describe('readLoopTestFile', () => {
  it('reads every expectation kind of a YAML file into its tagged form', () => {
    const file = ok(EVERY_KIND);
    expect(file.cases[0]).toMatchObject({
      name: 'weather',
      command: ['node', 'app.mjs', '--city', 'Paris'],
      cassette: 'weather.cassette.json',
    });
    expect(file.cases[0]!.expect).toEqual([
      { kind: 'calls', tools: ['get_weather'], order: 'in-order' },
      { kind: 'calls', tools: ['get_weather', 'get_time'], order: 'any-order' },
      { kind: 'arguments', tool: 'get_weather', call: 1, match: { city: 'Paris' }, schema: { type: 'object' } },
      { kind: 'no_call', tools: ['delete_file'] },
      { kind: 'no_call', tools: ['a', 'b'] },
      { kind: 'max_requests', limit: 3 },
      { kind: 'max_tokens', limit: 2000 },
      { kind: 'doctor', level: 'no-errors' },
      { kind: 'answer', contains: '17', matches: '°C', ignoreCase: true },
      { kind: 'ends' },
    ]);
  });

  it('reads the same file written as JSON', () => {
    const json = JSON.stringify({
      version: 1,
      cases: [{ name: 'r', recording: 'x.cassette.json', expect: [{ max_requests: 2 }] }],
    });
    expect(ok(json, 'weather.loop.json').cases[0]).toEqual({
      name: 'r',
      recording: 'x.cassette.json',
      expect: [{ kind: 'max_requests', limit: 2 }],
    });
  });

  it('names a misspelt expectation and suggests the kind meant', () => {
    expect(
      errors('version: 1\ncases:\n  - name: a\n    command: x\n    expect:\n      - call: [get_weather]\n'),
    ).toEqual([
      'cases[0].expect[0]: `call` is not an expectation: did you mean `calls`? (they are calls, arguments, no_call, max_requests, max_tokens, doctor, answer, ends).',
    ]);
  });

  it("says where a kind's value is wrong, in the schema checker's words", () => {
    expect(
      errors(
        'version: 1\ncases:\n  - name: a\n    command: x\n    expect:\n      - max_requests: many\n      - calls: [a]\n        order: sideways\n',
      ),
    ).toEqual([
      'cases[0].expect[0]: `max_requests` should be integer, not string "many".',
      'cases[0].expect[1]: `order` is "sideways", not one of "in-order", "exact", "any-order".',
    ]);
  });

  it('refuses two kinds in one item, an answer with nothing to hold, and a pattern that is no regular expression', () => {
    const found = errors(
      'version: 1\ncases:\n  - name: a\n    command: x\n    expect:\n      - { ends: true, max_requests: 2 }\n      - answer: {}\n      - answer: { matches: "(" }\n',
    );
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^cases\[0\]\.expect\[0\]: one expectation per item/);
    expect(found[1]).toMatch(/^cases\[0\]\.expect\[1\]\.answer: say what the answer must hold/);
    expect(found[2]).toMatch(/^cases\[0\]\.expect\[2\]\.answer\.matches: not a regular expression/);
  });

  it('needs a command or a recording, and not both', () => {
    expect(errors('version: 1\ncases:\n  - name: a\n    expect: [{ ends: true }]\n')).toEqual([
      'cases[0]: say what to check: a `command` to run, or a `recording` (cassette or saved session) to read.',
    ]);
    expect(
      errors('version: 1\ncases:\n  - name: a\n    command: x\n    recording: y\n    expect: [{ ends: true }]\n'),
    ).toEqual(['cases[0]: a case runs a `command` or reads a `recording`, not both.']);
  });

  it('names a missing version, an unknown case key and text that is not YAML', () => {
    expect(errors('cases:\n  - name: a\n    command: x\n    expect: [{ ends: true }]\n')).toEqual([
      '`version` is required but missing.',
    ]);
    expect(errors('version: 1\ncases:\n  - name: a\n    comand: x\n    expect: [{ ends: true }]\n')[0]).toBe(
      '`cases[0].comand`: did you mean `command`?',
    );
    expect(errors('version: 1\ncases: [\n')[0]).toMatch(/^tests\.loop\.yaml is not valid YAML: /);
  });
});
