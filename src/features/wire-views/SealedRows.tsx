// Inside a compaction row of the server-side context: the items it sealed, folded, each with its kind, reading and origin.
import { useTranslation } from 'react-i18next';
import type { ContextRow } from '../../store';
import { rowKind } from './WireColumn';
import { wireReading } from './wire-reading';

export function SealedRows({ rows }: { rows: ContextRow[] }) {
  const { t } = useTranslation('wire-views');
  return (
    <details className="wire-sealed" data-testid="sealed-items">
      <summary>{t('sealed', { count: rows.length })}</summary>
      <p className="field-hint">{t('sealedCaption')}</p>
      <ol className="wire-rows">
        {rows.map((row, i) => (
          <li key={i} className="wire-row" data-kind={rowKind(row.item, true)}>
            <span className="mono wire-index">[{i}]</span>{' '}
            <strong className="wire-kind">{rowKind(row.item, true)}</strong>
            <span className="wire-reading">{wireReading(row.item)}</span>
            <span className="wire-source">{row.source}</span>
            {row.sealed && <SealedRows rows={row.sealed} />}
          </li>
        ))}
      </ol>
    </details>
  );
}
