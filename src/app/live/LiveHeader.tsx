// The live page's top bar: product name, the feed's state, where the proxy forwards, and the way back to the playground.
import { useTranslation } from 'react-i18next';
import type { FeedStatus } from '../../store';
import { Badge, type BadgeTone } from '../../ui';
import type { ThemeChoice } from '../theme';
import { ThemeButton } from '../ThemeButton';

const TONE: Record<FeedStatus, BadgeTone> = { connecting: 'warning', live: 'success', offline: 'danger' };

export interface LiveHeaderProps {
  status: FeedStatus;
  upstream: string | null;
  onNavigate(path: string): void;
  theme: ThemeChoice;
  onCycleTheme(): void;
}

export function LiveHeader({ status, upstream, onNavigate, theme, onCycleTheme }: LiveHeaderProps) {
  const { t } = useTranslation('live');
  return (
    <header className="app-header">
      <div className="brand">
        <img src="/favicon.svg" alt="" width={22} height={22} />
        <h1 className="brand-name">Loopscope</h1>
        <p className="brand-tagline">{t('tagline')}</p>
      </div>
      <div className="app-header-actions">
        <span role="status" className="live-status">
          <Badge tone={TONE[status]}>{t(`status.${status}`)}</Badge>
          {upstream && (
            <span className="header-button-text">/proxy/v1 → {upstream === 'mock' ? t('embeddedMock') : upstream}</span>
          )}
        </span>
        <a
          className="btn btn-ghost"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            onNavigate('/');
          }}
        >
          {t('playground')}
        </a>
        <ThemeButton theme={theme} onCycle={onCycleTheme} />
      </div>
    </header>
  );
}
