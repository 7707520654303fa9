// A captured loop's timeline: the playground's own Timeline over a session whose engine holds the loop, refreshed as it grows.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exchange } from '@loopscope/engine/types';
import { Timeline } from '../../features/timeline';
import { SessionProvider, useServices, type SessionStore } from '../../store';
import { EmptyState } from '../../ui';
import { renderTokens } from '../TokenSlots';
import type { LiveServices } from './live-services';

export interface LoopTimelineProps {
  live: LiveServices;
  loopId: string;
  exchanges: Exchange[];
  /**
   * Told the loop's session once it is built (null while it is not, or when the loop cannot be rebuilt), so the page
   * can number its exchanges as the timeline does.
   */
  onSession?(store: SessionStore | null): void;
}

export function LoopTimeline({ live, loopId, exchanges, onSession }: LoopTimelineProps) {
  const { t } = useTranslation('live');
  const services = useServices();
  const [session, setSession] = useState<{ loopId: string; store: SessionStore | null } | null>(null);
  const current = session?.loopId === loopId ? session : null;

  useEffect(() => {
    let cancelled = false;
    void live.sessionFor(exchanges).then((store) => !cancelled && setSession({ loopId, store }));
    return () => {
      cancelled = true;
    };
    // A new session per loop; later growth of the same loop refreshes it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, loopId]);

  useEffect(() => {
    if (current?.store) void live.refresh(current.store, exchanges);
  }, [live, current?.store, exchanges]);

  useEffect(() => {
    onSession?.(current?.store ?? null);
  }, [onSession, current?.store]);

  if (!current) return <p className="live-note">{t('buildingTimeline')}</p>;
  if (!current.store) {
    return <EmptyState title={t('noTimeline.title')}>{t('noTimeline.body')}</EmptyState>;
  }
  return (
    <SessionProvider store={current.store} services={services}>
      <Timeline onOpenPending={() => {}} renderTokens={renderTokens} />
    </SessionProvider>
  );
}
