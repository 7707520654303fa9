// The captured loops, newest last: title, API style, how many requests, and whether one is still streaming.
import { useTranslation } from 'react-i18next';
import type { CapturedLoop } from '@loopscope/payloads/loops/capture-loops';
import type { Exchange } from '@loopscope/engine/types';
import { Badge } from '../../ui';

export interface LoopListProps {
  loops: CapturedLoop[];
  exchanges: Exchange[];
  selectedId: string | null;
  onSelect(id: string): void;
}

export function LoopList({ loops, exchanges, selectedId, onSelect }: LoopListProps) {
  const { t } = useTranslation('live');
  const active = new Set(exchanges.filter((e) => e.state === 'pending' || e.state === 'streaming').map((e) => e.id));
  return (
    <ul className="live-loops" aria-label={t('capturedLoops')}>
      {loops.map((loop) => {
        const running = loop.exchangeIds.some((id) => active.has(id));
        const requests = loop.exchangeIds.length;
        return (
          <li key={loop.id}>
            <button
              type="button"
              className="live-loop"
              aria-current={loop.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(loop.id)}
            >
              <span className="live-loop-title">{loop.title}</span>
              <span className="live-loop-meta">
                <Badge tone="info">{t(`style.${loop.style}`)}</Badge>
                <span data-testid="loop-requests">{t('requests', { count: requests })}</span>
                {loop.model && <span>{loop.model}</span>}
                {running && <Badge tone="warning">{t('inFlight')}</Badge>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
