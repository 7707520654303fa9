// The store layer's public surface: the session store, its React bindings, services and timeline rows.
export { createSessionStore, isPristine, type SessionActions, type SessionEngine, type SessionState, type SessionStore } from './session-store';
export { SessionProvider, useActiveExchanges, useSelectedExchangeId, useServices, useSession, useSessionActions, useSessionStore } from './provider';
export { branchExchanges } from './branch-exchanges';
export { NO_FAULTS, type MockFaults, type ModelInfo, type Scenario, type SchemaFinding, type SchemaParseResult, type SessionServices } from './services';
export { buildTimelineRows, countMessages, errorOf, sentMessageCount, type ApiErrorView, type TimelineRow } from './timeline-rows';
export { callIdsOf, effectiveContext, itemsToMessages, messagesToItems, type ContextRow, type Wire } from './wire-views';
