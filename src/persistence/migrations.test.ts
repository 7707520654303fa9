// Sessions saved before the one `mistake` option (format version 1, a field per style) open making the same mistake.
import { compressToEncodedURIComponent } from 'lz-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { mistakeOf } from '@loopscope/engine/mistakes';
import type { EngineState } from '@loopscope/engine/types';
import { restore } from './restore';
import { readShareFragment, SHARE_PARAM } from './share-link';
import { ranSeedState } from './testing/sessions';

let seed: EngineState;
beforeAll(async () => {
  seed = await ranSeedState();
});

/** A session file as a build of format version 1 wrote it: the mistake in its per-style field. */
function versionOneFile(apiStyle: string, options: Record<string, unknown>) {
  return {
    format: 'loopscope-session',
    version: 1,
    id: 'old-lab',
    name: 'Chain from unstored',
    createdAt: 1,
    updatedAt: 2,
    origin: { kind: 'file', fileName: 'lab.loopscope.json' },
    readOnly: false,
    engine: { ...seed, config: { ...seed.config, apiStyle, options: { ...seed.config.options, ...options } } },
  };
}

function restored(input: unknown) {
  const result = restore(input);
  if (!result.ok) throw new Error(result.error.text);
  return result.record;
}

describe('format version 1 → 2: one mistake option', () => {
  it('opens an old file with `responsesMistake` making that mistake, the old field gone', () => {
    const text = JSON.stringify(versionOneFile('responses', { responsesMistake: 'responses-chain-unstored' }), null, 2);
    const record = restored(text);
    expect(record.version).toBe(2);
    expect(record.engine.config.options).not.toHaveProperty('responsesMistake');
    expect(record.engine.config.options.mistake).toBe('responses-chain-unstored');
    expect(mistakeOf(record.engine.config)?.id).toBe('responses-chain-unstored');
  });

  it('keeps the mistake of the session’s own style when both old fields were set, as the driver read them', () => {
    const old = versionOneFile('assistants', {
      responsesMistake: 'responses-nested-tools',
      assistantsMistake: 'assistants-v1-beta',
    });
    const record = restored(old);
    expect(mistakeOf(record.engine.config)?.id).toBe('assistants-v1-beta');
    expect(Object.keys(record.engine.config.options).filter((key) => /Mistake$/.test(key))).toEqual([]);
  });

  it('makes no mistake where the old session made none: a field of another style', () => {
    const record = restored(versionOneFile('chat', { assistantsMistake: 'assistants-v1-beta' }));
    expect(mistakeOf(record.engine.config)).toBeNull();
  });

  it('opens a share link made before the change, with its mistake', () => {
    const old = { ...versionOneFile('responses', { responsesMistake: 'responses-tool-role' }), readOnly: true };
    const hash = `#${SHARE_PARAM}=${compressToEncodedURIComponent(JSON.stringify({ ...old, origin: { kind: 'share' } }))}`;
    const result = readShareFragment(hash);
    expect(result?.ok).toBe(true);
    if (!result?.ok) return;
    expect(mistakeOf(result.record.engine.config)?.id).toBe('responses-tool-role');
  });

  it('leaves a session without a mistake without one', () => {
    const record = restored(versionOneFile('chat', {}));
    expect(record.engine.config.options).not.toHaveProperty('mistake');
    expect(record.engine.config.options).toEqual(seed.config.options);
  });
});
