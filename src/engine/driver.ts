// The seam between the style-free loop runner and one API style: a driver builds requests from timeline entries and reads answers back into them.
import type OpenAI from 'openai';
import type { ResponsesSocketClient } from './responses-socket';
import type {
  ApiStyle,
  EngineState,
  EntryKind,
  EntryOfStyle,
  Exchange,
  ProviderConfig,
  ServerIds,
  SessionConfig,
  ToolCallRequest,
  ToolRunResult,
  WireEntry,
} from './types';

export interface DriverRequest<E extends WireEntry = WireEntry> {
  /** An SDK client whose fetch is the recording fetch; every HTTP call it makes is recorded. */
  client: OpenAI;
  config: SessionConfig;
  /**
   * The branch's entries in wire order, with provenance (a stateful style finds the server ids of
   * earlier responses there) and `firstSentInStep` (null: never sent, so a chained request carries it).
   */
  entries: EntryOfStyle<E['style']>[];
  signal: AbortSignal;
  /** Per-request SDK timeout; long while breakpoints may hold a request. */
  timeoutMs: number;
  /** Waits between polls (Assistants runs); rejects when the signal aborts. Injected, so tests move a fake clock. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** The session's Responses WebSocket (WebSocket mode), opened on first use and kept across steps; its frames are recorded. */
  socket?: () => ResponsesSocketClient;
  /** Holds a frame about to go on the socket at a breakpoint, as a fetch's body is held; resolves with what to send. */
  holdFrame?: (frame: string) => Promise<string>;
}

export interface DriverResponse<E extends WireEntry = WireEntry> {
  /** What the response adds to the timeline, as the next request would carry it (chat: one assistant message). */
  entries: E['wire'][];
  /** Calls the loop must run before the next request; empty means the model is done. */
  toolCalls: ToolCallRequest[];
  /** Why the model stopped, in the style's own words (`finish_reason`, a Responses `status`). */
  finishReason: string | null;
  /** The wire field `finishReason` was read from: Chat's `finish_reason` (the default), or a response's or run's `status`. */
  finishField?: 'finish_reason' | 'status';
  /**
   * Items the caller answers the response with itself, no tool run needed (a client tool search's output), each with
   * the call id it answers; the loop appends them and requests again.
   */
  answered?: { wire: E['wire']; callId: string }[];
  /** Server-side ids the answer belongs to; kept in the provenance of every entry it adds. */
  serverIds?: ServerIds;
}

/**
 * One API style. The loop runner owns steps, tool execution, breakpoints, recording and abort; the
 * branch store owns branches, forks and entries. A driver only
 *  - says what its wire objects are (`kindOf`, `callsOf`, `answersCallId`), so the runner can tell
 *    which tool calls are still owed and whether the model is done without knowing the style;
 *  - makes the wire objects a session starts with, a user turn and a tool result;
 *  - sends one step (`request`: whatever HTTP calls the style needs) and reads the answer back.
 * Drivers are plain objects with no state of their own: anything a stateful style needs for the next
 * request (a `previous_response_id`, a thread id) travels in `serverIds` on the entries it returned.
 * Adding a style means adding a driver and its `WireEntry` member, never editing the runner.
 */
export interface LoopDriver<E extends WireEntry = WireEntry> {
  readonly style: E['style'] & ApiStyle;
  kindOf(wire: E['wire']): EntryKind;
  /** Tool calls this wire object asks for (a Chat assistant message's `tool_calls`, a `function_call` item). */
  callsOf(wire: E['wire']): ToolCallRequest[];
  /** The call id this wire object answers, if it is a tool result. */
  answersCallId(wire: E['wire']): string | null;
  /** The wire objects a fresh session starts with (system prompt, first user message). */
  initialEntries(config: SessionConfig): E['wire'][];
  userEntry(text: string): E['wire'];
  /** The wire object that answers one tool call with the tool's output text (the config may ask for a deliberate mistake). */
  toolResultEntry(call: ToolCallRequest, output: string, config: SessionConfig): E['wire'];
  /** One step: whatever HTTP calls the style needs to get the model's next answer. */
  request(request: DriverRequest<E>): Promise<DriverResponse<E>>;
  /**
   * The whole conversation an (edited) request body stands for, so the timeline stays true to the wire: what it
   * carries, after what a stored state it names holds of `entries` (the timeline the request was built from);
   * null when that cannot be told (not a request of this style, or a stored state the timeline does not know).
   */
  conversationFromBody?(body: string, entries?: EntryOfStyle<E['style']>[]): E['wire'][] | null;
  /**
   * For styles whose requests carry one piece of the conversation each (Assistants): the branch's wire objects
   * after `edit` went out in place of the original body; null when the edit touches nothing the timeline holds.
   */
  conversationAfterEdit?(wires: E['wire'][], edit: SentEdit): E['wire'][] | null;
  /**
   * Runs a call the style answers itself, with no tool source and no sandbox (Responses' `shell` and `apply_patch`
   * on the mock workspace, given the branch's wire objects so far); null when the call is an ordinary tool's.
   */
  runOwnCall?(call: ToolCallRequest, history: E['wire'][]): ToolRunResult | null;
}

/** A request body the learner edited at a breakpoint, beside the body it replaced. */
export interface SentEdit {
  url: string;
  original: string;
  body: string;
}

/**
 * A style's driver as the runner holds it. The runner hands each driver only entries of that driver's
 * style (a branch holds one style, checked before a run), which the type system cannot follow through
 * the union; this is the one place that widening happens.
 */
export function anyStyle<E extends WireEntry>(driver: LoopDriver<E>): LoopDriver {
  return driver as unknown as LoopDriver;
}

/** How recorded exchanges become a session (the exchanges → session function and each style's reader take these). */
export interface CaptureToSessionOptions {
  /**
   * The tool code a replay runs for a tool the exchanges only know by its schema; null when Loopscope has none, and
   * the loop then stops at each of its calls and asks the user for the result (never a look-alike in its place).
   */
  toolSource(name: string, parameters: Record<string, unknown>): string | null;
  /** Where a replay sends requests (the mock by default). */
  provider?: ProviderConfig;
  /** The last request is a fixed one not sent yet: its new entries stay unsent and it is not among the exchanges. */
  unsentLast?: boolean;
  /** The user's own request body: sent byte for byte as the session's first request (an imported body). */
  sendFirst?: string;
  /** The branch's label ('Captured' unless given). */
  label?: string;
  /** Prefix of the rebuilt entries' ids ('capture-' unless given), so two sessions drawn side by side never share keys. */
  idPrefix?: string;
}

/**
 * Everything the engine knows about one API style, in one place: `styles.ts` lists one entry per style, and no code
 * outside the style's folder (`drivers/<style>/`) branches on the style. A new style is a new folder with its driver,
 * this entry, and its views in the store and features.
 */
export interface StyleEntry<E extends WireEntry = WireEntry> {
  readonly style: E['style'] & ApiStyle;
  /** The loop driver: builds requests from entries and reads answers back. */
  readonly driver: LoopDriver<E>;
  /** What a request sends besides its conversation (non-defaults only), as the driver builds it: code export writes it. */
  requestParams(config: SessionConfig): Promise<Record<string, unknown>>;
  /** Exactly the `tools` array the next request carries (a classic-mistake session included). */
  toolsAsSent(config: SessionConfig): unknown[];
  /** Recorded exchanges of this style as a session; null when they hold no request to rebuild it from. */
  fromCapture(exchanges: Exchange[], options: CaptureToSessionOptions): EngineState | null;
  /** How a fork's label names the entry it edited ("edited tool #3", "edited function_call_output #4"). */
  forkLabel(entry: EntryOfStyle<E['style']>): string;
  /** The session can steer a response in flight (`response.steer` on the Responses WebSocket). */
  steerable(config: SessionConfig): boolean;
  /** The session's requests can go over more than one transport (HTTP or the Responses WebSocket), so a lesson step names it. */
  hasTransports: boolean;
}
