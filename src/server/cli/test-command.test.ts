// `loopscope test` end to end: the weather app of clients/ run under the capture proxy against its cassette passes;
// with a changed prompt it fails with the request and JSON path named; reporters, --keep-open links and exit codes.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer, type StartOptions } from '../start.ts';
import { runCli, type CliContext } from './program.ts';
import { TEST_EXIT } from './exit-codes.ts';
import { memoryTerminal } from './terminal.ts';
import { cassetteFromExchanges, cassetteText } from '@loopscope/payloads/cassettes/cassette-file';
import { RECORDED_STYLES, recordedLoop } from '@loopscope/payloads/loop-tests/testing/recorded-loops';
import type { Exchange } from '@loopscope/wire/exchange';

const CLIENTS = resolve('clients');
const EXAMPLE = 'clients/weather-app.loop.yaml';
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'loopscope-test-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function context(env: NodeJS.ProcessEnv = {}) {
  const term = memoryTerminal();
  const served: RunningServer[] = [];
  const ctx: CliContext = {
    term,
    // The default store in the test's folder, never the user's data directory.
    env: { PATH: process.env.PATH, XDG_DATA_HOME: join(root, 'data'), ...env },
    version: '0.0.0',
    start: async (options: StartOptions) => {
      const running = await startServer({ ...options, staticRoot: root });
      served.push(running);
      return running;
    },
    openBrowser: async () => {},
    untilStopped: async () => {},
    serveMcp: async () => {},
    prune: async () => 'pruned',
  };
  return { ctx, served, text: () => term.lines.join('\n') };
}

/** A loop-test file in the temporary folder. */
function testFile(name: string, text: string): string {
  const file = join(root, name);
  writeFileSync(file, text);
  return file;
}

// The example app imports the openai SDK the client suite installs (clients/package.json).
const haveClients = existsSync(join(CLIENTS, 'node_modules', 'openai'));

describe.skipIf(!haveClients)('loopscope test with the weather app of clients/', () => {
  it('passes against its cassette: every expectation holds, exit 0', async () => {
    const { ctx, text } = context();
    expect(await runCli(['test', EXAMPLE], ctx)).toBe(TEST_EXIT.passed);
    expect(text()).toContain('  ✓ asks for the weather in Paris and answers with it (8/8 expectations held)');
    expect(text()).toContain('1 passed, 0 failed');
  }, 60_000);

  it('fails with a changed prompt: the request that missed the cassette and the JSON path that changed, exit 1', async () => {
    const { ctx, text } = context({ WEATHER_CITY: 'Berlin' });
    expect(await runCli(['test', EXAMPLE], ctx)).toBe(TEST_EXIT.failed);
    expect(text()).toContain(
      '    ✗ request 1 is not in the cassette: messages[1].content is "What\'s the weather in Berlin?", the recording has "What\'s the weather in Paris?"',
    );
    expect(text()).toContain('      at request 1 request: messages[1].content');
    expect(text()).toContain('    ✗ the command exited with code 1');
    expect(text()).toContain('0 passed, 1 failed');
  }, 60_000);

  it('against the mock, the changed prompt fails the arguments at their path, and --keep-open links each failure to its exchange', async () => {
    const example = readFileSync(EXAMPLE, 'utf8')
      .replace('command: node weather-app.mjs', `command: [node, ${JSON.stringify(join(CLIENTS, 'weather-app.mjs'))}]`)
      .replace(/\n\s+cassette: .*\n/, '\n    env: { WEATHER_CITY: Berlin }\n');
    const file = testFile('mock.loop.yaml', example);
    const { ctx, text } = context();
    expect(await runCli(['test', file, '--keep-open', '--port', '0'], ctx)).toBe(TEST_EXIT.failed);
    expect(text()).toContain(
      '    ✗ get_weather has arguments matching {"city":"Paris"} and valid against the schema\n      city is "Berlin", not "Paris"\n      at request 1 response: choices[0].message.tool_calls[0].function.arguments.city\n      open http://localhost:',
    );
    expect(text()).toMatch(
      /open http:\/\/localhost:\d+\/live\?exchange=cap_000001&side=response&path=choices%5B0%5D\.message\.tool_calls%5B0%5D\.function\.arguments\.city\n/,
    );
    expect(text()).toContain('the final answer contains "17°C" and matches /Paris/');
    expect(text()).toMatch(/The captured loops are at http:\/\/localhost:\d+\/live/);
  }, 60_000);
});

describe('loopscope test', () => {
  it('one file checks the same loop recorded in Chat, Responses, Assistants and the Agents SDK', async () => {
    const cases = RECORDED_STYLES.map((style) => {
      writeFileSync(
        join(root, `${style}.cassette.json`),
        cassetteText(cassetteFromExchanges(style, recordedLoop(style) as unknown as Exchange[])),
      );
      return `  - name: ${style}\n    recording: ${style}.cassette.json\n    expect:\n      - calls: [get_weather]\n        order: exact\n      - arguments: { tool: get_weather, match: { city: Paris } }\n      - max_requests: 2\n      - answer: { contains: "17°C" }\n      - doctor: no-errors\n      - ends: true\n`;
    });
    const file = testFile('styles.loop.yaml', `version: 1\ncases:\n${cases.join('')}`);
    const { ctx, text } = context();
    expect(await runCli(['test', file], ctx), text()).toBe(TEST_EXIT.passed);
    for (const style of RECORDED_STYLES) expect(text()).toContain(`  ✓ ${style} (6/6 expectations held)`);
  }, 60_000);

  it('checks a recording as it is (a cassette replayed through the proxy), with JUnit and TAP reports', async () => {
    const cassette = join(CLIENTS, 'weather-app.cassette.json');
    const file = testFile(
      'recording.loop.yaml',
      `version: 1\ncases:\n  - name: the recording\n    recording: ${JSON.stringify(cassette)}\n    expect:\n      - calls: [get_weather]\n      - max_requests: 1\n`,
    );
    const junit = join(root, 'report.xml');
    const { ctx, text } = context();
    expect(await runCli(['test', file, '--reporter', 'junit', '-o', junit], ctx)).toBe(TEST_EXIT.failed);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain(`<testsuite name="${file}" tests="1" failures="1" errors="0"`);
    expect(xml).toContain('the run sent 2 model requests; request 2 is the first past 1');
    // The readable summary still goes to the terminal.
    expect(text()).toContain('  ✗ the recording (1/2 expectations held)');

    const tap = context();
    expect(await runCli(['test', file, '--reporter', 'tap'], tap.ctx)).toBe(TEST_EXIT.failed);
    expect(tap.text()).toContain(`TAP version 14\n1..1\nnot ok 1 - ${file}: the recording`);
  }, 60_000);

  it('exits 2 for a file that does not read, naming the mistake, and for a command that cannot start', async () => {
    const bad = testFile(
      'bad.loop.yaml',
      'version: 1\ncases:\n  - name: x\n    command: node app.mjs\n    expect:\n      - max_request: 2\n',
    );
    const one = context();
    expect(await runCli(['test', bad], one.ctx)).toBe(TEST_EXIT.error);
    expect(one.text()).toContain(
      'cases[0].expect[0]: `max_request` is not an expectation: did you mean `max_requests`?',
    );

    const missing = testFile(
      'missing.loop.yaml',
      'version: 1\ncases:\n  - name: no such app\n    command: loopscope-no-such-command-here\n    expect: [{ ends: true }]\n',
    );
    const two = context();
    expect(await runCli(['test', missing], two.ctx)).toBe(TEST_EXIT.error);
    expect(two.text()).toContain('could not check: cannot run "loopscope-no-such-command-here": no such command');

    const three = context();
    expect(await runCli(['test', join(root, 'nowhere.loop.yaml')], three.ctx)).toBe(TEST_EXIT.error);
    expect(three.text()).toContain('nowhere.loop.yaml: cannot read it (no such file)');
  }, 60_000);

  it('refuses a provider upstream without a key, before sending anything', async () => {
    const file = testFile(
      'provider.loop.yaml',
      'version: 1\ncases:\n  - name: real\n    command: node -e 0\n    upstream: https://api.openai.com/v1\n    expect: [{ ends: true }]\n',
    );
    const { ctx, text, served } = context();
    expect(await runCli(['test', file], ctx)).toBe(TEST_EXIT.error);
    expect(text()).toContain(
      'could not check: the case sends its requests to https://api.openai.com/v1, which needs OPENAI_API_KEY in the environment',
    );
    expect(served).toHaveLength(0);
  });
});
