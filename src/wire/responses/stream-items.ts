// Responses streaming events replayed into output items: which item each semantic event opened, grew or finished, in the API's own field paths.

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const HOSTED_PROGRESS =
  /^response\.(file_search_call|web_search_call|code_interpreter_call)\.(in_progress|searching|interpreting|completed|failed)$/;

/** One entry of `response.output` as the client has it so far. */
export interface AssembledItem {
  /** `output_index` of the item. */
  index: number;
  type: string;
  id: string | null;
  /** `call_id` and `name` of a function_call; `role` of a message. */
  callId: string | null;
  name: string | null;
  role: string | null;
  /** The growing text: `content[n].text` of a message, `summary[n].text` of reasoning, `arguments` of a function_call, `code` of a code_interpreter_call. */
  text: string;
  /** Where `text` lives in the item, as the event names it ("content[0].text", "summary[0].text", "arguments"). */
  path: string;
  status: string | null;
  /** A reasoning item carries `encrypted_content` (opaque to the client) once it is done. */
  encrypted: boolean;
}

export interface ResponsesAssembly {
  items: AssembledItem[];
  /** `response.status` as the latest lifecycle event reported it. */
  status: string | null;
  responseId: string | null;
  /** `sequence_number` of the latest event. */
  sequence: number | null;
  error: string | null;
}

export interface ItemDelta {
  index: number;
  delta: string;
}

export function emptyResponsesAssembly(): ResponsesAssembly {
  return { items: [], status: null, responseId: null, sequence: null, error: null };
}

function itemAt(state: ResponsesAssembly, index: number): AssembledItem {
  let item = state.items.find((i) => i.index === index);
  if (!item) {
    item = {
      index,
      type: 'unknown',
      id: null,
      callId: null,
      name: null,
      role: null,
      text: '',
      path: '',
      status: null,
      encrypted: false,
    };
    state.items.push(item);
    state.items.sort((a, b) => a.index - b.index);
  }
  return item;
}

/** Fills an item's fields from a full wire item (`output_item.added` / `.done`); the text only when the wire item has it whole. */
function takeItem(target: AssembledItem, wire: Obj, whole: boolean): void {
  target.type = str(wire.type) ?? target.type;
  target.id = str(wire.id) ?? target.id;
  target.callId = str(wire.call_id) ?? target.callId;
  target.name = str(wire.name) ?? target.name;
  target.role = str(wire.role) ?? target.role;
  target.status = str(wire.status) ?? (whole ? 'completed' : target.status);
  target.encrypted = target.encrypted || typeof wire.encrypted_content === 'string';
  if (target.type === 'function_call') {
    target.path = 'arguments';
    if (whole) target.text = str(wire.arguments) ?? target.text;
  } else if (target.type === 'reasoning') {
    const summary = Array.isArray(wire.summary) ? wire.summary : [];
    if (summary.length > 0 || whole) target.path = 'summary[0].text';
    if (whole && summary.length > 0) target.text = summary.map((p) => str(obj(p)?.text) ?? '').join('\n\n');
  } else if (target.type === 'code_interpreter_call') {
    target.path = 'code';
    if (whole) target.text = str(wire.code) ?? target.text;
  } else if (target.type === 'message') {
    target.path = 'content[0].text';
    const content = Array.isArray(wire.content) ? wire.content : [];
    if (whole && content.length > 0) target.text = content.map((p) => str(obj(p)?.text) ?? '').join('');
  }
}

function lifecycle(state: ResponsesAssembly, type: string, data: Obj): string {
  const response = obj(data.response);
  state.status = str(response?.status) ?? state.status;
  state.responseId = str(response?.id) ?? state.responseId;
  const error = obj(response?.error);
  if (error) state.error = `${str(error.code) ?? ''}: ${str(error.message) ?? ''}`;
  return state.status ? `status: ${state.status}` : type;
}

/**
 * Applies one Responses event (its `type` already read) and returns what it did, as a field path of `response.output`
 * ("output[1].arguments += …"), plus the text it appended to an item, if any. Unknown types are named as they came.
 */
export function applyResponsesEvent(
  state: ResponsesAssembly,
  type: string,
  data: Obj,
): { summary: string; delta: ItemDelta | null } {
  if (typeof data.sequence_number === 'number') state.sequence = data.sequence_number;
  const index = num(data.output_index);
  const at = `output[${index}]`;
  const grow = (path: string) => {
    const item = itemAt(state, index);
    const delta = str(data.delta) ?? '';
    item.path = path;
    item.text += delta;
    return { summary: `${at}.${path} += ${JSON.stringify(delta)}`, delta: delta ? { index, delta } : null };
  };
  switch (type) {
    case 'response.created':
    case 'response.in_progress':
    case 'response.completed':
    case 'response.incomplete':
    case 'response.failed':
    case 'response.queued':
      return { summary: lifecycle(state, type, data), delta: null };
    case 'error':
      state.error = `${str(data.code) ?? ''}: ${str(data.message) ?? ''}`;
      return { summary: `error ${str(data.code) ?? ''}: ${str(data.message) ?? ''}`, delta: null };
    case 'response.output_item.added': {
      const item = itemAt(state, index);
      takeItem(item, obj(data.item) ?? {}, false);
      const what =
        item.type === 'function_call'
          ? ` ${item.name ?? ''} (${item.callId ?? ''})`
          : item.role
            ? ` (${item.role})`
            : '';
      return { summary: `${at} added: ${item.type}${what}`, delta: null };
    }
    case 'response.output_item.done': {
      const item = itemAt(state, index);
      takeItem(item, obj(data.item) ?? {}, true);
      return { summary: `${at} done: ${item.type}${item.status ? ` · ${item.status}` : ''}`, delta: null };
    }
    case 'response.content_part.added':
    case 'response.content_part.done': {
      const part = obj(data.part);
      return {
        summary: `${at}.content[${num(data.content_index)}] ${type.endsWith('added') ? 'added' : 'done'}: ${str(part?.type) ?? 'part'}`,
        delta: null,
      };
    }
    case 'response.output_text.delta':
      return grow(`content[${num(data.content_index)}].text`);
    case 'response.function_call_arguments.delta':
      return grow('arguments');
    case 'response.reasoning_summary_text.delta':
      return grow(`summary[${num(data.summary_index)}].text`);
    case 'response.output_text.done':
      return { summary: `${at}.content[${num(data.content_index)}].text done`, delta: null };
    case 'response.function_call_arguments.done':
      return { summary: `${at}.arguments done`, delta: null };
    case 'response.reasoning_summary_part.added':
    case 'response.reasoning_summary_part.done': {
      // Summary parts read as paragraphs, as the item card shows them.
      const item = itemAt(state, index);
      if (type.endsWith('added') && num(data.summary_index) > 0 && item.text !== '') item.text += '\n\n';
      return {
        summary: `${at}.summary[${num(data.summary_index)}] ${type.endsWith('added') ? 'added' : 'done'}`,
        delta: null,
      };
    }
    case 'response.reasoning_summary_text.done':
      return { summary: `${at}.summary[${num(data.summary_index)}].text done`, delta: null };
    case 'response.code_interpreter_call_code.delta':
      return grow('code');
    case 'response.output_text.annotation.added': {
      const annotation = obj(data.annotation);
      return {
        summary: `${at}.content[${num(data.content_index)}].annotations[${num(data.annotation_index)}] added: ${str(annotation?.type) ?? 'annotation'}`,
        delta: null,
      };
    }
    default: {
      // A hosted tool's progress (file_search_call.searching, code_interpreter_call.interpreting, ...) is its status so far.
      const hosted = HOSTED_PROGRESS.exec(type);
      if (!hosted) return { summary: type, delta: null };
      const item = itemAt(state, index);
      item.status = hosted[2]!;
      return { summary: `${at} ${hosted[1]}: ${hosted[2]}`, delta: null };
    }
  }
}
