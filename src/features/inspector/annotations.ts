// What the notable fields of a Chat Completions exchange mean and why they matter, for hover/focus notes in the body tree.
import type { JsonAnnotation, JsonKey } from '../../ui';
import { isResponsesBody, responsesNote } from './responses-annotations';

type Note = { title: string; body: string };

/** Notes that depend on the field's value. */
const BY_VALUE: Record<string, Record<string, Note>> = {
  finish_reason: {
    tool_calls: { title: 'finish_reason: "tool_calls"', body: 'The model paused because it wants tool results, not because it is finished. Your code runs the calls and sends the results back in the next request.' },
    stop: { title: 'finish_reason: "stop"', body: 'The model reached a natural end: this is its answer and the loop can stop. No tool_calls are present.' },
    length: { title: 'finish_reason: "length"', body: 'Output was cut off by the token limit (max_tokens / max_completion_tokens). Content or arguments may be incomplete JSON.' },
    content_filter: { title: 'finish_reason: "content_filter"', body: 'Output was withheld or cut by the content filter.' },
  },
  role: {
    system: { title: 'role: "system"', body: 'Standing instructions. They are re-sent with every request because the API keeps no memory between calls.' },
    developer: { title: 'role: "developer"', body: 'Instructions from the app author; newer models use it in place of "system".' },
    user: { title: 'role: "user"', body: 'What the person asked. A follow-up question is appended as another user message; nothing before it is dropped.' },
    assistant: { title: 'role: "assistant"', body: 'A message the model produced. When it carries tool_calls, it must be sent back before the tool results, or the results have nothing to answer and the API rejects them.' },
    tool: { title: 'role: "tool"', body: 'A tool result your code produced. It answers one call, named by tool_call_id. ("function" is the deprecated older role.)' },
  },
};

/** Notes that depend only on the field name. */
const BY_KEY: Record<string, Note> = {
  tool_call_id: { title: 'tool_call_id', body: 'Pairs this result with the call that asked for it (the id in the assistant message\'s tool_calls). With parallel calls it is the only way the model knows which result is which.' },
  strict: { title: 'strict', body: 'When true, the API constrains the model so its arguments always match this JSON Schema. It requires additionalProperties: false and every property listed in required.' },
  additionalProperties: { title: 'additionalProperties: false', body: 'No fields beyond the listed properties. Strict mode insists on it at every object level.' },
  tool_choice: { title: 'tool_choice', body: '"auto" lets the model decide, "none" forbids tool calls, "required" forces at least one, and a named function forces that one.' },
  parallel_tool_calls: { title: 'parallel_tool_calls', body: 'Whether the model may ask for several tool calls in a single response (like both cities at once). When false, it asks for at most one per turn.' },
  usage: { title: 'usage', body: 'Tokens billed for this call. prompt_tokens grows every step because the whole conversation and all tool definitions are sent again each time.' },
  prompt_tokens: { title: 'prompt_tokens', body: 'Tokens in everything sent: all messages so far plus the tool definitions.' },
  completion_tokens: { title: 'completion_tokens', body: 'Tokens the model generated, including tool-call arguments.' },
  total_tokens: { title: 'total_tokens', body: 'prompt_tokens + completion_tokens.' },
  tool_calls: { title: 'tool_calls', body: 'The tools the model wants run, possibly several at once. Each has an id that the matching tool result must quote as tool_call_id. Absent when the model answers in text.' },
  arguments: { title: 'arguments', body: 'A JSON-encoded string, not an object: your code must parse it (and should expect it can be malformed).' },
  tools: { title: 'tools', body: 'The full tool definitions. The API is stateless, so they travel with every request, not just the first.' },
  messages: { title: 'messages', body: 'The entire conversation so far. The API remembers nothing between calls, so this list is re-sent and keeps growing each step.' },
  parameters: { title: 'parameters', body: 'A JSON Schema for the arguments; the model reads its descriptions to decide what to pass.' },
  model: { title: 'model', body: 'The request names a model alias; the response reports the exact snapshot that answered (e.g. gpt-4o-2024-08-06).' },
  stream: { title: 'stream', body: 'When true, the reply arrives as server-sent events with small deltas instead of one JSON body.' },
  delta: { title: 'delta', body: 'A streamed fragment: content and tool-call arguments arrive in pieces that the client concatenates.' },
};

const CONTENT_NULL: Note = { title: 'content: null', body: 'The model wrote no text: it wants tools run first. That is expected alongside tool_calls, not an error.' };
const TOOL_CONTENT: Note = { title: 'content (tool result)', body: 'The tool result must be a string. Objects are JSON-encoded first (JSON.stringify / json.dumps).' };

function at(root: unknown, path: readonly JsonKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<JsonKey, unknown>)[key];
  }
  return node;
}

/** An annotator for JsonTree over one parsed body: looks at the key, its value and its siblings. */
export function annotatorFor(root: unknown): (path: readonly JsonKey[], value: unknown) => JsonAnnotation | null {
  const responses = isResponsesBody(root);
  return (path, value) => {
    const key = path[path.length - 1];
    if (typeof key !== 'string') return null;
    // Inside a JSON Schema's properties, keys are the user's own names (a parameter may well be called "model").
    if (path.slice(0, -1).includes('properties') && key !== 'additionalProperties') return null;
    // A Responses body has its own words (items, call_id, chaining); the shared notes cover the rest.
    const note = responses ? responsesNote(path, value) : null;
    if (note) return note;
    if (key === 'content') {
      if (value === null) return CONTENT_NULL;
      const parent = at(root, path.slice(0, -1)) as { role?: unknown } | undefined;
      return parent?.role === 'tool' ? TOOL_CONTENT : null;
    }
    if (key === 'id' && path.includes('tool_calls')) {
      return { title: 'tool_calls[].id', body: 'A unique id for this call. The tool result message must quote it as tool_call_id.' };
    }
    if (key === 'type' && path[0] === 'tools') {
      return { title: 'tools[].type', body: '"function": the kind of tool this is. Function tools are what your code runs.' };
    }
    const byValue = typeof value === 'string' ? BY_VALUE[key]?.[value] : undefined;
    return byValue ?? BY_KEY[key] ?? null;
  };
}
