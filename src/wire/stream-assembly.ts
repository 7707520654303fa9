// Replays SSE events into what the client has assembled so far: text and tool-call arguments, built delta by delta.
import type { SseEvent } from './exchange';

export interface AssembledCall {
  /** Position the deltas refer to (`index` in Chat Completions, `output_index` in Responses). */
  index: number;
  id: string | null;
  name: string;
  arguments: string;
}

export interface Assembled {
  content: string;
  toolCalls: AssembledCall[];
  finishReason: string | null;
  done: boolean;
  /** Events whose data is not JSON (other than the final [DONE]); shown, never hidden. */
  unparsed: number;
}

/** What one event added, for highlighting the fragment it contributed. */
export interface EventEffect {
  contentDelta: string;
  argumentDeltas: { index: number; delta: string }[];
  summary: string;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function callAt(state: Assembled, index: number): AssembledCall {
  let call = state.toolCalls.find((c) => c.index === index);
  if (!call) {
    call = { index, id: null, name: '', arguments: '' };
    state.toolCalls.push(call);
    state.toolCalls.sort((a, b) => a.index - b.index);
  }
  return call;
}

function applyChatChunk(state: Assembled, chunk: Obj, effect: EventEffect): void {
  const choices = Array.isArray(chunk.choices) ? chunk.choices : [];
  for (const choice of choices) {
    const c = obj(choice);
    const delta = obj(c?.delta);
    if (delta) {
      const text = str(delta.content);
      if (text) {
        state.content += text;
        effect.contentDelta += text;
      }
      for (const raw of Array.isArray(delta.tool_calls) ? delta.tool_calls : []) {
        const tc = obj(raw);
        if (!tc) continue;
        const call = callAt(state, typeof tc.index === 'number' ? tc.index : 0);
        call.id = str(tc.id) ?? call.id;
        const fn = obj(tc.function);
        call.name += str(fn?.name) ?? '';
        const args = str(fn?.arguments) ?? '';
        call.arguments += args;
        if (args) effect.argumentDeltas.push({ index: call.index, delta: args });
      }
    }
    const finish = str(c?.finish_reason);
    if (finish) state.finishReason = finish;
  }
}

/** Responses API and Assistants stream events carry a `type` (or an `event:` line) naming what changed. */
function applyTypedEvent(state: Assembled, type: string, data: Obj, effect: EventEffect): void {
  const index = typeof data.output_index === 'number' ? data.output_index : 0;
  if (type === 'response.output_text.delta') {
    const text = str(data.delta) ?? '';
    state.content += text;
    effect.contentDelta += text;
  } else if (type === 'response.output_item.added') {
    const item = obj(data.item);
    if (item?.type === 'function_call') {
      const call = callAt(state, index);
      call.id = str(item.call_id) ?? str(item.id) ?? call.id;
      call.name = str(item.name) ?? call.name;
    }
  } else if (type === 'response.function_call_arguments.delta') {
    const delta = str(data.delta) ?? '';
    callAt(state, index).arguments += delta;
    if (delta) effect.argumentDeltas.push({ index, delta });
  } else if (type === 'response.completed' || type === 'response.incomplete' || type === 'response.failed') {
    state.finishReason = str(obj(data.response)?.status) ?? type.slice('response.'.length);
  } else if (type === 'thread.message.delta') {
    const content = obj(data.delta)?.content;
    for (const part of Array.isArray(content) ? content : []) {
      const text = str(obj(obj(part)?.text)?.value) ?? '';
      state.content += text;
      effect.contentDelta += text;
    }
  } else if (type === 'thread.run.step.delta') {
    const calls = obj(obj(data.delta)?.step_details)?.tool_calls;
    for (const raw of Array.isArray(calls) ? calls : []) {
      const tc = obj(raw);
      const call = callAt(state, typeof tc?.index === 'number' ? tc.index : 0);
      call.id = str(tc?.id) ?? call.id;
      const fn = obj(tc?.function);
      call.name = str(fn?.name) || call.name;
      const args = str(fn?.arguments) ?? '';
      call.arguments += args;
      if (args) effect.argumentDeltas.push({ index: call.index, delta: args });
    }
  } else if (type === 'thread.run.requires_action') {
    state.finishReason = 'requires_action';
  }
}

export function emptyAssembly(): Assembled {
  return { content: '', toolCalls: [], finishReason: null, done: false, unparsed: 0 };
}

/** Applies one event to `state` (mutating it) and says what that event contributed. */
export function applyEvent(state: Assembled, event: SseEvent): EventEffect {
  const effect: EventEffect = { contentDelta: '', argumentDeltas: [], summary: '' };
  if (event.data === '[DONE]') {
    state.done = true;
    effect.summary = '[DONE] — end of stream';
    return effect;
  }
  let data: Obj | null;
  try {
    data = obj(JSON.parse(event.data));
  } catch {
    data = null;
  }
  if (!data) {
    if (event.data !== '') state.unparsed++;
    effect.summary = event.data === '' ? '(comment or keep-alive)' : 'not JSON';
    return effect;
  }
  const type = event.event ?? str(data.type);
  if (type && !Array.isArray(data.choices)) applyTypedEvent(state, type, data, effect);
  else applyChatChunk(state, data, effect);
  effect.summary = summarize(type, data, effect, state);
  return effect;
}

function summarize(type: string | null, data: Obj, effect: EventEffect, state: Assembled): string {
  const parts: string[] = [];
  if (effect.contentDelta) parts.push(`content += ${JSON.stringify(effect.contentDelta)}`);
  for (const d of effect.argumentDeltas) parts.push(`tool_calls[${d.index}].arguments += ${JSON.stringify(d.delta)}`);
  if (parts.length > 0) return parts.join(' · ');
  const choice = obj(Array.isArray(data.choices) ? data.choices[0] : undefined);
  const delta = obj(choice?.delta);
  const firstCall = obj(Array.isArray(delta?.tool_calls) ? delta.tool_calls[0] : undefined);
  if (firstCall && str(obj(firstCall.function)?.name)) return `tool_calls[${String(firstCall.index ?? 0)}] starts: ${str(obj(firstCall.function)?.name)}`;
  if (str(delta?.role)) return `role: ${str(delta?.role)}`;
  if (str(choice?.finish_reason)) return `finish_reason: ${str(choice?.finish_reason)}`;
  if (obj(data.usage)) return 'usage';
  if (type) return type;
  return state.done ? 'end' : 'no change';
}

/** The assembled state after the first `count` events, plus what each of those events contributed. */
export function assemble(events: readonly SseEvent[], count = events.length): { state: Assembled; effects: EventEffect[] } {
  const state = emptyAssembly();
  const effects: EventEffect[] = [];
  for (let i = 0; i < Math.min(count, events.length); i++) effects.push(applyEvent(state, events[i] as SseEvent));
  return { state, effects };
}
