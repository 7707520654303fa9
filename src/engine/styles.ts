// The one registry of API styles: each style's driver and what the engine and store need of it. The engine's drivers,
// the deferred engine's preview, code export's request parameters, the tools as sent and the exchanges → session
// function all read it; a new style is a new folder under drivers/ and one line here.
import type { LoopDriver, StyleEntry } from './driver';
import { assistantsStyle } from './drivers/assistants';
import { chatStyle } from './drivers/chat';
import { responsesStyle } from './drivers/responses';
import type { ApiStyle, SessionConfig, TimelineEntry, WireEntry } from './types';

export const STYLES = {
  chat: chatStyle,
  responses: responsesStyle,
  assistants: assistantsStyle,
} as const satisfies { [S in ApiStyle]: StyleEntry<Extract<WireEntry, { style: S }>> };

/** Every API style, in the order the UI lists them. */
export const API_STYLES = Object.keys(STYLES) as ApiStyle[];

/**
 * A style's entry as style-free code holds it. Each entry's functions take only entries of its own style (a branch holds
 * one style), which the type system cannot follow through the union; like `anyStyle` (driver.ts), this is where that widening happens.
 */
export function styleEntry(style: ApiStyle): StyleEntry {
  return STYLES[style] as unknown as StyleEntry;
}

/** The built-in drivers, one per style, as the runner holds them. */
export function builtinDrivers(): Record<ApiStyle, LoopDriver> {
  return Object.fromEntries(API_STYLES.map((style) => [style, styleEntry(style).driver])) as Record<
    ApiStyle,
    LoopDriver
  >;
}

/** How a fork's label names the entry it edited, in the entry's own style. */
export function forkLabel(entry: TimelineEntry): string {
  return styleEntry(entry.style).forkLabel(entry);
}

/** The session can steer a response in flight (a Responses session over its WebSocket). */
export function steerable(config: SessionConfig): boolean {
  return styleEntry(config.apiStyle).steerable(config);
}

/** Exactly the `tools` array the session's next request carries, in its style's shape (a classic-mistake session included). */
export function toolsAsSent(config: SessionConfig): unknown[] {
  return styleEntry(config.apiStyle).toolsAsSent(config);
}
