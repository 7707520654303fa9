// A break-it lab's outcome: the real error the API sent back for the broken request, beside the fix.
import { useTranslation } from 'react-i18next';
import { errorOf, recordedRequests, useSession, useSessionStore, type LessonStepOf } from '../../store';
import { TickedText } from '../../ui';
import { LABS } from '@loopscope/payloads/teaching/labs/index';
import { useLesson } from './lesson-context';

export function LabResult({ step }: { step: LessonStepOf<'lab'> }) {
  const { t } = useTranslation('workshop');
  const lab = LABS.find((l) => l.id === step.lab);
  const done = useLesson((s) => s.done.includes(step.id));
  const session = useSessionStore();
  // Re-read when the engine changes: the broken request's answer lands after the step starts.
  useSession((s) => s.engine);
  if (!lab) return null;
  const titles: Record<string, string> = t('labTitle', { returnObjects: true });
  const fixes: Record<string, string> = t('labFixText', { returnObjects: true });
  const exchange = done ? recordedRequests(session)[lab.request - 1] : undefined;
  const view = exchange ? errorOf(exchange) : null;
  const message = view?.error && typeof view.error.message === 'string' ? view.error.message : view?.text;
  return (
    <div className="lesson-lab">
      <p className="lesson-lab-title">{titles[lab.id] ?? lab.title}</p>
      {!done ? (
        <p className="lesson-note">{t('labWaiting')}</p>
      ) : view ? (
        <>
          <p className="lesson-note">{t('labError', { status: view.status ?? '—' })}</p>
          <p className="lesson-lab-error mono" data-testid="lab-error">
            {message ?? t('labNoResponse')}
          </p>
        </>
      ) : (
        <p className="lesson-note">{t('labNoError')}</p>
      )}
      <p className="lesson-note">{t('labFix')}</p>
      <p className="lesson-lab-fix">
        <TickedText text={fixes[lab.id] ?? lab.fix} />
      </p>
    </div>
  );
}
