// Which text of a chat message the model is billed for, and the per-message overhead of the chat format (an estimate).

/** Tokens the chat format adds around every message (role markers), as in OpenAI's cookbook counting recipe. */
export const PER_MESSAGE_OVERHEAD = 3;
/** Tokens that prime the assistant's reply after the last message. */
export const REPLY_PRIMING = 3;

type Obj = Record<string, unknown>;

/** The text of one content part: `text` (Chat, Responses) or `text.value` (an Assistants message's text part). */
function partText(part: unknown): string {
  if (!part || typeof part !== 'object') return '';
  const text = (part as Obj).text;
  if (typeof text === 'string') return text;
  return text && typeof text === 'object' && typeof (text as Obj).value === 'string' ? ((text as Obj).value as string) : '';
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  // Content parts: only text parts are tokenised text; images and audio are billed differently and not estimated here.
  return content.map(partText).join('');
}

/** The text of an entry that is not a role message: a Responses item or an Assistants call or tool output. */
function itemText(m: Obj): string[] {
  const fn = m.function && typeof m.function === 'object' ? (m.function as Obj) : m;
  const parts: unknown[] = [fn.name, fn.arguments, m.call_id, m.tool_call_id, typeof m.output === 'string' ? m.output : contentText(m.output)];
  if (Array.isArray(m.summary)) parts.push(contentText(m.summary));
  return parts.filter((p): p is string => typeof p === 'string' && p !== '');
}

/** The text of one entry that becomes tokens: role, name, content, tool-call names and argument strings, call ids, outputs. */
export function messageText(message: unknown): string {
  if (!message || typeof message !== 'object') return '';
  const m = message as Obj;
  // Function calls and their outputs (Responses items, Assistants calls and tool outputs) carry their text outside `content`.
  if (typeof m.role !== 'string') return itemText(m).join('\n');
  const parts = [typeof m.role === 'string' ? m.role : '', typeof m.name === 'string' ? m.name : '', contentText(m.content)];
  if (Array.isArray(m.tool_calls)) {
    for (const call of m.tool_calls) {
      const fn = call && typeof call === 'object' ? ((call as Obj).function as Obj | undefined) : undefined;
      parts.push(typeof fn?.name === 'string' ? fn.name : '', typeof fn?.arguments === 'string' ? fn.arguments : '');
    }
  }
  if (typeof m.tool_call_id === 'string') parts.push(m.tool_call_id);
  return parts.filter(Boolean).join('\n');
}

/** Tool definitions as the model reads them; sent as JSON here (the API's internal rendering differs slightly). */
export function toolsText(tools: readonly unknown[] | undefined): string {
  return tools && tools.length > 0 ? JSON.stringify(tools) : '';
}

export function roleOf(message: unknown): string {
  const role = message && typeof message === 'object' ? (message as Obj).role : undefined;
  return typeof role === 'string' ? role : 'unknown';
}
