// The theme switch of every page's header: shows the current choice (system, light, dark) and cycles it on click.
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui';
import type { ThemeChoice } from './theme';

const THEME_ICON: Record<ThemeChoice, () => ReactElement> = { system: Icon.system, light: Icon.sun, dark: Icon.moon };

export function ThemeButton({ theme, onCycle }: { theme: ThemeChoice; onCycle(): void }) {
  const { t } = useTranslation();
  const ThemeIcon = THEME_ICON[theme];
  const label = t(`header.theme.${theme}`);
  return (
    <button
      type="button"
      className="btn btn-ghost"
      onClick={onCycle}
      aria-label={t('header.themeAction', { theme: label })}
      title={t('header.themeHint', { theme: label })}
    >
      <ThemeIcon />
      <span className="header-button-text">{label}</span>
    </button>
  );
}
