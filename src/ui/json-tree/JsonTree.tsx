// A collapsed-by-default, keyboard-navigable JSON tree (WAI-ARIA tree with roving focus) that renders only what is expanded.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ancestorIds, initialExpansion, rowId, visibleRows, type JsonKey, type TreeRow } from './tree-model';
import { TreeRowView, type JsonAnnotation } from './TreeRowView';
import './json-tree.css';

export type { JsonAnnotation };

export interface JsonTreeProps {
  value: unknown;
  ariaLabel: string;
  /** Levels expanded on first render (0 = everything collapsed). Containers over 100 children stay closed. */
  defaultExpandDepth?: number;
  /** Explains a field; shown when its row is focused or hovered, and read as the row's description. */
  annotate?(path: readonly JsonKey[], value: unknown): JsonAnnotation | null;
  /** Strings longer than this are cut with a "show more" control. */
  truncateAt?: number;
  /** A field to point at (a lesson's highlight): its ancestors open, its row is marked and scrolled into view. */
  highlightPath?: readonly JsonKey[];
  /** Content shown under a field's row, always visible (e.g. a problem found there); the fields' ancestors open. */
  flags?: readonly JsonFlag[];
}

export interface JsonFlag {
  path: readonly JsonKey[];
  content: ReactNode;
}

/** One key for a set of flagged paths: a new set opens its fields once, without undoing what the user collapsed since. */
const flagsKey = (flags: readonly JsonFlag[]) => flags.map((flag) => rowId(flag.path)).join('|');

function parentOf(rows: TreeRow[], row: TreeRow): TreeRow | undefined {
  return rows.find((r) => r.id === row.parentId);
}

export function JsonTree({
  value,
  ariaLabel,
  defaultExpandDepth = 0,
  annotate,
  truncateAt = 300,
  highlightPath,
  flags = [],
}: JsonTreeProps) {
  const base = useId();
  const [expanded, setExpanded] = useState(() => initialExpansion(value, defaultExpandDepth));
  const [fullStrings, setFullStrings] = useState<ReadonlySet<string>>(() => new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [hoverId, setHoverId] = useState<string | null>(null);
  // Focus inside the tree (not just a remembered row) shows the focused row's annotation; Escape hides it (WCAG 1.4.13).
  const [treeFocused, setTreeFocused] = useState(false);
  const [noteDismissed, setNoteDismissed] = useState(false);
  const moveFocus = useRef(false);
  const refs = useRef(new Map<string, HTMLElement>());

  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const [openedFlags, setOpenedFlags] = useState('');
  // A new value is a new document: reset expansion the way a fresh mount would.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setExpanded(initialExpansion(value, defaultExpandDepth));
    setFullStrings(new Set());
    setFocusedId(null);
    setOpenedFor(null);
    setOpenedFlags('');
  }

  const highlightId = highlightPath ? rowId(highlightPath) : null;
  if (highlightPath && highlightId !== openedFor) {
    setOpenedFor(highlightId);
    setExpanded((prev) => new Set([...prev, ...ancestorIds(value, highlightPath)]));
  }
  const flagged = flagsKey(flags);
  if (flagged !== openedFlags) {
    setOpenedFlags(flagged);
    setExpanded((prev) => new Set([...prev, ...flags.flatMap((flag) => ancestorIds(value, flag.path))]));
  }
  const flagsByRow = useMemo(() => {
    const byRow = new Map<string, ReactNode[]>();
    for (const flag of flags) byRow.set(rowId(flag.path), [...(byRow.get(rowId(flag.path)) ?? []), flag.content]);
    return byRow;
    // The key stands for the paths; the content is read fresh with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flagged, flags]);
  useEffect(() => {
    if (highlightId) refs.current.get(highlightId)?.scrollIntoView?.({ block: 'center' });
  }, [highlightId, openedFor]);

  const rows = useMemo(() => visibleRows(value, expanded), [value, expanded]);
  const current = rows.find((r) => r.id === focusedId) ?? rows[0];

  useEffect(() => {
    if (!moveFocus.current || !current) return;
    moveFocus.current = false;
    refs.current.get(current.id)?.focus();
  }, [current]);

  const focusRow = (row: TreeRow | undefined) => {
    if (!row) return;
    moveFocus.current = true;
    setFocusedId(row.id);
  };
  const toggle = (row: TreeRow, open?: boolean) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open ?? !prev.has(row.id)) next.add(row.id);
      else next.delete(row.id);
      return next;
    });
  };
  const toggleFull = (row: TreeRow) =>
    setFullStrings((prev) => {
      const next = new Set(prev);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!current) return;
    const index = rows.indexOf(current);
    const isOpen = expanded.has(current.id);
    switch (event.key) {
      case 'ArrowDown':
        focusRow(rows[index + 1]);
        break;
      case 'ArrowUp':
        focusRow(rows[index - 1]);
        break;
      case 'Home':
        focusRow(rows[0]);
        break;
      case 'End':
        focusRow(rows[rows.length - 1]);
        break;
      case 'ArrowRight':
        if (current.expandable && !isOpen) toggle(current, true);
        else if (current.expandable) focusRow(rows[index + 1]);
        break;
      case 'ArrowLeft':
        if (current.expandable && isOpen) toggle(current, false);
        else focusRow(parentOf(rows, current));
        break;
      case 'Escape':
        if (noteDismissed) return;
        setNoteDismissed(true);
        break;
      case 'Enter':
      case ' ':
        if (current.expandable) toggle(current);
        else if (typeof current.value === 'string' && current.value.length > truncateAt) toggleFull(current);
        else return;
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div
      role="tree"
      aria-label={ariaLabel}
      className="ui-json-tree"
      onKeyDown={onKeyDown}
      onFocus={() => setTreeFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTreeFocused(false);
      }}
    >
      {rows.map((row) => {
        const note = row.chunk ? null : (annotate?.(row.path, row.value) ?? null);
        return (
          <TreeRowView
            key={row.id}
            row={row}
            domId={`${base}-${row.id}`}
            open={expanded.has(row.id)}
            focusable={row === current}
            highlighted={row.id === highlightId}
            flags={row.chunk ? undefined : flagsByRow.get(row.id)}
            note={note}
            showNote={note !== null && !noteDismissed && ((treeFocused && row === current) || row.id === hoverId)}
            fullString={fullStrings.has(row.id)}
            truncateAt={truncateAt}
            elementRef={(el) => {
              if (el) refs.current.set(row.id, el);
              else refs.current.delete(row.id);
            }}
            onActivate={() => {
              setFocusedId(row.id);
              if (row.expandable) toggle(row);
            }}
            onFocus={() => {
              setFocusedId(row.id);
              setNoteDismissed(false);
            }}
            onHover={(on) => setHoverId(on ? row.id : null)}
            onToggleFull={() => toggleFull(row)}
          />
        );
      })}
    </div>
  );
}
