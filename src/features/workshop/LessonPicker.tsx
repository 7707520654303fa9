// The lessons on offer: built-in and imported, each to start or export; a teacher's file is imported here (and refused precisely).
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { lessonFileName, lessonFileText, useMessageWords, type LessonResult } from '../../store';
import { downloadText } from '../sessions';
import { proseFor } from './lesson-language';
import { useLesson } from './lesson-context';

export function LessonPicker({ onStart }: { onStart(id: string): void }) {
  const { t } = useTranslation('workshop');
  const lessons = useLesson((s) => s.lessons);
  const language = useLesson((s) => s.language);
  const importLesson = useLesson((s) => s.importLesson);
  const exportable = useLesson((s) => s.exportable);
  const words = useMessageWords();
  // The outcome, worded at render: switching the language re-words a refusal already on screen.
  const [result, setResult] = useState<LessonResult | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  // The outcome sits under the list, below the fold of a short column: bring it into view (jsdom has no scrolling).
  useEffect(() => {
    message.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setResult(importLesson(await file.text()));
  };

  return (
    <div className="lesson-picker">
      <p className="lesson-intro">{t('pickerIntro')}</p>
      <ul className="lesson-list" aria-label={t('lessonsButton')}>
        {lessons.map((lesson) => {
          const title = proseFor(lesson, language).title;
          return (
            <li key={lesson.file.id} className="lesson-item">
              <span className="lesson-item-title">{title}</span>
              <span className="lesson-item-meta">{t('steps', { count: lesson.file.steps.length })}</span>
              <span className="lesson-item-actions">
                <button
                  type="button"
                  className="btn btn-sm"
                  aria-label={t('exportLabel', { title })}
                  onClick={() =>
                    void exportable(lesson.file.id).then(
                      (whole) => whole && downloadText(lessonFileName(whole), lessonFileText(whole)),
                    )
                  }
                >
                  {t('exportLesson')}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  aria-label={t('startLabel', { title })}
                  onClick={() => onStart(lesson.file.id)}
                >
                  {t('start')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="lesson-import">
        <button type="button" className="btn btn-sm" onClick={() => fileInput.current?.click()}>
          {t('importLesson')}
        </button>
        <input
          ref={fileInput}
          hidden
          data-testid="lesson-file-input"
          type="file"
          accept=".json,application/json"
          onChange={(event) => {
            void onFile(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {result && (
        <p
          ref={message}
          className={result.ok ? 'lesson-message' : 'lesson-message lesson-error'}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.ok
            ? t('imported', { title: proseFor(result.lesson, language).title })
            : `${t('importRefused')}\n${words(result.error)}`}
        </p>
      )}
    </div>
  );
}
