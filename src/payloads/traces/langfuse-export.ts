// Langfuse trace exports read into model calls: the trace page's Download JSON (`{trace, observations}`), the public
// API's trace (`{id, …, observations: [...]}`) or observation list (`{data: [...]}`, a bare list). A GENERATION holds the
// OpenAI messages in (`input`: the messages, or `{messages, tools}`) and the answer out; SPAN, TOOL, AGENT and EVENT
// observations are the loop's structure.
import { isObject } from '@loopscope/wire/json-object';
import { chatCallExchange, chatGaps, responseBody } from './bodies';
import { structured, type ChatMessage } from './genai-messages';
import { pathOf, withStructure, type TraceCall } from './span-calls';

type Obj = Record<string, unknown>;
export interface LangfuseExport {
  name: string | null;
  observations: Obj[];
}

const TYPES = new Set<unknown>([
  'GENERATION',
  'SPAN',
  'EVENT',
  'AGENT',
  'TOOL',
  'CHAIN',
  'RETRIEVER',
  'EVALUATOR',
  'EMBEDDING',
  'GUARDRAIL',
]);
const observation = (v: unknown): v is Obj =>
  isObject(v) && typeof v.id === 'string' && TYPES.has(v.type) && 'startTime' in v;

/** The observations of a Langfuse export with the trace's name, or null for anything else. */
export function langfuseExport(value: unknown): LangfuseExport | null {
  let list: unknown = null;
  let trace: unknown = null;
  if (isObject(value) && Array.isArray(value.observations))
    [list, trace] = [value.observations, isObject(value.trace) ? value.trace : value];
  else if (isObject(value) && Array.isArray(value.data)) list = value.data;
  else if (Array.isArray(value)) list = value;
  if (!Array.isArray(list) || list.length === 0 || !list.every(observation)) return null;
  return {
    name: isObject(trace) && typeof trace.name === 'string' && trace.name !== '' ? trace.name : null,
    observations: list,
  };
}

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) || 0 : 0);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Langfuse keeps model parameters as strings ("0", "256", "true"): back to the JSON values the request sent. */
function params(value: unknown): Obj {
  if (!isObject(value)) return {};
  const out: Obj = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'tools' || key === 'messages' || key === 'model' || v === null || v === undefined) continue;
    out[key] =
      typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v;
  }
  return out;
}

/** The input as Chat messages and tools: a messages list, `{messages, tools | functions}`, or a prompt string. */
function input(value: unknown): { messages: ChatMessage[]; tools: Obj[] } {
  const v = structured(value);
  const isMessage = (m: unknown): m is ChatMessage => isObject(m) && typeof m.role === 'string';
  if (Array.isArray(v)) return { messages: v.filter(isMessage), tools: [] };
  if (isObject(v) && Array.isArray(v.messages)) {
    const tools = Array.isArray(v.tools)
      ? v.tools.filter(isObject)
      : Array.isArray(v.functions)
        ? v.functions.filter(isObject).map((f) => ({ type: 'function', function: f }))
        : [];
    return { messages: v.messages.filter(isMessage), tools };
  }
  return { messages: typeof v === 'string' && v !== '' ? [{ role: 'user', content: v }] : [], tools: [] };
}

/** The answer: the assistant message, a whole `chat.completion`, or plain text. */
function output(value: unknown): { body: string | null; message: ChatMessage | null } {
  const v = structured(value);
  if (isObject(v) && v.object === 'chat.completion') return { body: JSON.stringify(v), message: null };
  if (isObject(v) && (typeof v.content === 'string' || v.content === null || Array.isArray(v.tool_calls)))
    return { body: null, message: { ...v, role: 'assistant' } };
  if (typeof v === 'string' && v !== '') return { body: null, message: { role: 'assistant', content: v } };
  return { body: null, message: null };
}

function usage(o: Obj): { input: number; output: number } | null {
  const u =
    isObject(o.usageDetails) && Object.keys(o.usageDetails).length > 0
      ? o.usageDetails
      : isObject(o.usage)
        ? o.usage
        : {};
  const inTokens = num(u.input) ?? num(u.promptTokens) ?? num(u.prompt_tokens);
  const outTokens = num(u.output) ?? num(u.completionTokens) ?? num(u.completion_tokens);
  return inTokens !== null && outTokens !== null ? { input: inTokens, output: outTokens } : null;
}

/** A structure observation's name: the tool, the agent or the span as Langfuse's tree shows it. */
const structureName = (o: Obj) => `${String(o.type).toLowerCase()} ${String(o.name ?? '')}`.trim();

function generationCall(
  o: Obj,
  around: ReadonlyMap<string, { name: string; parentSpanId: string | null }>,
  root: string | null,
): TraceCall {
  const traceId = String(o.traceId ?? '');
  const parentSpanId = typeof o.parentObservationId === 'string' ? o.parentObservationId : null;
  const { messages, tools } = input(o.input);
  const out = output(o.output);
  const parts = {
    style: 'chat' as const,
    model: typeof o.model === 'string' && o.model !== '' ? o.model : 'unknown-model',
    input: messages,
    tools,
    params: params(o.modelParameters),
    output: out.message,
    finish: null,
    responseId: null,
    responseModel: null,
    createdMs: time(o.endTime),
    usage: usage(o),
  };
  const response = out.body ?? responseBody(parts);
  const failure =
    o.level !== 'ERROR'
      ? null
      : typeof o.statusMessage === 'string' && o.statusMessage !== ''
        ? o.statusMessage
        : 'The observation ended with an error.';
  const path = pathOf({ traceId, parentSpanId }, around).path ?? [];
  return {
    ...chatCallExchange(parts, response, failure, time(o.startTime), time(o.endTime)),
    trace: {
      convention: 'langfuse',
      traceId,
      spanId: String(o.id),
      parentSpanId,
      missing: chatGaps(parts, response),
      ...(root || path.length > 0 ? { path: [...(root ? [root] : []), ...path] } : {}),
    },
  };
}

/** Every GENERATION as a call, in start order; `others` counts the structure observations (tools, agents, spans). */
export function langfuseToCalls(read: LangfuseExport): { calls: TraceCall[]; others: number } {
  const sorted = [...read.observations].sort((a, b) => time(a.startTime) - time(b.startTime));
  const around = new Map(
    sorted.map((o) => [
      `${String(o.traceId ?? '')}:${String(o.id)}`,
      {
        name: structureName(o),
        parentSpanId: typeof o.parentObservationId === 'string' ? o.parentObservationId : null,
      },
    ]),
  );
  const generations = sorted.filter((o) => o.type === 'GENERATION');
  const structure = sorted
    .filter((o) => o.type !== 'GENERATION')
    .map((o) => ({
      traceId: String(o.traceId ?? ''),
      spanId: String(o.id),
      parentSpanId: typeof o.parentObservationId === 'string' ? o.parentObservationId : null,
      name: structureName(o),
      startMs: time(o.startTime),
    }));
  return {
    calls: withStructure(
      generations.map((g) => generationCall(g, around, read.name)),
      structure,
    ),
    others: structure.length,
  };
}
