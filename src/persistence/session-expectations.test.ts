// A session's loop-test expectations: kept through files, share links and old saves; bad text loses only them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineState } from '@loopscope/engine/types';
import { restore } from './restore';
import { readSessionFile, sessionFileText } from './session-file';
import { readShareFragment, shareLink } from './share-link';
import { ranSeedState, recordOf } from './testing/sessions';

const WEATHER = `version: 1
cases:
  - name: weather
    recording: weather.cassette.json
    env:
      OPENAI_API_KEY: sk-test-ENVSECRET9
    expect:
      - calls: [get_weather]
      - ends: true
`;

let seed: EngineState;
beforeAll(async () => {
  seed = await ranSeedState();
});

describe('a session carrying expectations', () => {
  it('keeps their file text through a saved file, with env values emptied', async () => {
    const text = sessionFileText(recordOf(seed, { expectations: { source: 'weather.loop.yaml', text: WEATHER } }));
    expect(text).not.toContain('ENVSECRET9');
    const opened = await readSessionFile(new Blob([text]));
    if (!opened.ok) throw new Error(opened.error.text);
    expect(opened.warning).toBeUndefined();
    expect(opened.record.expectations?.source).toBe('weather.loop.yaml');
    expect(opened.record.expectations?.text).toMatch(/calls: \[ ?get_weather ?\]/);
    expect(opened.record.expectations?.text).toContain('OPENAI_API_KEY: ""');
  });

  it('keeps them in a share link without the env secret', () => {
    const shared = shareLink(
      recordOf(seed, {
        expectations: {
          source: 'weather.loop.json',
          text: JSON.stringify({
            version: 1,
            cases: [{ name: 'w', recording: 'w.json', env: { KEY: 'sk-test-JSONSECRET' }, expect: [{ ends: true }] }],
          }),
        },
      }),
      'http://127.0.0.1/',
    );
    if (!shared.ok) throw new Error(shared.error.text);
    const opened = readShareFragment(new URL(shared.url).hash);
    if (!opened?.ok) throw new Error('link did not open');
    expect(opened.record.expectations?.text).not.toContain('JSONSECRET');
    expect(JSON.parse(opened.record.expectations!.text).cases[0].env).toEqual({ KEY: '' });
  });

  it('reads a session saved before expectations existed (no field) unchanged', () => {
    const old = JSON.parse(sessionFileText(recordOf(seed))) as Record<string, unknown>;
    expect('expectations' in old).toBe(false);
    const opened = restore(JSON.stringify(old));
    if (!opened.ok) throw new Error(opened.error.text);
    expect(opened.warning).toBeUndefined();
    expect('expectations' in opened.record).toBe(false);
    expect(opened.record.engine.branches).toEqual(seed.branches);
  });

  it('leaves out only expectations whose text no longer reads, and says so', () => {
    const bad = recordOf(seed, {
      expectations: {
        source: 'weather.loop.yaml',
        text: 'version: 1\ncases:\n  - name: w\n    recording: r.json\n    expect:\n      - cals: [get_weather]\n',
      },
    });
    const opened = restore(JSON.stringify(bad));
    if (!opened.ok) throw new Error(opened.error.text);
    expect(opened.record.expectations).toBeUndefined();
    expect(opened.record.engine.branches).toEqual(seed.branches);
    expect(opened.record.name).toBe(bad.name);
    expect(opened.warning?.text).toMatch(/weather\.loop\.yaml/);
    expect(opened.warning?.text).toMatch(/cals.*did you mean `calls`/);
    expect(opened.warning?.text).toMatch(/Everything else in the session is kept/);
  });

  it('leaves out a field that is not a file name and text, and says so', () => {
    const opened = restore(JSON.stringify({ ...recordOf(seed), expectations: { source: 'x.loop.yaml', text: 42 } }));
    if (!opened.ok) throw new Error(opened.error.text);
    expect(opened.record.expectations).toBeUndefined();
    expect(opened.warning?.key).toBe('persistence:restore.expectationsShape');
    expect(opened.record.engine.branches).toEqual(seed.branches);
  });

  it('leaves out YAML that does not parse', () => {
    const opened = restore(
      JSON.stringify(recordOf(seed, { expectations: { source: 'w.loop.yaml', text: 'cases: [\n' } })),
    );
    if (!opened.ok) throw new Error(opened.error.text);
    expect(opened.record.expectations).toBeUndefined();
    expect(opened.warning?.text).toMatch(/w\.loop\.yaml is not valid YAML/);
  });
});
