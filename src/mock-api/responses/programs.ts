// Programmatic tool calling in the mock (SDK 7.59): the model writes a short JavaScript program that awaits the tools
// in turn; the server runs it and hands each call to the client.
import { invalidRequest } from '@loopscope/wire/errors';
import type { ChoiceDraft } from '../chat/truncate.ts';
import { ids } from '../model/ids.ts';
import { itemId, seal, unseal } from './ids.ts';
import type { StoredItem } from './store.ts';

type Body = Record<string, unknown>;
type Call = ChoiceDraft['toolCalls'][number];

/**
 * How programs run here, read from the types: `program` is an output item the server made (its `code`, a `fingerprint`
 * "that must be round-tripped"), the calls it makes carry `caller: {type: "program", caller_id}`, and a `program_output`
 * closes it. So the program is hosted: the server runs it, and each time it awaits a tool the response ends with that
 * call; the client runs the tool and sends the output back (with the same caller), and the server resumes the program.
 * The mock's fingerprint seals the program's plan, so resuming needs no server state.
 */
interface Plan {
  program: string;
  calls: { name: string; arguments: string; custom?: boolean }[];
}

/** `tools` offers `{type: "programmatic_tool_calling"}`. */
export function offersPrograms(body: Body): boolean {
  return Array.isArray(body.tools) && (body.tools as Body[]).some((t) => t?.type === 'programmatic_tool_calling');
}

/** Tools a program may call: those whose `allowed_callers` names `programmatic` (an explicit opt-in; absent means direct only). */
function programmable(body: Body): Set<string> {
  const tools = Array.isArray(body.tools) ? (body.tools as Body[]) : [];
  return new Set(
    tools
      .filter((t) => Array.isArray(t.allowed_callers) && (t.allowed_callers as unknown[]).includes('programmatic'))
      .map((t) => String(t.name)),
  );
}

/**
 * The model writes a program when it is offered and the turn needs several calls to tools a program may call (or
 * `tool_choice` asks for one): one program instead of a round trip per call.
 */
export function wantsProgram(body: Body, calls: readonly Call[]): boolean {
  if (!offersPrograms(body) || calls.length === 0) return false;
  const allowed = programmable(body);
  if (!calls.every((c) => allowed.has(c.name))) return false;
  const forced = (body.tool_choice as { type?: unknown } | undefined)?.type === 'programmatic_tool_calling';
  return forced || calls.length > 1;
}

/** The program's source: each tool awaited in turn (a custom tool gets its string), the results returned together. */
export function programCode(calls: Plan['calls']): string {
  const names = [...new Set(calls.map((c) => c.name))].join(', ');
  const lines = calls.map(
    (c, k) => `const r${k + 1} = await tools.${c.name}(${c.custom ? JSON.stringify(c.arguments) : c.arguments});`,
  );
  return [
    `// Calls ${names} one after another and returns what they said.`,
    ...lines,
    `return [${calls.map((_, k) => `r${k + 1}`).join(', ')}];`,
  ].join('\n');
}

/** Starts a program for the planned calls: the `program` item and its first call (the program awaits it). */
export function startProgram(
  calls: readonly Call[],
  idParts: readonly (string | number)[],
): { program: StoredItem; first: Call } {
  const callId = ids.call([...idParts, 'program']);
  const plan: Plan = {
    program: callId,
    calls: calls.map(({ name, arguments: args, custom }) => ({ name, arguments: args, ...(custom ? { custom } : {}) })),
  };
  const program: StoredItem = {
    id: itemId('prog', idParts),
    type: 'program',
    call_id: callId,
    code: programCode(plan.calls),
    fingerprint: seal(plan),
  };
  return { program, first: { ...calls[0]!, callerId: callId } };
}

export interface OpenProgram {
  program: StoredItem;
  plan: Plan;
  /** The outputs of the calls it made so far, in order. */
  outputs: string[];
}

/** The last program of the context that has no `program_output` yet, with what it has been told so far. */
export function openProgram(context: readonly StoredItem[]): OpenProgram | null {
  const program = [...context].reverse().find((i) => i.type === 'program');
  if (!program || context.some((i) => i.type === 'program_output' && i.call_id === program.call_id)) return null;
  const plan = unseal(String(program.fingerprint)) as Plan | undefined;
  // Our wording: the spec only says the fingerprint must be round-tripped.
  if (!plan || plan.program !== program.call_id || !Array.isArray(plan.calls)) {
    throw invalidRequest(
      `Invalid 'fingerprint' of program ${String(program.call_id)}: send the program item back exactly as it was returned.`,
      'input',
      'invalid_value',
    );
  }
  const made = context.filter(
    (i) =>
      (i.caller as { caller_id?: unknown } | undefined)?.caller_id === program.call_id &&
      (i.type === 'function_call' || i.type === 'custom_tool_call'),
  );
  const outputs = made.map(
    (call) => context.find((i) => i.call_id === call.call_id && String(i.type).endsWith('_output'))?.output,
  );
  return { program, plan, outputs: outputs.map((o) => (typeof o === 'string' ? o : JSON.stringify(o ?? null))) };
}

/** The program's next awaited call, or null when every call is answered. */
export function nextProgramCall(open: OpenProgram, idParts: readonly (string | number)[]): Call | null {
  const next = open.plan.calls[open.outputs.length];
  if (!next) return null;
  return {
    id: ids.call([...idParts, 'program-call', open.outputs.length]),
    ...next,
    callerId: String(open.program.call_id),
  };
}

/** The `program_output` that closes a program: what its `return` gave, as JSON text. */
export function programOutput(open: OpenProgram, idParts: readonly (string | number)[]): StoredItem {
  const values = open.outputs.map((o) => {
    try {
      return JSON.parse(o) as unknown;
    } catch {
      return o;
    }
  });
  return {
    id: itemId('po', idParts),
    type: 'program_output',
    call_id: String(open.program.call_id),
    result: JSON.stringify(values),
    status: 'completed',
  };
}
