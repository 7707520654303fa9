// The report in its three forms: readable text with request, path and link; JUnit XML; TAP 14.
import { describe, expect, it } from 'vitest';
import { junitReport, tapReport, textReport, type CaseReport } from './report';

const failing: CaseReport = {
  file: 'weather.loop.yaml',
  name: 'asks for Paris',
  durationMs: 1500,
  results: [
    { kind: 'calls', label: 'calls get_weather in this order', passed: true },
    {
      kind: 'arguments',
      label: 'get_weather has arguments matching {"city":"Berlin"}',
      passed: false,
      problem: 'city is "Paris", not "Berlin"',
      at: { request: 1, exchangeId: 'cap_000007', side: 'response', path: 'output[0].arguments.city' },
    },
  ],
};
const passing: CaseReport = {
  file: 'weather.loop.yaml',
  name: 'ends <well> & "quickly"',
  durationMs: 250,
  results: [{ kind: 'ends', label: 'every loop ends with an answer', passed: true }],
};
const broken: CaseReport = {
  file: 'other.loop.yaml',
  name: 'no app',
  durationMs: 0,
  results: [],
  error: 'cannot run "nope": no such command',
};

describe('textReport', () => {
  it('names each failed expectation with its request, JSON path and, while a server keeps the capture, its link', () => {
    expect(textReport([failing, passing, broken], { origin: 'http://127.0.0.1:5185' })).toEqual([
      'weather.loop.yaml',
      '  ✗ asks for Paris (1/2 expectations held)',
      '    ✗ get_weather has arguments matching {"city":"Berlin"}',
      '      city is "Paris", not "Berlin"',
      '      at request 1 response: output[0].arguments.city',
      '      open http://127.0.0.1:5185/live?exchange=cap_000007&side=response&path=output%5B0%5D.arguments.city',
      '  ✓ ends <well> & "quickly" (1/1 expectations held)',
      'other.loop.yaml',
      '  ✗ no app (0/0 expectations held)',
      '    could not check: cannot run "nope": no such command',
      '',
      '1 passed, 2 failed',
    ]);
  });
  it('has no link when nothing serves the capture any more', () => {
    expect(textReport([failing]).some((line) => line.includes('/live?exchange='))).toBe(false);
  });
});

describe('junitReport', () => {
  it('writes one suite per file, a failure or an error per case that did not pass, text escaped', () => {
    const xml = junitReport([failing, passing, broken]);
    expect(xml).toContain('<testsuite name="weather.loop.yaml" tests="2" failures="1" errors="0" time="1.750">');
    expect(xml).toContain(
      '<testcase classname="weather.loop.yaml" name="ends &#60;well&#62; &#38; &#34;quickly&#34;" time="0.250"/>',
    );
    expect(xml).toMatch(
      /<failure message="get_weather has arguments matching \{&#34;city&#34;:&#34;Berlin&#34;\}">[^<]*at request 1 response: output\[0\]\.arguments\.city/,
    );
    expect(xml).toContain('<testsuite name="other.loop.yaml" tests="1" failures="0" errors="1"');
    expect(xml).toContain('<error message="cannot run &#34;nope&#34;: no such command">');
  });
});

describe('tapReport', () => {
  it('says ok / not ok per case with the failures as a YAML block', () => {
    expect(tapReport([failing, passing], { origin: 'http://127.0.0.1:5185' }).split('\n')).toEqual([
      'TAP version 14',
      '1..2',
      'not ok 1 - weather.loop.yaml: asks for Paris',
      '  ---',
      '  failures:',
      '    - expectation: "get_weather has arguments matching {\\"city\\":\\"Berlin\\"}"',
      '      problem: "city is \\"Paris\\", not \\"Berlin\\""',
      '      at: "request 1 response: output[0].arguments.city"',
      '      link: "http://127.0.0.1:5185/live?exchange=cap_000007&side=response&path=output%5B0%5D.arguments.city"',
      '  ...',
      'ok 2 - weather.loop.yaml: ends <well> & "quickly"',
      '',
    ]);
  });
});

describe('problems outside the expectations', () => {
  it('fail the case and are listed first, with their place', () => {
    const missed: CaseReport = {
      ...passing,
      problems: [
        { text: 'the command exited with code 1' },
        {
          text: 'request 1 is not in the cassette: messages[1].content differs',
          at: { request: 1, exchangeId: 'cap_000001', side: 'request', path: 'messages[1].content' },
        },
      ],
    };
    expect(textReport([missed])).toEqual([
      'weather.loop.yaml',
      '  ✗ ends <well> & "quickly" (1/1 expectations held)',
      '    ✗ the command exited with code 1',
      '    ✗ request 1 is not in the cassette: messages[1].content differs',
      '      at request 1 request: messages[1].content',
      '',
      '0 passed, 1 failed',
    ]);
    expect(tapReport([missed])).toContain('    - problem: "the command exited with code 1"\n');
    expect(junitReport([missed])).toContain(
      '<failure message="the command exited with code 1; request 1 is not in the cassette: messages[1].content differs">',
    );
  });
});
