// An API error in the timeline: the status and the real error object from the response body, not a crash.
import type { ApiErrorView } from '../../store';

export function ErrorCard({ step, view }: { step: number; view: ApiErrorView }) {
  const message = typeof view.error?.message === 'string' ? view.error.message : null;
  return (
    <article className="card error-card" data-kind="error" aria-label={`Request ${step} failed`}>
      <header className="card-header">
        <span className="role-badge" data-kind="error">
          {view.status === null ? 'network error' : `HTTP ${view.status}`}
        </span>
        <span className="card-note">the API rejected request {step}; nothing was added to messages</span>
      </header>
      <div className="card-body">
        {message && (
          <p className="error-message" data-testid="api-error-message">
            {message}
          </p>
        )}
        <pre className="error-json" data-testid="api-error-object">
          {view.error ? JSON.stringify({ error: view.error }, null, 2) : view.text}
        </pre>
      </div>
    </article>
  );
}
