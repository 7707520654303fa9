// The Changes tab of a Responses request in terms of items: what `input` adds, resends and drops, and what a stored state stands for.
import type { RequestItemsDiff } from '../../store';
import { itemLabel } from '../../store';

function Rows({ rows, mark }: { rows: { index: number | null; label: string; source?: string }[]; mark: 'added' | 'kept' | 'dropped' | 'stored' }) {
  return (
    <ol className="insp-items-diff-rows" data-change={mark}>
      {rows.map((row, i) => (
        <li key={i}>
          <span className="insp-items-diff-mark" aria-hidden="true">{mark === 'added' ? '+' : mark === 'dropped' ? '−' : mark === 'stored' ? '↺' : '='}</span>
          {row.index !== null && <span className="insp-label">input[{row.index}]</span>}
          <span className="insp-items-diff-item">{row.label}</span>
          {row.source && <span className="insp-muted">{row.source}</span>}
        </li>
      ))}
    </ol>
  );
}

export function ItemsDiff({ diff }: { diff: RequestItemsDiff }) {
  const { added, kept, dropped, stored } = diff;
  return (
    <section className="insp-items-diff" aria-label="Items compared with the previous request" data-testid="items-diff">
      <p className="insp-note">
        Compared with the request of step {diff.previousStep}: <b>{added.length}</b> new in <code>input</code>, <b>{kept.length}</b> resent unchanged
        {dropped.length > 0 && <>, <b>{dropped.length}</b> no longer sent</>}.
      </p>
      {added.length > 0 && (
        <div className="insp-items-diff-group" data-testid="items-added">
          <h4>Added to input</h4>
          <Rows mark="added" rows={added.map(({ index, item }) => ({ index, label: itemLabel(item) }))} />
        </div>
      )}
      {stored && (
        <div className="insp-items-diff-group" data-testid="items-stored">
          <h4>
            Instead of resending, <code>{stored.field}</code> <code>{stored.id}</code> stands for {stored.items.length} items the server keeps
          </h4>
          <Rows mark="stored" rows={stored.items.map((row) => ({ index: null, label: itemLabel(row.item), source: row.source }))} />
        </div>
      )}
      {dropped.length > 0 && (
        <div className="insp-items-diff-group" data-testid="items-dropped">
          <h4>No longer in input{stored ? ` (the server has them through ${stored.field})` : ''}</h4>
          <Rows mark="dropped" rows={dropped.map(({ index, item }) => ({ index, label: itemLabel(item) }))} />
        </div>
      )}
      {kept.length > 0 && (
        <details className="insp-details" data-testid="items-kept">
          <summary>Resent unchanged ({kept.length})</summary>
          <Rows mark="kept" rows={kept.map(({ index, item }) => ({ index, label: itemLabel(item) }))} />
        </details>
      )}
    </section>
  );
}
