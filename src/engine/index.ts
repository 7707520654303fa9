// The engine's public surface: createEngine, the session defaults, drivers and the contract types.
import { LoopEngine, type EngineDeps } from './engine';
import type { EngineCommands, EngineState } from './types';

export type * from './types';
export type { EngineDeps, SessionFetch, SessionSocket } from './engine';
export type { FetchLike } from './recording-fetch';
export { anyStyle, type DriverRequest, type DriverResponse, type LoopDriver, type StyleEntry } from './driver';
export { chatDriver, buildChatParams, toChatTool } from './drivers/chat';
export { API_STYLES, STYLES, styleEntry, toolsAsSent } from './styles';
export { createRecordingFetch, type Recorder, type RecorderHooks, type OutgoingRequest } from './recording-fetch';
export {
  sessionFromCapturedChat,
  sessionFromExchanges,
  sessionFromCapturedResponses,
  type CaptureToSessionOptions,
} from './captured';
export { DEFAULT_OPTIONS, MOCK_PROVIDER } from './session-defaults';
export { requestParamsFor } from './request-params';
export { steerTarget, type SteerTarget } from './steer-target';
export {
  runAgentsHandoff,
  type AgentSpec,
  type AgentsHandoffRequest,
  type AgentsHandoffResult,
} from './agents-handoff';

/** The engine's commands plus `load(state)`, which adopts a saved session (persistence's restore() checked it first). */
export type LoadableEngine = EngineCommands & { load(state: EngineState): void };

/** Builds a session engine; nothing global is touched: fetch, clock and the tool executor come in here. */
export function createEngine(deps: EngineDeps): LoadableEngine {
  return new LoopEngine(deps);
}
