// The self-hosted Korean font: only the Korean chunks of Noto Sans KR, each behind its unicode-range, woff2 files that
// exist, and the stylesheet in the repository is what the generator writes from the installed package.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CSS_FILE, WEIGHTS, koreanFontCss } from './korean-font.ts';
import { HANGUL_WEIGHTS } from '../src/app/i18n/hangul-faces.ts';

const css = readFileSync(CSS_FILE, 'utf8');
const faces = css.split('\n').filter((line) => line.startsWith('@font-face'));

describe('korean-font.css', () => {
  it('is what scripts/korean-font.ts writes from the installed package', () => {
    expect(css).toBe(koreanFontCss());
  });

  it('declares only Korean faces, each limited to its characters, in every weight the UI uses, from files that exist', () => {
    expect(faces.length).toBeGreaterThan(100);
    expect(new Set(faces.map((f) => /font-weight:(\d+)/.exec(f)![1]))).toEqual(new Set(['400', '500', '600', '700']));
    const hangulSyllables = { from: 0xac00, to: 0xd7a3 };
    let hangul = 0;
    for (const face of faces) {
      const range = /unicode-range:([^}]+)/.exec(face)![1]!;
      // No Latin chunk: every face is for Korean (Hangul, CJK), so English text never needs it (a stray ASCII code point
      // in a Hangul chunk is never drawn from it: the system fonts come first in --font-sans).
      const parts = range.split(',').map((part) =>
        part
          .replace('U+', '')
          .split('-')
          .map((h) => parseInt(h, 16)),
      );
      expect(
        parts.some(([from]) => from! >= 0x1100),
        face.slice(0, 200),
      ).toBe(true);
      if (parts.some(([from, to = from]) => from! <= hangulSyllables.to && to! >= hangulSyllables.from)) hangul += 1;
      const url = /url\(([^)]+)\)/.exec(face)![1]!;
      expect(url.endsWith('.woff2')).toBe(true);
      expect(existsSync(resolve(dirname(CSS_FILE), url)), url).toBe(true);
    }
    expect(hangul).toBeGreaterThan(100);
  });
});

/** Every numeric font-weight the app's own stylesheets ask for (the generated Korean faces aside). */
function weightsUsed(dir: string): Set<number> {
  const used = new Set<number>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.css') || entry.name === 'korean-font.css') continue;
    for (const [, weight] of readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(
      /font-weight:\s*(\d+|bold)/g,
    ))
      used.add(weight === 'bold' ? 700 : Number(weight));
  }
  return used;
}

describe('Hangul in every weight the UI uses', () => {
  it('ships a face for each weight the stylesheets use (a weight between two is drawn with the heavier, as CSS matching does)', () => {
    const used = weightsUsed(join(dirname(CSS_FILE), '..', '..'));
    expect(used.size).toBeGreaterThan(2);
    for (const weight of used) {
      const drawnWith =
        weight <= 500 ? [...WEIGHTS].reverse().find((w) => w <= weight) : WEIGHTS.find((w) => w >= weight);
      expect(drawnWith !== undefined && Math.abs(drawnWith - weight) <= 50, `font-weight ${weight}`).toBe(true);
    }
  });

  it('preloads the same weights the stylesheet ships', () => {
    expect([...HANGUL_WEIGHTS]).toEqual([...WEIGHTS]);
  });
});
