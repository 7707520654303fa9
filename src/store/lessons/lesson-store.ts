// The lesson player's state: the lessons on offer, the open one, where the learner is, answers and predictions.
// Each step's action runs once, when the learner first reaches it; Back only moves the narration and the highlight.
import { createStore } from 'zustand/vanilla';
import { readPath, parsePath } from '@loopscope/wire/json-path';
import { stubLesson } from './builtin-lessons';
import { freePlayActions } from './free-play';
import { createLessonLibrary } from './lesson-library';
import { recordedBody, sameJson } from './lesson-recordings';
import { loadScenario, recordedExchange, runToRequest } from './lesson-runner';
import { createStepPlayer } from './lesson-steps';
import type { LessonActions, LessonDeps, LessonState, LessonStore } from './lesson-types';
import { say } from '../say';

export function createLessonStore(deps: LessonDeps): LessonStore {
  const { session, scenarios, language = 'en', builtins = [] } = deps;
  const scenarioById = (id: string) => scenarios.find((s) => s.id === id)!;

  return createStore<LessonState & LessonActions>()((set, get) => {
    const library = createLessonLibrary(deps, get, set);
    const steps = createStepPlayer(deps, scenarioById, get, set);
    return {
      lessons: builtins.map(stubLesson),
      active: null,
      index: 0,
      done: [],
      busy: false,
      error: null,
      answers: {},
      predictions: {},
      language,
      freePrediction: null,
      ...library.actions,
      ...freePlayActions(session, scenarioById, get, set),

      open: async (id) => {
        const lesson = library.fromBuiltin(id)
          ? await library.loadBuiltin(id, [get().language])
          : get().lessons.find((l) => l.file.id === id);
        if (!lesson) return;
        set({ active: lesson, index: 0, done: [], answers: {}, predictions: {}, error: null });
        loadScenario(session, scenarioById(lesson.file.scenario), lesson.file.apiStyle, undefined, get().language);
        await steps.enter(0);
      },
      close: () => set({ active: null, index: 0, done: [], answers: {}, predictions: {}, error: null }),
      next: async () => {
        const { active, index, busy } = get();
        if (!active || busy || index >= active.file.steps.length - 1) return;
        const current = active.file.steps[index]!;
        // Moving past an unanswered prediction still sends its request, so the lesson's story goes on.
        if (current.type === 'predict') {
          set({ busy: true });
          await runToRequest(session, current.request).finally(() => set({ busy: false }));
        }
        await steps.enter(index + 1);
      },
      back: () => {
        const { active, index, busy } = get();
        if (!active || busy || index === 0) return;
        steps.show(index - 1);
      },
      answer: (stepId, choice) => set({ answers: { ...get().answers, [stepId]: choice } }),
      retry: (stepId) => {
        const { [stepId]: _forgotten, ...kept } = get().predictions;
        set({ predictions: kept });
      },
      predict: async (stepId, guess) => {
        const step = get().active?.file.steps.find((s) => s.id === stepId);
        if (step?.type !== 'predict' || get().busy) return;
        set({ busy: true, error: null });
        try {
          await runToRequest(session, step.request);
          const body = recordedBody(session, step.request, step.side, step.call);
          if (body === undefined) {
            set({ error: say('lesson.notRecorded', { request: step.request }) });
            return;
          }
          const actual = readPath(body, parsePath(step.path) ?? []);
          set({
            predictions: { ...get().predictions, [stepId]: { guess, actual, right: sameJson(guess, actual) } },
            done: [...get().done, stepId],
          });
          const exchange = recordedExchange(session, step.request, step.call);
          if (exchange) session.getState().selectExchange(exchange.id);
        } finally {
          set({ busy: false });
        }
      },
    };
  });
}
