// Free play outside any lesson: run a scenario's loop to the end, or guess a field of the next payload and send it for real.
import { parsePath, readPath } from '@loopscope/wire/json-path';
import { loadScenario, recordedRequests, runToEnd } from './lesson-runner';
import { recordedBody, sameJson } from './lesson-recordings';
import type { LessonActions, LessonGet, LessonSet } from './lesson-types';
import type { ScenarioChoice } from '../session/services';
import type { SessionStore } from '../session/session-store';

export function freePlayActions(
  session: SessionStore,
  scenarioById: (id: string) => ScenarioChoice,
  get: LessonGet,
  set: LessonSet,
): Pick<LessonActions, 'playScenario' | 'predictNext'> {
  return {
    playScenario: async (id) => {
      if (get().busy) return;
      set({ busy: true, error: null });
      try {
        loadScenario(session, scenarioById(id));
        await runToEnd(session);
      } finally {
        set({ busy: false });
      }
    },
    predictNext: async (side, path, guess) => {
      const keys = parsePath(path);
      if (!keys) return { key: 'badPath', params: { path } };
      if (get().busy) return null;
      const n = recordedRequests(session).length + 1;
      set({ busy: true, freePrediction: null });
      try {
        // From a finished loop the next request is a step of a new turn only once the learner sends a follow-up.
        await session.getState().step();
        const body = recordedBody(session, n, side);
        if (body === undefined) return { key: 'loopEnded', params: { n } };
        const actual = readPath(body, keys);
        set({ freePrediction: { guess, actual, right: sameJson(guess, actual), request: n, side, path } });
        return null;
      } finally {
        set({ busy: false });
      }
    },
  };
}
