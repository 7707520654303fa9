// The engine's public contract: what the loop produces (exchanges, timeline, branches) and the commands it takes.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import type { AssistantsWire } from '@loopscope/payloads/assistants/entries';
import type { RunPace } from '@loopscope/payloads/assistants/run-pace';
import type { ToolSchemaIssue } from '@loopscope/tools/strict-check';
import type { DriverMistakeId } from '@loopscope/payloads/teaching/classic-mistakes';
import type { ToolCall, ToolDefinition, ToolRun, ToolRunner } from '@loopscope/tools/types';
import type { ModelScript } from '@loopscope/wire/model-script';

export type { DriverMistakeId };

/** Added: one strict-mode violation of a tool schema (path like `$.tools[1].function.parameters.required`). */
export type { ToolSchemaIssue };

/** The tool runtime's shapes under the names the engine speaks in: a call off the wire, its run, the runner, a tool. */
export type ToolCallRequest = ToolCall;
export type ToolRunResult = ToolRun;
export type ToolExecutor = ToolRunner;
export type ToolSpec = ToolDefinition;

export type ApiStyle = 'chat' | 'responses' | 'assistants';

/** Where requests go. `mock` uses the embedded mock API handler passed in as `fetch`. */
export interface ProviderConfig {
  kind: 'mock' | 'openai' | 'custom';
  baseURL: string;
  /** Lives in memory only; redacted in every recorded header. */
  apiKey: string;
}

/** The recorded exchange and its stream events live in wire/ (the capture proxy records them too). */
export type { Exchange, ExchangeState, SseEvent } from '@loopscope/wire/exchange';
import type { Exchange } from '@loopscope/wire/exchange';

/** Why an entry is on the timeline. */
export type Provenance =
  | { kind: 'config' } // system prompt or first user message from the configuration
  | { kind: 'user'; turn: number } // a follow-up user message ("What about Paris?")
  | { kind: 'response'; exchangeId: string; serverIds?: ServerIds } // an entry a response added
  | { kind: 'tool-result'; exchangeId: string; toolCallId: string } // a tool result answering a call
  | { kind: 'edited'; from: Provenance }; // the user edited this entry in a fork

/**
 * Ids of server-side state a response belongs to (Responses: `response` = `resp_…`, `conversation` =
 * `conv_…`; Assistants: thread and run ids). Stateful drivers read them back to build the next request.
 */
export type ServerIds = Readonly<Record<string, string>>;

/**
 * What an entry is, in words every API style shares; views and the loop dispatch on it.
 * `assistant` is model text (a Chat assistant message may also carry `tool_calls`); `tool-call` is a
 * call that is its own wire object (a Responses `function_call` item).
 */
export type EntryKind =
  | 'system'
  | 'user'
  | 'assistant'
  | 'reasoning'
  | 'tool-call'
  | 'tool-result'
  | 'compaction'
  | 'other';

/**
 * The exact wire object of one entry, tagged with its API style: a Chat message as `messages[i]`
 * carries it, a Responses item as `input[i]` carries it. A new style adds its member here.
 */
export type WireEntry =
  | { style: 'chat'; wire: ChatCompletionMessageParam }
  | { style: 'responses'; wire: ResponseInputItem }
  | { style: 'assistants'; wire: AssistantsWire };

/** The entries of one style, with the wire object narrowed to that style's type. */
export type EntryOfStyle<S extends WireEntry['style']> = Extract<TimelineEntry, { style: S }>;

/** One timeline entry replaced by an edited wire object in a fork. */
export interface EntryEdit {
  index: number;
  replacement: WireObject;
}

/** Any style's wire object (what a fork replaces an entry with). */
export type WireObject = WireEntry['wire'];

/** One entry of the timeline: the exact wire object, what kind it is, and why it is there. */
export type TimelineEntry = WireEntry & {
  id: string;
  kind: EntryKind;
  provenance: Provenance;
  /** The step whose request first carried this entry (null: not sent yet). */
  firstSentInStep: number | null;
  /** For tool results: how the tool run went. */
  toolRun?: ToolRunRecord;
  /**
   * Responses: an item only the server that made it can resolve, from a loop this session was rebuilt from (a captured
   * reasoning item without `encrypted_content` is an id into that server's store). Shown on the timeline, left out of
   * the requests this session sends to the page's mock, which holds none of it (as the real API, it answers such an id
   * with a 404); a real provider gets it as the app sent it.
   */
  heldElsewhere?: true;
};

export interface ToolRunRecord extends ToolRunResult {
  callId: string;
  name: string;
  /** `user`: the user typed this result when the loop asked for it (the tool has no implementation); absent: code ran. */
  by?: 'user';
}

export type ToolChoiceOption = 'auto' | 'none' | 'required' | { name: string };

export interface SessionOptions {
  maxSteps: number;
  parallelToolCalls: boolean;
  stream: boolean;
  seed: number;
  toolChoice: ToolChoiceOption;
  /** Added: also send `seed` in the request body (off by default; the mock takes its seed from createMockApi). */
  sendSeed?: boolean;
  /** Responses only: how conversation state is kept (default `manual`: the whole history in `input`). */
  responsesState?: ResponsesStateMode;
  /** Responses only: `websocket` sends each step as a `response.create` frame on one socket kept across steps (default `http`). */
  responsesTransport?: ResponsesTransport;
  /** Responses only: send the system prompt as the top-level `instructions` of every request, not as a system item (as many apps do). */
  systemAsInstructions?: boolean;
  /** Responses only, manual mode: send `store: false` (and ask for encrypted reasoning so it can be replayed). */
  storeOff?: boolean;
  /** Responses only: offer `{type: "programmatic_tool_calling"}` and let a program call every tool (`allowed_callers`). */
  programmaticTools?: boolean;
  /**
   * Responses only: offer the built-in MCP server as a hosted `mcp` tool (the mock calls it; the model never sees
   * its tools as functions), with this `require_approval`; off when unset.
   */
  hostedMcp?: 'never' | 'always';
  /**
   * Responses only: hosted tools the server runs itself. `file_search` searches a vector store the engine makes from
   * `assistantsFiles` (once per client and file set); the request asks for each tool's results with `include`.
   */
  hostedTools?: HostedToolId[];
  /** Responses only: offer `shell` (a local environment) and / or `apply_patch`; the engine answers them from the mock workspace. */
  workspaceTools?: WorkspaceToolId[];
  /** Responses only: who runs the tool search (default `server`, hosted); `client`: the engine searches its deferred tools. */
  toolSearchExecution?: 'server' | 'client';
  /** Responses only: compact on the server past this many input tokens (`context_management`, at least 1000). */
  compactThreshold?: number;
  /**
   * Make one classic mistake on purpose (a break-it lab), so the real error comes back from the server: an id of
   * `MISTAKES` (engine/mistakes.ts), made only in the styles its entry names. Saved sessions of format version 1 kept
   * it in one field per style (`responsesMistake`, `assistantsMistake`); persistence/migrations.ts moves it here.
   */
  mistake?: DriverMistakeId;
  /** Assistants only: the built-in tools the assistant gets besides the function tools. */
  assistantsTools?: AssistantsBuiltinTool[];
  /** With file_search (the Assistants built-in or the Responses hosted tool): text files uploaded (`purpose: "assistants"`) into a vector store. */
  assistantsFiles?: AssistantsFile[];
  /** Assistants only, on the embedded mock: how fast runs move through their statuses (default `visible`). */
  assistantsRunPace?: RunPace;
  /** Assistants only, on the embedded mock: how long a run waits in requires_action before it expires (default 600 s). */
  assistantsExpiresAfterSeconds?: number;
}

/** A text, markdown or JSON file as the session keeps it before upload. */
export interface AssistantsFile {
  filename: string;
  content: string;
}

export type AssistantsBuiltinTool = 'code_interpreter' | 'file_search';

/** The Responses hosted tools a session can offer (the mock runs them; so does the real API). */
export type HostedToolId = 'file_search' | 'web_search' | 'code_interpreter';
/** Responses' `shell` and `apply_patch` tools: the model asks, the engine runs them on the mock workspace. */
export type WorkspaceToolId = 'shell' | 'apply_patch';

/**
 * Who keeps the conversation in Responses mode: `manual` resends every item in `input`;
 * `previous_response_id` chains from the last stored response and sends only new items;
 * `conversation` attaches a Conversation object that the server appends to.
 */
export type ResponsesStateMode = 'manual' | 'previous_response_id' | 'conversation';
export type ResponsesTransport = 'http' | 'websocket';

import type { McpListing, McpServerSpec } from './mcp/server-spec';
export type { McpListing, McpServerSpec };
export interface SessionConfig {
  apiStyle: ApiStyle;
  provider: ProviderConfig;
  model: string;
  systemPrompt: string;
  userMessage: string;
  tools: ToolSpec[];
  options: SessionOptions;
  /** Added: MCP servers whose listed tools are among `tools` (each such tool names its server in `mcp`). */
  mcpServers?: McpServerSpec[];
  /** Added: the model's next turns as the user scripted them (the embedded mock answers with them, in every API style). */
  modelScript?: ModelScript;
}

/** Stops and notices: codes the UI's catalogs word (stop-notes.ts). */
export type { NoticeCode, NoticeNote, StopCode, StopNote, StopParams } from './stop-notes';
import type { NoticeNote, StopNote } from './stop-notes';

export type RunStatus = 'idle' | 'running' | 'paused' | 'done' | 'error' | 'aborted' | 'max-steps';

/** A line of the conversation's history; forks make a tree of them. */
export interface Branch {
  id: string;
  parentId: string | null;
  /** Index in the parent's entries where this branch diverges (null for the root). */
  forkIndex: number | null;
  label: string;
  /** The timeline entries, in wire order; all of one API style. */
  messages: TimelineEntry[];
  exchanges: Exchange[];
  status: RunStatus;
  /** Why the loop stopped, in English words a learner understands (what exports and older sessions keep). */
  stopReason: string | null;
  /** Why the loop stopped as a code with parameters, for the UI to word in the learner's language (absent in older sessions). */
  stop?: StopNote | null;
  /** Number of requests sent on this branch (its own, not the parent's). */
  steps: number;
  /**
   * An imported request body, sent byte for byte as this branch's next request before the engine builds any of its own
   * (no tool runs and nothing is added first); cleared once it has gone out.
   */
  sendFirst?: string;
}

/** A request the engine holds back at a breakpoint until `sendPending` or `abort`. */
export interface PendingRequest {
  step: number;
  method: string;
  url: string;
  body: string;
}

export interface EngineState {
  config: SessionConfig;
  branches: Record<string, Branch>;
  branchOrder: string[];
  activeBranchId: string;
  /** Pause before each request is sent. */
  breakpoints: boolean;
  pending: PendingRequest | null;
  /** A message for the user about the last command (e.g. an edited body that is not valid JSON), in English. */
  notice: string | null;
  /** The same notice as a code with parameters, for the UI to word in the learner's language (null: show `notice` as it is). */
  noticeCode?: NoticeNote | null;
  /** Added: strict-mode violations in the configured tools, each with the API's message and a JSON path (sending is not blocked). */
  toolIssues?: ToolSchemaIssue[];
}

/** What the UI can ask of the engine. Every command is safe to call in any state; it does nothing when not applicable. */
export interface EngineCommands {
  getState(): EngineState;
  subscribe(listener: () => void): () => void;
  configure(config: SessionConfig): void;
  run(): Promise<void>;
  step(): Promise<void>;
  setBreakpoints(on: boolean): void;
  /** Send the held request; an edited body is sent as edited. Returns an error text when the body is not valid JSON. */
  sendPending(body?: string): string | null;
  abort(): void;
  reset(): void;
  /** Continue the conversation with a new user message, then run. */
  continueWith(text: string): Promise<void>;
  /**
   * Responses in WebSocket mode: sends `response.steer` with `text` for the last response made on the session's socket
   * (see steerTarget). False when there is no such socket or response; the server's answer arrives as frames.
   */
  steer(text: string): boolean;
  /** Answers a tool call the loop asked the user for (its tool has no implementation) with `output`; run goes on from there. */
  answerToolCall(callId: string, output: string): void;
  /**
   * Fork the active branch at entry `index`, replacing its wire object (same style), and make the fork active. Returns the
   * new branch id. `alsoEdited`: entries after `index` that went out in the same request (the rest of a batch of tool
   * results) replaced in the same fork, as "apply all fixes" does; edits of entries the fork does not keep are dropped.
   * `keepThrough`: keep every entry after `index` up to this one (a doctor fix patches its request and keeps what it carried).
   */
  fork(index: number, replacement: WireObject, alsoEdited?: readonly EntryEdit[], keepThrough?: number): string;
  /** Fork at `index` with an edited wire object (and `alsoEdited`, as in `fork`) and run the loop from there. */
  replayFrom(
    index: number,
    replacement: WireObject,
    alsoEdited?: readonly EntryEdit[],
    keepThrough?: number,
  ): Promise<string>;
  switchBranch(id: string): void;
  /** Connects to an MCP server and lists its tools (recorded, `mcp` wire) as function tools named apart from `taken`; or says why not. */
  listMcpTools(server: McpServerSpec, taken: readonly string[]): Promise<McpListing>;
}
