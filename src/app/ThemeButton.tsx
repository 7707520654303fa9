// The theme switch of every page's header: shows the current choice (system, light, dark) and cycles it on click.
import type { ReactElement } from 'react';
import { Icon } from '../ui';
import type { ThemeChoice } from './theme';

const THEME_LABEL: Record<ThemeChoice, string> = { system: 'System theme', light: 'Light theme', dark: 'Dark theme' };
const THEME_ICON: Record<ThemeChoice, () => ReactElement> = { system: Icon.system, light: Icon.sun, dark: Icon.moon };

export function ThemeButton({ theme, onCycle }: { theme: ThemeChoice; onCycle(): void }) {
  const ThemeIcon = THEME_ICON[theme];
  return (
    <button type="button" className="btn btn-ghost" onClick={onCycle} aria-label={`${THEME_LABEL[theme]} (click to change)`} title={`${THEME_LABEL[theme]} — click to change`}>
      <ThemeIcon />
      <span className="header-button-text">{THEME_LABEL[theme]}</span>
    </button>
  );
}
