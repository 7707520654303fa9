// Env values leave a loop-test file a session carries; names, comments and the rest stay.
import { describe, expect, it } from 'vitest';
import { readLoopTestFile } from './parse-file';
import { withoutEnvValues } from './without-env-values';

describe('withoutEnvValues', () => {
  it('empties YAML env values and keeps names, comments and expectations', () => {
    const text =
      '# weather\nversion: 1\ncases:\n  - name: w\n    command: node app.mjs\n    env:\n      OPENAI_API_KEY: sk-test-XYZ # the key\n      EMPTY: ""\n    expect:\n      - ends: true\n';
    const safe = withoutEnvValues(text, 'w.loop.yaml');
    expect(safe).not.toContain('sk-test-XYZ');
    expect(safe).toContain('# weather');
    const read = readLoopTestFile(safe, 'w.loop.yaml');
    if (!read.ok) throw new Error(read.errors.join('\n'));
    expect(read.file.cases[0]!.env).toEqual({ OPENAI_API_KEY: '', EMPTY: '' });
    expect(read.file.cases[0]!.expect).toEqual([{ kind: 'ends' }]);
  });

  it('empties JSON env values', () => {
    const text = JSON.stringify({
      version: 1,
      cases: [{ name: 'w', command: 'x', env: { TOKEN: 'abc' }, expect: [{ ends: true }] }],
    });
    expect(JSON.parse(withoutEnvValues(text, 'w.loop.json')).cases[0].env).toEqual({ TOKEN: '' });
  });

  it('leaves a file without env values, or one that does not parse, as it is', () => {
    const plain = 'version: 1\ncases:\n  - name: w\n    recording: r.json\n    expect:\n      - calls: [a]\n';
    expect(withoutEnvValues(plain, 'w.loop.yaml')).toBe(plain);
    expect(withoutEnvValues('cases: [', 'w.loop.yaml')).toBe('cases: [');
    expect(withoutEnvValues('{', 'w.loop.json')).toBe('{');
  });
});
