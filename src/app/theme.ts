// Light/dark theme: follows the system until the user picks one; the choice (not a secret) sits in localStorage.
import { safeStorage } from './safe-storage';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

const KEY = 'loopscope.theme';

export function readThemeChoice(storage: Storage | null = safeStorage()): ThemeChoice {
  try {
    const value = storage?.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function saveThemeChoice(choice: ThemeChoice, storage: Storage | null = safeStorage()): void {
  try {
    if (choice === 'system') storage?.removeItem(KEY);
    else storage?.setItem(KEY, choice);
  } catch {
    // A full or blocked storage only costs the user their preference next visit.
  }
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): ResolvedTheme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/** The order the header toggle cycles through. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
}
