// The lesson player's state: the lessons on offer, the open one, where the learner is, answers and predictions.
// Each step's action runs once, when the learner first reaches it; Back only moves the narration and the highlight.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { LESSON_LANGUAGES, restoreLesson, type Lesson, type LessonCatalog, type LessonLanguage, type LessonResult, type LessonStep } from '../persistence/lesson/index';
import type { Message } from '../persistence/message';
import { parsePath, readPath } from '../wire/json-path';
import type { BreakItLab } from '../payloads/teaching/labs/index';
import { createBuiltinLessons, stubLesson, type BuiltinLessonSource } from './builtin-lessons';
import { loadScenario, recordedExchange, recordedRequests, runLab, runToEnd, runToRequest } from './lesson-runner';
import type { Scenario } from './services';
import { say } from './say';
import type { SessionStore } from './session-store';

/** A prediction checked against the recorded bytes. */
export interface PredictionResult {
  guess: unknown;
  actual: unknown;
  right: boolean;
}

/** What the player points at for the current step. */
export type LessonHighlight =
  | { in: 'inspector'; exchangeId: string; side: 'request' | 'response'; path: (string | number)[] }
  | { in: 'timeline'; message: number };

export interface LessonState {
  lessons: Lesson[];
  active: Lesson | null;
  index: number;
  /** Steps whose action has run. */
  done: string[];
  busy: boolean;
  /** The player's error line, worded by the UI in the learner's language. */
  error: Message | null;
  answers: Record<string, number>;
  predictions: Record<string, PredictionResult>;
  /** The prose language the learner reads (a lesson without it falls back to English). */
  language: LessonLanguage;
  /** Free play's last prediction of the next payload (outside any lesson). */
  freePrediction: (PredictionResult & { request: number; side: 'request' | 'response'; path: string }) | null;
}

export interface LessonActions {
  /** Adds lessons through restoreLesson; returns the refusals (built-in lessons must produce none). */
  addLessons(files: readonly unknown[]): Message[];
  /** A teacher's file: validated, then offered beside the built-in lessons (replacing one with the same id). */
  importLesson(text: string): LessonResult;
  open(id: string): Promise<void>;
  close(): void;
  next(): Promise<void>;
  back(): void;
  answer(stepId: string, choice: number): void;
  predict(stepId: string, guess: unknown): Promise<void>;
  /** Forgets a step's checked prediction so the learner can guess again (judged on the bytes already recorded). */
  retry(stepId: string): void;
  /** Changes the prose language; a built-in lesson that is open loads that language's prose. */
  setLanguage(language: LessonLanguage): Promise<void>;
  /** The lesson as an export writes it: a built-in one with the prose of every language loaded. */
  exportable(id: string): Promise<Lesson | null>;
  /** Starts a scenario over (Chat Completions) and runs its loop to the end, outside any lesson. */
  playScenario(id: string): Promise<void>;
  /** Free play: guess a field of the next request (or its response), send it for real, compare. Returns a refusal or null. */
  predictNext(side: 'request' | 'response', path: string, guess: unknown): Promise<PredictRefusal | null>;
}

export type LessonStore = StoreApi<LessonState & LessonActions>;

/** Why free play sent nothing, as a key the UI words in the learner's language: a path that is not one, or a loop that has ended. */
export type PredictRefusal = { key: 'badPath'; params: { path: string } } | { key: 'loopEnded'; params: { n: number } };

export interface LessonDeps {
  session: SessionStore;
  scenarios: readonly Scenario[];
  labs: readonly BreakItLab[];
  language?: LessonLanguage;
  /** Lessons offered from the start whose prose loads on demand. */
  builtins?: readonly BuiltinLessonSource[];
}

/** Deep equality over JSON values, key order ignored (a typed guess need not list keys in wire order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The parsed body of request `n` (request or response side), or undefined when it is not recorded or not JSON. */
export function recordedBody(session: SessionStore, n: number, side: 'request' | 'response', call?: string, occurrence?: 'first' | 'last'): unknown {
  const exchange = recordedExchange(session, n, call, occurrence);
  const text = side === 'request' ? exchange?.requestBody : exchange?.responseBody;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The highlight a step asks for, once what it points at exists. */
export function highlightOf(session: SessionStore, step: LessonStep | undefined): LessonHighlight | null {
  if (step?.type !== 'highlight') return null;
  const { target } = step;
  if (target.in === 'timeline') return { in: 'timeline', message: target.message };
  const exchange = recordedExchange(session, target.request, target.call, target.occurrence);
  const path = parsePath(target.path);
  if (!exchange || !path) return null;
  return { in: 'inspector', exchangeId: exchange.id, side: target.side, path: path.filter((k): k is string | number => k !== '*') };
}

export function createLessonStore({ session, scenarios, labs, language = 'en', builtins = [] }: LessonDeps): LessonStore {
  const catalog: LessonCatalog = { scenarios: scenarios.map((s) => s.id), labs: labs.map((l) => l.id) };
  const builtin = createBuiltinLessons(builtins, catalog);
  /** Ids a restored file took over (a teacher's lesson replacing a built-in one): no longer loaded from the built-ins. */
  const restored = new Set<string>();
  const fromBuiltin = (id: string) => builtin.isBuiltin(id) && !restored.has(id);
  const scenarioById = (id: string) => scenarios.find((s) => s.id === id)!;

  return createStore<LessonState & LessonActions>()((set, get) => {
    const withLesson = (lesson: Lesson) => {
      restored.add(lesson.file.id);
      return [...get().lessons.filter((l) => l.file.id !== lesson.file.id), lesson];
    };
    /** Puts a lesson in place of the one with its id, keeping the list's order. */
    const replaced = (lesson: Lesson) => get().lessons.map((l) => (l.file.id === lesson.file.id ? lesson : l));
    /** A built-in lesson with the prose of these languages loaded, put in the list (and the player); null with the error shown. */
    const loadBuiltin = async (id: string, languages: LessonLanguage[]): Promise<Lesson | null> => {
      const result = await builtin.load(id, languages);
      if (!result.ok) {
        set({ error: result.error });
        return null;
      }
      set({ lessons: replaced(result.lesson), ...(get().active?.file.id === id ? { active: result.lesson } : {}) });
      return result.lesson;
    };

    /** Runs a step's action; failures become the player's error line, never an exception into React. */
    const perform = async (step: LessonStep) => {
      if (get().done.includes(step.id)) return;
      set({ busy: true, error: null });
      try {
        if (step.type === 'load') {
          // A lesson's Responses steps run over HTTP unless the step asks for WebSocket mode (an earlier step may have).
          const style = step.apiStyle ?? get().active?.file.apiStyle;
          loadScenario(session, scenarioById(step.scenario), style, step.responsesState, get().language, style === 'responses' ? (step.responsesTransport ?? 'http') : undefined);
        }
        if (step.type === 'run') await (step.requests === undefined ? runToEnd(session) : runToRequest(session, step.requests));
        if (step.type === 'highlight' && step.target.in === 'inspector') await runToRequest(session, step.target.request);
        if (step.type === 'continue') {
          await runToEnd(session);
          await session.getState().continueWith(step.message);
        }
        if (step.type === 'lab') {
          const lab = labs.find((l) => l.id === step.lab)!;
          await runLab(session, lab, scenarioById(lab.scenario));
        }
        const highlight = highlightOf(session, step);
        if (highlight?.in === 'inspector') session.getState().selectExchange(highlight.exchangeId);
        set({ done: [...get().done, step.id] });
      } catch (error) {
        // The engine's or the SDK's own text, shown as it came.
        set({ error: say('asItCame', { text: error instanceof Error ? error.message : String(error) }) });
      } finally {
        set({ busy: false });
      }
    };

    const enter = async (index: number) => {
      set({ index });
      const step = get().active?.file.steps[index];
      // A prediction waits for the learner's answer; any other step acts as soon as it is reached.
      if (step && step.type !== 'predict') await perform(step);
      const highlight = highlightOf(session, step);
      if (highlight?.in === 'inspector') session.getState().selectExchange(highlight.exchangeId);
    };

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

      setLanguage: async (next) => {
        set({ language: next });
        const active = get().active;
        if (active && fromBuiltin(active.file.id)) await loadBuiltin(active.file.id, [next]);
      },
      exportable: async (id) => {
        if (fromBuiltin(id)) return loadBuiltin(id, [...LESSON_LANGUAGES]);
        return get().lessons.find((l) => l.file.id === id) ?? null;
      },
      freePrediction: null,
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
      addLessons: (files) => {
        const errors: Message[] = [];
        for (const file of files) {
          const result = restoreLesson(file, catalog);
          if (result.ok) set({ lessons: withLesson(result.lesson) });
          else errors.push(result.error);
        }
        return errors;
      },
      importLesson: (text) => {
        const result = restoreLesson(text, catalog);
        if (result.ok) set({ lessons: withLesson(result.lesson) });
        return result;
      },
      open: async (id) => {
        const lesson = fromBuiltin(id) ? await loadBuiltin(id, [get().language]) : get().lessons.find((l) => l.file.id === id);
        if (!lesson) return;
        set({ active: lesson, index: 0, done: [], answers: {}, predictions: {}, error: null });
        loadScenario(session, scenarioById(lesson.file.scenario), lesson.file.apiStyle, undefined, get().language);
        await enter(0);
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
        await enter(index + 1);
      },
      back: () => {
        const { active, index, busy } = get();
        if (!active || busy || index === 0) return;
        set({ index: index - 1 });
        const highlight = highlightOf(session, active.file.steps[index - 1]);
        if (highlight?.in === 'inspector') session.getState().selectExchange(highlight.exchangeId);
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
          set({ predictions: { ...get().predictions, [stepId]: { guess, actual, right: sameJson(guess, actual) } }, done: [...get().done, stepId] });
          const exchange = recordedExchange(session, step.request, step.call);
          if (exchange) session.getState().selectExchange(exchange.id);
        } finally {
          set({ busy: false });
        }
      },
    };
  });
}
