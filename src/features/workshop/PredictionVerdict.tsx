// A checked prediction: right or wrong, the differences marked, the real value as the payload holds it, and (when wrong) a way to guess again.
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef } from 'react';
import { DiffView } from '../../ui';

export interface PredictionVerdictProps {
  result: { guess: unknown; actual: unknown; right: boolean };
  /** What was predicted, said before the verdict where the step does not already say it (free play). */
  what?: string;
  /** Offered after a wrong guess: unlocks the choices (absent where a new guess means a new request, as in free play). */
  onRetry?(): void;
  /**
   * The learner just pressed "Send and compare": the button went disabled under their focus, so the verdict takes it
   * (a keyboard user hears it and goes on from here, not from the top of the page).
   */
  focusOnShow?: boolean;
}

export function PredictionVerdict({ result, what, onRetry, focusOnShow = false }: PredictionVerdictProps) {
  const { t } = useTranslation('workshop');
  const realId = useId();
  const verdict = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) verdict.current?.focus();
  }, [focusOnShow, result]);
  return (
    <div className="lesson-predict-result">
      <p
        ref={verdict}
        tabIndex={-1}
        className={result.right ? 'lesson-verdict lesson-right' : 'lesson-verdict lesson-wrong'}
        role="status"
      >
        {what && `${what}: `}
        {result.right ? t('predictRight') : t('predictWrong')}
      </p>
      <DiffView
        before={result.guess}
        after={result.actual}
        ariaLabel={t('predictDiff')}
        beforeLabel={t('predictYours')}
        afterLabel={t('predictReal')}
      />
      {!result.right && (
        <>
          {/* The answer as it sits in the payload, not only as marks on the learner's guess. */}
          <figure className="lesson-real" aria-labelledby={realId}>
            <figcaption id={realId}>{t('predictRealPayload')}</figcaption>
            <pre className="mono" tabIndex={0}>
              {JSON.stringify(result.actual, null, 2) ?? String(result.actual)}
            </pre>
          </figure>
          {onRetry && (
            <button type="button" className="btn btn-sm lesson-retry" onClick={onRetry}>
              {t('predictRetry')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
