// Picks the page for the path: the live capture view at /live (loaded on first visit), the playground everywhere else.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HandoffContext, LessonStoreContext } from '../features/workshop';
import { App } from './App';
import { lessonRoute } from './lesson-route';
import type { Runtime } from './runtime';
import { ElicitationContext } from '../store';
import { usePath } from './use-path';

const PresenterView = lazy(() => import('./present/PresenterView').then((mod) => ({ default: mod.PresenterView })));
const LivePage = lazy(() => import('./live/LivePage').then((mod) => ({ default: mod.LivePage })));

export function Root({ runtime }: { runtime: Runtime }) {
  const [path, navigate] = usePath();
  const { t } = useTranslation();
  if (path === '/live') {
    return (
      <Suspense fallback={<p className="live-note">{t('loadingLive')}</p>}>
        <LivePage live={runtime.live} onNavigate={navigate} />
      </Suspense>
    );
  }
  const lesson = lessonRoute(path);
  return (
    <ElicitationContext.Provider value={runtime.elicitation}>
      <LessonStoreContext.Provider value={runtime.lessons}>
        <HandoffContext.Provider value={runtime.handoff}>
          {path === '/handoff' ? (
            <App onNavigate={navigate} handoff />
          ) : lesson?.view === 'present' ? (
            <Suspense fallback={<p className="live-note">{t('loadingPresenter')}</p>}>
              <PresenterView lessonId={lesson.lessonId} onNavigate={navigate} />
            </Suspense>
          ) : (
            <App onNavigate={navigate} lesson={lesson} />
          )}
        </HandoffContext.Provider>
      </LessonStoreContext.Provider>
    </ElicitationContext.Provider>
  );
}
