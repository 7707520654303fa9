// What a lesson step does to the playground's session: load a scenario, run to a request, send a break-it lab for real.
import type {
  ApiStyle,
  Exchange,
  ResponsesStateMode,
  ResponsesTransport,
  SessionConfig,
} from '@loopscope/engine/types';
import type { BreakItLab } from '@loopscope/payloads/teaching/labs/index';
import { branchExchanges } from '../derived/branch-exchanges';
import type { ScenarioChoice } from '../session/services';
import type { SessionStore } from '../session/session-store';
import { isLoopCall } from '@loopscope/wire/wires';

/** The last attempt of each request of the active branch, in order (request N is index N-1). */
export function recordedRequests(session: SessionStore): Exchange[] {
  const { engine } = session.getState();
  const byStep = new Map<number, Exchange>();
  for (const exchange of branchExchanges(engine, engine.activeBranchId)) byStep.set(exchange.step, exchange);
  return [...byStep.values()].filter((e) => e.state === 'done' || e.state === 'failed');
}

/** `METHOD /path` (after `/v1`, `*` for one id segment) as a test of an exchange; `mcp <json-rpc method>` for an MCP exchange. */
function callMatcher(call: string): (exchange: Exchange) => boolean {
  const [method, path = ''] = call.split(' ');
  if (method === 'mcp') return (exchange) => !isLoopCall(exchange) && (exchange.mcp?.methods.includes(path) ?? false);
  const pattern = new RegExp(
    `/v1${path
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );
  return (exchange) => exchange.method === method && pattern.test(new URL(exchange.url, 'http://x').pathname);
}

/**
 * The exchange of request `n` a lesson points at: its last call (the answer), or with `call` the first call of that
 * request matching it, or the last one with `occurrence: 'last'` (an Assistants step creates the thread, adds the
 * message, starts the run and polls in one request).
 */
export function recordedExchange(
  session: SessionStore,
  n: number,
  call?: string,
  occurrence: 'first' | 'last' = 'first',
): Exchange | undefined {
  const last = recordedRequests(session)[n - 1];
  if (!call || !last) return last;
  const { engine } = session.getState();
  const matches = callMatcher(call);
  const found = branchExchanges(engine, engine.activeBranchId).filter(
    (e) => e.step === last.step && (e.state === 'done' || e.state === 'failed') && matches(e),
  );
  return occurrence === 'last' ? found.at(-1) : found[0];
}

/** The scenario's configuration with its prompts in `language` when it has them (a lesson sends what its narration shows). */
export function wordedConfig(scenario: ScenarioChoice, language?: string): SessionConfig {
  const wording = language === 'ko' || language === 'pl' ? scenario.translations?.[language] : undefined;
  return wording
    ? { ...scenario.config, systemPrompt: wording.systemPrompt, userMessage: wording.userMessage }
    : scenario.config;
}

/**
 * Starts over from a scenario in the given API style (a scenario keeps the user's style; a lesson's paths need its own),
 * Responses state mode and transport and, for a lesson, the language its narration is read in.
 */
export function loadScenario(
  session: SessionStore,
  scenario: ScenarioChoice,
  apiStyle: ApiStyle = 'chat',
  responsesState?: ResponsesStateMode,
  language?: string,
  responsesTransport?: ResponsesTransport,
): void {
  const state = session.getState();
  state.setBreakpoints(false);
  // A scenario made for one style (a classic mistake) keeps its own state options, as the scenario picker applies it.
  state.applyScenario(scenario.id, wordedConfig(scenario, language), scenario.apiStyle !== undefined);
  const chosen = {
    ...(responsesState ? { responsesState } : {}),
    ...(responsesTransport ? { responsesTransport } : {}),
  };
  state.updateDraft((draft) => ({ ...draft, apiStyle, options: { ...draft.options, ...chosen } }));
  state.reset();
}

function loopEnded(session: SessionStore): boolean {
  const { engine } = session.getState();
  const status = engine.branches[engine.activeBranchId]?.status;
  return status === 'done' || status === 'error' || status === 'max-steps' || status === 'aborted';
}

/** Sends requests one step at a time until request `n` is recorded; stops early if the loop ends or a step adds nothing. */
export async function runToRequest(session: SessionStore, n: number): Promise<void> {
  while (recordedRequests(session).length < n && !loopEnded(session)) {
    const before = recordedRequests(session).length;
    await session.getState().step();
    if (recordedRequests(session).length === before) return;
  }
}

/** Runs the loop to its end (a step that sends nothing ends it too). */
export async function runToEnd(session: SessionStore): Promise<void> {
  await runToRequest(session, Number.POSITIVE_INFINITY);
}

/**
 * A break-it lab: start the lab's scenario over, let the earlier requests go out as they are, and send the broken one
 * for real through the breakpoint (so the SDK, the recorder and the mock all see it exactly as a learner's code would send it).
 */
export async function runLab(session: SessionStore, lab: BreakItLab, scenario: ScenarioChoice): Promise<void> {
  loadScenario(session, scenario, lab.style);
  const breakBody = lab.breakBody;
  if (!breakBody) {
    await runToRequest(session, lab.request);
    return;
  }
  session.getState().setBreakpoints(true);
  // Sending changes the store, which calls this listener again before the hold is gone: each request is released once.
  let released = 0;
  const release = () => {
    const pending = session.getState().engine.pending;
    if (!pending || pending.step <= released) return;
    released = pending.step;
    if (pending.step < lab.request) {
      session.getState().sendPending();
      return;
    }
    session.getState().setBreakpoints(false);
    session.getState().sendPending(JSON.stringify(breakBody(JSON.parse(pending.body) as Record<string, unknown>)));
  };
  const unsubscribe = session.subscribe(release);
  try {
    release();
    await runToRequest(session, lab.request);
  } finally {
    unsubscribe();
    session.getState().setBreakpoints(false);
  }
}
