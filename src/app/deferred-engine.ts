// Starts the page before the engine (and the openai SDK it carries) has loaded: a preview of the configuration stands
// in, and every command that needs the real engine waits for it. The engine chunk is requested right away, in parallel.
import { createRootBranch } from '@loopscope/engine/branch-store';
import { createIdSource } from '@loopscope/engine/ids';
import { noticeOf } from '@loopscope/engine/notices';
import { builtinDrivers } from '@loopscope/engine/styles';
import type { LoadableEngine } from '@loopscope/engine';
import type { EngineCommands, EngineState, SessionConfig, WireObject } from '@loopscope/engine/types';

/** What the engine itself shows for an untouched session: the configuration's messages, nothing sent. */
export function previewState(config: SessionConfig, breakpoints = false): EngineState {
  // A fresh id source per preview gives the same ids the real engine will give this configuration, so the
  // timeline keeps its rows (and does not re-animate them) when the real engine takes over.
  const root = createRootBranch(config, builtinDrivers()[config.apiStyle], createIdSource());
  return {
    config,
    branches: { [root.id]: root },
    branchOrder: [root.id],
    activeBranchId: root.id,
    breakpoints,
    pending: null,
    notice: null,
  };
}

export type EngineFactory = (config: SessionConfig) => LoadableEngine;

export interface DeferredEngine extends LoadableEngine {
  /** Resolves with the real engine once its chunk has loaded. */
  ready: Promise<EngineCommands>;
}

export function createDeferredEngine(initial: SessionConfig, load: () => Promise<EngineFactory>): DeferredEngine {
  let real: LoadableEngine | null = null;
  let preview = previewState(initial);
  /** A saved session adopted before the engine loaded; the engine takes it over as soon as it exists. */
  let loaded = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const setPreview = (next: EngineState) => {
    preview = next;
    emit();
  };

  const ready = load().then(
    (create) => {
      // The user may have edited the configuration or armed breakpoints while the chunk loaded: keep both.
      const engine = create(preview.config);
      if (loaded) engine.load(preview);
      if (preview.breakpoints) engine.setBreakpoints(true);
      real = engine;
      engine.subscribe(emit);
      emit();
      return engine;
    },
    (error: unknown) => {
      setPreview({
        ...preview,
        ...noticeOf('engine-load-failed', { reason: error instanceof Error ? error.message : String(error) }),
      });
      throw error;
    },
  );
  // Commands report the failure themselves; this keeps an unobserved rejection out of the console.
  ready.catch(() => {});

  return {
    ready,
    getState: () => real?.getState() ?? preview,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    configure: (config) => (real ? real.configure(config) : setPreview(previewState(config, preview.breakpoints))),
    run: async () => (await ready).run(),
    step: async () => (await ready).step(),
    setBreakpoints: (on) => (real ? real.setBreakpoints(on) : setPreview({ ...preview, breakpoints: on })),
    // Nothing can be held, sent, forked or switched before a first request, which needs the real engine.
    sendPending: (body) => real?.sendPending(body) ?? null,
    abort: () => real?.abort(),
    // A loaded session may ask for a tool result before the engine loaded: answering waits for it.
    answerToolCall: (callId, output) => void ready.then((engine) => engine.answerToolCall(callId, output)),
    steer: (text) => real?.steer(text) ?? false,
    // Listing a server's tools needs the engine's MCP client (and records exchanges): both wait for it.
    listMcpTools: async (server, taken) => (await ready).listMcpTools(server, taken),
    reset: () => {
      loaded = false;
      if (real) real.reset();
      else setPreview(previewState(preview.config, preview.breakpoints));
    },
    load: (state) => {
      if (real) return real.load(state);
      loaded = true;
      setPreview(state);
    },
    continueWith: async (text) => (await ready).continueWith(text),
    // Every argument goes through: dropping `keepThrough` once made a doctor fix cut the user's tool results off its request.
    fork: (index: number, replacement: WireObject, alsoEdited, keepThrough) =>
      real?.fork(index, replacement, alsoEdited, keepThrough) ?? preview.activeBranchId,
    replayFrom: async (index, replacement, alsoEdited, keepThrough) =>
      (await ready).replayFrom(index, replacement, alsoEdited, keepThrough),
    switchBranch: (id) => real?.switchBranch(id),
  };
}
