// Recorded exchanges as a session, in the loop's own API style (the style of its first API request): the one way from
// exchanges to a session, for a loop the capture proxy saw and for every file or pasted body the user imports.
import { styleOfEndpoint } from '@loopscope/wire/endpoint-style';
import { API_STYLES, styleEntry } from '../styles';
import type { ApiStyle, EngineState, Exchange } from '../types';
import type { CaptureToSessionOptions } from './shared';

export type { CaptureToSessionOptions } from './shared';
export { sessionFromCapturedAssistants } from '../drivers/assistants';
export { sessionFromCapturedChat } from '../drivers/chat';
export { sessionFromCapturedResponses } from '../drivers/responses';

function inStyle(exchanges: Exchange[], options: CaptureToSessionOptions): EngineState | null {
  const style = exchanges
    .map((e) => styleOfEndpoint(e.url))
    .find((s): s is ApiStyle => (API_STYLES as string[]).includes(s));
  return style ? styleEntry(style).fromCapture(exchanges, options) : null;
}

/** Null when the exchanges hold no request a session can be rebuilt from. */
export function sessionFromExchanges(exchanges: Exchange[], options: CaptureToSessionOptions): EngineState | null {
  const state = inStyle(exchanges, options);
  if (!state || (options.label === undefined && options.sendFirst === undefined)) return state;
  const branch = state.branches[state.activeBranchId]!;
  const label = options.label ?? branch.label;
  const sendFirst = options.sendFirst !== undefined ? { sendFirst: options.sendFirst } : {};
  return { ...state, branches: { ...state.branches, [branch.id]: { ...branch, label, ...sendFirst } } };
}
