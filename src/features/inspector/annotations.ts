// What the notable fields of a Chat Completions exchange mean and why they matter, for hover/focus notes in the body tree.
import type { JsonAnnotation, JsonKey } from '../../ui';
import type { FieldNotes } from './field-notes';
import { isResponsesBody, own, responsesNote } from './responses-annotations';

export type { FieldNotes };
type ChatNotes = FieldNotes['chat'];

/** Fields whose note depends on their value. */
const BY_VALUE = ['finish_reason', 'role'] as const;

/** A title that says more than the key alone. */
const TITLE: Record<string, string> = { additionalProperties: 'additionalProperties: false' };

function at(root: unknown, path: readonly JsonKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<JsonKey, unknown>)[key];
  }
  return node;
}

/** An annotator for JsonTree over one parsed body: looks at the key, its value and its siblings. */
export function annotatorFor(
  root: unknown,
  notes: FieldNotes,
): (path: readonly JsonKey[], value: unknown) => JsonAnnotation | null {
  const responses = isResponsesBody(root);
  const chat: ChatNotes = notes.chat;
  // An MCP message (JSON-RPC): its own fields, and none of the Chat notes (its `content` is a tool's, not a message's).
  const mcp =
    root !== null &&
    typeof root === 'object' &&
    !Array.isArray(root) &&
    (root as { jsonrpc?: unknown }).jsonrpc === '2.0';
  return (path, value) => {
    const key = path[path.length - 1];
    if (typeof key !== 'string') return null;
    if (mcp) {
      // A method says what the request is for: the 2026-07-28 revision's new ones get a note of their own.
      if (key === 'method' && typeof value === 'string')
        return own(notes.mcpMethod, value) ? { title: `method: "${value}"`, body: notes.mcpMethod[value] } : null;
      return own(notes.mcp, key) ? { title: key, body: notes.mcp[key] } : null;
    }
    // Inside a JSON Schema's properties, keys are the user's own names (a parameter may well be called "model").
    if (path.slice(0, -1).includes('properties') && key !== 'additionalProperties') return null;
    // A Responses body has its own words (items, call_id, chaining); the shared notes cover the rest.
    const note = responses ? responsesNote(path, value, notes.responses, at(root, path.slice(0, -1))) : null;
    if (note) return note;
    if (key === 'content') {
      if (value === null) return { title: 'content: null', body: chat.contentNull };
      const parent = at(root, path.slice(0, -1)) as { role?: unknown } | undefined;
      return parent?.role === 'tool' ? { title: 'content (tool result)', body: chat.toolContent } : null;
    }
    if (key === 'id' && path.includes('tool_calls')) {
      return { title: 'tool_calls[].id', body: chat.callId };
    }
    if (key === 'type' && path[0] === 'tools') {
      return value === 'custom'
        ? { title: 'tools[].type: "custom"', body: chat.customToolType }
        : { title: 'tools[].type', body: chat.toolType };
    }
    const field = BY_VALUE.find((f) => f === key);
    if (field && typeof value === 'string') {
      const byValue: Record<string, string> = chat.byValue[field];
      if (own(byValue, value)) return { title: `${field}: "${value}"`, body: byValue[value]! };
    }
    return own(chat.byKey, key) ? { title: TITLE[key] ?? key, body: chat.byKey[key] } : null;
  };
}
