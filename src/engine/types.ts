// The engine's public contract: what the loop produces (exchanges, timeline, branches) and the commands it takes.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ToolSchemaIssue } from '../tools/strict-check';
import type { ToolCall, ToolDefinition, ToolRun, ToolRunner } from '../tools/types';

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
export type { Exchange, ExchangeState, SseEvent } from '../wire/exchange';
import type { Exchange } from '../wire/exchange';

/** Why a message is in the conversation. */
export type Provenance =
  | { kind: 'config' } // system prompt or first user message from the configuration
  | { kind: 'user'; turn: number } // a follow-up user message ("What about Paris?")
  | { kind: 'response'; exchangeId: string } // an assistant message a response added
  | { kind: 'tool-result'; exchangeId: string; toolCallId: string } // a tool result answering a call
  | { kind: 'edited'; from: Provenance }; // the user edited this message in a fork

/** One message of the conversation, as the next request will send it. */
export interface TimelineMessage {
  id: string;
  /** Chat style: the exact message object the next request carries. Other styles map their items here too. */
  message: ChatCompletionMessageParam;
  provenance: Provenance;
  /** The step whose request first carried this message (null: not sent yet). */
  firstSentInStep: number | null;
  /** For tool results: how the tool run went. */
  toolRun?: ToolRunRecord;
}

export interface ToolRunRecord extends ToolRunResult {
  callId: string;
  name: string;
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
}

export interface SessionConfig {
  apiStyle: ApiStyle;
  provider: ProviderConfig;
  model: string;
  systemPrompt: string;
  userMessage: string;
  tools: ToolSpec[];
  options: SessionOptions;
}

export type RunStatus = 'idle' | 'running' | 'paused' | 'done' | 'error' | 'aborted' | 'max-steps';

/** A line of the conversation's history; forks make a tree of them. */
export interface Branch {
  id: string;
  parentId: string | null;
  /** Index in the parent's messages where this branch diverges (null for the root). */
  forkIndex: number | null;
  label: string;
  messages: TimelineMessage[];
  exchanges: Exchange[];
  status: RunStatus;
  /** Why the loop stopped, in words a learner understands. */
  stopReason: string | null;
  /** Number of requests sent on this branch (its own, not the parent's). */
  steps: number;
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
  /** A message for the user about the last command (e.g. an edited body that is not valid JSON). */
  notice: string | null;
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
  /** Fork the active branch at message `index`, replacing that message, and make the fork active. Returns the new branch id. */
  fork(index: number, replacement: ChatCompletionMessageParam): string;
  /** Fork at `index` with an edited message and run the loop from there. */
  replayFrom(index: number, replacement: ChatCompletionMessageParam): Promise<string>;
  switchBranch(id: string): void;
}
