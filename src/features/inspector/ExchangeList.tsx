// The recorded exchanges of the active branch, one row each (a listbox: arrows move the selection, like a network panel), virtualised.
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { Badge } from '../../ui';
import { formatWait, retryWaitOf } from '../../store';
import type { Exchange } from '../../store/engine-types';
import { formatDuration, pathOf, statusBadge } from './exchange-info';

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
  // A long agent run records thousands of exchanges: only the rows in view (and a few around them) are in the DOM.
  const virtualizer = useVirtualizer({
    count: exchanges.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (i) => exchanges[i]?.id ?? i,
    overscan: 8,
    // Something sensible to draw before the list is measured, and where nothing has a size (no layout engine).
    initialRect: UNMEASURED,
    observeElementRect: (instance, onChange) => observeElementRect(instance, (rect) => onChange(rect.height > 0 ? rect : UNMEASURED)),
  });
  const selectedIndex = exchanges.findIndex((e) => e.id === selectedId);

  useEffect(() => {
    // Keep the selected row drawn and visible when the selection moves by keyboard or a new exchange arrives.
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [virtualizer, selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = exchanges.findIndex((e) => e.id === selectedId);
    let next: Exchange | undefined;
    if (event.key === 'ArrowDown') next = exchanges[Math.min(exchanges.length - 1, index + 1)];
    else if (event.key === 'ArrowUp') next = exchanges[Math.max(0, index - 1)];
    else if (event.key === 'Home') next = exchanges[0];
    else if (event.key === 'End') next = exchanges[exchanges.length - 1];
    else return;
    event.preventDefault();
    if (next) onSelect(next.id);
  };

  return (
    <>
    <div className="insp-list-head" aria-hidden="true">
      <span>{t('list.step')}</span>
      <span>{t('list.request')}</span>
      <span className="insp-list-head-end">{t('list.statusTime')}</span>
    </div>
    <div
      ref={listRef}
      role="listbox"
      aria-label={t('list.label')}
      tabIndex={0}
      aria-activedescendant={selectedId ? optionId(selectedId) : undefined}
      className="insp-list ui-focusable"
      onKeyDown={onKeyDown}
    >
      <div className="insp-list-space" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map(({ index, start }) => {
        const exchange = exchanges[index]!;
        return (
        <div
          key={exchange.id}
          id={optionId(exchange.id)}
          role="option"
          aria-selected={exchange.id === selectedId}
          aria-setsize={exchanges.length}
          aria-posinset={index + 1}
          className="insp-list-row"
          style={{ transform: `translateY(${start}px)` }}
          onClick={() => {
            onSelect(exchange.id);
            listRef.current?.focus();
          }}
        >
          <span className="insp-step">
            <span className="ui-visually-hidden">{t('list.step')} </span>
            {exchange.step}
          </span>
          <span className="insp-method">{exchange.method}</span>
          <span className="insp-path" title={exchange.url}>{pathOf(exchange.url)}</span>
          <span className="insp-list-badges">
            {exchange.attempt > 0 && <RetryBadge exchanges={exchanges} exchange={exchange} />}
            {exchange.streamed && <Badge tone="info">{exchange.state === 'streaming' ? t('list.streaming') : t('list.stream')}</Badge>}
            <Badge tone={statusBadge(exchange, t, timelineT).tone}>{statusBadge(exchange, t, timelineT).label}</Badge>
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

/** "retry 1 · +1.0 s": the attempt number and how long the SDK waited before it (the honoured retry-after in the tooltip). */
function RetryBadge({ exchanges, exchange }: { exchanges: readonly Exchange[]; exchange: Exchange }) {
  const { t } = useTranslation('inspector');
  const wait = retryWaitOf(exchanges, exchange);
  const title = wait ? (wait.retryAfter ? t('list.retryWaited', { wait: formatWait(wait.waitedMs), header: wait.retryAfter }) : t('list.retryBackoff', { wait: formatWait(wait.waitedMs) })) : undefined;
  return (
    <Badge tone="warning" title={title}>
      {t('list.retry', { attempt: exchange.attempt })}
      {wait && ` · +${formatWait(wait.waitedMs)}`}
    </Badge>
  );
}
