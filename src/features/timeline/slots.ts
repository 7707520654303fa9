// What the app plugs into the timeline from other features (token counts) without the timeline importing them.
import { createContext, useContext, type ReactNode } from 'react';
import type { TimelineEntry } from '@loopscope/engine/types';

export interface TimelineSlots {
  /** A token count for one message, e.g. the tokens feature's per-message counter. */
  renderTokens?(item: TimelineEntry, index: number): ReactNode;
  /** The message a lesson points at: its card is marked and scrolled into view. */
  highlightedMessage?: number | null;
}

export const SlotsContext = createContext<TimelineSlots>({});

export function useSlots(): TimelineSlots {
  return useContext(SlotsContext);
}
