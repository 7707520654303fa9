// Theme choice: storage round trip, system fallback, and the cycle order of the header toggle.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import { nextThemeChoice, readThemeChoice, resolveTheme, saveThemeChoice } from './theme';

describe('theme', () => {
  it('follows the system until a choice is saved', () => {
    const storage = memoryStorage();
    expect(readThemeChoice(storage)).toBe('system');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    saveThemeChoice('dark', storage);
    expect(readThemeChoice(storage)).toBe('dark');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('forgets the choice when going back to system, and ignores junk', () => {
    const storage = memoryStorage();
    saveThemeChoice('light', storage);
    saveThemeChoice('system', storage);
    expect(storage.getItem('loopscope.theme')).toBeNull();
    storage.setItem('loopscope.theme', 'purple');
    expect(readThemeChoice(storage)).toBe('system');
  });

  it('cycles system → light → dark → system', () => {
    expect(nextThemeChoice('system')).toBe('light');
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(readThemeChoice(broken)).toBe('system');
    expect(() => saveThemeChoice('dark', broken)).not.toThrow();
  });
});
