// UI size: storage round trip, junk ignored, stepping stops at the ends.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import { formatScale, readFontScale, saveFontScale, stepFontScale } from './font-scale';

describe('font scale', () => {
  it('starts at 100% and remembers a saved step', () => {
    const storage = memoryStorage();
    expect(readFontScale(storage)).toBe(1);
    saveFontScale(1.3, storage);
    expect(readFontScale(storage)).toBe(1.3);
    saveFontScale(1, storage);
    expect(storage.length).toBe(0);
  });

  it('ignores values that are not one of the steps', () => {
    expect(readFontScale(memoryStorage({ 'loopscope.fontScale': '7' }))).toBe(1);
    expect(readFontScale(memoryStorage({ 'loopscope.fontScale': 'big' }))).toBe(1);
  });

  it('steps up and down and stays at the ends', () => {
    expect(stepFontScale(1, 1)).toBe(1.15);
    expect(stepFontScale(1, -1)).toBe(0.85);
    expect(stepFontScale(0.85, -1)).toBe(0.85);
    expect(stepFontScale(1.5, 1)).toBe(1.5);
    expect(formatScale(1.15)).toBe('115%');
  });
});
