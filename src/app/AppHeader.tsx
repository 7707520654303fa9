// The top bar: product name and what it does, the saved-session controls, the configuration drawer toggle, text size, language, theme, and keyboard help.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui';
import type { FontScale } from './font-scale';
import { FontSizeControl } from './FontSizeControl';
import { LanguagePicker } from './LanguagePicker';
import type { ThemeChoice } from './theme';
import { ThemeButton } from './ThemeButton';

export interface AppHeaderProps {
  theme: ThemeChoice;
  onCycleTheme(): void;
  onHelp(): void;
  fontScale: FontScale;
  onFontScale(direction: 1 | -1 | 0): void;
  /** Whether the configuration drawer is open (the toggle only shows where configuration is a drawer). */
  configOpen: boolean;
  onToggleConfig(): void;
  /** The saved-session controls (name, save state, list, import, export, share). */
  sessions?: ReactNode;
  /** Client-side navigation (to the live capture page). */
  onNavigate(path: string): void;
}

export function AppHeader({
  theme,
  onCycleTheme,
  onHelp,
  fontScale,
  onFontScale,
  configOpen,
  onToggleConfig,
  sessions,
  onNavigate,
}: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <button
        type="button"
        className="btn config-toggle"
        aria-label={t('header.configuration')}
        aria-expanded={configOpen}
        aria-controls="config-panel"
        onClick={onToggleConfig}
      >
        <Icon.settings /> <span className="config-toggle-text">{t('header.configuration')}</span>
      </button>
      <div className="brand">
        <img src="/favicon.svg" alt="" width={22} height={22} />
        <h1 className="brand-name">Loopscope</h1>
        <p className="brand-tagline">{t('header.tagline')}</p>
      </div>
      <div className="app-header-actions">
        {sessions}
        <a
          className="btn btn-ghost"
          href="/live"
          title={t('header.liveCaptureHint')}
          aria-label={t('header.liveCapture')}
          onClick={(event) => {
            event.preventDefault();
            onNavigate('/live');
          }}
        >
          <Icon.live />
          <span className="header-link-text">{t('header.liveCapture')}</span>
        </a>
        <a
          className="btn btn-ghost"
          href="/lessons"
          title={t('header.lessonsHint')}
          aria-label={t('header.lessons')}
          onClick={(event) => {
            event.preventDefault();
            onNavigate('/lessons');
          }}
        >
          <Icon.book />
          <span className="header-link-text">{t('header.lessons')}</span>
        </a>
        <FontSizeControl scale={fontScale} onChange={onFontScale} />
        <LanguagePicker />
        <ThemeButton theme={theme} onCycle={onCycleTheme} />
        <button type="button" className="btn btn-ghost" onClick={onHelp} title={t('header.shortcutsHint')}>
          <kbd>?</kbd>
          <span className="header-button-text">{t('header.shortcuts')}</span>
        </button>
      </div>
    </header>
  );
}
