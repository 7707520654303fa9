// The recorded exchanges of the active branch, one row each (a listbox: arrows move the selection, like a network panel), virtualised;
// an Assistants run's back-to-back polls fold into one row that opens to show them.
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { Badge } from '../../ui';
import { callNumbers, callNumberText, formatWait, retryWaitOf } from '../../store';
import type { Exchange } from '@loopscope/engine/types';
import { formatDuration, pathOf, statusBadge } from './exchange-info';
import { listRows, selectedRowIndex, type ListRow } from './list-rows';
import { PollGroupRow } from './PollGroupRow';
import { isFramed } from '@loopscope/wire/wires';

/** The wire's name on an MCP exchange's row (the server's name is in its title). */
const MCP_WIRE = 'MCP';

export interface ExchangeListProps {
  exchanges: readonly Exchange[];
  selectedId: string | null;
  onSelect(id: string): void;
}

/** Every row is one line of the same height (the path is clipped), so positions need no measuring. */
const ROW_HEIGHT = 31;
const UNMEASURED = { width: 420, height: 240 };

export function ExchangeList({ exchanges, selectedId, onSelect }: ExchangeListProps) {
  const { t, i18n } = useTranslation('inspector');
  const { t: timelineT } = useTranslation('timeline');
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const optionId = (id: string) => `${base}-${id}`;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  /** The poll group whose own row holds the selection while the group is open (its last poll is shown). */
  const [onGroup, setOnGroup] = useState<{ key: string; exchangeId: string | null } | null>(null);
  const rows = useMemo(() => listRows(exchanges, expanded), [exchanges, expanded]);
  const numbers = useMemo(() => callNumbers(exchanges), [exchanges]);
  // A long agent run records thousands of exchanges: only the rows in view (and a few around them) are in the DOM.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (i) => rowKey(rows[i]) ?? i,
    overscan: 8,
    // Something sensible to draw before the list is measured, and where nothing has a size (no layout engine).
    initialRect: UNMEASURED,
    observeElementRect: (instance, onChange) =>
      observeElementRect(instance, (rect) => onChange(rect.height > 0 ? rect : UNMEASURED)),
  });
  // A selection made elsewhere (a timeline card) moves it off the group's row.
  const selectedIndex = selectedRowIndex(rows, selectedId, onGroup?.exchangeId === selectedId ? onGroup.key : null);
  const activeRow = rows[selectedIndex];

  useEffect(() => {
    // Keep the selected row drawn and visible when the selection moves by keyboard or a new exchange arrives.
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [virtualizer, selectedIndex]);

  const toggle = (key: string, open: boolean, exchangeId: string | null = selectedId) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
    setOnGroup({ key, exchangeId });
  };
  const choose = (row: ListRow | undefined) => {
    if (!row) return;
    const id = row.kind === 'polls' ? row.members.at(-1)!.id : row.exchange.id;
    setOnGroup(row.kind === 'polls' ? { key: row.key, exchangeId: id } : null);
    onSelect(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = Math.max(0, selectedIndex);
    const groupOf =
      activeRow?.kind === 'polls' ? activeRow.key : activeRow?.kind === 'exchange' ? activeRow.group : null;
    if (event.key === 'ArrowDown') choose(rows[Math.min(rows.length - 1, index + 1)]);
    else if (event.key === 'ArrowUp') choose(rows[Math.max(0, index - 1)]);
    else if (event.key === 'Home') choose(rows[0]);
    else if (event.key === 'End') choose(rows[rows.length - 1]);
    else if (event.key === 'ArrowRight' && activeRow?.kind === 'polls') toggle(activeRow.key, true);
    else if (event.key === 'ArrowLeft' && groupOf) toggle(groupOf, false);
    else if ((event.key === 'Enter' || event.key === ' ') && activeRow?.kind === 'polls')
      toggle(activeRow.key, !activeRow.expanded);
    else return;
    event.preventDefault();
  };
  const activeId = activeRow
    ? optionId(activeRow.kind === 'polls' ? `group-${activeRow.key}` : activeRow.exchange.id)
    : undefined;

  return (
    <>
      <div className="insp-list-head" aria-hidden="true">
        <span>{t('list.step')}</span>
        <span className="insp-list-head-end">{t('list.statusTime')}</span>
      </div>
      <div
        ref={listRef}
        role="listbox"
        aria-label={t('list.label')}
        tabIndex={0}
        aria-activedescendant={activeId}
        className="insp-list ui-focusable"
        onKeyDown={onKeyDown}
      >
        <div className="insp-list-space" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map(({ index, start }) => {
            const row = rows[index]!;
            const style = { transform: `translateY(${start}px)` };
            if (row.kind === 'polls') {
              return (
                <PollGroupRow
                  key={`group-${row.key}`}
                  id={optionId(`group-${row.key}`)}
                  members={row.members}
                  numbers={numbers}
                  expanded={row.expanded}
                  selected={index === selectedIndex}
                  setSize={rows.length}
                  position={index + 1}
                  style={style}
                  onClick={() => {
                    const last = row.members.at(-1)!.id;
                    toggle(row.key, !row.expanded, last);
                    onSelect(last);
                    listRef.current?.focus();
                  }}
                />
              );
            }
            const exchange = row.exchange;
            return (
              <div
                key={exchange.id}
                id={optionId(exchange.id)}
                role="option"
                aria-selected={index === selectedIndex}
                aria-setsize={rows.length}
                aria-posinset={index + 1}
                className={row.group ? 'insp-list-row insp-poll-member' : 'insp-list-row'}
                style={style}
                onClick={() => {
                  choose(row);
                  listRef.current?.focus();
                }}
              >
                <span className="insp-step">
                  <span className="ui-visually-hidden">{t('list.step')} </span>
                  {callNumberText(numbers.get(exchange.id) ?? { step: exchange.step, call: null })}
                </span>
                <span className="insp-method">{exchange.method}</span>
                <span className="insp-path" title={exchange.url}>
                  {exchange.mcp?.methods.join(', ') || pathOf(exchange.url)}
                </span>
                <span className="insp-list-badges">
                  {exchange.mcp && (
                    <Badge tone="info" title={t('list.mcp', { server: exchange.mcp.serverLabel })}>
                      {MCP_WIRE}
                    </Badge>
                  )}
                  {exchange.attempt > 0 && <RetryBadge exchanges={exchanges} exchange={exchange} />}
                  {exchange.streamed && (
                    <Badge tone="info">
                      {exchange.state === 'streaming'
                        ? t('list.streaming')
                        : isFramed(exchange)
                          ? t('list.socket')
                          : t('list.stream')}
                    </Badge>
                  )}
                  <Badge tone={statusBadge(exchange, t, timelineT).tone}>
                    {statusBadge(exchange, t, timelineT).label}
                  </Badge>
                </span>
                <span className="insp-duration">{formatDuration(exchange.durationMs, t, i18n.language)}</span>
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}

function rowKey(row: ListRow | undefined): string | undefined {
  if (!row) return undefined;
  return row.kind === 'polls' ? `group-${row.key}` : row.exchange.id;
}

/** "retry 1 · +1.0 s": the attempt number and how long the SDK waited before it (the honoured retry-after in the tooltip). */
function RetryBadge({ exchanges, exchange }: { exchanges: readonly Exchange[]; exchange: Exchange }) {
  const { t } = useTranslation('inspector');
  const wait = retryWaitOf(exchanges, exchange);
  const title = wait
    ? wait.retryAfter
      ? t('list.retryWaited', { wait: formatWait(wait.waitedMs), header: wait.retryAfter })
      : t('list.retryBackoff', { wait: formatWait(wait.waitedMs) })
    : undefined;
  return (
    <Badge tone="warning" title={title}>
      {t('list.retry', { attempt: exchange.attempt })}
      {wait && ` · +${formatWait(wait.waitedMs)}`}
    </Badge>
  );
}
