// Past loops from the server's store: days newest first, a search in bodies with model, tool, status and doctor-finding
// filters, and any loop opened into the live view.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exchange } from '@loopscope/engine/types';
import { groupLoops } from '@loopscope/payloads/loops/capture-loops';
import { Badge } from '../../ui';
import { fetchDays, fetchHistory, type HistoryFilters } from './history-api';

export interface HistoryPanelProps {
  /** Shows the loop's exchanges in the live view and selects it. */
  onOpen(exchanges: Exchange[], loopId: string): void;
  /** Changes when the live log does: the days are read again (a new day, a new count). */
  refreshKey: number;
}

const NO_FILTERS: HistoryFilters = { day: '', q: '', model: '', tool: '', status: '', finding: '' };

export function HistoryPanel({ onOpen, refreshKey }: HistoryPanelProps) {
  const { t, i18n } = useTranslation('live');
  const [days, setDays] = useState<{ day: string; count: number }[] | null>(null);
  const [draft, setDraft] = useState<HistoryFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<HistoryFilters | null>(null);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    fetchDays(abort.signal).then(setDays, () => setDays([]));
    return () => abort.abort();
  }, [refreshKey]);

  const load = async (wanted: HistoryFilters, before: string | null) => {
    setLoading(true);
    setProblem(null);
    try {
      const page = await fetchHistory(wanted, before);
      // Pages come newest first; loops are grouped oldest first, as the live list shows them.
      setExchanges((held) => [...[...page.exchanges].reverse(), ...(before ? held : [])]);
      setNext(page.next);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(false);
    }
  };
  const search = (event?: FormEvent, wanted = draft) => {
    event?.preventDefault();
    setFilters(wanted);
    void load(wanted, null);
  };
  const pickDay = (day: string) => {
    const wanted = { ...draft, day };
    setDraft(wanted);
    search(undefined, wanted);
  };
  const loops = useMemo(() => groupLoops(exchanges).reverse(), [exchanges]);
  const byId = useMemo(() => new Map(exchanges.map((e) => [e.id, e])), [exchanges]);
  const field = (name: keyof HistoryFilters, label: string, type = 'search') => (
    <label className="live-history-field">
      <span>{label}</span>
      <input
        type={type}
        value={draft[name]}
        maxLength={200}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </label>
  );

  if (days !== null && days.length === 0) return null;
  return (
    <section className="live-history" aria-label={t('history.title')}>
      <h3 className="live-history-title">{t('history.title')}</h3>
      <ul className="live-history-days" aria-label={t('history.days')}>
        {(days ?? []).map(({ day, count }) => (
          <li key={day}>
            <button
              type="button"
              className="btn btn-ghost live-history-day"
              aria-pressed={filters?.day === day}
              onClick={() => pickDay(day)}
            >
              {new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, {
                timeZone: 'UTC',
                year: 'numeric',
                month: 'short',
                day: 'numeric',
              })}
              <Badge tone="info">{count.toLocaleString(i18n.language)}</Badge>
            </button>
          </li>
        ))}
      </ul>
      <form className="live-history-search" role="search" onSubmit={search}>
        {field('q', t('history.text'))}
        <details>
          <summary>{t('history.moreFilters')}</summary>
          {field('model', t('history.model'))}
          {field('tool', t('history.tool'))}
          {field('status', t('history.status'), 'text')}
          {field('finding', t('history.finding'))}
        </details>
        <button type="submit" className="btn">
          {t('history.search')}
        </button>
      </form>
      {problem && (
        <p className="live-problem" role="alert">
          {problem}
        </p>
      )}
      {filters && !loading && loops.length === 0 && !problem && (
        <p className="live-note">{t('history.nothingFound')}</p>
      )}
      <ul className="live-loops" aria-label={t('history.results')}>
        {loops.map((loop) => (
          <li key={loop.id}>
            <button
              type="button"
              className="live-loop"
              onClick={() =>
                onOpen(
                  loop.exchangeIds.flatMap((id) => byId.get(id) ?? []),
                  loop.id,
                )
              }
            >
              <span className="live-loop-title">{loop.title}</span>
              <span className="live-loop-meta">
                <Badge tone="info">{t(`style.${loop.style}`)}</Badge>
                <span>{t('requests', { count: loop.exchangeIds.length })}</span>
                {loop.model && <span>{loop.model}</span>}
                <span>{new Date(byId.get(loop.id)?.startedAt ?? 0).toLocaleTimeString(i18n.language)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {next && (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={loading}
          onClick={() => filters && void load(filters, next)}
        >
          {t('history.older')}
        </button>
      )}
    </section>
  );
}
