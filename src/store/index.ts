// The store layer's public surface: the open session's store and its React bindings, the saved sessions, lessons,
// handoff, capture and the derivations the views draw.
export {
  createSessionStore,
  isPristine,
  type SessionActions,
  type SessionEngine,
  type SessionState,
  type SessionStore,
} from './session/session-store';
export {
  SessionProvider,
  useActiveExchanges,
  useSelectedExchangeId,
  useServices,
  useSession,
  useSessionActions,
  useSessionStore,
} from './session/SessionProvider';
export { branchExchanges } from './derived/branch-exchanges';
export { allFixesAsEntryEdits, type AllFixes } from './derived/doctor-fix';
export { nextChatRequest, nextChatRequestOf, placeInRequest } from './derived/next-request';
export { styleTheScenarioNeeds } from './derived/scenario-style';
export type { SteerNote } from './derived/steer-rows';
export { steeringSentWith } from './derived/steer-rows';
export { callNumbers, callNumberText, type CallNumber } from './derived/call-numbers';
export { toolsAsSent } from './derived/tools-as-sent';
export { STYLE_VIEWS, styleViews, type StyleViews } from './derived/style-entries';
export {
  MODEL_GROUPS,
  NO_FAULTS,
  type CassetteService,
  type DeviceKeys,
  type MockFaults,
  type ModelInfo,
  type PostedJson,
  type ScenarioChoice,
  type SchemaFinding,
  type SchemaParseResult,
  type SessionServices,
} from './session/services';
export {
  createCaptureStore,
  loopExchanges,
  loopWithFix,
  numberedAsTimeline,
  shownLoop,
  type CaptureActions,
  type CaptureState,
  type CaptureStore,
  type FeedStatus,
} from './capture/capture-store';
export {
  buildTimelineRows,
  countMessages,
  errorOf,
  sentMessageCount,
  type ApiErrorView,
  type TimelineRow,
} from './derived/timeline-rows';
// The capture proxy's own 502 code: the inspector tells it apart to say how to point the proxy at the mock.
export { UPSTREAM_UNREACHABLE } from '@loopscope/wire/proxy-error';
// The exchange record's queries (wire/exchange.ts), for features, which see wire/ only as types.
export { isRunPoll } from '@loopscope/wire/exchange';
export { BUILTIN_MCP_URL } from '@loopscope/wire/mcp/types';
export { nameClashes, type NameClash } from './session/mcp-servers';
export { mcpCallView, type McpCallView } from '@loopscope/wire/mcp/exchange';
export { mcpWireView, type McpWireView } from '@loopscope/wire/mcp/wire-view';
export {
  createElicitationStore,
  formFields,
  type ElicitField,
  type ElicitQuestion,
  type ElicitationStore,
} from './session/elicitation';
export { ElicitationContext, useElicitation } from './session/ElicitationProvider';
export { errorInWords, failureOf, FAILURE_PREFIX, type Failure, type FailureKind } from './derived/failure-kind';
export { missingKeyMessage, hostOf } from './derived/missing-key';
export {
  formatWait,
  knownWaits,
  retryAfterOf,
  retryWaitOf,
  waitingToRetry,
  type RetryReason,
  type RetryWait,
} from './derived/retries';
export { PACES, paceDelayMs, type Pace } from './session/pace';
export { itemLabel, requestItemsDiff, type IndexedItem, type RequestItemsDiff } from './derived/request-items-diff';
export {
  callIdsOf,
  effectiveContext,
  itemsToMessages,
  messagesToItems,
  programsIn,
  responsesOnlyCalls,
  type ContextRow,
  type Wire,
} from './derived/wire-views';
export { assistantsRows, assistantsToMessages, messagesToAssistants } from './derived/assistants-wire-views';
export {
  createSavedSessionsStore,
  nameFor,
  type SavedSessionsMessage,
  type OpenSession,
  type PersistenceApi,
  type SaveStatus,
  type SavedSessionsActions,
  type SavedSessionsDeps,
  type SavedSessionsState,
  type SavedSessionsStore,
} from './saved-sessions/saved-sessions-store';
export {
  SavedSessionsProvider,
  useSavedSessions,
  useSavedSessionsActions,
  useUserReset,
} from './saved-sessions/SavedSessionsProvider';
export { useMessageWords } from './message-words';
export { wordWithI18n, type Message } from '../persistence/message';
export type { SessionMeta, SessionOrigin, SessionRecord } from '../persistence/session-record';
export type { ShareResult } from '../persistence/share-link';
export type { CodeExport, CodeFile, CodeLanguage, ExportFileKind } from '../persistence/code-export/index';
export type { StorageProblem } from '../persistence/key-value';
export { createLessonStore } from './lessons/lesson-store';
export { highlightOf, recordedBody } from './lessons/lesson-recordings';
export type {
  LessonActions,
  LessonDeps,
  LessonHighlight,
  LessonState,
  LessonStore,
  PredictionResult,
  PredictRefusal,
} from './lessons/lesson-types';
export { recordedRequests, runLab } from './lessons/lesson-runner';
export {
  AGENT_NAMES,
  AGENTS_SDK_TRIAGE_SYSTEM,
  agentsSdkAgents,
  chatMessages,
  HANDOFF_CHOICES,
  SPECIALIST_HANDOFF_DESCRIPTION,
  SPECIALIST_SYSTEM,
  specialistMessages,
  type HandoffChoice,
} from './handoff/handoff';
export {
  createHandoffStore,
  SPECIALIST_IDS,
  type AgentsSdkLanes,
  type HandoffActions,
  type HandoffState,
  type HandoffStore,
} from './handoff/handoff-store';
export type { BuiltinLessonSource } from './lessons/builtin-lessons';
export {
  lessonFileName,
  lessonFileText,
  LESSON_FILE_SUFFIX,
  LESSON_LANGUAGES,
  type Lesson,
  type LessonLanguage,
  type LessonProse,
  type LessonResult,
  type LessonStep,
  type LessonStepOf,
  type PredictChoice,
} from '../persistence/lesson/index';
export { alignSteps, lineageExchanges, sideAnswer, type CompareSide, type StepPair } from './derived/compare';
export { followUpsFor } from './derived/follow-ups';
export { steerTarget, type SteerTarget } from '@loopscope/engine/steer-target';
export { steerable } from '@loopscope/engine/styles';
export {
  ESTIMATE_MARGIN,
  PER_MESSAGE_OVERHEAD,
  REPLY_PRIMING,
  TOOLS_FRAMING,
  entryTokens,
  estimateTokens,
  messageText,
  requestContext,
  roleOf,
  runEstimate,
  textsOf,
  toolsText,
  withinMargin,
  type ModelContext,
  type TokenEstimate,
} from './derived/token-estimate';
export { assistantsTurns } from './derived/assistants-token-estimate';
// The user's answers to a hosted MCP call waiting for approval.
export { MCP_APPROVE, MCP_DENY } from '@loopscope/engine/drivers/responses/index';
export {
  attachExpectations,
  attachedExpectationsOf,
  detachExpectations,
  expectationResults,
  expectationsFromFile,
  useAttachedExpectations,
  type AttachedExpectations,
  type LoadedExpectations,
} from './loop-tests/attached-expectations';
