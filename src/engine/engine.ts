// The session engine: drives the tool-calling loop through the SDK and a recording fetch, one branch at a time.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { checkToolStrictness } from '../tools/strict-check';
import { BreakpointGate } from './breakpoint-gate';
import { createRootBranch, forkBranch, reconcileWithSent } from './branches';
import { hasFinalAnswer, nextStepNumber, stepsThisTurn, unansweredToolCalls, userTurns } from './conversation';
import type { LoopDriver } from './driver';
import { chatDriver } from './drivers/chat';
import { EngineStore } from './engine-store';
import { createIdSource, type IdSource } from './ids';
import { createRecordingFetch, type FetchLike, type OutgoingRequest, type Recorder } from './recording-fetch';
import { endingFromError, finishedReason, maxStepsReason } from './stop-reasons';
import { runToolCalls } from './tool-calls';
import type { ApiStyle, EngineCommands, EngineState, ExchangeState, RunStatus, SessionConfig, ToolExecutor } from './types';

export interface EngineDeps {
  config: SessionConfig;
  /** fetch for real providers (`openai`, `custom`). */
  fetch: FetchLike;
  /** The embedded mock API's handler, used when `provider.kind` is `mock`; falls back to `fetch`. */
  mockFetch?: FetchLike;
  /** Milliseconds clock for exchange start times, durations and SSE arrival times. */
  clock: () => number;
  tools: ToolExecutor;
  /** Prefix for every id the engine makes (branches, messages, exchanges). */
  idPrefix?: string;
  /** The SDK's retry budget; each retry is recorded as its own exchange. Default 2, like the SDK. */
  maxRetries?: number;
  /** Drivers per API style; chat is built in. */
  drivers?: Partial<Record<ApiStyle, LoopDriver>>;
}

interface ActiveRun {
  branchId: string;
  controller: AbortController;
  step: number;
  /** Kept so re-running a finished branch does not lose why it finished. */
  previousStopReason: string | null;
}

type Advance = { kind: 'tools' | 'requested' } | { kind: 'end'; status: RunStatus; stopReason: string | null };

/** Exchange states after which the recorder sends no further snapshot. */
const SETTLED: ReadonlySet<ExchangeState> = new Set(['done', 'failed', 'aborted']);

/** Far more than can be in flight at once (a step sends one request, retries one after another). */
const MAX_OPEN_EXCHANGES = 64;

const TIMEOUT_MS = 10 * 60 * 1000;
/** A request held at a breakpoint must not hit the SDK's timeout while the learner reads it. */
const HELD_TIMEOUT_MS = 24 * 60 * 60 * 1000;

export class LoopEngine implements EngineCommands {
  private readonly store: EngineStore;
  private readonly ids: IdSource;
  private readonly recorder: Recorder;
  private readonly drivers: Partial<Record<ApiStyle, LoopDriver>>;
  private readonly exchangeBranch = new Map<string, string>();
  private readonly gate: BreakpointGate;
  private active: ActiveRun | null = null;
  /** The SDK client of the current provider settings, reused by every step until they change. */
  private sdk: { key: string; client: OpenAI } | null = null;

  constructor(private readonly deps: EngineDeps) {
    this.ids = createIdSource(deps.idPrefix);
    this.drivers = { chat: chatDriver, ...deps.drivers };
    const root = createRootBranch(deps.config, this.drivers[deps.config.apiStyle], this.ids);
    this.store = new EngineStore({
      config: deps.config,
      branches: { [root.id]: root },
      branchOrder: [root.id],
      activeBranchId: root.id,
      breakpoints: false,
      pending: null,
      notice: null,
      toolIssues: checkToolStrictness(deps.config.tools),
    });
    this.gate = new BreakpointGate(this.store, (held, request) => {
      const branchId = this.active?.branchId;
      if (!branchId) return;
      if (held) this.setStatus(branchId, 'paused', `Breakpoint: request ${request.step} is waiting to be sent.`);
      else this.setStatus(branchId, 'running', null);
    });
    const route: FetchLike = (input, init) =>
      (this.store.get().config.provider.kind === 'mock' && deps.mockFetch ? deps.mockFetch : deps.fetch)(input, init);
    this.recorder = createRecordingFetch(route, deps.clock, {
      open: () => this.openExchange(),
      hold: (request) => this.hold(request),
      record: (exchange) => {
        const branchId = this.exchangeBranch.get(exchange.id);
        if (branchId) this.store.putExchange(branchId, exchange);
        // A settled exchange gets no more snapshots: forget its branch so the map holds only exchanges in flight.
        if (SETTLED.has(exchange.state)) this.exchangeBranch.delete(exchange.id);
      },
    });
  }

  getState = (): EngineState => this.store.get();
  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  configure(config: SessionConfig): void {
    const state = this.store.get();
    this.store.set({ config, toolIssues: checkToolStrictness(config.tools), notice: null });
    const untouched = state.branchOrder.length === 1 && !this.active && Object.values(state.branches).every((b) => b.exchanges.length === 0);
    // Before anything was sent the timeline previews the configuration; afterwards it is history and stays.
    if (untouched) this.replaceWithRoot(config);
  }

  run(): Promise<void> {
    return this.drive('run');
  }

  step(): Promise<void> {
    return this.drive('step');
  }

  setBreakpoints(on: boolean): void {
    this.store.set({ breakpoints: on });
  }

  sendPending(body?: string): string | null {
    return this.gate.send(body);
  }

  abort(): void {
    this.active?.controller.abort();
  }

  reset(): void {
    this.abort();
    this.active = null;
    this.gate.clear();
    this.store.set({ notice: null });
    this.replaceWithRoot(this.store.get().config);
  }

  async continueWith(text: string): Promise<void> {
    if (this.active) return;
    const state = this.store.get();
    const branch = state.branches[state.activeBranchId]!;
    const driver = this.drivers[state.config.apiStyle];
    if (!driver) return this.notice(`The ${state.config.apiStyle} API style has no driver yet.`);
    if (unansweredToolCalls(branch.messages).calls.length > 0) {
      return this.notice('The model is still waiting for tool results; run or step the loop before adding a user message.');
    }
    const message = { id: this.ids.next('message'), message: driver.userMessage(text), provenance: { kind: 'user' as const, turn: userTurns(branch.messages) }, firstSentInStep: null };
    this.store.updateBranch(branch.id, (b) => ({ ...b, messages: [...b.messages, message] }));
    await this.run();
  }

  fork(index: number, replacement: ChatCompletionMessageParam): string {
    const state = this.store.get();
    const parent = state.branches[state.activeBranchId]!;
    if (this.active) return this.notice('Wait for the loop to stop (or abort it) before forking.', parent.id);
    if (!Number.isInteger(index) || index < 0 || index >= parent.messages.length) {
      return this.notice(`There is no message ${index} to edit on this branch.`, parent.id);
    }
    const label = `Fork ${state.branchOrder.length}: edited ${parent.messages[index]!.message.role} #${index}`;
    const branch = forkBranch(parent, index, replacement, this.ids, label);
    this.store.set({
      branches: { ...state.branches, [branch.id]: branch },
      branchOrder: [...state.branchOrder, branch.id],
      activeBranchId: branch.id,
      notice: null,
    });
    return branch.id;
  }

  async replayFrom(index: number, replacement: ChatCompletionMessageParam): Promise<string> {
    const before = this.store.get().activeBranchId;
    const id = this.fork(index, replacement);
    if (id !== before) await this.run();
    return id;
  }

  switchBranch(id: string): void {
    if (this.store.get().branches[id]) this.store.set({ activeBranchId: id, notice: null });
  }

  private async drive(mode: 'run' | 'step'): Promise<void> {
    if (this.active) return;
    const state = this.store.get();
    const branchId = state.activeBranchId;
    const driver = this.drivers[state.config.apiStyle];
    if (!driver) {
      this.setStatus(branchId, 'error', `The ${state.config.apiStyle} API style has no driver yet.`);
      return;
    }
    const previousStopReason = state.branches[branchId]?.stopReason ?? null;
    const run: ActiveRun = { branchId, controller: new AbortController(), step: 0, previousStopReason };
    this.active = run;
    this.store.set({ notice: null });
    this.setStatus(branchId, 'running', null);
    let ending: Advance & { kind: 'end' } = { kind: 'end', status: 'paused', stopReason: null };
    try {
      for (;;) {
        const next = await this.advance(run, driver);
        if (next.kind === 'end') {
          ending = next;
          break;
        }
        if (next.kind === 'requested' && mode === 'step') {
          ending = { kind: 'end', status: 'paused', stopReason: `Paused after step ${run.step}.` };
          break;
        }
      }
    } catch (error) {
      await this.recorder.idle();
      ending = { kind: 'end', ...endingFromError(error, run.controller.signal.aborted) };
    } finally {
      if (this.active === run) this.active = null;
      this.setStatus(branchId, ending.status, ending.stopReason);
    }
  }

  private async advance(run: ActiveRun, driver: LoopDriver): Promise<Advance> {
    const { config } = this.store.get();
    const branch = this.store.branch(run.branchId);
    if (!branch) return { kind: 'end', status: 'aborted', stopReason: 'The session was reset.' };
    if (run.controller.signal.aborted) return { kind: 'end', status: 'aborted', stopReason: 'Aborted between steps.' };

    const owed = unansweredToolCalls(branch.messages);
    if (owed.calls.length > 0) {
      await runToolCalls({ store: this.store, ids: this.ids, driver, executor: this.deps.tools, config, branchId: run.branchId, signal: run.controller.signal, ...owed });
      return { kind: 'tools' };
    }
    if (hasFinalAnswer(branch.messages)) {
      return { kind: 'end', status: 'done', stopReason: run.previousStopReason ?? 'The model has already given its final answer; add a user message to go on.' };
    }
    if (stepsThisTurn(branch.messages) >= config.options.maxSteps) {
      return { kind: 'end', status: 'max-steps', stopReason: maxStepsReason(config.options.maxSteps) };
    }

    run.step = nextStepNumber(branch.messages);
    const response = await driver.request({
      client: this.client(config),
      config,
      messages: branch.messages.map((m) => m.message),
      signal: run.controller.signal,
      timeoutMs: this.store.get().breakpoints ? HELD_TIMEOUT_MS : TIMEOUT_MS,
    });
    await this.recorder.idle();
    const exchangeId = this.store.branch(run.branchId)?.exchanges.filter((e) => e.step === run.step).at(-1)?.id ?? '';
    const added = response.messages.map((message) => ({
      id: this.ids.next('message'),
      message,
      provenance: { kind: 'response' as const, exchangeId },
      firstSentInStep: null,
    }));
    this.store.updateBranch(run.branchId, (b) => ({ ...b, messages: [...b.messages, ...added] }));
    if (response.toolCalls.length === 0) return { kind: 'end', status: 'done', stopReason: finishedReason(response.finishReason) };
    await runToolCalls({ store: this.store, ids: this.ids, driver, executor: this.deps.tools, config, branchId: run.branchId, signal: run.controller.signal, calls: response.toolCalls, exchangeId });
    return { kind: 'requested' };
  }

  private client(config: SessionConfig): OpenAI {
    const { apiKey, baseURL } = config.provider;
    const key = JSON.stringify([apiKey, baseURL]);
    if (this.sdk?.key !== key) this.sdk = { key, client: this.newClient(config) };
    return this.sdk.client;
  }

  private newClient(config: SessionConfig): OpenAI {
    return new OpenAI({
      apiKey: config.provider.apiKey || 'missing-api-key',
      baseURL: config.provider.baseURL,
      // Explicit nulls keep OPENAI_ORG_ID / OPENAI_PROJECT_ID from a Node environment off the wire.
      organization: null,
      project: null,
      dangerouslyAllowBrowser: true,
      maxRetries: this.deps.maxRetries ?? 2,
      fetch: this.recorder.fetch,
    });
  }

  private openExchange(): { id: string; step: number } {
    const id = this.ids.next('exchange');
    this.exchangeBranch.set(id, this.active?.branchId ?? this.store.get().activeBranchId);
    // Settled exchanges leave the map as they finish; one held back and then aborted never records, so cap the rest.
    if (this.exchangeBranch.size > MAX_OPEN_EXCHANGES) this.exchangeBranch.delete(this.exchangeBranch.keys().next().value!);
    return { id, step: this.active?.step ?? 0 };
  }

  /** Runs inside the recording fetch, before anything is sent: breakpoints, then bookkeeping of what went out. */
  private async hold(request: OutgoingRequest): Promise<string> {
    const run = this.active;
    if (!run) return request.body;
    const body = this.store.get().breakpoints && request.attempt === 0 ? await this.gate.wait(request) : request.body;
    if (request.attempt === 0) this.markSent(run, body, body !== request.body);
    return body;
  }

  private markSent(run: ActiveRun, body: string, edited: boolean): void {
    const driver = this.drivers[this.store.get().config.apiStyle];
    const sent = edited ? driver?.conversationFromBody?.(body) : null;
    this.store.updateBranch(run.branchId, (b) => {
      const messages = sent ? reconcileWithSent(b.messages, sent, this.ids) : b.messages;
      return {
        ...b,
        steps: b.steps + 1,
        messages: messages.map((m) => (m.firstSentInStep === null ? { ...m, firstSentInStep: run.step } : m)),
      };
    });
  }

  private setStatus(branchId: string, status: RunStatus, stopReason: string | null): void {
    this.store.updateBranch(branchId, (b) => ({ ...b, status, stopReason }));
  }

  private replaceWithRoot(config: SessionConfig): void {
    const root = createRootBranch(config, this.drivers[config.apiStyle], this.ids);
    this.store.set({ branches: { [root.id]: root }, branchOrder: [root.id], activeBranchId: root.id });
  }

  private notice(text: string): void;
  private notice(text: string, result: string): string;
  private notice(text: string, result?: string): string | void {
    this.store.set({ notice: text });
    return result;
  }
}
