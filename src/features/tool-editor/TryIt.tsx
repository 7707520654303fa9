// "Try it": run the implementation in the sandbox with sample arguments, exactly as the loop would call it.
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ToolRunResult } from '@loopscope/engine/types';
import { useServices } from '../../store';

export function TryIt({ name, source, initialArguments }: { name: string; source: string; initialArguments: string }) {
  const { t, i18n } = useTranslation('tool-editor');
  const services = useServices();
  const [args, setArgs] = useState(initialArguments);
  const [result, setResult] = useState<ToolRunResult | null>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const argsId = useId();

  const run = async () => {
    setRunning(true);
    setFailure(null);
    try {
      setResult(await services.runTool({ callId: 'call_try_it', name, argumentsJson: args }, source));
    } catch (error) {
      setResult(null);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="try-it">
      <label htmlFor={argsId} className="field-label">
        <Trans t={t} i18nKey="tryIt.label" components={{ code: <code /> }} />
      </label>
      <div className="try-it-row">
        <input
          id={argsId}
          className="input mono"
          value={args}
          spellCheck={false}
          onChange={(e) => setArgs(e.target.value)}
        />
        <button type="button" className="btn" onClick={() => void run()} disabled={running}>
          {running ? t('tryIt.running') : t('tryIt.run')}
        </button>
      </div>
      {failure && (
        <p className="finding finding-error" role="alert">
          {t('tryIt.failed', { error: failure })}
        </p>
      )}
      {result && (
        <div className="try-it-result" data-ok={result.ok} aria-live="polite">
          <div className="try-it-meta">
            <span>{result.ok ? t('tryIt.returned') : t('tryIt.threw')}</span>
            <span>
              {t('tryIt.duration', {
                ms: result.durationMs.toLocaleString(i18n.language, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
              })}
            </span>
            <span>{t('tryIt.content')}</span>
          </div>
          <pre className="try-it-output" tabIndex={0} aria-label={t('tryIt.output')}>
            {result.output}
          </pre>
          {result.logs.length > 0 && (
            <pre className="try-it-logs" aria-label={t('tryIt.console')} tabIndex={0}>
              {result.logs.join('\n')}
            </pre>
          )}
        </div>
      )}
    </div>
  );
}
