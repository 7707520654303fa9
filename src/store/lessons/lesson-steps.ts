// A lesson step's action, run once when the learner first reaches it, and the highlight it points at once reached.
import type { LessonStep } from '../../persistence/lesson/index';
import { loadScenario, runLab, runToEnd, runToRequest } from './lesson-runner';
import { highlightOf } from './lesson-recordings';
import type { LessonDeps, LessonGet, LessonSet } from './lesson-types';
import { say } from '../say';
import { styleEntry } from '@loopscope/engine/styles';
import type { ScenarioChoice } from '../session/services';

export interface StepPlayer {
  /** Moves to step `index`: runs its action unless it is a prediction (which waits for the learner), then highlights. */
  enter(index: number): Promise<void>;
  /** Points the inspector at what step `index` highlights, without running anything (Back). */
  show(index: number): void;
}

export function createStepPlayer(
  { session, labs }: LessonDeps,
  scenarioById: (id: string) => ScenarioChoice,
  get: LessonGet,
  set: LessonSet,
): StepPlayer {
  const select = (step: LessonStep | undefined) => {
    const highlight = highlightOf(session, step);
    if (highlight?.in === 'inspector') session.getState().selectExchange(highlight.exchangeId);
  };

  /** Runs a step's action; failures become the player's error line, never an exception into React. */
  const perform = async (step: LessonStep) => {
    if (get().done.includes(step.id)) return;
    set({ busy: true, error: null });
    try {
      if (step.type === 'load') {
        // A lesson's Responses steps run over HTTP unless the step asks for WebSocket mode (an earlier step may have).
        const style = step.apiStyle ?? get().active?.file.apiStyle;
        loadScenario(
          session,
          scenarioById(step.scenario),
          style,
          step.responsesState,
          get().language,
          style && styleEntry(style).hasTransports ? (step.responsesTransport ?? 'http') : undefined,
        );
      }
      if (step.type === 'run')
        await (step.requests === undefined ? runToEnd(session) : runToRequest(session, step.requests));
      if (step.type === 'highlight' && step.target.in === 'inspector') await runToRequest(session, step.target.request);
      if (step.type === 'continue') {
        await runToEnd(session);
        await session.getState().continueWith(step.message);
      }
      if (step.type === 'lab') {
        const lab = labs.find((l) => l.id === step.lab)!;
        await runLab(session, lab, scenarioById(lab.scenario));
      }
      select(step);
      set({ done: [...get().done, step.id] });
    } catch (error) {
      // The engine's or the SDK's own text, shown as it came.
      set({ error: say('asItCame', { text: error instanceof Error ? error.message : String(error) }) });
    } finally {
      set({ busy: false });
    }
  };

  return {
    enter: async (index) => {
      set({ index });
      const step = get().active?.file.steps[index];
      // A prediction waits for the learner's answer; any other step acts as soon as it is reached.
      if (step && step.type !== 'predict') await perform(step);
      select(step);
    },
    show: (index) => {
      set({ index });
      select(get().active?.file.steps[index]);
    },
  };
}
