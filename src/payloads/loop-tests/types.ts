// The loop-test vocabulary: a file's cases, the expectations they hold a loop to, and what checking one found.
import type { JsonObject } from '@loopscope/wire/json-object';

/** How `calls` compares the tools called with the ones named. */
export type CallOrder = 'in-order' | 'exact' | 'any-order';

/** One expectation, read from its file form into a tagged union. */
export type Expectation =
  | { kind: 'calls'; tools: string[]; order: CallOrder }
  | { kind: 'arguments'; tool: string; call?: number; match?: JsonObject; schema?: JsonObject }
  | { kind: 'no_call'; tools: string[] }
  | { kind: 'max_requests'; limit: number }
  | { kind: 'max_tokens'; limit: number }
  | { kind: 'doctor'; level: 'no-errors' | 'no-findings' }
  | { kind: 'answer'; contains?: string; matches?: string; ignoreCase: boolean }
  | { kind: 'ends' };

export type ExpectationKind = Expectation['kind'];

/** One case of a file: what to run (or which recording to read) and what its loop must do. */
export interface LoopTestCase {
  name: string;
  /** The command's words (no shell). */
  command?: string[];
  /** A cassette (or saved session) answering the command, as written in the file (relative to it). */
  cassette?: string;
  /** `mock` or a provider base URL, when there is no cassette. */
  upstream?: string;
  /** A cassette or saved session checked as it is, without running anything. */
  recording?: string;
  env?: Record<string, string>;
  expect: Expectation[];
}

export interface LoopTestFile {
  version: 1;
  cases: LoopTestCase[];
}

/** Where an expectation went wrong: the request (1-based in the run), its exchange, and the JSON path in its body. */
export interface Where {
  request: number;
  exchangeId: string;
  side: 'request' | 'response';
  /** `choices[0].message.tool_calls[0].function.arguments.city`; '' for the body as a whole. */
  path: string;
}

/** What checking one expectation found. */
export interface ExpectationResult {
  kind: ExpectationKind;
  /** The expectation in words (`calls get_weather in order`). */
  label: string;
  passed: boolean;
  /** Why it failed, in words; absent when it passed. */
  problem?: string;
  at?: Where;
}
