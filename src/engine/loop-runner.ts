// The loop runner: step, run, pause, abort and tool execution for any API style, through the driver of the session's style.
import OpenAI from 'openai';
import type { BranchStore } from './branch-store';
import type { BreakpointGate } from './breakpoint-gate';
import type { LoopDriver } from './driver';
import type { EngineStore } from './engine-store';
import { hasFinalAnswer, nextStepNumber, stepsThisTurn, unansweredToolCalls } from './entries';
import type { IdSource } from './ids';
import { createRecordingFetch, type FetchLike, type OutgoingRequest, type Recorder } from './recording-fetch';
import type { ResponsesSocketClient } from './responses-socket';
import { endingFromError, finishedReason, maxStepsReason, stopNote } from './stop-reasons';
import { runToolCalls } from './tool-calls';
import type { ApiStyle, RunStatus, SessionConfig, StopNote, ToolCallRequest, ToolExecutor } from './types';

export interface LoopRunnerDeps {
  store: EngineStore;
  branches: BranchStore;
  ids: IdSource;
  gate: BreakpointGate;
  tools: ToolExecutor;
  /** Where the SDK's requests go (the recording fetch wraps it); the engine routes mock and real providers. */
  fetch: FetchLike;
  /** Milliseconds clock for exchange start times, durations and SSE arrival times. */
  clock: () => number;
  driverFor(style: ApiStyle): LoopDriver | undefined;
  /** The SDK's retry budget; each retry is recorded as its own exchange. */
  maxRetries: number;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** Opens a Responses WebSocket for an SDK client (WebSocket mode); absent: that mode has nothing to connect with. */
  openSocket?: (client: OpenAI) => ResponsesSocketClient;
}

interface ActiveRun {
  branchId: string;
  driver: LoopDriver;
  controller: AbortController;
  step: number;
  /** Kept so re-running a finished branch does not lose why it finished. */
  previousStop: Stop | null;
  /** Set when a loaded session replaced the state mid-run: the run's ending must not touch the loaded branches. */
  superseded?: boolean;
  /** The imported body this step sends instead of the one the SDK built (its retries too). */
  sendFirst?: string;
  /** The last exchange the recording fetch opened for this step: the one whose answer the step reads. */
  exchangeId: string | null;
}

/** Why a run stopped: its English text, with the code the UI words it by (a reason loaded from an older session has none). */
type Stop = Partial<StopNote> & { text: string };
type Ending = { kind: 'end'; status: RunStatus; stop: Stop | null };
type Advance = { kind: 'tools' | 'requested' } | Ending;

/** A call the loop stopped at: its tool has no implementation, so the user is asked for the result. */
function askedFor(call: ToolCallRequest): Ending {
  if (call.approval)
    return {
      kind: 'end',
      status: 'paused',
      stop: stopNote('mcp-approval', {
        name: call.name,
        callId: call.callId,
        server: call.approval.serverLabel,
        arguments: call.argumentsJson,
      }),
    };
  return { kind: 'end', status: 'paused', stop: stopNote('tool-asked', { name: call.name, callId: call.callId }) };
}

const TIMEOUT_MS = 10 * 60 * 1000;
/** A request held at a breakpoint must not hit the SDK's timeout while the learner reads it. */
const HELD_TIMEOUT_MS = 24 * 60 * 60 * 1000;

export class LoopRunner {
  private active: ActiveRun | null = null;
  /** Every request the SDK makes goes through it: the runner opens each exchange, holds it at breakpoints, files it. */
  private readonly recorder: Recorder;

  constructor(private readonly deps: LoopRunnerDeps) {
    this.recorder = createRecordingFetch(deps.fetch, deps.clock, {
      open: () => this.openExchange(),
      hold: (request) => this.hold(request),
      record: (exchange) => deps.branches.recordExchange(exchange),
    });
  }

  get running(): boolean {
    return this.active !== null;
  }

  get activeBranchId(): string | null {
    return this.active?.branchId ?? null;
  }

  abort(): void {
    this.active?.controller.abort();
  }

  /** Forgets the current run (after a reset, whose abort has already been signalled). */
  detach(): void {
    this.active = null;
  }

  /** Stops the current run for good: a loaded session took its place, so its ending writes nothing. */
  supersede(): void {
    if (this.active) this.active.superseded = true;
    this.abort();
    this.detach();
  }

  async drive(mode: 'run' | 'step'): Promise<void> {
    if (this.active) return;
    const { store, branches } = this.deps;
    const state = store.get();
    const branchId = state.activeBranchId;
    const driver = this.deps.driverFor(state.config.apiStyle);
    const mismatch = state.branches[branchId]?.messages.find((e) => e.style !== state.config.apiStyle);
    if (!driver || mismatch) {
      const reason = driver
        ? stopNote('mixed-styles', { style: mismatch!.style, apiStyle: state.config.apiStyle })
        : stopNote('no-driver', { style: state.config.apiStyle });
      branches.setStatus(branchId, 'error', reason);
      return;
    }
    const before = state.branches[branchId];
    const previousStop = before?.stopReason ? { ...before.stop, text: before.stopReason } : null;
    const run: ActiveRun = {
      branchId,
      driver,
      controller: new AbortController(),
      step: 0,
      previousStop,
      exchangeId: null,
    };
    this.active = run;
    store.setNotice(null);
    branches.setStatus(branchId, 'running', null);
    let ending: Ending = { kind: 'end', status: 'paused', stop: null };
    try {
      for (;;) {
        const next = await this.advance(run);
        if (next.kind === 'end') {
          ending = next;
          break;
        }
        if (next.kind === 'requested' && mode === 'step') {
          ending = { kind: 'end', status: 'paused', stop: stopNote('paused-after-step', { step: run.step }) };
          break;
        }
      }
    } catch (error) {
      await this.recorder.idle();
      ending = { kind: 'end', ...endingFromError(error, run.controller.signal.aborted) };
    } finally {
      if (this.active === run) this.active = null;
      if (!run.superseded) branches.setStatus(branchId, ending.status, ending.stop);
    }
  }

  private async advance(run: ActiveRun): Promise<Advance> {
    const { store, branches } = this.deps;
    const { config } = store.get();
    const branch = branches.get(run.branchId);
    if (!branch) return { kind: 'end', status: 'aborted', stop: stopNote('reset') };
    if (run.controller.signal.aborted)
      return { kind: 'end', status: 'aborted', stop: stopNote('aborted-between-steps') };
    const { driver } = run;

    // An imported body goes out first and as it is: what it left unanswered is the server's to judge, not ours to fill.
    run.sendFirst = branch.sendFirst;
    if (run.sendFirst === undefined) {
      const owed = unansweredToolCalls(driver, branch.messages);
      if (owed.calls.length > 0) {
        const asked = await this.runTools(run, config, owed.calls, owed.exchangeId);
        return asked ? askedFor(asked) : { kind: 'tools' };
      }
      if (hasFinalAnswer(driver, branch.messages)) {
        return { kind: 'end', status: 'done', stop: run.previousStop ?? stopNote('already-answered') };
      }
      if (stepsThisTurn(branch.messages) >= config.options.maxSteps) {
        return { kind: 'end', status: 'max-steps', stop: maxStepsReason(config.options.maxSteps) };
      }
    }

    run.step = nextStepNumber(branch.messages);
    run.exchangeId = null;
    const response = await driver.request({
      client: this.client(config),
      config,
      entries: branch.messages,
      signal: run.controller.signal,
      timeoutMs: store.get().breakpoints ? HELD_TIMEOUT_MS : TIMEOUT_MS,
      sleep: this.deps.sleep,
      ...(this.deps.openSocket
        ? { socket: () => this.socket(config), holdFrame: (frame: string) => this.holdFrame(run, config, frame) }
        : {}),
    });
    await this.recorder.idle();
    const exchangeId = run.exchangeId ?? '';
    const provenance = {
      kind: 'response' as const,
      exchangeId,
      ...(response.serverIds ? { serverIds: response.serverIds } : {}),
    };
    branches.appendWire(run.branchId, driver, response.entries, provenance);
    for (const { wire, callId } of response.answered ?? [])
      branches.appendWire(run.branchId, driver, [wire], { kind: 'tool-result', exchangeId, toolCallId: callId });
    if (response.toolCalls.length === 0 && response.answered?.length) return { kind: 'requested' };
    if (response.toolCalls.length === 0)
      return { kind: 'end', status: 'done', stop: finishedReason(response.finishReason, response.finishField) };
    const asked = await this.runTools(run, config, response.toolCalls, exchangeId);
    return asked ? askedFor(asked) : { kind: 'requested' };
  }

  /** Runs the calls in order; returns the first call whose tool has no implementation (the loop stops there), or null. */
  private runTools(
    run: ActiveRun,
    config: SessionConfig,
    calls: Parameters<typeof runToolCalls>[0]['calls'],
    exchangeId: string | null,
  ) {
    const { branches, ids, tools } = this.deps;
    return runToolCalls({
      branches,
      ids,
      driver: run.driver,
      executor: tools,
      config,
      branchId: run.branchId,
      signal: run.controller.signal,
      calls,
      exchangeId,
    });
  }

  /** The SDK client of the current provider settings, reused by every step until they change. */
  private sdk: { key: string; client: OpenAI } | null = null;

  private client(config: SessionConfig): OpenAI {
    const key = JSON.stringify([config.provider.apiKey, config.provider.baseURL]);
    if (this.sdk?.key !== key) this.sdk = { key, client: this.newClient(config) };
    return this.sdk.client;
  }

  /** One socket per SDK client: the steps of a session (and its later turns) share it, as `previous_response_id` on one socket does. */
  private sockets: { client: OpenAI; socket: ResponsesSocketClient } | null = null;

  private socket(config: SessionConfig): ResponsesSocketClient {
    const client = this.client(config);
    if (this.sockets?.client !== client) {
      this.sockets?.socket.close();
      this.sockets = { client, socket: this.deps.openSocket!(client) };
    }
    return this.sockets.socket;
  }

  /** Sends a client event on the session's socket if one is open (steering never opens one: it names a response made on it). */
  sendOnSocket(event: Parameters<ResponsesSocketClient['send']>[0]): boolean {
    if (!this.sockets) return false;
    this.sockets.socket.send(event);
    return true;
  }

  private newClient(config: SessionConfig): OpenAI {
    return new OpenAI({
      apiKey: config.provider.apiKey || 'missing-api-key',
      baseURL: config.provider.baseURL,
      // Explicit nulls keep OPENAI_ORG_ID / OPENAI_PROJECT_ID from a Node environment off the wire.
      organization: null,
      project: null,
      dangerouslyAllowBrowser: true,
      maxRetries: this.deps.maxRetries,
      fetch: this.recorder.fetch,
    });
  }

  /** The recording fetch opens an exchange: it belongs to the running branch and step, and is the step's latest. */
  openExchange(): { id: string; step: number } {
    const id = this.deps.ids.next('exchange');
    this.deps.branches.assignExchange(id, this.active?.branchId ?? this.deps.store.get().activeBranchId);
    if (this.active) this.active.exchangeId = id;
    return { id, step: this.active?.step ?? 0 };
  }

  /**
   * A `response.create` frame about to go on the session's socket: held at a breakpoint like a request's body, so the
   * learner can read and edit it; the socket records what is sent in the end.
   */
  private holdFrame(run: ActiveRun, config: SessionConfig, frame: string): Promise<string> {
    const holds = this.deps.store.get().breakpoints && !run.controller.signal.aborted;
    if (!holds) return Promise.resolve(frame);
    const url = `${config.provider.baseURL.replace(/^http/, 'ws').replace(/\/+$/, '')}/responses`;
    return this.deps.gate.wait({
      step: run.step,
      attempt: 0,
      method: 'WS',
      url,
      body: frame,
      signal: run.controller.signal,
    });
  }

  /** A WebSocket turn went out: the bookkeeping `hold` does for a fetch (its breakpoint is `holdFrame`'s). */
  markFrameSent(): void {
    const run = this.active;
    if (run) this.deps.branches.markSent(run.branchId, run.step, run.driver, null);
  }

  /** Runs inside the recording fetch, before anything is sent: breakpoints, then bookkeeping of what went out. */
  private async hold(request: OutgoingRequest): Promise<string> {
    const run = this.active;
    if (!run) return request.body;
    // A GET has no body to edit (an Assistants poll), and an aborted run's clean-up (cancelling its run) must not wait.
    const holds =
      this.deps.store.get().breakpoints &&
      request.attempt === 0 &&
      request.method !== 'GET' &&
      !run.controller.signal.aborted;
    // An imported body replaces the SDK's serialisation of the same messages, byte for byte (retries included).
    const outgoing =
      run.sendFirst !== undefined && request.method !== 'GET' ? { ...request, body: run.sendFirst } : request;
    const body = holds ? await this.deps.gate.wait(outgoing) : outgoing.body;
    if (request.attempt === 0) {
      this.deps.branches.markSent(
        run.branchId,
        run.step,
        run.driver,
        body !== outgoing.body ? { url: request.url, original: outgoing.body, body } : null,
      );
      if (run.sendFirst !== undefined) this.deps.branches.clearSendFirst(run.branchId);
    }
    return body;
  }
}
