// Reads the server's stored capture history (/api/capture/days and /history) for /live's past loops.
import type { Exchange } from '@loopscope/engine/types';

export interface HistoryFilters {
  day: string;
  q: string;
  model: string;
  tool: string;
  status: string;
  finding: string;
}

export interface HistoryPage {
  exchanges: Exchange[];
  next: string | null;
}

/** The days holding captures, newest first; empty when the server keeps no history (or there is no server). */
export async function fetchDays(signal?: AbortSignal): Promise<{ day: string; count: number }[]> {
  const response = await fetch('/api/capture/days', { signal });
  if (!response.ok) return [];
  return ((await response.json()) as { days: { day: string; count: number }[] }).days;
}

/** One page of the history, newest first; throws the server's sentence when it refuses the filters. */
export async function fetchHistory(
  filters: HistoryFilters,
  before: string | null,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  const params = new URLSearchParams({ limit: '200' });
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim());
  if (before) params.set('before', before);
  const response = await fetch(`/api/capture/history?${params}`, { signal });
  if (!response.ok)
    throw new Error(
      ((await response.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message ??
        `HTTP ${response.status}`,
    );
  return (await response.json()) as HistoryPage;
}
