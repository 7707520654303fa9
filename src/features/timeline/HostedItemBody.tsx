// What a hosted tool's item says (a file search with its passages, a web search with its sources, code with its log), and the citations an answer carries.
import { useTranslation } from 'react-i18next';

type Item = Record<string, unknown>;

export const HOSTED_ITEM_TYPES = new Set(['file_search_call', 'web_search_call', 'code_interpreter_call']);

const list = (value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : []);

export function HostedItemBody({ wire }: { wire: Item }) {
  const { t } = useTranslation('timeline');
  const failed = wire.status === 'failed' ? <p className="card-explain">{t('hosted.failed')}</p> : null;
  if (wire.type === 'file_search_call') {
    const queries = Array.isArray(wire.queries) ? (wire.queries as string[]) : [];
    const results = wire.results == null ? null : list(wire.results);
    return (
      <>
        <p className="card-explain">{t('hosted.fileSearch', { queries: queries.join(' · ') })}</p>
        {results === null ? (
          <p className="card-explain">{t('hosted.left', { field: 'results', include: 'file_search_call.results' })}</p>
        ) : (
          <ol className="hosted-results" aria-label={t('hosted.results')}>
            {results.map((r, k) => (
              <li key={k}>
                <code>{String(r.filename ?? r.file_id)}</code>{' '}
                <span className="field-hint">{t('hosted.score', { score: Number(r.score ?? 0).toFixed(2) })}</span>
                <p className="card-text">{String(r.text ?? '')}</p>
              </li>
            ))}
          </ol>
        )}
        {failed}
      </>
    );
  }
  if (wire.type === 'web_search_call') {
    const action = (wire.action ?? {}) as Item;
    const sources = action.sources === undefined ? null : list(action.sources);
    return (
      <>
        <p className="card-explain">{t('hosted.webSearch', { query: String(action.query ?? '') })}</p>
        {sources === null ? (
          <p className="card-explain">
            {t('hosted.left', { field: 'action.sources', include: 'web_search_call.action.sources' })}
          </p>
        ) : (
          <ul className="hosted-results" aria-label={t('hosted.sources')}>
            {sources.map((s, k) => (
              <li key={k}>
                <code>{String(s.url)}</code>
              </li>
            ))}
          </ul>
        )}
        {failed}
      </>
    );
  }
  const outputs = wire.outputs == null ? null : list(wire.outputs);
  return (
    <>
      <p className="card-explain">{t('hosted.code', { container: String(wire.container_id ?? '') })}</p>
      <pre className="mono approval-args">{String(wire.code ?? '')}</pre>
      {outputs === null ? (
        <p className="card-explain">
          {t('hosted.left', { field: 'outputs', include: 'code_interpreter_call.outputs' })}
        </p>
      ) : (
        outputs.map((o, k) => (
          <pre key={k} className="mono hosted-logs" aria-label={t('hosted.logs')}>
            {String(o.logs ?? o.url ?? '')}
          </pre>
        ))
      )}
      {failed}
      <p className="field-hint">{t('hosted.limits')}</p>
    </>
  );
}

/** The answer's citations, numbered, each with what it points at: a file the search read, or a page and the span it backs. */
export function Citations({ wire }: { wire: Item }) {
  const { t } = useTranslation('timeline');
  const parts = list(wire.content);
  const cited = parts
    .flatMap((p) => list(p.annotations).map((a) => ({ a, text: String(p.text ?? '') })))
    .filter(({ a }) => a.type === 'file_citation' || a.type === 'url_citation');
  if (cited.length === 0) return null;
  return (
    <ol className="citations" aria-label={t('hosted.citations')}>
      {cited.map(({ a, text }, k) => (
        <li key={k}>
          {a.type === 'file_citation' ? (
            <>
              <code>{String(a.type)}</code>{' '}
              {t('hosted.fileCitation', { filename: String(a.filename), id: String(a.file_id) })}
            </>
          ) : (
            <>
              <code>{String(a.type)}</code> {String(a.title)} — <code>{String(a.url)}</code>
              <q className="card-explain">{text.slice(Number(a.start_index), Number(a.end_index))}</q>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
