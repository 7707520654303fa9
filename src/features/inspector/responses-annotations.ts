// What the notable fields of a Responses exchange mean (items, call_id, chaining, storage, status), for the body tree's field notes.
import type { JsonKey } from '../../ui';
import type { FieldNotes } from './field-notes';

type Note = { title: string; body: string };
type ResponsesNotes = FieldNotes['responses'];

/** Whether `key` is one of the table's own keys (not `constructor` or another inherited name). */
export const own = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(table, key);

/** A body of the Responses API: a request with `input`, or a response / conversation object. */
export function isResponsesBody(root: unknown): boolean {
  if (root === null || typeof root !== 'object' || Array.isArray(root)) return false;
  const body = root as Record<string, unknown>;
  return (
    body.object === 'response' || body.object === 'conversation' || 'input' in body || 'previous_response_id' in body
  );
}

/** The note for a field of a Responses body, or null to fall back on the shared notes. */
export function responsesNote(
  path: readonly JsonKey[],
  value: unknown,
  notes: ResponsesNotes,
  parent?: unknown,
): Note | null {
  const key = path[path.length - 1];
  if (typeof key !== 'string') return null;
  if (key === 'type' && typeof value === 'string')
    return own(notes.types, value) ? { title: `type: "${value}"`, body: notes.types[value] } : null;
  if (key === 'status' && typeof value === 'string')
    return own(notes.status, value) ? { title: `status: "${value}"`, body: notes.status[value] } : null;
  if (key === 'role' && value === 'tool') return { title: 'role: "tool"', body: notes.roleTool };
  if (key === 'id' && typeof value === 'string' && value.startsWith('resp_'))
    return { title: 'id (resp_…)', body: notes.respId };
  // `input` inside an item is a custom tool call's string, not the request's list of items.
  if (key === 'input' && path.length > 1) return { title: 'input (custom tool call)', body: notes.itemInput };
  // A tool_search_call's arguments are an object; a function_call's are a JSON string (the shared note).
  if (key === 'arguments' && typeof value === 'object' && value !== null)
    return { title: 'arguments (tool search)', body: notes.searchArguments };
  // `tools` below the top level: a namespace's members or the definitions a tool_search_output loaded.
  if (key === 'tools' && path.length > 1) return { title: 'tools (namespace / loaded)', body: notes.nestedTools };
  // `code` and `result` of an item (in a list, or a stream event's `item`) are a program's; an error's `code` is not.
  // A code_interpreter_call's `code` is the Python the server ran, not a program's JavaScript.
  if (key === 'code' && (parent as { type?: unknown } | undefined)?.type === 'code_interpreter_call')
    return { title: 'code (code_interpreter_call)', body: notes.hostedCode };
  const above = path[path.length - 2];
  if ((key === 'code' || key === 'result') && (typeof above === 'number' || above === 'item'))
    return { title: `${key} (program)`, body: key === 'code' ? notes.programCode : notes.programResult };
  return own(notes.byKey, key) ? { title: key, body: notes.byKey[key] } : null;
}
