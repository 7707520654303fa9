// The command surface: what the store layer calls (EngineCommands), thin over the branch store, the loop runner and the drivers.
import { checkToolStrictness } from '@loopscope/tools/strict-check';
import { BranchStore, createRootBranch, singleBranchState } from './branch-store';
import { BreakpointGate } from './breakpoint-gate';
import type { LoopDriver } from './driver';
import { EngineStore, type NotifyScheduler } from './engine-store';
import { makeEntry, unansweredToolCalls, userTurns } from './entries';
import { createIdSource, type IdSource } from './ids';
import { LoopRunner } from './loop-runner';
import { mcpAwareExecutor } from './mcp/mcp-executor';
import { McpHub, type McpFetchFor } from './mcp/mcp-hub';
import type { Elicit } from '@loopscope/wire/mcp/connection';
import { mcpFunctionTools } from '@loopscope/tools/mcp-tools';
import { noticeOf } from './notices';
import { stopNote } from './stop-reasons';
import type { FetchLike } from './recording-fetch';
import { RecordingSocket, type PageSocket, type SocketOpener } from './recording-socket';
import { PageResponsesWS } from './responses-socket';
import { steerTarget } from './steer-target';
import { builtinDrivers, forkLabel, steerable } from './styles';
import type {
  ApiStyle,
  EngineCommands,
  EntryEdit,
  EngineState,
  Exchange,
  McpListing,
  McpServerSpec,
  NoticeCode,
  SessionConfig,
  StopParams,
  ToolExecutor,
  WireObject,
} from './types';
import { isLoopCall } from '@loopscope/wire/wires';

/** The mock API's fetch for one session: it is handed the engine's own configuration (its model script, run pace) with every request. */
export type SessionFetch = (
  input: string | URL | Request,
  init: RequestInit | undefined,
  config: SessionConfig,
) => Promise<Response>;
/** The same for the mock's WebSocket (Responses WebSocket mode): a socket opened for this engine's configuration. */
export type SessionSocket = (url: string, headers: Record<string, string>, config: SessionConfig) => PageSocket;

export interface EngineDeps {
  config: SessionConfig;
  /** fetch for real providers (`openai`, `custom`). */
  fetch: FetchLike;
  /** The embedded mock API's handler, used when `provider.kind` is `mock`; falls back to `fetch`. */
  mockFetch?: SessionFetch;
  /** The embedded mock's WebSocket (Responses WebSocket mode) when `provider.kind` is `mock`; other providers get the platform's WebSocket. */
  mockSocket?: SessionSocket;
  /** Milliseconds clock for exchange start times, durations and SSE arrival times. */
  clock: () => number;
  tools: ToolExecutor;
  /** Prefix for every id the engine makes (branches, messages, exchanges). */
  idPrefix?: string;
  /** The SDK's retry budget; each retry is recorded as its own exchange. Default 2, like the SDK. */
  maxRetries?: number;
  /** Drivers per API style; every style of styles.ts is built in. */
  drivers?: Partial<Record<ApiStyle, LoopDriver>>;
  /** When batched change notifications (stream chunks) are delivered; default the next animation frame. */
  scheduleNotify?: NotifyScheduler;
  /** The fetch that reaches an MCP server (the built-in one in process); default `fetch`. */
  mcpFetch?: McpFetchFor;
  /**
   * Asks the user what an MCP server's elicitation form asks (the playground's dialog): its answer goes back in the retry
   * of a 2026-07-28 input-required call, or as the answer to a 2025-11-25 `elicitation/create`. Absent: not offered.
   */
  mcpElicit?: Elicit;
  /** Waits between polls of an Assistants run; default a timer. Tests pass one that moves the mock's clock. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** A timer that stops waiting (and rejects) when the loop is aborted. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export class LoopEngine implements EngineCommands {
  private readonly store: EngineStore;
  private readonly ids: IdSource;
  private readonly branches: BranchStore;
  private readonly runner: LoopRunner;
  private readonly gate: BreakpointGate;
  private readonly drivers: Partial<Record<ApiStyle, LoopDriver>>;
  private readonly mcp: McpHub;

  constructor(deps: EngineDeps) {
    this.ids = createIdSource(deps.idPrefix);
    this.drivers = { ...builtinDrivers(), ...deps.drivers };
    const root = createRootBranch(deps.config, this.drivers[deps.config.apiStyle], this.ids);
    this.store = new EngineStore(
      { ...singleBranchState(deps.config, root), toolIssues: checkToolStrictness(deps.config.tools) },
      deps.scheduleNotify,
    );
    this.branches = new BranchStore(this.store, this.ids);
    this.gate = new BreakpointGate(this.store, (held, request) => {
      const branchId = this.runner.activeBranchId;
      if (!branchId) return;
      if (held) this.branches.setStatus(branchId, 'paused', stopNote('breakpoint', { step: request.step }));
      else this.branches.setStatus(branchId, 'running', null);
    });
    // Requests to the mock carry this engine's own configuration, read as each one is sent.
    const route: FetchLike = (input, init) => {
      const { config } = this.store.get();
      return config.provider.kind === 'mock' && deps.mockFetch
        ? deps.mockFetch(input, init, config)
        : deps.fetch(input, init);
    };
    // A browser's WebSocket cannot send the key on the upgrade; only the mock's socket (which is handed it) sees headers.
    const openSocket: SocketOpener = (url, headers) => {
      const { config } = this.store.get();
      return config.provider.kind === 'mock' && deps.mockSocket
        ? deps.mockSocket(url, headers, config)
        : (new WebSocket(url) as PageSocket);
    };
    this.mcp = new McpHub({
      fetchFor: deps.mcpFetch ?? (() => deps.fetch),
      clock: deps.clock,
      open: () => this.openMcpExchange(),
      record: (exchange) => this.branches.recordExchange(exchange),
      ...(deps.mcpElicit ? { elicit: deps.mcpElicit } : {}),
    });
    const recordFrames = {
      open: () => this.runner.openExchange(),
      record: (exchange: Exchange) => this.branches.recordExchange(exchange),
      sent: () => this.runner.markFrameSent(),
    };
    this.runner = new LoopRunner({
      store: this.store,
      branches: this.branches,
      ids: this.ids,
      gate: this.gate,
      tools: mcpAwareExecutor(deps.tools, this.mcp, () => this.store.get().config.mcpServers ?? []),
      fetch: route,
      clock: deps.clock,
      driverFor: (style) => this.drivers[style],
      maxRetries: deps.maxRetries ?? 2,
      sleep: deps.sleep ?? abortableSleep,
      openSocket: (client) =>
        new PageResponsesWS(
          client,
          (url, headers) =>
            new RecordingSocket(openSocket(url.href, headers), url.href, headers, deps.clock, recordFrames),
        ),
    });
  }

  getState = (): EngineState => this.store.get();
  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  configure(config: SessionConfig): void {
    const state = this.store.get();
    this.store.configure(config, checkToolStrictness(config.tools));
    // Listing an MCP server's tools is not a request of the loop: the session is still untouched, and the listing stays.
    const listings = Object.values(state.branches).flatMap((b) => b.exchanges.filter((e) => !isLoopCall(e)));
    const untouched =
      state.branchOrder.length === 1 &&
      !this.runner.running &&
      Object.values(state.branches).every((b) => b.exchanges.every((e) => !isLoopCall(e)));
    // Before anything was sent the timeline previews the configuration; afterwards it is history and stays.
    if (untouched) this.branches.resetToRoot(config, this.drivers[config.apiStyle], listings);
  }

  run(): Promise<void> {
    return this.runner.drive('run');
  }

  step(): Promise<void> {
    return this.runner.drive('step');
  }

  setBreakpoints(on: boolean): void {
    this.store.setBreakpoints(on);
  }

  sendPending(body?: string): string | null {
    return this.gate.send(body);
  }

  abort(): void {
    this.runner.abort();
  }

  /** Adopts a saved state (persistence's restore() checked it): any run stops, a held request is dropped, new ids continue after the loaded ones. */
  load(state: EngineState): void {
    this.runner.supersede();
    this.gate.clear();
    this.branches.forgetExchanges();
    const ids: string[] = [];
    for (const branch of Object.values(state.branches))
      ids.push(branch.id, ...branch.messages.map((m) => m.id), ...branch.exchanges.map((e) => e.id));
    this.ids.skipPast(ids);
    this.store.replace({
      ...state,
      pending: null,
      notice: null,
      noticeCode: null,
      toolIssues: checkToolStrictness(state.config.tools),
    });
  }

  reset(): void {
    this.runner.abort();
    this.runner.detach();
    this.gate.clear();
    this.store.setNotice(null);
    const { config } = this.store.get();
    this.branches.resetToRoot(config, this.drivers[config.apiStyle]);
  }

  async continueWith(text: string): Promise<void> {
    if (this.runner.running) return;
    const state = this.store.get();
    const branch = state.branches[state.activeBranchId]!;
    const driver = this.drivers[state.config.apiStyle];
    if (!driver) return this.notice('no-driver', { style: state.config.apiStyle });
    if (unansweredToolCalls(driver, branch.messages).calls.length > 0) {
      return this.notice('tools-owed');
    }
    this.branches.append(branch.id, [
      makeEntry(driver, this.ids, driver.userEntry(text), { kind: 'user', turn: userTurns(branch.messages) }),
    ]);
    await this.run();
  }

  steer(text: string): boolean {
    const { config, branches, activeBranchId } = this.store.get();
    const target = steerTarget(branches[activeBranchId]);
    if (!steerable(config) || !target || text.trim() === '') return false;
    // The server answers with accepted + pending, or failed; the recording socket files them with the target's frames.
    return this.runner.sendOnSocket({ type: 'response.steer', previous_response_id: target.responseId, input: text });
  }

  answerToolCall(callId: string, output: string): void {
    if (this.runner.running) return;
    const state = this.store.get();
    const branch = state.branches[state.activeBranchId]!;
    const driver = this.drivers[state.config.apiStyle];
    if (!driver) return this.notice('no-driver', { style: state.config.apiStyle });
    const owed = unansweredToolCalls(driver, branch.messages);
    const call = owed.calls.find((c) => c.callId === callId);
    if (!call) return;
    const toolRun = { output, ok: true, logs: [], durationMs: 0, callId, name: call.name, by: 'user' as const };
    const provenance = { kind: 'tool-result' as const, exchangeId: owed.exchangeId ?? '', toolCallId: callId };
    this.branches.append(branch.id, [
      makeEntry(driver, this.ids, driver.toolResultEntry(call, output, state.config), provenance, { toolRun }),
    ]);
    this.store.setNotice(null);
  }

  /** `keepThrough`: keep the parent's entries after `index` up to this one (a fixed request's whole conversation). */
  fork(index: number, replacement: WireObject, alsoEdited: readonly EntryEdit[] = [], keepThrough?: number): string {
    const state = this.store.get();
    const parent = state.branches[state.activeBranchId]!;
    if (this.runner.running) return this.notice('fork-while-running', {}, parent.id);
    if (!Number.isInteger(index) || index < 0 || index >= parent.messages.length) {
      return this.notice('no-message', { index }, parent.id);
    }
    const original = parent.messages[index]!;
    const driver = this.drivers[original.style];
    if (!driver) return this.notice('no-driver', { style: original.style }, parent.id);
    const label = `Fork ${state.branchOrder.length}: edited ${forkLabel(original)} #${index}`;
    return this.branches.addFork(parent, index, replacement, driver, label, alsoEdited, keepThrough).id;
  }

  async replayFrom(
    index: number,
    replacement: WireObject,
    alsoEdited: readonly EntryEdit[] = [],
    keepThrough?: number,
  ): Promise<string> {
    const before = this.store.get().activeBranchId;
    const id = this.fork(index, replacement, alsoEdited, keepThrough);
    if (id !== before) await this.run();
    return id;
  }

  switchBranch(id: string): void {
    if (this.store.get().branches[id]) this.store.switchBranch(id);
  }

  async listMcpTools(server: McpServerSpec, taken: readonly string[]): Promise<McpListing> {
    try {
      return { ok: true, tools: mcpFunctionTools(await this.mcp.listTools(server), server, taken) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** An MCP exchange belongs to the active branch and to the step whose answer asked for the call (0: before the first request). */
  private openMcpExchange(): { id: string; step: number } {
    const id = this.ids.next('exchange');
    const { activeBranchId, branches } = this.store.get();
    this.branches.assignExchange(id, activeBranchId);
    return { id, step: branches[activeBranchId]?.steps ?? 0 };
  }

  private notice(code: NoticeCode, params?: StopParams): void;
  private notice(code: NoticeCode, params: StopParams, result: string): string;
  private notice(code: NoticeCode, params: StopParams = {}, result?: string): string | void {
    this.store.setNotice(noticeOf(code, params));
    return result;
  }
}
