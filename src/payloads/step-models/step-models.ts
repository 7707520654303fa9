// One step, many models: a recorded request frozen as it was sent (its tools and history), re-sent with another model
// or other settings, and each answer read into what a learner compares — the calls, the text, the tokens, the ending.
import { bodyJson } from '@loopscope/wire/exchange';
import { endpointPath, styleOfEndpoint } from '@loopscope/wire/endpoint-style';
import { isObject } from '@loopscope/wire/json-object';
import { payloadStyleOf, type PayloadStyleName } from '../payload-styles';

type Obj = Record<string, unknown>;

/** A request that can be sent again as it is: one Chat Completions or Responses call with a JSON body. */
export interface FrozenStep {
  /** A style whose PAYLOAD_STYLES entry has a `step`. */
  style: PayloadStyleName;
  /** That step's endpoint path. */
  path: string;
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
  // Only a style whose entry can re-send a step, at that step's own endpoint.
  const step = payloadStyleOf(style)?.step;
  if (!step || path !== step.path) return null;
  return { style: style as FrozenStep['style'], path, body, serverState: step.serverState(body) };
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

const NOTHING = { calls: [], text: '', usage: { input: null, output: null, reasoning: null } };

/** Reads one answer; an error status or an unreadable body is an outcome too, with its message. */
export function readOutcome(
  style: FrozenStep['style'],
  answer: { status: number | null; body: string | null; durationMs: number | null; failure?: string },
): StepOutcome {
  const base = { status: answer.status, durationMs: answer.durationMs };
  if (answer.failure !== undefined) return { ...base, ...NOTHING, error: answer.failure, endsLoop: false };
  const body = bodyJson(answer.body);
  if (!isObject(body))
    return {
      ...base,
      ...NOTHING,
      error: `The answer is not JSON (${(answer.body ?? '').slice(0, 80)})`,
      endsLoop: false,
    };
  if (answer.status === null || answer.status >= 400) {
    const message =
      isObject(body.error) && typeof body.error.message === 'string' ? body.error.message : `HTTP ${answer.status}`;
    return { ...base, ...NOTHING, error: message, endsLoop: false };
  }
  const step = payloadStyleOf(style)?.step;
  const read = step ? step.read(body) : NOTHING;
  return { ...base, ...read, error: null, endsLoop: read.calls.length === 0 };
}

/** Which tools one answer chose that the baseline did not, and the other way round (by name, counting repeats). */
export function toolDifference(
  baseline: readonly StepCall[],
  other: readonly StepCall[],
): { added: string[]; missing: string[] } {
  const left = baseline.map((c) => c.name);
  const added: string[] = [];
  for (const call of other) {
    const at = left.indexOf(call.name);
    if (at === -1) added.push(call.name);
    else left.splice(at, 1);
  }
  return { added, missing: left };
}
