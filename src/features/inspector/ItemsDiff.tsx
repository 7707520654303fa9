// The Changes tab of a Responses request in terms of items: what `input` adds, resends and drops, and what a stored state stands for.
import { Trans, useTranslation } from 'react-i18next';
import type { RequestItemsDiff } from '../../store';
import { itemLabel } from '../../store';

function Rows({
  rows,
  mark,
}: {
  rows: { index: number | null; label: string; source?: string }[];
  mark: 'added' | 'kept' | 'dropped' | 'stored';
}) {
  return (
    <ol className="insp-items-diff-rows" data-change={mark}>
      {rows.map((row, i) => (
        <li key={i}>
          <span className="insp-items-diff-mark" aria-hidden="true">
            {mark === 'added' ? '+' : mark === 'dropped' ? '−' : mark === 'stored' ? '↺' : '='}
          </span>
          <span className="insp-items-diff-body">
            {row.index !== null && <span className="insp-label">input[{row.index}]</span>}
            <span className="insp-items-diff-item">{row.label}</span>
            {row.source && <span className="insp-muted">{row.source}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function ItemsDiff({ diff }: { diff: RequestItemsDiff }) {
  const { t } = useTranslation('inspector');
  const { added, kept, dropped, stored } = diff;
  return (
    <section className="insp-items-diff" aria-label={t('items.label')} data-testid="items-diff">
      <p className="insp-note">
        <Trans
          t={t}
          i18nKey={dropped.length > 0 ? 'items.summaryDropped' : 'items.summary'}
          values={{ step: diff.previousStep, added: added.length, kept: kept.length, dropped: dropped.length }}
          components={{ b: <b />, code: <code /> }}
        />
      </p>
      {added.length > 0 && (
        <div className="insp-items-diff-group" data-testid="items-added">
          <h4>{t('items.added')}</h4>
          <Rows mark="added" rows={added.map(({ index, item }) => ({ index, label: itemLabel(item) }))} />
        </div>
      )}
      {stored && (
        <div className="insp-items-diff-group" data-testid="items-stored">
          <h4>
            <Trans
              t={t}
              i18nKey="items.stored"
              count={stored.items.length}
              values={{ field: stored.field, id: stored.id }}
              components={{ code: <code /> }}
            />
          </h4>
          <Rows
            mark="stored"
            rows={stored.items.map((row) => ({ index: null, label: itemLabel(row.item), source: row.source }))}
          />
        </div>
      )}
      {dropped.length > 0 && (
        <div className="insp-items-diff-group" data-testid="items-dropped">
          <h4>{stored ? t('items.droppedStored', { field: stored.field }) : t('items.dropped')}</h4>
          <Rows mark="dropped" rows={dropped.map(({ index, item }) => ({ index, label: itemLabel(item) }))} />
        </div>
      )}
      {kept.length > 0 && (
        <details className="insp-details" data-testid="items-kept">
          <summary>{t('items.kept', { count: kept.length })}</summary>
          <Rows mark="kept" rows={kept.map(({ index, item }) => ({ index, label: itemLabel(item) }))} />
        </details>
      )}
    </section>
  );
}
