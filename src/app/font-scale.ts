// UI size (a zoom of the whole page, like the browser's): a few fixed steps; the choice (not a secret) sits in localStorage.
import { formatPercent } from '../ui';
import { safeStorage } from './safe-storage';

export const FONT_SCALES = [0.85, 1, 1.15, 1.3, 1.5] as const;
export type FontScale = (typeof FONT_SCALES)[number];

const KEY = 'loopscope.fontScale';

export function readFontScale(storage: Storage | null = safeStorage()): FontScale {
  try {
    const value = Number(storage?.getItem(KEY));
    return FONT_SCALES.find((s) => s === value) ?? 1;
  } catch {
    return 1;
  }
}

export function saveFontScale(scale: FontScale, storage: Storage | null = safeStorage()): void {
  try {
    if (scale === 1) storage?.removeItem(KEY);
    else storage?.setItem(KEY, String(scale));
  } catch {
    // A blocked storage only costs the user their size next visit.
  }
}

/** The next step up (+1) or down (-1); stays at the ends instead of wrapping, so repeated presses are safe. */
export function stepFontScale(scale: FontScale, direction: 1 | -1): FontScale {
  const index = FONT_SCALES.indexOf(scale);
  return FONT_SCALES[Math.min(FONT_SCALES.length - 1, Math.max(0, index + direction))]!;
}

/** The scale as a percentage in the UI language's own way ("115%", "115 %" in German). */
export const formatScale = (scale: FontScale, locale = 'en') => formatPercent(scale, locale);
