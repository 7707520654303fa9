// One model's answer to the frozen step, drawn against the first target's (the baseline): calls, text, tokens, ending.
import { useTranslation } from 'react-i18next';
import { Badge, TextDiff, canonical } from '../../ui';
import { toolDifference, type StepOutcome } from '@loopscope/payloads/step-models/step-models';

function parsedOrText(text: string): string {
  try {
    return canonical(JSON.parse(text));
  } catch {
    return text;
  }
}

export function StepOutcomeCard({
  title,
  outcome,
  baseline,
}: {
  title: string;
  outcome: StepOutcome | 'sending';
  baseline: StepOutcome | null;
}) {
  const { t } = useTranslation('compare');
  if (outcome === 'sending') {
    return (
      <article className="step-card" aria-label={title} aria-busy="true">
        <h4 className="step-card-title">{title}</h4>
        <p className="compare-note">{t('stepSending')}</p>
      </article>
    );
  }
  const isBaseline = baseline === outcome;
  const diff = baseline && !isBaseline ? toolDifference(baseline.calls, outcome.calls) : null;
  // The n-th call of a tool pairs with the baseline's n-th call of the same tool.
  const seen = new Map<string, number>();
  const baselineArgs = (name: string) => {
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    const call = (baseline?.calls ?? []).filter((c) => c.name === name)[n];
    return call ? parsedOrText(call.arguments) : null;
  };
  return (
    <article className="step-card" aria-label={title}>
      <h4 className="step-card-title">{title}</h4>
      <p className="step-card-meta">
        <Badge tone={outcome.error ? 'danger' : outcome.endsLoop ? 'success' : 'info'}>
          {outcome.error
            ? t('stepFailed', { status: outcome.status ?? '—' })
            : outcome.endsLoop
              ? t('stepEnds')
              : t('stepCalls')}
        </Badge>
        {outcome.durationMs !== null && <span>{t('stepTime', { ms: outcome.durationMs })}</span>}
        {outcome.usage.input !== null && (
          <span>{t('stepTokens', { input: outcome.usage.input, output: outcome.usage.output ?? 0 })}</span>
        )}
        {outcome.usage.reasoning ? <span>{t('stepReasoning', { count: outcome.usage.reasoning })}</span> : null}
      </p>
      {outcome.error && <p className="compare-error">{outcome.error}</p>}
      {outcome.calls.length > 0 && (
        <ul className="step-calls" aria-label={t('stepCallsLabel')}>
          {outcome.calls.map((call, i) => {
            const same = baselineArgs(call.name) === parsedOrText(call.arguments);
            return (
              <li key={i}>
                <code>{call.name}</code> <code className="step-args">{call.arguments}</code>
                {!isBaseline && baseline && (
                  <span className="step-mark" data-same={same}>
                    {same ? t('stepSameArgs') : t('stepOtherArgs')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {diff && (diff.added.length > 0 || diff.missing.length > 0) && (
        <p className="step-tools-diff">
          {t('stepToolsDiff', { added: diff.added.join(', ') || '—', missing: diff.missing.join(', ') || '—' })}
        </p>
      )}
      {outcome.text !== '' &&
        (baseline && !isBaseline && baseline.text !== '' ? (
          <TextDiff before={baseline.text} after={outcome.text} ariaLabel={t('stepTextDiff', { title })} />
        ) : (
          <p className="step-text">{outcome.text}</p>
        ))}
    </article>
  );
}
