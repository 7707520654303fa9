// The session store: mirrors the engine's state for React and holds what only the UI cares about (draft config, selection, hover).
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EngineCommands, EngineState, SessionConfig, ToolChoiceOption, WireObject } from '@loopscope/engine/types';
import type { Message } from '../../persistence/message';
import type { Finding } from '@loopscope/payloads/doctor/index';
import { branchExchanges } from '../derived/branch-exchanges';
import { allFixesAsEntryEdits, fixAsReplay } from '../derived/doctor-fix';
import { nextChatRequest } from '../derived/next-request';
import { missingKeyMessage } from '../derived/missing-key';
import { steerTarget } from '@loopscope/engine/steer-target';
import type { Pace } from './pace';
import { say } from '../say';
import { mcpServerActions, type McpServerActions } from './mcp-servers';
import { isLoopCall } from '@loopscope/wire/wires';

/** The engine, plus an optional way to adopt a whole saved state (snapshots, persistence, the bench). */
export type SessionEngine = EngineCommands & { load?(state: EngineState): void };

export interface SessionState {
  engine: EngineState;
  /** The configuration panel's edits; applied to the engine when a run starts from a clean session, or on Reset. */
  draft: SessionConfig;
  /** The exchange the inspector shows; null follows the latest one, like a network panel. */
  selectedExchangeId: string | null;
  /** The tool_call_id under the pointer or focus, so a call and its result light up together. */
  linkedCallId: string | null;
  /** A snapshot shown without an engine behind it (a loaded session the engine could not adopt). */
  detached: boolean;
  /** Last command failure the UI should show (never thrown into React), worded by the UI in the learner's language. */
  commandError: Message | null;
  /** The scenario the configuration came from, for its follow-up suggestions. */
  scenarioId: string | null;
  /** How fast the loop plays: the app's tool runner waits this pace between results; 'step' makes Run send one request. */
  pace: Pace;
  /** A session opened from a share link: it can be read and inspected, not run or edited, until forked. */
  readOnly: boolean;
}

export interface SessionActions extends McpServerActions {
  run(): Promise<void>;
  step(): Promise<void>;
  stop(): void;
  reset(): void;
  setBreakpoints(on: boolean): void;
  setPace(pace: Pace): void;
  sendPending(body?: string): string | null;
  continueWith(text: string): Promise<void>;
  /** Responses in WebSocket mode: `response.steer` for the socket's last response; its exchange is selected so its frames show. */
  steer(text: string): boolean;
  /** Answer a call the loop asked the user for (its tool has no implementation) with `output`, then run on. */
  answerToolCall(callId: string, output: string): Promise<void>;
  /** Replace entry `index` (its wire object) in a new branch without running it. */
  fork(index: number, replacement: WireObject): string | null;
  /** Replace message `index` with an edited tool result in a new branch, then run the loop from there. */
  replayFrom(index: number, replacement: WireObject): Promise<string | null>;
  /** "Apply fix and replay": fork at the entry a doctor finding's fix changes (findings of the active branch's exchanges), with it fixed, and run. */
  replayWithFix(finding: Finding): Promise<string | null>;
  /** "Apply all fixes": every fixable finding of request `call` (an index into the active branch's exchanges) fixed in one fork, which runs. */
  replayWithAllFixes(call: number): Promise<string | null>;
  switchBranch(id: string): void;
  selectExchange(id: string | null): void;
  setLinkedCall(id: string | null): void;
  updateDraft(update: (draft: SessionConfig) => SessionConfig): void;
  /**
   * Replace the draft with a scenario's configuration, keeping the user's provider (and key); the API
   * style and Responses state options stay the user's too unless `pinStyle` (a style-specific scenario).
   */
  applyScenario(id: string, config: SessionConfig, pinStyle?: boolean): void;
  /** Adopt a whole engine state (a saved session, or the UI-scale bench's 10,000 messages). */
  loadSnapshot(state: EngineState): void;
  setReadOnly(on: boolean): void;
}

/** A thrown error's own text (the engine's, the SDK's), shown as it came. */
const thrown = (error: unknown): Message =>
  say('asItCame', { text: error instanceof Error ? error.message : String(error) });

export type SessionStore = StoreApi<SessionState & SessionActions>;

/** A session is clean while nothing has been sent on any branch (listing an MCP server's tools sends no loop request): config edits can apply straight away. */
export function isPristine(state: EngineState): boolean {
  return (
    state.branchOrder.every((id) => (state.branches[id]?.exchanges ?? []).every((e) => !isLoopCall(e))) &&
    state.pending === null
  );
}

export function createSessionStore(engine: SessionEngine, scenarioId: string | null = null): SessionStore {
  const store = createStore<SessionState & SessionActions>()((set, get) => {
    /** Commands never throw into React: a failure becomes a message the UI shows. */
    const guard = async <T>(fn: () => Promise<T>): Promise<T | null> => {
      set({ commandError: null });
      try {
        return await fn();
      } catch (error) {
        set({ commandError: thrown(error) });
        return null;
      }
    };
    /** Before sending anything from a clean session, make sure the engine runs what the panel shows. */
    const applyDraftIfPristine = () => {
      const { draft } = get();
      if (isPristine(engine.getState()) && engine.getState().config !== draft) engine.configure(draft);
    };
    /** A real provider needs a key: refuse before the SDK sends (and retries) requests that must fail. */
    const keyMissing = () => {
      const message = missingKeyMessage(engine.getState().config.provider);
      if (message) set({ commandError: message });
      return message !== null;
    };
    /** Commands that would change a read-only session say why they did nothing. */
    const writable = (): boolean => {
      if (!get().readOnly) return true;
      set({ commandError: say('commandError.readOnly') });
      return false;
    };
    /**
     * A doctor fix that stops forcing a tool call (or asks for text at the step budget) changes the session's tool_choice:
     * the setting the next requests are built with, so the config panel shows it too. The draft that was the run's
     * configuration stays it (the same object), so the panel does not call it changed.
     */
    const adoptToolChoice = (toolChoice: ToolChoiceOption | undefined) => {
      if (!toolChoice) return;
      const { config } = engine.getState();
      const next = { ...config, options: { ...config.options, toolChoice } };
      const { draft } = get();
      engine.configure(next);
      set({ draft: draft === config ? next : { ...draft, options: { ...draft.options, toolChoice } } });
    };
    const attached = () => {
      if (!get().detached) return;
      set({ detached: false, engine: engine.getState() });
    };

    return {
      engine: engine.getState(),
      draft: engine.getState().config,
      selectedExchangeId: null,
      linkedCallId: null,
      detached: false,
      commandError: null,
      scenarioId,
      pace: 'normal',
      readOnly: false,

      run: async () => {
        if (!writable()) return;
        attached();
        applyDraftIfPristine();
        if (keyMissing()) return;
        // Step by step: each Run sends one request and runs its tools, then waits for the next press.
        await guard(() => (get().pace === 'step' ? engine.step() : engine.run()));
      },
      step: async () => {
        if (!writable()) return;
        attached();
        applyDraftIfPristine();
        if (keyMissing()) return;
        await guard(() => engine.step());
      },
      stop: () => engine.abort(),
      reset: () => {
        if (!writable()) return;
        engine.reset();
        engine.configure(get().draft);
        set({
          selectedExchangeId: null,
          linkedCallId: null,
          detached: false,
          commandError: null,
          engine: engine.getState(),
        });
      },
      setBreakpoints: (on) => engine.setBreakpoints(on),
      setPace: (pace) => set({ pace }),
      sendPending: (body) => engine.sendPending(body),
      continueWith: async (text) => {
        if (!writable()) return;
        if (keyMissing()) return;
        set({ selectedExchangeId: null });
        await guard(() => engine.continueWith(text));
      },
      steer: (text) => {
        if (!writable()) return false;
        const { engine: state } = get();
        const target = steerTarget(state.branches[state.activeBranchId]);
        const sent = engine.steer(text);
        if (sent && target) set({ selectedExchangeId: target.exchangeId });
        return sent;
      },
      answerToolCall: async (callId, output) => {
        if (!writable()) return;
        if (keyMissing()) return;
        set({ selectedExchangeId: null });
        await guard(async () => {
          engine.answerToolCall(callId, output);
          await engine.run();
        });
      },
      fork: (index, replacement) => {
        if (!writable()) return null;
        try {
          set({ selectedExchangeId: null, commandError: null });
          return engine.fork(index, replacement);
        } catch (error) {
          set({ commandError: thrown(error) });
          return null;
        }
      },
      replayFrom: async (index, replacement) => {
        if (!writable()) return null;
        set({ selectedExchangeId: null });
        return guard(() => engine.replayFrom(index, replacement));
      },
      replayWithFix: async (finding) => {
        if (!writable()) return null;
        const state = get().engine;
        const entries = state.branches[state.activeBranchId]?.messages ?? [];
        const fix = fixAsReplay(entries, branchExchanges(state, state.activeBranchId), finding, nextChatRequest(state));
        if (!fix) {
          set({ commandError: say('commandError.fixGone') });
          return null;
        }
        adoptToolChoice(fix.toolChoice);
        set({ selectedExchangeId: null });
        return guard(() => engine.replayFrom(fix.edit.index, fix.edit.replacement, [], fix.keepThrough));
      },
      replayWithAllFixes: async (call) => {
        if (!writable()) return null;
        const state = get().engine;
        const all = allFixesAsEntryEdits(
          state.branches[state.activeBranchId]?.messages ?? [],
          branchExchanges(state, state.activeBranchId),
          call,
          nextChatRequest(state),
        );
        const [first, ...rest] = all?.edits ?? [];
        if (!first) {
          set({ commandError: say('commandError.fixGone') });
          return null;
        }
        adoptToolChoice(all?.toolChoice);
        set({ selectedExchangeId: null });
        return guard(() => engine.replayFrom(first.index, first.replacement, rest, all?.keepThrough));
      },
      switchBranch: (id) => {
        engine.switchBranch(id);
        set({ selectedExchangeId: null, linkedCallId: null });
      },
      selectExchange: (id) => set({ selectedExchangeId: id }),
      setLinkedCall: (id) => {
        if (get().linkedCallId !== id) set({ linkedCallId: id });
      },
      updateDraft: (update) => {
        if (!writable()) return;
        const draft = update(get().draft);
        set({ draft });
        if (isPristine(engine.getState())) engine.configure(draft);
      },
      applyScenario: (id, config, pinStyle = false) => {
        set({ scenarioId: id });
        // How fast the mock moves Assistants runs is the user's choice whatever the scenario.
        const keptPace = ({ assistantsRunPace, assistantsExpiresAfterSeconds }: SessionConfig['options']) => ({
          ...(assistantsRunPace ? { assistantsRunPace } : {}),
          ...(assistantsExpiresAfterSeconds ? { assistantsExpiresAfterSeconds } : {}),
        });
        if (pinStyle)
          return get().updateDraft((draft) => ({
            ...config,
            provider: draft.provider,
            options: { ...config.options, ...keptPace(draft.options) },
          }));
        // A scenario sets the conversation; the API style, how Responses keeps state (and its transport) and how fast
        // Assistants runs move stay the user's choice.
        get().updateDraft((draft) => {
          return {
            ...config,
            provider: draft.provider,
            apiStyle: draft.apiStyle,
            options: {
              ...config.options,
              responsesState: draft.options.responsesState,
              storeOff: draft.options.storeOff,
              responsesTransport: draft.options.responsesTransport,
              ...keptPace(draft.options),
            },
          };
        });
      },
      setReadOnly: (on) => set({ readOnly: on, commandError: null }),
      ...mcpServerActions(
        engine,
        () => get().draft,
        (update) => get().updateDraft(update),
        writable,
      ),
      loadSnapshot: (state) => {
        if (engine.load) {
          engine.load(state);
          set({
            draft: state.config,
            selectedExchangeId: null,
            detached: false,
            scenarioId: null,
            engine: engine.getState(),
          });
        } else {
          set({ draft: state.config, selectedExchangeId: null, detached: true, scenarioId: null, engine: state });
        }
      },
    };
  });

  engine.subscribe(() => {
    if (store.getState().detached) return;
    store.setState({ engine: engine.getState() });
  });
  return store;
}
