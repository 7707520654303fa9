// A failed exchange as the wire had it: an API error's status and error object fields, or the failure named for
// what it is (cut stream, timeout, CORS, no connection) with the partial bytes left to the body views.
import { Trans, useTranslation } from 'react-i18next';
import type { Exchange } from '@loopscope/engine/types';
import { errorOf, UPSTREAM_UNREACHABLE } from '../../store';
import { failureWords } from '../timeline';
import { statusText } from './exchange-info';

const FIELDS = ['message', 'type', 'param', 'code'] as const;

function show(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function ErrorView({ exchange }: { exchange: Exchange }) {
  const { t } = useTranslation('inspector');
  const { t: tt } = useTranslation('timeline');
  const view = errorOf(exchange);
  if (!view) return null;
  const { failure } = view;
  const words = failureWords(tt, failure);
  // The capture proxy's own 502: the app got that status (shown), and the failure was the proxy's, not the browser's.
  const proxied = view.error?.code === UPSTREAM_UNREACHABLE;
  const heading =
    (failure.kind === 'http' || proxied) && view.status !== null
      ? `${view.status} ${statusText(view.status)}`.trim()
      : words.label;
  return (
    <section className="insp-error" data-failure={failure.kind} aria-label={t('error.label')}>
      <p className="insp-error-title">
        <strong>{heading}</strong> — {words.summary}
      </p>
      {failure.kind !== 'http' && !proxied && exchange.error && (
        <p className="insp-note">{t('error.browserSaid', { error: exchange.error })}</p>
      )}
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
        failure.kind === 'http' && <p className="insp-note">{t('error.notErrorObject')}</p>
      )}
      {view.error?.code === UPSTREAM_UNREACHABLE && (
        <p className="insp-note">
          <Trans t={t} i18nKey="error.proxyUnreachable" components={{ cmd: <code /> }} />
        </p>
      )}
    </section>
  );
}
