// Replays SSE events into what the client has assembled so far: text and tool-call arguments, built delta by delta.
import type { SseEvent } from '@loopscope/wire/exchange';
import {
  applyResponsesEvent,
  emptyResponsesAssembly,
  type ItemDelta,
  type ResponsesAssembly,
} from '@loopscope/wire/responses/stream-items';

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
  /** A Responses stream assembled into its output items (null for other styles). */
  responses: ResponsesAssembly | null;
}

/** What one event added, for highlighting the fragment it contributed. */
export interface EventEffect {
  contentDelta: string;
  argumentDeltas: { index: number; delta: string }[];
  /** Text a Responses event appended to one output item. */
  itemDelta: ItemDelta | null;
  /** The event's name (`event:` line or `type` field), when it has one. */
  type: string | null;
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

/** Assistants stream events carry an `event:` line naming what changed (Responses events go to `responses/stream-items`). */
function applyTypedEvent(state: Assembled, type: string, data: Obj, effect: EventEffect): void {
  if (type === 'thread.message.delta') {
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
  return { content: '', toolCalls: [], finishReason: null, done: false, unparsed: 0, responses: null };
}

/** Applies one event to `state` (mutating it) and says what that event contributed. */
export function applyEvent(state: Assembled, event: SseEvent): EventEffect {
  const effect: EventEffect = { contentDelta: '', argumentDeltas: [], itemDelta: null, type: event.event, summary: '' };
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
  effect.type = type;
  if (type && !Array.isArray(data.choices)) applyTypedEvent(state, type, data, effect);
  else applyChatChunk(state, data, effect);
  if (type && isResponsesEvent(type, data)) {
    state.responses ??= emptyResponsesAssembly();
    const { summary, delta } = applyResponsesEvent(state.responses, type, data);
    effect.itemDelta = delta;
    effect.summary = summary;
  } else effect.summary = summarize(type, data, effect, state);
  return effect;
}

/** Responses events are named `response.*`; their `error` event carries `type: "error"` in its data (Assistants' does not). */
function isResponsesEvent(type: string, data: Obj): boolean {
  return (
    type.startsWith('response.') ||
    (type === 'error' && data.type === 'error' && typeof data.sequence_number === 'number')
  );
}

function summarize(type: string | null, data: Obj, effect: EventEffect, state: Assembled): string {
  const parts: string[] = [];
  if (effect.contentDelta) parts.push(`content += ${JSON.stringify(effect.contentDelta)}`);
  for (const d of effect.argumentDeltas) parts.push(`tool_calls[${d.index}].arguments += ${JSON.stringify(d.delta)}`);
  if (parts.length > 0) return parts.join(' · ');
  const choice = obj(Array.isArray(data.choices) ? data.choices[0] : undefined);
  const delta = obj(choice?.delta);
  const firstCall = obj(Array.isArray(delta?.tool_calls) ? delta.tool_calls[0] : undefined);
  if (firstCall && str(obj(firstCall.function)?.name))
    return `tool_calls[${String(firstCall.index ?? 0)}] starts: ${str(obj(firstCall.function)?.name)}`;
  if (str(delta?.role)) return `role: ${str(delta?.role)}`;
  if (str(choice?.finish_reason)) return `finish_reason: ${str(choice?.finish_reason)}`;
  if (obj(data.usage)) return 'usage';
  if (type) return type;
  return state.done ? 'end' : 'no change';
}

/** The assembled state after the first `count` events, plus what each of those events contributed. */
export function assemble(
  events: readonly SseEvent[],
  count = events.length,
): { state: Assembled; effects: EventEffect[] } {
  const state = emptyAssembly();
  const effects: EventEffect[] = [];
  for (let i = 0; i < Math.min(count, events.length); i++) effects.push(applyEvent(state, events[i] as SseEvent));
  return { state, effects };
}
