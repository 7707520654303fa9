// An API error shown as the API sent it: status plus the error object's message, type, param and code.
import type { Exchange } from '../../store/engine-types';
import { errorOf } from '../../store';
import { statusText } from './exchange-info';

const FIELDS = ['message', 'type', 'param', 'code'] as const;

function show(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function ErrorView({ exchange }: { exchange: Exchange }) {
  const view = errorOf(exchange);
  if (!view) return null;
  const heading = view.status !== null ? `${view.status} ${statusText(view.status)}`.trim() : 'Request failed';
  return (
    <section className="insp-error" aria-label="Error response">
      <p className="insp-error-title">
        <strong>{heading}</strong>
        {view.status === null && exchange.error ? ` — ${exchange.error}` : ''}
      </p>
      {view.error ? (
        <dl className="insp-error-fields">
          {FIELDS.map((field) => (
            <div key={field}>
              <dt>{field}</dt>
              <dd>{show(view.error?.[field])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        view.status !== null && <p className="insp-note">The body is not an OpenAI error object; its exact text is below.</p>
      )}
    </section>
  );
}
