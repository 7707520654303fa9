// The tool runtime's own shapes; structurally identical to the engine contract so tools/ needs no engine import.
import type { WorkspaceCall } from './workspace/workspace-run';

/** One call the model asked for, as it came off the wire. */
export interface ToolCall {
  callId: string;
  name: string;
  /** The raw `arguments` JSON string; may be malformed. For a custom tool, its `input` as sent. */
  argumentsJson: string;
  /** Set for a call to a custom (freeform) tool: its raw `input` string, which the implementation receives as is. */
  input?: string;
  /** Responses: the call id of the program that made this call (`caller.caller_id`); its output must name the same caller. */
  callerId?: string;
  /**
   * Responses: not a call to run but a hosted MCP call waiting for the user's approval (`mcp_approval_request`,
   * `callId` is its id): the loop stops, and the answer is an `mcp_approval_response`.
   */
  approval?: { serverLabel: string };
  /** Responses: a `shell_call` or `apply_patch_call`, run by the mock workspace (no tool source); `name` is `shell` / `apply_patch`. */
  workspace?: WorkspaceCall;
}

/** What running one implementation produced; `output` is the tool message's `content`. */
export interface ToolRun {
  output: string;
  ok: boolean;
  logs: string[];
  durationMs: number;
  /** The MCP server (its label) that ran the call with tools/call; absent: Loopscope ran the implementation itself. */
  mcpServer?: string;
}

/** Anything that can run tool source for a call (the QuickJS sandbox, a worker, a test double). */
export interface ToolRunner {
  /** `tool`: the definition the call named, for a runner that dispatches on more than the source (an MCP-backed tool). */
  execute(call: ToolCall, source: string, tool?: ToolDefinition): Promise<ToolRun>;
}

/** A function tool: what the model sees (schema) plus what runs (source). */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  strict: boolean;
  source: string;
  /**
   * No implementation Loopscope can run (a tool an imported payload names): the loop stops at each call and asks the
   * user for its result until they write `source` in the tool editor. Never sent on the wire.
   */
  manual?: boolean;
  /**
   * A custom (freeform) tool: the model sends one string, optionally shaped by a grammar, instead of JSON arguments;
   * `parameters` and `strict` are not sent. Its implementation takes that string.
   */
  custom?: { format?: CustomToolFormat };
  /** Responses only: the tool is sent inside a `namespace` tool of this name and description (tools sharing it are grouped). */
  namespace?: { name: string; description: string };
  /**
   * A tool an MCP server lists (its `tools/list`), mapped to the function tool the model sees: `server` is the configured
   * server's id, `tool` the name the server knows it by. A call runs as `tools/call` on that server; `source` is unused.
   */
  mcp?: { server: string; tool: string };
  /** Responses only: `defer_loading: true`, the model loads the tool through tool search when it needs it. */
  deferLoading?: boolean;
  /**
   * Fields the request this tool was read from did not carry (an imported or traced loop): while they keep the value
   * the reader filled in, requests leave them out too, so a replay sends the tool as the app did (see tool-fields.ts).
   */
  unsent?: UnsentToolField[];
}

export type UnsentToolField = 'description' | 'parameters' | 'strict';

/** A custom tool's input format, as the SDK's `CustomToolInputFormat` (Responses' flat shape). */
export type CustomToolFormat = { type: 'text' } | { type: 'grammar'; syntax: 'lark' | 'regex'; definition: string };

/** Limits applied to every sandboxed call. */
export interface SandboxLimits {
  /** Wall-clock budget per call; the interpreter is interrupted after it. */
  timeoutMs: number;
  /** Heap limit of the VM; allocations beyond it fail inside the tool, not in the host. */
  memoryLimitBytes: number;
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = { timeoutMs: 1000, memoryLimitBytes: 32 * 1024 * 1024 };
