// Entry point: builds the runtime, installs the bench hook only for `?bench`, picks the UI language, renders the app.
// Theme tokens and base styles first, so feature stylesheets (imported by the components) can refine them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/app.css';
import './styles/focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lastSessionId } from '../persistence/device-settings';
import { SessionProvider, SavedSessionsProvider } from '../store';
import { Root } from './Root';
import { installBenchHook } from './bench-hook';
import { takeLaunchToken } from './launch-token';
import { startI18n } from './i18n/i18n';
import { loadKoreanFaces } from './i18n/hangul-faces';
import { createRuntime } from './runtime';
import { lessonRoute } from './lesson-route';
import { browserIdle } from '../persistence/autosaver';

// Before anything reads the address: the launch token leaves it for this tab's storage.
takeLaunchToken();
const runtime = createRuntime();
installBenchHook(runtime.store);
// A share link's session wins over the one open last time; either way the page is usable before storage answers. A lesson's
// address (or /handoff) starts the lesson (or the triage agent's set-up) in this tab's new session, so the last one is not
// reopened over it once storage answers.
void runtime.sessions.getState().start(lastSessionId(), {
  reopenLast: !lessonRoute(location.pathname)?.lessonId && location.pathname !== '/handoff',
});
// A reload or closed tab should not lose the last second of work.
window.addEventListener('pagehide', () => void runtime.sessions.getState().flush());
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

// The saved or browser language loads first (English is already bundled), so the first paint is in the reader's language.
await startI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={runtime.store} services={runtime.services}>
        <SavedSessionsProvider store={runtime.sessions}>
          <Root runtime={runtime} />
        </SavedSessionsProvider>
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);

// Hangul for machines without a Korean font: the faces' stylesheet (about 45 kB gzip, no font file) loads before the first
// paint of a Korean UI (startI18n), otherwise once the first screen is up; the browser then fetches only the Korean chunks
// whose characters a page shows (unicode-range).
browserIdle(() => void loadKoreanFaces());
