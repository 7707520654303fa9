// What the app hands the UI besides the engine: model lists, the tool sandbox, the strict checker, mock controls.
import type { ApiStyle, ProviderConfig, SessionConfig, ToolCallRequest, ToolRunResult } from '@loopscope/engine/types';
import type { ModelGroup } from '@loopscope/wire/model-catalogue';
import type { CassetteReport } from '@loopscope/payloads/cassettes/cassette-player';

/** The picker's group order (features read it here: they may import only types from wire/). */
export { MODEL_GROUPS } from '@loopscope/wire/model-catalogue';

/** A model the provider offers, with the limits the context gauge needs (null when the provider does not say). */
export interface ModelInfo {
  id: string;
  contextWindow: number | null;
  maxOutputTokens: number | null;
  /** The picker's group for a catalogue model; null for an id the catalogue does not know (a provider's own). */
  group?: ModelGroup | null;
}

/** One finding of the strict-mode checker, already worded for a learner. */
export interface SchemaFinding {
  severity: 'error' | 'warning';
  message: string;
  /** JSON path inside the parameters schema, e.g. `properties.unit`. */
  path: string;
}

/** Faults the embedded mock can inject; the real providers ignore them. */
export interface MockFaults {
  /** Delay before each answer starts, in milliseconds. */
  latencyMs: number;
  /** Answer every request with this HTTP error instead of a completion (the SDK retries 429 and 5xx). */
  error: 429 | 500 | 503 | null;
  /** Tool-call `arguments` that are not valid JSON (the closing brace goes missing). */
  malformedArguments: boolean;
  /** Cut a stream off after this many events, before `[DONE]`. */
  cutStreamAfterEvents: number | null;
}

export const NO_FAULTS: MockFaults = {
  latencyMs: 0,
  error: null,
  malformedArguments: false,
  cutStreamAfterEvents: null,
};

/** What a scenario says to the model in one language. */
export interface ScenarioWording {
  systemPrompt: string;
  userMessage: string;
  followUps: string[];
}

/**
 * A ready-made session as the app offers it to the learner (the scenario picker, lessons): a seed scenario or a classic
 * mistake, with the words the picker shows. Not the seed's own `SeedScenario` nor the mock's `ReplyScript`.
 */
export interface ScenarioChoice {
  id: string;
  label: string;
  description: string;
  /** Follow-up user messages the walkthrough shows (offered as one-click continuations). */
  followUps: string[];
  config: SessionConfig;
  /**
   * The scenario's conversation in another language, as a lesson in that language sends it (seed 000 asks in Korean):
   * its prompts and the follow-ups that fit them.
   */
  translations?: Partial<Record<'ko' | 'pl', ScenarioWording>>;
  /**
   * Made for one API style (a Responses classic mistake): listed only while that style is picked, and
   * applying it keeps its own style and state options instead of the user's.
   */
  apiStyle?: ApiStyle;
}

/** The result of turning a tool's schema source (JSON Schema or zod) into the parameters the wire carries. */
export type SchemaParseResult = { ok: true; parameters: Record<string, unknown> } | { ok: false; error: string };

/** API keys the user chose to remember on this device, per provider base URL (kept in plain text in this browser). */
export interface DeviceKeys {
  remembered(baseURL: string): string | null;
  /** Stores the key, or forgets it when `key` is null; false when the browser refused (storage off or full). */
  remember(baseURL: string, key: string | null): boolean;
  /** Where a remembered key is kept, in words for the user. */
  where: string;
}

/** What one `postJson` brought back. */
export type PostedJson = { status: number; body: string; durationMs: number } | { failure: string; durationMs: number };

/** The page's Cassette provider: a loaded recording answering at its own base URL (app/page-cassette.ts). */
export interface CassetteService {
  baseURL: string;
  /** Reads a cassette or a saved session file; a refusal (in English words) keeps the cassette loaded before. */
  load(text: string): { ok: true; name: string; entries: number } | { ok: false; error: string };
  loaded(): { name: string; entries: number; report: CassetteReport } | null;
  fallthrough(): boolean;
  /** Whether a request the cassette did not record goes on to the embedded mock instead of the miss error. */
  setFallthrough(on: boolean): void;
  subscribe(listener: () => void): () => void;
}

export interface SessionServices {
  /** `GET /models` of the provider (the mock answers in-page). */
  listModels(provider: ProviderConfig): Promise<ModelInfo[]>;
  /** Runs one tool implementation in the sandbox, exactly as the loop would. */
  runTool(call: ToolCallRequest, source: string): Promise<ToolRunResult>;
  /** Strict-mode findings for one tool, as the API would report them. */
  checkTool(tool: { name: string; parameters: Record<string, unknown>; strict: boolean }): SchemaFinding[];
  /** Evaluates zod source (`z.object({...})`) into JSON Schema. */
  zodToParameters(source: string): Promise<SchemaParseResult>;
  setMockFaults(faults: MockFaults): void;
  /**
   * POSTs one JSON body as it is to a provider (the mock answers in-page): the status, the body text and the time it
   * took, or the reason nothing came back. The key goes in the Authorization header only.
   */
  postJson(request: { baseURL: string; apiKey: string; path: string; body: unknown }): Promise<PostedJson>;
  /**
   * Asks the Node server of `npm start` to run a stdio MCP server the user has just confirmed (the only caller is the
   * confirmation dialog): the URL of its Streamable HTTP bridge, or why not. Absent where no such server serves the page.
   */
  startStdioMcp?(command: {
    command: string;
    args: string[];
  }): Promise<{ ok: true; url: string } | { ok: false; error: string }>;
  /** Stops a stdio server started by `startStdioMcp` (its bridge URL); nothing when it already stopped. */
  stopStdioMcp?(url: string): Promise<void>;
  scenarios: ScenarioChoice[];
  defaultScenarioId: string;
  /** Base URL the embedded mock answers on (never a real host). */
  mockBaseURL: string;
  keys: DeviceKeys;
  /** Absent in tests and hosts that offer no Cassette provider. */
  cassette?: CassetteService;
}
