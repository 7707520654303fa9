// A captured loop as a session, in the loop's own API style (the style of its first API request).
import { styleOfEndpoint } from '../../wire/endpoint-style';
import type { EngineState, Exchange } from '../types';
import { sessionFromCapturedAssistants } from './assistants';
import { sessionFromCapturedChat } from './chat';
import { sessionFromCapturedResponses } from './responses';
import type { CaptureToSessionOptions } from './shared';

export type { CaptureToSessionOptions } from './shared';
export { sessionFromCapturedAssistants, sessionFromCapturedChat, sessionFromCapturedResponses };

/** Null when the loop holds no request a session can be rebuilt from. */
export function sessionFromCapturedLoop(exchanges: Exchange[], options: CaptureToSessionOptions): EngineState | null {
  const style = exchanges.map((e) => styleOfEndpoint(e.url)).find((s) => s !== 'other');
  if (style === 'chat') return sessionFromCapturedChat(exchanges, options);
  if (style === 'responses') return sessionFromCapturedResponses(exchanges, options);
  if (style === 'assistants') return sessionFromCapturedAssistants(exchanges, options);
  return null;
}
