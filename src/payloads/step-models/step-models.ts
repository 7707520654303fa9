// One step, many models: a recorded request frozen as it was sent (its tools and history), re-sent with another model
// or other settings, and each answer read into what a learner compares — the calls, the text, the tokens, the ending.
import { bodyJson } from '../../wire/exchange';
import { endpointPath, styleOfEndpoint } from '../../wire/endpoint-style';
import { isObject } from '../../wire/json-object';

type Obj = Record<string, unknown>;

/** A request that can be sent again as it is: one Chat Completions or Responses call with a JSON body. */
export interface FrozenStep {
  style: 'chat' | 'responses';
  path: '/chat/completions' | '/responses';
  body: Obj;
  /** Responses state the request leans on (`previous_response_id`, `conversation`): only the server holding it can answer. */
  serverState: string | null;
}

/** Where one copy goes and what it changes: the model, and settings merged over the body (JSON merge patch: null removes). */
export interface StepTarget {
  id: string;
  baseURL: string;
  model: string;
  overrides: Obj;
}

export interface StepCall {
  name: string;
  /** The arguments as sent (a custom tool's `input` string as is). */
  arguments: string;
}

export interface StepOutcome {
  status: number | null;
  /** The API's error message, or why nothing came back (a refused connection); null for an answer. */
  error: string | null;
  calls: StepCall[];
  text: string;
  usage: { input: number | null; output: number | null; reasoning: number | null };
  /** No tool call in the answer: a loop would stop here. */
  endsLoop: boolean;
  durationMs: number | null;
}

/** The step behind a recorded exchange, or null when it is not a model call that can be re-sent (Assistants runs, GETs). */
export function frozenStep(exchange: { method: string; url: string; requestBody: string | null }): FrozenStep | null {
  if (exchange.method.toUpperCase() !== 'POST') return null;
  const style = styleOfEndpoint(exchange.url);
  const path = endpointPath(exchange.url);
  const body = bodyJson(exchange.requestBody);
  if (!isObject(body)) return null;
  if (style === 'chat' && path === '/chat/completions') return { style, path, body, serverState: null };
  if (style !== 'responses' || path !== '/responses') return null;
  const state = typeof body.previous_response_id === 'string' ? 'previous_response_id' : body.conversation !== undefined && body.conversation !== null ? 'conversation' : null;
  return { style, path, body, serverState: state };
}

/** RFC 7386 merge patch, enough for settings: objects merge, null deletes, anything else replaces. */
function mergePatch(target: Obj, patch: Obj): Obj {
  const out: Obj = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (isObject(value) && isObject(out[key])) out[key] = mergePatch(out[key] as Obj, value);
    else out[key] = value;
  }
  return out;
}

/** The body one target gets: the frozen body with its settings and model, answered whole (not streamed) to line answers up. */
export function variantBody(step: FrozenStep, target: Pick<StepTarget, 'model' | 'overrides'>): Obj {
  const body = mergePatch(step.body, target.overrides);
  delete body.stream;
  delete body.stream_options;
  return { ...body, model: target.model };
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function chatOutcome(body: Obj): Pick<StepOutcome, 'calls' | 'text' | 'usage'> {
  const choice = Array.isArray(body.choices) && isObject(body.choices[0]) ? body.choices[0] : {};
  const message = isObject(choice.message) ? choice.message : {};
  const calls = (Array.isArray(message.tool_calls) ? message.tool_calls : []).filter(isObject).map((call): StepCall => {
    const fn = isObject(call.function) ? call.function : isObject(call.custom) ? { name: call.custom.name, arguments: call.custom.input } : {};
    return { name: String(fn.name ?? ''), arguments: String(fn.arguments ?? '') };
  });
  const usage = isObject(body.usage) ? body.usage : {};
  const details = isObject(usage.completion_tokens_details) ? usage.completion_tokens_details : {};
  return { calls, text: typeof message.content === 'string' ? message.content : '', usage: { input: num(usage.prompt_tokens), output: num(usage.completion_tokens), reasoning: num(details.reasoning_tokens) } };
}

/** The Responses item types that ask the client to run something. */
const CALL_ITEMS = new Set(['function_call', 'custom_tool_call', 'tool_search_call', 'program', 'shell_call', 'apply_patch_call', 'computer_call', 'local_shell_call']);

function responsesOutcome(body: Obj): Pick<StepOutcome, 'calls' | 'text' | 'usage'> {
  const output = (Array.isArray(body.output) ? body.output : []).filter(isObject);
  const calls = output
    .filter((item) => CALL_ITEMS.has(String(item.type)) && !(item.type === 'tool_search_call' && item.execution !== 'client'))
    .map((item): StepCall => ({ name: String(item.name ?? item.type), arguments: typeof item.arguments === 'string' ? item.arguments : typeof item.input === 'string' ? item.input : JSON.stringify(item.arguments ?? item.action ?? {}) }));
  const text = output
    .filter((item) => item.type === 'message')
    .flatMap((item) => (Array.isArray(item.content) ? item.content : []))
    .filter((part): part is Obj => isObject(part) && part.type === 'output_text')
    .map((part) => String(part.text ?? ''))
    .join('\n');
  const usage = isObject(body.usage) ? body.usage : {};
  const details = isObject(usage.output_tokens_details) ? usage.output_tokens_details : {};
  return { calls, text, usage: { input: num(usage.input_tokens), output: num(usage.output_tokens), reasoning: num(details.reasoning_tokens) } };
}

const NOTHING = { calls: [], text: '', usage: { input: null, output: null, reasoning: null } };

/** Reads one answer; an error status or an unreadable body is an outcome too, with its message. */
export function readOutcome(style: FrozenStep['style'], answer: { status: number | null; body: string | null; durationMs: number | null; failure?: string }): StepOutcome {
  const base = { status: answer.status, durationMs: answer.durationMs };
  if (answer.failure !== undefined) return { ...base, ...NOTHING, error: answer.failure, endsLoop: false };
  const body = bodyJson(answer.body);
  if (!isObject(body)) return { ...base, ...NOTHING, error: `The answer is not JSON (${(answer.body ?? '').slice(0, 80)})`, endsLoop: false };
  if (answer.status === null || answer.status >= 400) {
    const message = isObject(body.error) && typeof body.error.message === 'string' ? body.error.message : `HTTP ${answer.status}`;
    return { ...base, ...NOTHING, error: message, endsLoop: false };
  }
  const read = style === 'chat' ? chatOutcome(body) : responsesOutcome(body);
  return { ...base, ...read, error: null, endsLoop: read.calls.length === 0 };
}

/** Which tools one answer chose that the baseline did not, and the other way round (by name, counting repeats). */
export function toolDifference(baseline: readonly StepCall[], other: readonly StepCall[]): { added: string[]; missing: string[] } {
  const left = baseline.map((c) => c.name);
  const added: string[] = [];
  for (const call of other) {
    const at = left.indexOf(call.name);
    if (at === -1) added.push(call.name);
    else left.splice(at, 1);
  }
  return { added, missing: left };
}
