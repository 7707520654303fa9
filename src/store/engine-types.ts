// Type-only re-export of the engine's record types, so features can name them without importing engine/ (layer rule).
export type { Exchange, ExchangeState, SseEvent, TimelineMessage, Provenance, Branch, ApiStyle } from '../engine/types';
