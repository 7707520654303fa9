// What the notable fields of a Responses exchange mean (items, call_id, chaining, storage, status), for the body tree's field notes.
import type { JsonKey } from '../../ui';

type Note = { title: string; body: string };

/** A body of the Responses API: a request with `input`, or a response / conversation object. */
export function isResponsesBody(root: unknown): boolean {
  if (root === null || typeof root !== 'object' || Array.isArray(root)) return false;
  const body = root as Record<string, unknown>;
  return body.object === 'response' || body.object === 'conversation' || 'input' in body || 'previous_response_id' in body;
}

/** Notes on an item's or part's `type`, by value. */
const TYPES: Record<string, Note> = {
  message: { title: 'type: "message"', body: 'A message item: a role and content parts. In Responses a message is only one kind of item among several.' },
  function_call: { title: 'type: "function_call"', body: 'The model asks your code to run a function. Its own item (not part of a message), with name, arguments and a call_id that the result must quote.' },
  function_call_output: { title: 'type: "function_call_output"', body: 'Your tool result, sent back as an input item. Matched to its function_call by call_id; output is a string (or input_text / input_image / input_file parts).' },
  reasoning: { title: 'type: "reasoning"', body: 'The model’s reasoning, shown as a summary. Send it back with the items that follow it (input += response.output): dropping it makes the API refuse the function_call items it preceded.' },
  compaction: { title: 'type: "compaction"', body: 'Earlier context sealed into one opaque item. Pass it on as input and the server expands it again.' },
  output_text: { title: 'type: "output_text"', body: 'Text the model wrote, with its annotations. Input messages use input_text parts instead.' },
  input_text: { title: 'type: "input_text"', body: 'Text you send in a message. Assistant messages sent back carry output_text parts.' },
  item_reference: { title: 'type: "item_reference"', body: 'Stands for a stored item by id; the server looks it up (it fails for items of a store: false response).' },
};

const STATUS: Record<string, Note> = {
  completed: { title: 'status: "completed"', body: 'The response finished. If output holds function_call items the loop is not done: run them and send the outputs.' },
  incomplete: { title: 'status: "incomplete"', body: 'Generation stopped early; incomplete_details says why (max_output_tokens, content_filter). Output may be cut.' },
  in_progress: { title: 'status: "in_progress"', body: 'Still being generated (a streamed or background response); the final status comes with response.completed.' },
  failed: { title: 'status: "failed"', body: 'The server could not finish the response; error holds the reason.' },
};

const BY_KEY: Record<string, Note> = {
  input: { title: 'input', body: 'A string or a list of items. Manual state resends every item here; with previous_response_id or a conversation only the new items go here.' },
  output: { title: 'output', body: 'A list of items — reasoning, function_call, message — not one assistant message. Append all of it to the next input in manual mode.' },
  call_id: { title: 'call_id', body: 'Pairs a function_call with its function_call_output (Chat’s tool_call_id). The item’s own id (fc_…) is a different thing: the storage id.' },
  previous_response_id: { title: 'previous_response_id', body: 'Chains this request onto a stored response: the server prepends that response’s whole context. Every earlier input token is billed again, and the response must have been stored.' },
  store: { title: 'store', body: 'Whether the server keeps this response (default true; 30 days). With false it cannot be chained, retrieved or referenced by item id: resend everything yourself.' },
  conversation: { title: 'conversation', body: 'A Conversation object that holds the items: the server reads it as context and appends this response’s input and output to it.' },
  encrypted_content: { title: 'encrypted_content', body: 'Opaque, encrypted reasoning (asked for with include: ["reasoning.encrypted_content"]). Only the server can read it; send it back untouched so a store: false conversation keeps its reasoning.' },
  include: { title: 'include', body: 'Extra output to return; "reasoning.encrypted_content" makes reasoning items portable without server storage.' },
  instructions: { title: 'instructions', body: 'A system (developer) message for this request only: it is not carried along a previous_response_id chain.' },
  incomplete_details: { title: 'incomplete_details', body: 'Why status is "incomplete", e.g. {"reason": "max_output_tokens"}; null when the response completed.' },
  summary: { title: 'summary', body: 'A readable summary of the model’s reasoning; the reasoning itself stays hidden (or encrypted).' },
  usage: { title: 'usage', body: 'Tokens billed: input_tokens counts everything the server read, a previous_response_id chain or conversation included.' },
  input_tokens: { title: 'input_tokens', body: 'Every token the model read: this input plus the chained or conversation context, billed again on each turn.' },
  output_tokens: { title: 'output_tokens', body: 'Tokens generated, reasoning tokens included (see output_tokens_details).' },
  reasoning_tokens: { title: 'reasoning_tokens', body: 'Hidden reasoning tokens, billed as output although only the summary is shown.' },
  max_output_tokens: { title: 'max_output_tokens', body: 'A cap on generated tokens (reasoning included). Reaching it gives status "incomplete".' },
  tools: { title: 'tools', body: 'Flat function tools: {"type": "function", "name", "description", "parameters", "strict"} — Chat nests these under "function".' },
  arguments: { title: 'arguments', body: 'A JSON-encoded string, not an object: parse it (and expect it can be malformed).' },
  truncation: { title: 'truncation', body: '"auto" lets the server drop the oldest items when the context is too long; "disabled" (default) fails instead.' },
};

/** The note for a field of a Responses body, or null to fall back on the shared notes. */
export function responsesNote(path: readonly JsonKey[], value: unknown): Note | null {
  const key = path[path.length - 1];
  if (typeof key !== 'string') return null;
  if (key === 'type' && typeof value === 'string') return TYPES[value] ?? null;
  if (key === 'status' && typeof value === 'string') return STATUS[value] ?? null;
  if (key === 'role' && value === 'tool') return { title: 'role: "tool"', body: 'Responses has no tool role: a tool result is a function_call_output item with the call’s call_id. The API rejects this item.' };
  if (key === 'id' && typeof value === 'string' && value.startsWith('resp_')) return { title: 'id (resp_…)', body: 'The response id. Name it as previous_response_id to chain the next request onto this one (if it was stored).' };
  return BY_KEY[key] ?? null;
}
