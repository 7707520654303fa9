// The text a tool message carries: the tool's value, or an error object the model can read and recover from.
import { pyJsonDumps } from './py-json';

/** Why a call produced no value. */
export type ToolErrorType =
  | 'invalid_arguments'
  | 'unknown_tool'
  | 'missing_function'
  | 'syntax_error'
  | 'exception'
  | 'timeout'
  | 'out_of_memory'
  | 'stack_overflow'
  | 'not_serializable'
  | 'output_too_large'
  | 'never_settled'
  | 'sandbox_crashed'
  // An MCP server's answer: its tool failed (`isError: true`), or the JSON-RPC call itself did (an error, a dropped connection).
  | 'mcp_tool_error'
  | 'mcp_protocol_error';

/** Strings pass through untouched (like Python's `str(result)`); anything else is `json.dumps`-ed. */
export function formatToolValue(value: unknown): string {
  return typeof value === 'string' ? value : pyJsonDumps(value);
}

/**
 * `{"error": {"type": "timeout", "message": "..."}}`: a JSON object so the model (and the UI) can
 * tell a failure from data, with a stable `type` and a sentence that says what went wrong.
 */
export function formatToolError(type: ToolErrorType, message: string): string {
  return pyJsonDumps({ error: { type, message } });
}
