// Seed 000's multi-agent handoff for real: the triage agent's loop runs on the mock, the chosen hand-over becomes the
// specialist agent's input, and the specialist's loop runs in its own session (its own engine, its own exchanges).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { stateFromChatMessages } from '../../engine/seeded-state';
import { chatMessages, SPECIALIST_SYSTEM, specialistMessages, type HandoffChoice } from './handoff';
import { loadScenario, runToEnd } from '../lessons/lesson-runner';
import type { ScenarioChoice } from '../session/services';
import { isPristine, type SessionStore } from '../session/session-store';

export interface HandoffState {
  choice: HandoffChoice;
  busy: boolean;
  /** True once the triage agent has answered and its hand-over went to the specialist. */
  handedOver: boolean;
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
}

export type HandoffStore = StoreApi<HandoffState & HandoffActions>;

export interface HandoffDeps {
  /** The playground's session: the triage agent (the inspector shows its bytes). */
  triage: SessionStore;
  /** A session of its own for the specialist agent. */
  specialist: SessionStore;
  /** Seed 000's search scenario, the triage agent's task. */
  scenario: ScenarioChoice;
  /** Keeps the playground's session before the triage set-up replaces it (the app saves it and opens a new one). */
  keepWork?(): Promise<void>;
}

/** Id prefix of the specialist's entries, so its rows never share keys with the triage agent's. */
export const SPECIALIST_IDS = 'specialist-';

function triageAnswered(triage: SessionStore): boolean {
  const { engine } = triage.getState();
  return engine.branches[engine.activeBranchId]?.status === 'done';
}

/** The triage session already holds the handoff's task (set up, run, or running). */
function holdsTriageTask(triage: SessionStore, scenario: ScenarioChoice): boolean {
  const { scenarioId, engine } = triage.getState();
  return scenarioId === scenario.id && engine.config.userMessage === scenario.config.userMessage && engine.config.systemPrompt === scenario.config.systemPrompt;
}

export function createHandoffStore({ triage, specialist, scenario, keepWork }: HandoffDeps): HandoffStore {
  return createStore<HandoffState & HandoffActions>()((set, get) => {
    // Hand-overs run one after another; a switch flipped while the specialist runs restarts it with the latest choice.
    let queue: Promise<void> = Promise.resolve();
    const handOver = (): Promise<void> => {
      specialist.getState().stop();
      queue = queue.then(async () => {
        if (!triageAnswered(triage)) return;
        const { engine } = triage.getState();
        const messages = specialistMessages(chatMessages(engine.branches[engine.activeBranchId]!.messages), get().choice);
        const first = messages.find((m) => m.role === 'user');
        const config = { ...engine.config, systemPrompt: SPECIALIST_SYSTEM, userMessage: typeof first?.content === 'string' ? first.content : '', tools: [], modelScript: undefined };
        specialist.getState().loadSnapshot(stateFromChatMessages(config, messages, SPECIALIST_IDS));
        set({ handedOver: true });
        await specialist.getState().run();
      });
      return queue;
    };

    return {
      choice: 'final',
      busy: false,
      handedOver: false,
      prepare: async () => {
        if (get().busy || holdsTriageTask(triage, scenario)) return;
        if (!isPristine(triage.getState().engine)) await keepWork?.();
        loadScenario(triage, scenario);
      },
      run: async () => {
        if (get().busy) return;
        set({ busy: true, handedOver: false });
        try {
          loadScenario(triage, scenario);
          await runToEnd(triage);
          await handOver();
        } finally {
          set({ busy: false });
        }
      },
      choose: async (choice) => {
        set({ choice });
        if (get().handedOver) await handOver();
      },
    };
  });
}
