// An Assistants run's input tokens: its model turns each estimated by the one rule and summed, beside the run's usage.
import { useTranslation } from 'react-i18next';
import type { ModelContext } from '../../store';
import { useRunTokens } from './use-request-tokens';
import './tokens.css';

export function RunTokens({
  turns,
  reportedPromptTokens,
}: {
  turns: readonly ModelContext[];
  reportedPromptTokens: number | null;
}) {
  const { t } = useTranslation('tokens');
  const total = useRunTokens(turns);
  return (
    <p className="tok-gauge-note" aria-busy={total === null}>
      {total === null ? t('gauge.estimating') : t('run.estimate', { count: turns.length, total })}
      {reportedPromptTokens != null && ` ${t('gauge.serverCounted', { count: reportedPromptTokens })}`}
    </p>
  );
}
