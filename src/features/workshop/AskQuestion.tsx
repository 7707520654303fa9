// A question for the room: one radio group; choosing shows at once whether it was right, and the right answer if not.
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import type { LessonStepOf } from '../../store';
import { useLesson } from './lesson-context';
import { choiceText } from './lesson-language';

export function AskQuestion({ step }: { step: LessonStepOf<'ask'> }) {
  const { t } = useTranslation('workshop');
  const chosen = useLesson((s) => s.answers[step.id]);
  const answer = useLesson((s) => s.answer);
  const language = useLesson((s) => s.language);
  const name = useId();
  return (
    <fieldset className="lesson-choices">
      <legend>{t('askLegend')}</legend>
      {step.choices.map((choice, i) => (
        <label key={i} className="lesson-choice">
          <input type="radio" name={name} checked={chosen === i} onChange={() => answer(step.id, i)} />
          {choiceText(choice, language)}
        </label>
      ))}
      {chosen !== undefined && (
        <p
          className={chosen === step.answer ? 'lesson-verdict lesson-right' : 'lesson-verdict lesson-wrong'}
          role="status"
        >
          {chosen === step.answer
            ? t('askRight')
            : t('askWrong', { answer: choiceText(step.choices[step.answer]!, language) })}
        </p>
      )}
    </fieldset>
  );
}
