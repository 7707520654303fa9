// /handoff: seed 000's multi-agent handoff on its own page, running on the playground's session (so the inspector has its bytes).
import { HandoffView, WORKSHOP_STRINGS } from '../features/workshop';
import { useTheme } from './use-theme';

export function HandoffPage({ onNavigate }: { onNavigate(path: string): void }) {
  useTheme();
  return (
    <div className="handoff-page">
      <header className="presenter-bar handoff-page-bar">
        <h1 className="brand-name">{WORKSHOP_STRINGS.handoffTitle}</h1>
        <a
          className="btn btn-sm btn-ghost"
          href="/lessons"
          onClick={(event) => {
            event.preventDefault();
            onNavigate('/lessons');
          }}
        >
          {WORKSHOP_STRINGS.lessonsButton}
        </a>
      </header>
      <main>
        <HandoffView />
      </main>
    </div>
  );
}
