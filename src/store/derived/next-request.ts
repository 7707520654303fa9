// The Chat request the active branch would send next, before it goes out: the doctor lints an imported or edited payload with it.
import type { Branch, EngineState, SessionConfig, TimelineEntry } from '@loopscope/engine/types';
import type { WireCall } from '@loopscope/payloads/doctor/index';
import { styleViews } from './style-entries';

/**
 * The next request of a Chat branch that holds entries not sent yet (an imported body, a fork), as the doctor reads a
 * request: model, every message, the configured tools. Null when nothing waits to be sent or the style is not Chat.
 */
export function nextChatRequest(state: EngineState): WireCall | null {
  return nextChatRequestOf(state.config, state.branches[state.activeBranchId], state.pending !== null);
}

/** `nextChatRequest` from the parts it reads, so a view can memoise it on them (not on every engine change, such as a stream chunk). */
export function nextChatRequestOf(
  config: SessionConfig,
  branch: Branch | undefined,
  pending: boolean,
): WireCall | null {
  const preview = styleViews(config.apiStyle).nextRequest;
  if (!preview || !branch || branch.status === 'running' || pending) return null;
  const waiting = branch.messages.some((e) => e.firstSentInStep === null && e.provenance.kind !== 'response');
  if (!waiting || branch.messages.some((e) => e.style !== config.apiStyle)) return null;
  // An item held by another server (TimelineEntry.heldElsewhere) is not sent to the mock: the preview leaves it out as the driver does.
  const toMock = config.provider.kind === 'mock';
  return preview(
    config,
    branch.messages.filter((e) => !(toMock && e.heldElsewhere)),
  );
}

/** Where entry `index` sits in the request that carries (or will carry) it: its index in that request's list, as an edit dialog names it. */
export function placeInRequest(config: SessionConfig, entries: readonly TimelineEntry[], index: number): number {
  return styleViews(config.apiStyle).placeInRequest?.(config, entries, index) ?? index;
}
