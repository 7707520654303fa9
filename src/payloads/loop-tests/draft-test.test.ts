// "Save as test" drafts: expectations the recorded loop meets in every style, a file that reads back, argument shapes.
import { describe, expect, it } from 'vitest';
import { checkExpectations } from './check-expectations';
import { draftTestFile, fileStem, shapeOf } from './draft-test';
import { readLoopTestFile } from './parse-file';
import { readRun } from './recorded-run';
import { RECORDED_STYLES, recordedLoop } from './testing/recorded-loops';

describe.each(RECORDED_STYLES)('a test drafted from the %s recording', (style) => {
  const run = readRun(recordedLoop(style));
  const text = draftTestFile(run, { name: "What's the weather in Paris?", cassetteFile: 'weather.cassette.json' });
  const read = readLoopTestFile(text);

  it('reads back as a valid file whose expectations the same loop meets', () => {
    if (!read.ok) throw new Error(read.errors.join('\n'));
    const [only] = read.file.cases;
    expect(only).toMatchObject({ name: "What's the weather in Paris?", recording: 'weather.cassette.json' });
    expect(only!.expect.map((e) => e.kind)).toEqual(['calls', 'arguments', 'max_requests', 'ends', 'doctor']);
    expect(only!.expect[0]).toEqual({ kind: 'calls', tools: ['get_weather'], order: 'exact' });
    expect(only!.expect[1]).toEqual({
      kind: 'arguments',
      tool: 'get_weather',
      schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    });
    expect(only!.expect[2]).toEqual({ kind: 'max_requests', limit: 2 });
    expect(checkExpectations(run, only!.expect).filter((r) => !r.passed)).toEqual([]);
  });

  it('tells the user what to edit and points editors at the schema', () => {
    expect(text.split('\n')[0]).toBe(
      '# Editors complete this file with the JSON Schema loopscope ships: schema/loop-test.schema.json in its package.',
    );
    expect(text).toContain('#   command: node your-app.mjs');
  });
});

describe('shapeOf', () => {
  it('keeps the types seen, requires only the keys every call had', () => {
    expect(
      shapeOf([
        { city: 'Paris', days: 2 },
        { city: 'Oslo', days: 1.5, units: ['c'] },
      ]),
    ).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string' },
        days: { type: 'number' },
        units: { type: 'array', items: { type: 'string' } },
      },
      required: ['city', 'days'],
    });
  });
});

describe('fileStem', () => {
  it('makes a file name of any title', () => {
    expect(fileStem("What's the weather in Paris?")).toBe('what-s-the-weather-in-paris');
    expect(fileStem('서울 날씨')).toBe('서울-날씨');
    expect(fileStem('???')).toBe('loop');
  });
});
