// Predict the next payload: choose or type what a field will hold, send the request for real, see the differences marked.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { LessonStepOf } from '../../store';
import { useLesson } from './lesson-context';
import { PredictionVerdict } from './PredictionVerdict';
import { choiceText } from './lesson-language';

type Guess = { ok: true; value: unknown } | { ok: false; error: string };

function readGuess(
  choice: number | null,
  typed: string,
  step: LessonStepOf<'predict'>,
  t: TFunction<'workshop'>,
): Guess {
  if (typed.trim() !== '') {
    try {
      return { ok: true, value: JSON.parse(typed) as unknown };
    } catch (error) {
      return {
        ok: false,
        error: t('predictBadJson', { reason: error instanceof Error ? error.message : String(error) }),
      };
    }
  }
  if (choice === null) return { ok: false, error: t('predictNothing') };
  return { ok: true, value: step.choices[choice]!.value };
}

export interface PredictPanelProps {
  step: LessonStepOf<'predict'>;
  /** Where "Send and compare" goes: the lesson's foot bar (beside Back/Next); absent, it stays under the choices. */
  footSlot?: HTMLElement | null;
}

export function PredictPanel({ step, footSlot }: PredictPanelProps) {
  const { t } = useTranslation('workshop');
  const result = useLesson((s) => s.predictions[step.id]);
  const busy = useLesson((s) => s.busy);
  const predict = useLesson((s) => s.predict);
  const retry = useLesson((s) => s.retry);
  const language = useLesson((s) => s.language);
  const [choice, setChoice] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Set by "Send and compare": the verdict that comes back takes the focus (not a verdict shown on reopening the step).
  const [checked, setChecked] = useState(false);
  const name = useId();
  const choices = useRef<HTMLFieldSetElement>(null);
  const typedId = useId();

  const check = () => {
    const guess = readGuess(choice, typed, step, t);
    setProblem(guess.ok ? null : guess.error);
    if (guess.ok) {
      setChecked(true);
      void predict(step.id, guess.value);
    }
  };

  // Answered, the verdict (and its Try again) replaces it.
  const send = result === undefined && (
    <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={check}>
      {t('predictCheck')}
    </button>
  );

  return (
    <div className="lesson-predict">
      <fieldset ref={choices} className="lesson-choices" disabled={result !== undefined}>
        <legend>
          {t('predictLegend')}:{' '}
          <code>{t('predictWhat', { path: step.path, side: t(`sideName.${step.side}`), n: step.request })}</code>
        </legend>
        {step.choices.map((c, i) => (
          <label key={i} className="lesson-choice">
            <input
              type="radio"
              name={name}
              checked={choice === i}
              onChange={() => {
                setChoice(i);
                setTyped('');
              }}
            />
            {choiceText(c.label, language)}
          </label>
        ))}
        <label htmlFor={typedId} className="lesson-typed-label">
          {t('predictTyped')}
        </label>
        <textarea
          id={typedId}
          className="lesson-typed mono"
          rows={2}
          value={typed}
          placeholder={t('predictTypedHint')}
          onChange={(event) => {
            setTyped(event.target.value);
            setChoice(null);
          }}
        />
        {!footSlot && send}
      </fieldset>
      {footSlot && createPortal(send, footSlot)}
      {problem && (
        <p className="lesson-verdict lesson-wrong" role="alert">
          {problem}
        </p>
      )}
      {result && (
        <PredictionVerdict
          result={result}
          focusOnShow={checked}
          onRetry={() => {
            setChecked(false);
            setChoice(null);
            setTyped('');
            retry(step.id);
            // The Try again button goes away with the verdict: the keyboard goes on from the first choice, not from the page.
            requestAnimationFrame(() => choices.current?.querySelector('input')?.focus());
          }}
        />
      )}
    </div>
  );
}
