// Seed 000's multi-agent handoff for real: the triage agent's loop runs on the mock, the chosen hand-over becomes the
// specialist agent's input, and the specialist's loop runs in its own session (its own engine, its own exchanges).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { stateFromChatMessages } from '@loopscope/engine/seeded-state';
import type { EngineState } from '@loopscope/engine/types';
import {
  chatMessages,
  handoffLanguage,
  SPECIALIST_SYSTEM_IN,
  specialistMessages,
  type HandoffChoice,
  type HandoffLanguage,
} from './handoff';
import { loadScenario, runToEnd, wordedConfig } from '../lessons/lesson-runner';
import type { ScenarioChoice } from '../session/services';
import { isPristine, type SessionStore } from '../session/session-store';

export interface HandoffState {
  choice: HandoffChoice;
  busy: boolean;
  /** True once the triage agent has answered and its hand-over went to the specialist. */
  handedOver: boolean;
  /** Who decided what crossed: the switch (`manual`), or a real Agents SDK handoff run (`agents-sdk`). */
  via: 'manual' | 'agents-sdk';
  /** Why the last Agents SDK run failed, in words; null otherwise. */
  error: string | null;
}

export interface HandoffActions {
  /**
   * On arrival: the triage lane shows the triage agent's set-up (seed 000's scenario, not run yet) rather than whatever
   * the playground's session held; that session's work is kept first. Nothing changes once the set-up is there.
   */
  prepare(): Promise<void>;
  /** Runs the triage agent's loop from the start, then the specialist's on the current choice. */
  run(): Promise<void>;
  /** Picks what is handed over; after a triage run the specialist starts over with it. */
  choose(choice: HandoffChoice): Promise<void>;
  /** Runs the same two agents with the OpenAI Agents SDK (`handoffs: [specialist]`): the SDK decides what crosses. */
  runAgentsSdk(): Promise<void>;
}

/** The two lanes of an Agents SDK run, each agent's recorded exchanges rebuilt as a session (null: it sent nothing). */
export interface AgentsSdkLanes {
  triage: EngineState | null;
  specialist: EngineState | null;
}

export type HandoffStore = StoreApi<HandoffState & HandoffActions>;

export interface HandoffDeps {
  /** The playground's session: the triage agent (the inspector shows its bytes). */
  triage: SessionStore;
  /** A session of its own for the specialist agent. */
  specialist: SessionStore;
  /** Seed 000's search scenario, the triage agent's task. */
  scenario: ScenarioChoice;
  /** The UI language: both agents are prompted in it (the scenario's wording, the specialist's own); English when absent. */
  language?(): string;
  /** Keeps the playground's session before the triage set-up replaces it (the app saves it and opens a new one). */
  keepWork?(): Promise<void>;
  /** Runs the Agents SDK handoff on the triage session's configuration (the app wires the SDK to the mock). */
  /** `language`: the UI's, which both agents are prompted in (as the manual handoff is). */
  agentsSdk?(config: EngineState['config'], language: HandoffLanguage): Promise<AgentsSdkLanes>;
}

/** Id prefix of the specialist's entries, so its rows never share keys with the triage agent's. */
export const SPECIALIST_IDS = 'specialist-';

function triageAnswered(triage: SessionStore): boolean {
  const { engine } = triage.getState();
  return engine.branches[engine.activeBranchId]?.status === 'done';
}

/** The triage session already holds the handoff's task (set up, run, or running). */
function holdsTriageTask(triage: SessionStore, scenario: ScenarioChoice, language: string): boolean {
  const { scenarioId, engine } = triage.getState();
  const worded = wordedConfig(scenario, language);
  return (
    scenarioId === scenario.id &&
    engine.config.userMessage === worded.userMessage &&
    engine.config.systemPrompt === worded.systemPrompt
  );
}

export function createHandoffStore({
  triage,
  specialist,
  scenario,
  keepWork,
  agentsSdk,
  language: uiLanguage = () => 'en',
}: HandoffDeps): HandoffStore {
  const language = () => handoffLanguage(uiLanguage());
  return createStore<HandoffState & HandoffActions>()((set, get) => {
    // Hand-overs run one after another; a switch flipped while the specialist runs restarts it with the latest choice.
    let queue: Promise<void> = Promise.resolve();
    const handOver = (): Promise<void> => {
      specialist.getState().stop();
      queue = queue.then(async () => {
        if (!triageAnswered(triage)) return;
        const { engine } = triage.getState();
        const messages = specialistMessages(
          chatMessages(engine.branches[engine.activeBranchId]!.messages),
          get().choice,
          language(),
        );
        const first = messages.find((m) => m.role === 'user');
        const config = {
          ...engine.config,
          systemPrompt: SPECIALIST_SYSTEM_IN[language()],
          userMessage: typeof first?.content === 'string' ? first.content : '',
          tools: [],
          modelScript: undefined,
        };
        specialist.getState().loadSnapshot(stateFromChatMessages(config, messages, SPECIALIST_IDS));
        set({ handedOver: true, via: 'manual' });
        await specialist.getState().run();
      });
      return queue;
    };

    return {
      choice: 'final',
      busy: false,
      handedOver: false,
      via: 'manual',
      error: null,
      prepare: async () => {
        if (get().busy || holdsTriageTask(triage, scenario, language())) return;
        if (!isPristine(triage.getState().engine)) await keepWork?.();
        loadScenario(triage, scenario, 'chat', undefined, language());
      },
      run: async () => {
        if (get().busy) return;
        set({ busy: true, handedOver: false, via: 'manual', error: null });
        try {
          loadScenario(triage, scenario, 'chat', undefined, language());
          await runToEnd(triage);
          await handOver();
        } finally {
          set({ busy: false });
        }
      },
      choose: async (choice) => {
        set({ choice });
        if (get().handedOver && get().via === 'manual') await handOver();
      },
      runAgentsSdk: async () => {
        if (get().busy || !agentsSdk) return;
        set({ busy: true, handedOver: false, via: 'agents-sdk', error: null });
        specialist.getState().stop();
        try {
          loadScenario(triage, scenario, 'chat', undefined, language());
          const lanes = await agentsSdk(triage.getState().engine.config, language());
          if (lanes.triage) triage.getState().loadSnapshot(lanes.triage);
          if (lanes.specialist) specialist.getState().loadSnapshot(lanes.specialist);
          set({ handedOver: lanes.specialist !== null });
        } catch (error) {
          set({ error: error instanceof Error ? error.message : String(error) });
        } finally {
          set({ busy: false });
        }
      },
    };
  });
}
