// A session's expectations: read from a file's first case, checked on the session's exchanges as they are now.
import { describe, expect, it } from 'vitest';
import { expectationResults, expectationsFromFile } from './attached-expectations';
import { recordedLoop } from '@loopscope/payloads/loop-tests/testing/recorded-loops';
import type { Exchange } from '@loopscope/wire/exchange';

const FILE =
  'version: 1\ncases:\n  - name: weather\n    recording: w.cassette.json\n    expect:\n      - calls: [get_weather]\n      - answer: { contains: "30°C" }\n';

describe('expectationsFromFile', () => {
  it("takes the first case's expectations and names the file they came from", () => {
    const loaded = expectationsFromFile('w.loop.yaml', FILE);
    expect(loaded).toEqual({
      ok: true,
      attached: {
        source: 'w.loop.yaml',
        text: FILE,
        expectations: [
          { kind: 'calls', tools: ['get_weather'], order: 'in-order' },
          { kind: 'answer', contains: '30°C', ignoreCase: false },
        ],
      },
    });
  });
  it("keeps the file's text to save, with env values emptied", () => {
    const loaded = expectationsFromFile(
      'w.loop.yaml',
      FILE.replace('    expect:', '    env: { TOKEN: sk-test-ATTACHED }\n    expect:'),
    );
    if (!loaded.ok) throw new Error(loaded.problem);
    expect(loaded.attached.text).not.toContain('ATTACHED');
    expect(loaded.attached.text).toContain('TOKEN');
  });
  it('says why a file gives none', () => {
    expect(expectationsFromFile('w.loop.yaml', 'version: 1\ncases: []\n')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('at least 1'),
    });
  });
});

describe('expectationResults', () => {
  it('checks them on the loop as it is now: an edited answer changes what holds', () => {
    const loaded = expectationsFromFile('w.loop.yaml', FILE);
    if (!loaded.ok) throw new Error(loaded.problem);
    const loop = recordedLoop('chat') as unknown as Exchange[];
    expect(expectationResults(loop, loaded.attached.expectations).map((r) => r.passed)).toEqual([true, false]);
    const edited = loop.map((e, i) => (i === 1 ? { ...e, responseBody: e.responseBody!.replace('17°C', '30°C') } : e));
    expect(expectationResults(edited, loaded.attached.expectations).map((r) => r.passed)).toEqual([true, true]);
  });
});
