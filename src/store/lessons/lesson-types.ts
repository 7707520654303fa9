// The lesson player's contract: the state it holds, the actions it offers, what it needs from the app.
import type { StoreApi } from 'zustand/vanilla';
import type { Lesson, LessonLanguage, LessonResult } from '../../persistence/lesson/index';
import type { Message } from '../../persistence/message';
import type { BreakItLab } from '@loopscope/payloads/teaching/labs/index';
import type { BuiltinLessonSource } from './builtin-lessons';
import type { ScenarioChoice } from '../session/services';
import type { SessionStore } from '../session/session-store';

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
  scenarios: readonly ScenarioChoice[];
  labs: readonly BreakItLab[];
  language?: LessonLanguage;
  /** Lessons offered from the start whose prose loads on demand. */
  builtins?: readonly BuiltinLessonSource[];
}

/** The store's own getter and setter, handed to the parts that build its actions. */
export type LessonGet = () => LessonState & LessonActions;
export type LessonSet = LessonStore['setState'];
