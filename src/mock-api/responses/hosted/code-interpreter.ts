// The hosted code_interpreter tool in a Responses turn: the Assistants' program author writes the Python, the sandbox runs it, and the answer reads its log.
import { planCode, type CodePlan } from '../../assistants/code-program.ts';
import { itemId } from '../ids.ts';
import type { HostedAnswer, HostedTurnInput } from './types.ts';

type Obj = Record<string, unknown>;

const UNAVAILABLE = 'code_interpreter is not available: this mock API was created without a code runner.';

/** The program for a question a computation answers (an equation, statistics, arithmetic), or null. */
export function codePlanFor(question: string): CodePlan | null {
  return planCode(question);
}

/**
 * The container a call runs in: the id the tool names, or (`{type: "auto"}`) one made for this response. The mock
 * keeps no containers between calls (it has no `/v1/containers`), so any id is taken as given and starts empty.
 */
export function containerId(tool: Obj, idParts: readonly (string | number)[]): string {
  return typeof tool.container === 'string' ? tool.container : itemId('cntr', [...idParts, 'container']);
}

/**
 * Runs the program in the sandbox the Assistants code interpreter uses (Pyodide in a worker, with its time, memory
 * and output limits); a program the sandbox stops reports why in its log and the call is `failed`. `outputs` is
 * null unless `include: ["code_interpreter_call.outputs"]` asks for it, as the API does.
 */
export async function codeInterpreterAnswer(input: HostedTurnInput, tool: Obj): Promise<HostedAnswer> {
  const plan = codePlanFor(input.question);
  // Asked for by `tool_choice` though no computation is in sight: the program shows the question it was given.
  const program =
    plan?.program ?? `# Nothing to compute was found in the question\nprint(${JSON.stringify(input.question)})`;
  const run = input.runCode ? await input.runCode(program) : { logs: [], error: UNAVAILABLE };
  const logs = [...run.logs, ...(run.error ? [run.error] : [])].join('\n');
  const call = {
    id: itemId('ci', [...input.idParts, 'code_interpreter']),
    type: 'code_interpreter_call',
    status: run.error ? 'failed' : 'completed',
    code: program,
    container_id: containerId(tool, input.idParts),
    outputs: input.include.includes('code_interpreter_call.outputs') ? [{ type: 'logs', logs }] : null,
  };
  const lines = run.logs.filter(Boolean);
  const text = run.error ? `The program failed: ${run.error}` : plan ? plan.answer(lines) : lines.join('\n');
  const explanation = run.error
    ? 'code_interpreter ran the program and the sandbox stopped it'
    : 'code_interpreter ran a Python program in the sandbox: answering from its output';
  return { items: [call], text, annotations: [], explanation };
}
