// Under the error a classic-mistake scenario provokes: which mistake it was and how to fix it (only when the error is exactly the expected one).
import { useTranslation } from 'react-i18next';
import { useSession } from '../../store';
import type { ApiErrorView } from '../../store';
import { TickedText } from '../../ui';
import {
  findClassicMistake,
  isExpectedError,
  type ClassicMistake,
} from '@loopscope/payloads/teaching/classic-mistakes';
import type { OpenAIErrorObject } from '@loopscope/wire/errors';

function expectedMistake(scenarioId: string | null, view: ApiErrorView): ClassicMistake | null {
  const mistake = findClassicMistake(scenarioId);
  if (!mistake || view.status === null) return null;
  return isExpectedError(mistake, view.status, view.error as OpenAIErrorObject | null) ? mistake : null;
}

export function MistakeFix({ view }: { view: ApiErrorView }) {
  const { t } = useTranslation('timeline');
  const mistake = useSession((s) => expectedMistake(s.scenarioId, view));
  if (!mistake) return null;
  return (
    <aside className="mistake-fix" aria-label={t('error.mistake')} data-testid="mistake-fix">
      <p>
        <strong>{t('error.classic')}</strong> <TickedText text={t(`mistakes.${mistake.id}.broken`)} />
      </p>
      <p>
        <strong>{t('error.fix')}</strong> <TickedText text={t(`mistakes.${mistake.id}.fix`)} />
      </p>
    </aside>
  );
}
