// The narration panel: the open lesson's prose for the current step, its question or lab, and Back / Next.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LESSON_LANGUAGES, useMessageWords, type LessonLanguage, type LessonStep } from '../../store';
import { Markdown } from '../timeline';
import { AskQuestion } from './AskQuestion';
import './workshop.css';
import { LabResult } from './LabResult';
import { languagesOf, proseFor } from './lesson-language';
import { useLesson } from './lesson-context';
import { PredictPanel } from './PredictPanel';
import { LANGUAGE_NAMES } from './lesson-language';

function StepWidget({ step, footSlot }: { step: LessonStep; footSlot: HTMLElement | null }) {
  if (step.type === 'ask') return <AskQuestion key={step.id} step={step} />;
  if (step.type === 'predict') return <PredictPanel key={step.id} step={step} footSlot={footSlot} />;
  if (step.type === 'lab') return <LabResult key={step.id} step={step} />;
  return null;
}

/** Whether the box scrolls (a short screen squeezes the narration into its own scrolling box): then the keyboard must reach it. */
function useScrolls<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(box.scrollHeight > box.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  });
  return [ref, scrolls];
}

export interface LessonPlayerProps {
  /** Opens the presenter view of this lesson (absent inside the presenter view itself). */
  onPresent?(id: string): void;
  /** After the lesson closes (e.g. back to the list of lessons). */
  onClose?(): void;
  /** Large type, for a projector. */
  large?: boolean;
}

export function LessonPlayer({ onPresent, onClose, large = false }: LessonPlayerProps) {
  const { t } = useTranslation('workshop');
  const lesson = useLesson((s) => s.active);
  const index = useLesson((s) => s.index);
  const busy = useLesson((s) => s.busy);
  const error = useLesson((s) => s.error);
  const words = useMessageWords();
  const language = useLesson((s) => s.language);
  const { next, back, close, setLanguage } = useLesson((s) => s);
  // The foot bar's place for a step's own action (a prediction's "Send and compare"), so one bar holds it with Back/Next.
  const [footSlot, setFootSlot] = useState<HTMLDivElement | null>(null);
  const [narrationBox, narrationScrolls] = useScrolls<HTMLDivElement>();
  const [introBox, introScrolls] = useScrolls<HTMLDivElement>();
  if (!lesson) return null;
  const prose = proseFor(lesson, language);
  const steps = lesson.file.steps;
  const step = steps[index]!;
  const last = index === steps.length - 1;
  // On a projector the narration scrolls in its own box (the question and Back/Next stay in view): keyboard users scroll it too.
  const focusable = { tabIndex: 0, className: 'lesson-prose ui-focusable' };
  const scrolls = large ? focusable : { className: 'lesson-prose' };
  return (
    <section
      className={large ? 'lesson-player lesson-large' : 'lesson-player'}
      aria-label={prose.title}
      data-step={step.id}
    >
      <header className="lesson-head">
        <h2 className="lesson-title" title={prose.title}>
          {prose.title}
        </h2>
        <div className="lesson-tools">
          <label className="lesson-language">
            <span className="ui-visually-hidden">{t('language')}</span>
            <select
              className="select"
              value={language}
              onChange={(event) => void setLanguage(event.target.value as LessonLanguage)}
              aria-label={t('language')}
            >
              {LESSON_LANGUAGES.filter((l) => languagesOf(lesson).includes(l)).map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          {onPresent && (
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => onPresent(lesson.file.id)}>
              {t('presenter')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => {
              close();
              onClose?.();
            }}
            aria-label={t('close')}
          >
            ✕
          </button>
        </div>
      </header>
      <p className="lesson-progress" aria-live="polite">
        {t('stepOf', { n: index + 1, total: steps.length })}
        {busy && <span className="lesson-busy"> · {t('working')}</span>}
      </p>
      {index === 0 && prose.intro && (
        <div {...(introScrolls ? focusable : scrolls)} ref={introBox} lang={language}>
          <Markdown text={prose.intro} appLinks />
        </div>
      )}
      <div
        {...(narrationScrolls ? focusable : scrolls)}
        ref={narrationBox}
        lang={language}
        data-testid="lesson-narration"
      >
        <Markdown text={prose.sections[step.id] ?? ''} appLinks />
      </div>
      <StepWidget step={step} footSlot={footSlot} />
      {error && (
        <p className="lesson-verdict lesson-wrong" role="alert">
          {words(error)}
        </p>
      )}
      {last && <p className="lesson-note">{t('finished')}</p>}
      {/* One bar at the foot of the panel (sticky while the step scrolls): the step's action, then Back and Next. At
          853×480 a second bar for Send and compare covered the choices; one compact bar covers nothing the step needs. */}
      <nav className="lesson-nav" aria-label={t('panelTitle')}>
        <div className="lesson-nav-action" ref={setFootSlot} />
        {/* While a step's request is out the buttons only say they are unavailable (the store ignores them then): a disabled
            button would drop the keyboard focus of a learner who just pressed Enter on it. */}
        <button type="button" className="btn" disabled={index === 0} aria-disabled={busy || undefined} onClick={back}>
          ← <span className="lesson-nav-word">{t('back')}</span>
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={last}
          aria-disabled={busy || undefined}
          onClick={() => void next()}
        >
          {t('next')} →
        </button>
      </nav>
    </section>
  );
}
