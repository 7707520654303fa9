// One treeitem of JsonTree: key, value or collapsed preview, and an optional field annotation.
import { useTranslation } from 'react-i18next';
import { useRef, type ReactNode } from 'react';
import { useTipPlacement } from '../use-tip-placement';
import { preview, type TreeRow } from './tree-model';

/** A field's note, shown beside its row. */
export interface JsonAnnotation {
  title: string;
  body: ReactNode;
}

export interface TreeRowViewProps {
  row: TreeRow;
  domId: string;
  open: boolean;
  focusable: boolean;
  /** The field a lesson points at. */
  highlighted?: boolean;
  /** Always-visible content under the row (JsonTree's flags for this field). */
  flags?: ReactNode[];
  note: JsonAnnotation | null;
  showNote: boolean;
  fullString: boolean;
  truncateAt: number;
  elementRef(el: HTMLElement | null): void;
  onActivate(): void;
  onFocus(): void;
  onHover(on: boolean): void;
  onToggleFull(): void;
}

function ValueView({
  row,
  open,
  fullString,
  truncateAt,
  onToggleFull,
}: Pick<TreeRowViewProps, 'row' | 'open' | 'fullString' | 'truncateAt' | 'onToggleFull'>): ReactNode {
  const { t } = useTranslation('ui');
  const { kind, value, chunk } = row;
  if (chunk)
    return (
      <span className="ui-jt-meta">
        [{chunk.start} … {chunk.end - 1}]
      </span>
    );
  if (kind === 'object' || kind === 'array') {
    const count = (
      <span className="ui-jt-meta">
        {kind === 'array' ? t('tree.items', { count: row.size }) : t('tree.keys', { count: row.size })}
      </span>
    );
    if (row.size === 0) return <span className="ui-jt-punct">{kind === 'array' ? '[]' : '{}'}</span>;
    return open ? (
      count
    ) : (
      <>
        <span className="ui-jt-preview">{preview(value)}</span> {count}
      </>
    );
  }
  if (kind === 'string') {
    // JSON-escaped so newlines, quotes and control characters are visible, as they are on the wire.
    const text = JSON.stringify(value as string);
    const long = text.length > truncateAt;
    const shown = long && !fullString ? `${text.slice(0, truncateAt)}…` : text;
    return (
      <>
        <span className="ui-jt-string">{shown}</span>
        {long && (
          <button
            type="button"
            tabIndex={-1}
            className="ui-link-button"
            onClick={(e) => {
              e.stopPropagation();
              onToggleFull();
            }}
          >
            {fullString ? t('tree.showLess') : t('tree.showMore', { count: text.length - truncateAt })}
          </button>
        )}
      </>
    );
  }
  return <span className={`ui-jt-${kind === 'null' || kind === 'boolean' ? 'literal' : kind}`}>{String(value)}</span>;
}

export function TreeRowView(props: TreeRowViewProps) {
  const { row, domId, open, focusable, note, showNote } = props;
  const noteId = `${domId}-note`;
  const rowRef = useRef<HTMLDivElement | null>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const place = useTipPlacement(rowRef, tipRef, showNote);
  return (
    <div
      ref={(el) => {
        rowRef.current = el;
        props.elementRef(el);
      }}
      role="treeitem"
      id={domId}
      aria-level={row.depth}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={row.expandable ? open : undefined}
      aria-describedby={note ? noteId : undefined}
      tabIndex={focusable ? 0 : -1}
      className="ui-jt-row"
      data-highlighted={props.highlighted || undefined}
      data-flagged={props.flags ? true : undefined}
      style={{ paddingInlineStart: `${(row.depth - 1) * 1.1 + 0.3}rem` }}
      onClick={props.onActivate}
      onFocus={props.onFocus}
      onMouseEnter={() => props.onHover(true)}
      onMouseLeave={() => props.onHover(false)}
    >
      <span className="ui-jt-twisty" aria-hidden="true">
        {row.expandable ? (open ? '▾' : '▸') : ''}
      </span>
      {row.key !== null && (
        <>
          <span className={`ui-jt-key${note ? ' ui-jt-key-annotated' : ''}`}>
            {typeof row.key === 'number' ? row.key : JSON.stringify(row.key)}
          </span>
          <span className="ui-jt-punct">: </span>
        </>
      )}
      <ValueView {...props} />
      {note && (
        <span ref={tipRef} role="tooltip" id={noteId} className="ui-tip" data-place={place} hidden={!showNote}>
          <strong>{note.title}</strong>
          {note.body}
        </span>
      )}
      {props.flags && (
        // Clicks and keys inside the flag (its links and buttons) are its own, not the row's expand/collapse.
        <div className="ui-jt-flags" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          {props.flags.map((content, i) => (
            <div key={i} className="ui-jt-flag">
              {content}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
