// The message timeline: virtualised (10,000 messages stay smooth), follows new steps, animates what just landed.
import { ElicitationDialog } from './ElicitationDialog';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LazyMotion } from 'motion/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useSession, type TimelineRow } from '../../store';
import { EmptyState } from '../../ui';
import { SlotsContext, type TimelineSlots } from './slots';
import { preloadMarkdown } from './Markdown';
import { timelineStyle } from './item-view';
import { TimelineRowView } from './TimelineRowView';
import { useTimelineRows } from './use-timeline-rows';
import './timeline.css';

// The animation features load with the first animated row, not with the page.
const loadMotion = () => import('./motion-features').then((mod) => mod.default);

export interface TimelineProps extends TimelineSlots {
  onOpenPending(): void;
}

export function Timeline({ onOpenPending, renderTokens, highlightedMessage = null }: TimelineProps) {
  const { t } = useTranslation('timeline');
  const { rows, toolNames } = useTimelineRows();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Rows on screen at first render (or after a branch switch/load) appear still; only rows that land later slide in.
  const seen = useRef<Set<string> | null>(null);
  const followRef = useRef(true);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => estimateRow(rows[i]),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 6,
    // Something sensible to draw before the panel is measured (first paint, and environments without layout).
    initialRect: { width: 520, height: 720 },
  });

  const fresh = new Set<string>();
  if (seen.current === null || rows.length === 0 || rows.length < seen.current.size) {
    seen.current = new Set(rows.map((r) => r.key));
  } else {
    for (const row of rows) if (!seen.current.has(row.key)) fresh.add(row.key);
  }
  useEffect(() => {
    for (const key of fresh) seen.current?.add(key);
  });

  // Follow the conversation as it grows (rows land, then get measured), unless the user scrolled up to read.
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (followRef.current && el) el.scrollTop = Math.max(0, totalSize - el.clientHeight);
  }, [totalSize, rows.length]);

  // Picking an exchange elsewhere (inspector list, j/k) brings its request separator into view, unless it already is.
  const selectedExchangeId = useSession((s) => s.selectedExchangeId);
  useEffect(() => {
    if (selectedExchangeId === null) return;
    const index = rows.findIndex((r) => r.kind === 'step' && r.exchangeId === selectedExchangeId);
    const el = scrollRef.current;
    if (index < 0 || !el) return;
    const item = virtualizer.measurementsCache[index];
    const visible = item && item.start >= el.scrollTop && item.end <= el.scrollTop + el.clientHeight;
    if (visible) return;
    followRef.current = false;
    virtualizer.scrollToIndex(index, { align: 'center' });
    // Only a new selection scrolls; rows growing later must not pull the view back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedExchangeId]);

  // A lesson pointing at a message brings its card to the middle of the view.
  const highlightedRow =
    highlightedMessage === null ? -1 : rows.findIndex((r) => r.kind === 'message' && r.index === highlightedMessage);
  useEffect(() => {
    if (highlightedRow < 0) return;
    followRef.current = false;
    virtualizer.scrollToIndex(highlightedRow, { align: 'center' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlightedRow]);

  // The first rows mean a run started: fetch the markdown renderer now, well before the model's answer needs it.
  const started = rows.length > 0;
  useEffect(() => {
    if (started) void preloadMarkdown();
  }, [started]);

  // One value per change of its parts: every card reads these slots, and a new object would redraw every card.
  const slots = useMemo(() => ({ renderTokens, highlightedMessage }), [renderTokens, highlightedMessage]);

  if (rows.length === 0) return <TimelineEmpty />;

  return (
    <SlotsContext.Provider value={slots}>
      <LazyMotion features={loadMotion} strict>
        <div
          ref={scrollRef}
          className="timeline-scroll"
          data-testid="timeline"
          tabIndex={0}
          aria-label={t('timeline')}
          onScroll={(event) => {
            // Near the bottom = keep following new steps; the virtualizer's total size stands in for scrollHeight.
            const el = event.currentTarget;
            followRef.current = virtualizer.getTotalSize() - el.scrollTop - el.clientHeight < 80;
          }}
        >
          <div className="timeline-inner" style={{ height: totalSize }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="timeline-item"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <TimelineRowView
                    row={row}
                    animate={fresh.has(row.key)}
                    toolNames={toolNames}
                    onOpenPending={onOpenPending}
                  />
                </div>
              );
            })}
          </div>
        </div>
        <ElicitationDialog />
      </LazyMotion>
    </SlotsContext.Provider>
  );
}

/** Close guesses keep the scrollbar steady before rows are measured (tool-call cards grow with their calls). */
function estimateRow(row: TimelineRow | undefined): number {
  if (!row) return 100;
  if (row.kind === 'step') return 56;
  if (row.kind !== 'message') return 90;
  const calls = timelineStyle(row.item.style).calls(row.item).length;
  if (calls > 0) return 70 + calls * 80;
  return row.item.kind === 'tool-result' ? 170 : 90;
}

function TimelineEmpty() {
  const { t } = useTranslation('timeline');
  return (
    <EmptyState title={t('empty.title')} icon="⇄">
      <p>
        <Trans t={t} i18nKey="empty.press" components={{ b: <strong />, kbd: <kbd />, code: <code /> }} />
      </p>
      <p>{t('empty.default')}</p>
    </EmptyState>
  );
}
