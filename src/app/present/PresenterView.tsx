// The presenter view: large type, the one panel the step is about, the narration, and clicker keys (PageDown, PageUp, B).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LessonPlayer, useLesson, useLessonHighlight } from '../../features/workshop';
import { Timeline } from '../../features/timeline';
import { InspectorArea } from '../InspectorArea';
import { lessonPath } from '../lesson-route';
import { renderTokens } from '../TokenSlots';
import { useLessonFromAddress } from '../use-lesson-from-address';
import { useTheme } from '../use-theme';
import { RoomAddress } from './RoomAddress';
import './present.css';

/** Clickers send PageDown / PageUp; B blanks the screen, as in slide software. Typing in a field is left alone. */
function useClickerKeys(onBlank: () => void) {
  const next = useLesson((s) => s.next);
  const back = useLesson((s) => s.back);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (
        target?.closest('input, textarea, select, [contenteditable="true"]') ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey
      )
        return;
      if (event.key === 'PageDown') void next();
      else if (event.key === 'PageUp') back();
      else if (event.key === 'b' || event.key === 'B') onBlank();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, back, onBlank]);
}

export function PresenterView({ lessonId, onNavigate }: { lessonId: string; onNavigate(path: string): void }) {
  const { t } = useTranslation('present');
  useTheme();
  useLessonFromAddress(lessonId);
  const known = useLesson((s) => s.lessons.some((l) => l.file.id === lessonId));
  const highlight = useLessonHighlight();
  const [blank, setBlank] = useState(false);
  useClickerKeys(() => setBlank((on) => !on));
  const focus = highlight?.in === 'inspector' ? 'inspector' : 'timeline';

  if (!known) return <p className="presenter-note">{t('notFound')}</p>;
  if (blank) {
    return (
      <div className="presenter-blank" role="status">
        <p>{t('blanked')}</p>
      </div>
    );
  }
  return (
    <div className="presenter" data-focus={focus}>
      <header className="presenter-bar">
        <RoomAddress path={lessonPath(lessonId)} />
        <span className="presenter-keys">{t('keys')}</span>
        <a
          className="btn btn-sm btn-ghost"
          href={lessonPath(lessonId)}
          onClick={(event) => {
            event.preventDefault();
            onNavigate(lessonPath(lessonId));
          }}
        >
          {t('exit')}
        </a>
      </header>
      <main className="presenter-main">
        <section
          className="presenter-focus"
          aria-label={focus === 'inspector' ? t('focusInspector') : t('focusTimeline')}
        >
          {focus === 'inspector' ? (
            <InspectorArea highlight={highlight?.in === 'inspector' ? highlight : null} />
          ) : (
            <Timeline
              onOpenPending={() => undefined}
              renderTokens={renderTokens}
              highlightedMessage={highlight?.in === 'timeline' ? highlight.message : null}
            />
          )}
        </section>
        <div className="presenter-narration">
          <LessonPlayer large onClose={() => onNavigate('/lessons')} />
        </div>
      </main>
    </div>
  );
}
