// The live page's top bar: product name, the feed's state, where the proxy forwards, and the way back to the playground.
import type { FeedStatus } from '../../store';
import { Badge, type BadgeTone } from '../../ui';
import type { ThemeChoice } from '../theme';
import { ThemeButton } from '../ThemeButton';

const STATUS: Record<FeedStatus, { label: string; tone: BadgeTone }> = {
  connecting: { label: 'Connecting…', tone: 'warning' },
  live: { label: 'Live', tone: 'success' },
  offline: { label: 'Offline', tone: 'danger' },
};

export interface LiveHeaderProps {
  status: FeedStatus;
  upstream: string | null;
  onNavigate(path: string): void;
  theme: ThemeChoice;
  onCycleTheme(): void;
}

export function LiveHeader({ status, upstream, onNavigate, theme, onCycleTheme }: LiveHeaderProps) {
  return (
    <header className="app-header">
      <div className="brand">
        <img src="/favicon.svg" alt="" width={22} height={22} />
        <h1 className="brand-name">Loopscope</h1>
        <p className="brand-tagline">Live capture</p>
      </div>
      <div className="app-header-actions">
        <span role="status" className="live-status">
          <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
          {upstream && <span className="header-button-text">/proxy/v1 → {upstream === 'mock' ? 'the embedded mock' : upstream}</span>}
        </span>
        <a
          className="btn btn-ghost"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            onNavigate('/');
          }}
        >
          Playground
        </a>
        <ThemeButton theme={theme} onCycle={onCycleTheme} />
      </div>
    </header>
  );
}
