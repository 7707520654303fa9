// The top bar: product name and what it does, the saved-session controls, the configuration drawer toggle, text size, theme, and keyboard help.
import type { ReactNode } from 'react';
import { Icon } from '../ui';
import type { FontScale } from './font-scale';
import { FontSizeControl } from './FontSizeControl';
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

export function AppHeader({ theme, onCycleTheme, onHelp, fontScale, onFontScale, configOpen, onToggleConfig, sessions, onNavigate }: AppHeaderProps) {
  return (
    <header className="app-header">
      <button type="button" className="btn config-toggle" aria-expanded={configOpen} aria-controls="config-panel" onClick={onToggleConfig}>
        <Icon.settings /> Configuration
      </button>
      <div className="brand">
        <img src="/favicon.svg" alt="" width={22} height={22} />
        <h1 className="brand-name">Loopscope</h1>
        <p className="brand-tagline">See exactly what goes over the wire in the tool-calling loop.</p>
      </div>
      <div className="app-header-actions">
        {sessions}
        <a
          className="btn btn-ghost"
          href="/live"
          title="Watch your own app's requests through the capture proxy"
          onClick={(event) => {
            event.preventDefault();
            onNavigate('/live');
          }}
        >
          Live capture
        </a>
        <a
          className="btn btn-ghost"
          href="/lessons"
          title="Guided lessons from the seeds, predictions, break-it labs and a presenter view"
          onClick={(event) => {
            event.preventDefault();
            onNavigate('/lessons');
          }}
        >
          Lessons
        </a>
        <FontSizeControl scale={fontScale} onChange={onFontScale} />
        <ThemeButton theme={theme} onCycle={onCycleTheme} />
        <button type="button" className="btn btn-ghost" onClick={onHelp} title="Keyboard shortcuts (?)">
          <kbd>?</kbd>
          <span className="header-button-text">Shortcuts</span>
        </button>
      </div>
    </header>
  );
}
