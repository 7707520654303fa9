// /handoff: seed 000's multi-agent handoff on its own page, running on the playground's session (so the inspector has its bytes).
import { useTranslation } from 'react-i18next';
import { HandoffView } from '../features/workshop';
import { useTheme } from './use-theme';

export function HandoffPage({ onNavigate }: { onNavigate(path: string): void }) {
  const { t } = useTranslation('workshop');
  useTheme();
  return (
    <div className="handoff-page">
      <header className="presenter-bar handoff-page-bar">
        <h1 className="brand-name">{t('handoffTitle')}</h1>
        <a
          className="btn btn-sm btn-ghost"
          href="/lessons"
          onClick={(event) => {
            event.preventDefault();
            onNavigate('/lessons');
          }}
        >
          {t('lessonsButton')}
        </a>
      </header>
      <main>
        <HandoffView />
      </main>
    </div>
  );
}
