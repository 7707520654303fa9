// Server-sent events with arrival times, and a scrubber that replays them to show text and tool-call arguments assembling.
import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useState } from 'react';
import type { SseEvent } from '@loopscope/engine/types';
import { assemble } from '@loopscope/payloads/streams/stream-assembly';
import { AssembledView } from './AssembledView';

export interface StreamViewProps {
  events: readonly SseEvent[];
}

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** A WebSocket frame's direction (↑ the client sent it, ↓ it came from the server) and its size on the wire. */
function FrameDirection({ direction, bytes }: { direction: 'sent' | 'received'; bytes: number }) {
  const { t } = useTranslation('inspector');
  return (
    <span className="insp-event-dir" data-direction={direction}>
      <span aria-hidden="true">{direction === 'sent' ? '↑' : '↓'}</span> {t(`stream.${direction}`)} ·{' '}
      {t('stream.bytes', { count: bytes })}
    </span>
  );
}

/** Real gaps between events are replayed, clamped so a slow stream stays watchable and a burst stays visible. */
function replayDelay(events: readonly SseEvent[], next: number): number {
  const gap = (events[next]?.at ?? 0) - (events[next - 1]?.at ?? 0);
  return Math.min(400, Math.max(60, gap));
}

export function StreamView({ events }: StreamViewProps) {
  const { t } = useTranslation('inspector');
  const total = events.length;
  // null follows the newest event, so a stream still arriving keeps showing its latest state.
  const [pinned, setPinned] = useState<number | null>(null);
  const position = pinned === null ? total : Math.min(pinned, total);
  const setPosition = (next: number) => setPinned(next >= total ? null : next);
  const [playing, setPlaying] = useState(false);
  const { effects } = useMemo(() => assemble(events), [events]);
  const { state } = useMemo(() => assemble(events, position), [events, position]);
  const lastEffect = position > 0 ? effects[position - 1] : undefined;
  // WebSocket frames carry a direction; SSE events only ever come from the server.
  const framed = events.some((e) => e.direction !== undefined);

  useEffect(() => {
    if (!playing) return;
    if (position >= total) {
      setPlaying(false);
      return;
    }
    const next = position + 1;
    const timer = setTimeout(() => setPinned(next >= total ? null : next), replayDelay(events, next));
    return () => clearTimeout(timer);
  }, [playing, position, total, events]);

  if (total === 0) return <p className="insp-note">{t('stream.none')}</p>;

  const at = position > 0 ? (events[position - 1]?.at ?? 0) : 0;
  const play = () => {
    if (position >= total) setPosition(0);
    setPlaying((p) => !p);
  };
  const go = (p: number) => {
    setPlaying(false);
    setPosition(Math.max(0, Math.min(total, p)));
  };

  return (
    <div className="insp-stream">
      <div className="insp-scrubber">
        <button
          type="button"
          className="ui-button"
          onClick={play}
          aria-label={playing ? t('stream.pauseLabel') : t('stream.replayLabel')}
        >
          {playing ? t('stream.pause') : t('stream.replay')}
        </button>
        <button
          type="button"
          className="ui-button"
          onClick={() => go(position - 1)}
          disabled={position === 0}
          aria-label={t('stream.previous')}
        >
          ‹
        </button>
        <input
          type="range"
          min={0}
          max={total}
          step={1}
          value={position}
          aria-label={t('stream.position')}
          aria-valuetext={t('stream.positionText', { position, total, ms: Math.round(at) })}
          onChange={(e) => go(Number(e.target.value))}
        />
        <button
          type="button"
          className="ui-button"
          onClick={() => go(position + 1)}
          disabled={position === total}
          aria-label={t('stream.next')}
        >
          ›
        </button>
        <span className="insp-facts" aria-hidden="true">
          {t('stream.facts', { position, total, ms: Math.round(at) })}
        </span>
      </div>
      <AssembledView state={state} lastEffect={lastEffect} complete={position === total} />
      <ol className="insp-events" aria-label={framed ? t('stream.frames') : t('stream.events')}>
        {events.map((event, i) => (
          <li key={i} data-current={i === position - 1 || undefined} data-future={i >= position || undefined}>
            <button
              type="button"
              className="insp-event"
              data-framed={framed || undefined}
              onClick={() => go(i + 1)}
              aria-current={i === position - 1 ? 'step' : undefined}
            >
              <span className="insp-event-n">#{i + 1}</span>
              <span className="insp-event-at">{t('stream.at', { ms: Math.round(event.at) })}</span>
              {event.direction && <FrameDirection direction={event.direction} bytes={byteLength(event.raw)} />}
              <span className="insp-event-what">
                {effects[i]?.type && effects[i]?.type !== effects[i]?.summary && (
                  <span className="insp-event-type">{effects[i]?.type}</span>
                )}
                {effects[i]?.summary ?? ''}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
