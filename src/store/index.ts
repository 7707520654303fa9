// The store layer's public surface: the session store, its React bindings, services and timeline rows.
export { createSessionStore, isPristine, type SessionActions, type SessionEngine, type SessionState, type SessionStore } from './session-store';
export { SessionProvider, useActiveExchanges, useSelectedExchangeId, useServices, useSession, useSessionActions, useSessionStore } from './SessionProvider';
export { branchExchanges } from './branch-exchanges';
export { allFixesAsEntryEdits, type AllFixes } from './doctor-fix';
export { nextChatRequest, nextChatRequestOf } from './next-request';
export { toolsAsSent } from './tools-as-sent';
export { STYLE_VIEWS, styleViews, type StyleViews } from './style-entries';
export { MODEL_GROUPS, NO_FAULTS, type DeviceKeys, type MockFaults, type ModelInfo, type Scenario, type SchemaFinding, type SchemaParseResult, type SessionServices } from './services';
export { createCaptureStore, loopExchanges, loopWithFix, numberedAsTimeline, shownLoop, type CaptureActions, type CaptureState, type CaptureStore, type FeedStatus } from './capture-store';
export { buildTimelineRows, countMessages, errorOf, sentMessageCount, type ApiErrorView, type TimelineRow } from './timeline-rows';
// The capture proxy's own 502 code: the inspector tells it apart to say how to point the proxy at the mock.
export { UPSTREAM_UNREACHABLE } from '../wire/proxy-error';
// The exchange record's queries (wire/exchange.ts), for features, which see wire/ only as types.
export { isRunPoll } from '../wire/exchange';
export { errorInWords, failureOf, FAILURE_PREFIX, type Failure, type FailureKind } from './failure-kind';
export { missingKeyMessage, hostOf } from './missing-key';
export { formatWait, retryAfterOf, retryWaitOf, waitingToRetry, type RetryReason, type RetryWait } from './retries';
export { PACES, paceDelayMs, type Pace } from './pace';
export { itemLabel, requestItemsDiff, type IndexedItem, type RequestItemsDiff } from './request-items-diff';
export { callIdsOf, effectiveContext, itemsToMessages, messagesToItems, type ContextRow, type Wire } from './wire-views';
export { assistantsRows, assistantsToMessages, messagesToAssistants } from './assistants-wire-views';
export { createSessionsStore, nameFor, type SessionsMessage, type OpenSession, type PersistenceApi, type SaveStatus, type SessionsActions, type SessionsDeps, type SessionsState, type SessionsStore } from './sessions-store';
export { SessionsProvider, useSessions, useSessionsActions, useUserReset } from './SessionsProvider';
export { useMessageWords } from './message-words';
export { wordWithI18n, type Message } from '../persistence/message';
export type { SessionMeta, SessionOrigin, SessionRecord } from '../persistence/session-record';
export type { ShareResult } from '../persistence/share-link';
export type { CodeExport, CodeFile, CodeLanguage, ExportFileKind } from '../persistence/code-export/index';
export type { StorageProblem } from '../persistence/key-value';
export { createLessonStore, highlightOf, recordedBody, type LessonActions, type LessonDeps, type LessonHighlight, type LessonState, type LessonStore, type PredictionResult, type PredictRefusal } from './lesson-store';
export { recordedRequests, runLab } from './lesson-runner';
export { chatMessages, HANDOFF_CHOICES, SPECIALIST_SYSTEM, specialistMessages, type HandoffChoice } from './handoff';
export { createHandoffStore, SPECIALIST_IDS, type HandoffActions, type HandoffState, type HandoffStore } from './handoff-store';
export type { BuiltinLessonSource } from './builtin-lessons';
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
export { alignSteps, lineageExchanges, sideAnswer, type CompareSide, type StepPair } from './compare';
export { followUpsFor } from './follow-ups';
export { ESTIMATE_MARGIN, PER_MESSAGE_OVERHEAD, REPLY_PRIMING, TOOLS_FRAMING, entryTokens, estimateTokens, messageText, requestContext, roleOf, runEstimate, textsOf, toolsText, withinMargin, type ModelContext, type TokenEstimate } from './token-estimate';
export { assistantsTurns } from './assistants-token-estimate';
