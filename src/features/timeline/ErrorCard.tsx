// A failed request in the timeline, named for what it is (HTTP error, cut stream, timeout, CORS, no connection),
// with the real error object from the response body when there is one — not a crash.
import { useTranslation } from 'react-i18next';
import type { ApiErrorView } from '../../store';
import { failureWords } from './failure-words';
import { MistakeFix } from './MistakeFix';

export function ErrorCard({ step, view }: { step: number; view: ApiErrorView }) {
  const { t } = useTranslation('timeline');
  const message = typeof view.error?.message === 'string' ? view.error.message : null;
  const { failure } = view;
  const words = failureWords(t, failure);
  return (
    <article
      className="card error-card"
      data-kind="error"
      data-failure={failure.kind}
      aria-label={t('error.label', { step, failure: words.label })}
    >
      <header className="card-header">
        <span className="role-badge" data-kind="error" data-testid="failure-label">
          {words.label}
        </span>
        <span className="card-note" data-testid="failure-summary">
          {words.summary}
        </span>
      </header>
      <div className="card-body">
        {message && (
          <p className="error-message" data-testid="api-error-message">
            {message}
          </p>
        )}
        {view.error || failure.kind === 'http' ? (
          <pre className="error-json" data-testid="api-error-object">
            {view.error ? JSON.stringify({ error: view.error }, null, 2) : (view.text ?? t('error.noResponse'))}
          </pre>
        ) : (
          // No API answer to quote: the browser's own words (a cut stream's partial bytes are in the inspector).
          failure.kind !== 'cut-stream' && <p className="card-note">{view.text ?? t('error.noResponse')}</p>
        )}
        <MistakeFix view={view} />
      </div>
    </article>
  );
}
