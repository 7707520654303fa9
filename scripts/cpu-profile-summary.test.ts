// The profile summary maps built-chunk frames back to source lines, folds them by package or app folder, and keeps idle apart.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { summarize } from './cpu-profile-summary.ts';

const root = mkdtempSync(join(tmpdir(), 'cpu-summary-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Generated column 0 is Row.tsx line 1 (renderRow); column 10 onwards is react-dom's x.js line 5 (commit).
const sourceMap = {
  version: 3,
  sources: ['../../src/features/timeline/Row.tsx', '../../node_modules/react-dom/cjs/x.js'],
  names: ['renderRow', 'commit'],
  mappings: 'AAAAA,UCIAC',
};

const frame = (id: number, functionName: string, url = '', lineNumber = -1, columnNumber = -1) => ({
  id,
  callFrame: { functionName, url, lineNumber, columnNumber },
});
const profile = {
  nodes: [
    frame(1, '(root)'),
    frame(2, '(idle)'),
    frame(3, 'a', 'http://127.0.0.1:5174/assets/app-x.js', 0, 0),
    frame(4, 'b', 'http://127.0.0.1:5174/assets/app-x.js', 0, 12),
    frame(5, '(program)'),
    frame(6, 'c', 'http://127.0.0.1:5174/assets/no-map.js', 0, 3),
  ],
  samples: [2, 3, 3, 4, 5, 6],
  timeDeltas: [1000, 200, 300, 400, 500, 50],
};

mkdirSync(join(root, 'dist/assets'), { recursive: true });
writeFileSync(join(root, 'dist/assets/app-x.js.map'), JSON.stringify(sourceMap));
mkdirSync(join(root, 'profiles'));
writeFileSync(join(root, 'profiles/one.cpuprofile'), JSON.stringify(profile));
writeFileSync(join(root, 'profiles/notes.txt'), 'not a profile');

describe('summarize', () => {
  const summary = summarize(join(root, 'profiles'), join(root, 'dist'));

  it('reads only .cpuprofile files and keeps idle time out of the busy total', () => {
    expect(summary.profiles).toBe(1);
    expect(summary.idle).toBe(1000);
    expect(summary.busy).toBe(1450);
  });

  it('adds up samples by original source line, named from the source map', () => {
    expect(summary.byLine.get('src/features/timeline/Row.tsx:1 renderRow')).toBe(500);
    expect(summary.byLine.get('node_modules/react-dom/cjs/x.js:5 commit')).toBe(400);
  });

  it('folds files into their package or app folder; scripts without a map and native work keep their own rows', () => {
    expect(Object.fromEntries(summary.byPackage)).toEqual({
      'src/features/timeline': 500,
      'react-dom': 400,
      '(program)': 500,
      '(unmapped script)': 50,
    });
  });
});
