// What a resting run adds to the timeline: the calls `required_action` waits for, or the thread messages it wrote,
// with built-in tool calls (code_interpreter, file_search) from its run steps in between, in step order.
import type OpenAI from 'openai';
import type { Message } from 'openai/resources/beta/threads/messages';
import type { Run } from 'openai/resources/beta/threads/runs/runs';
import {
  assistantsWireKind,
  type AssistantSetup,
  type AssistantsWire,
  type BuiltinToolCall,
} from '@loopscope/payloads/assistants/entries';
import type { DriverResponse } from '../../driver';
import type { WireEntry } from '../../types';

type AssistantsEntry = Extract<WireEntry, { style: 'assistants' }>;

export interface OutputCall {
  client: OpenAI;
  options: { signal: AbortSignal; timeout: number };
}

function hasBuiltinTools(wires: AssistantsWire[]): boolean {
  const setup = wires.find((w) => assistantsWireKind(w) === 'setup') as AssistantSetup | undefined;
  return (setup?.tools ?? []).some((t) => t.type !== 'function');
}

/** Run steps in order: built-in tool calls not on the branch yet, and the ids of the messages the run wrote. */
type StepItem = { call: BuiltinToolCall } | { messageId: string };

async function stepsOf(c: OutputCall, run: Run, known: Set<string>): Promise<StepItem[]> {
  const steps = await c.client.beta.threads.runs.steps.list(
    run.id,
    { thread_id: run.thread_id, order: 'asc' },
    c.options,
  );
  return steps.data.flatMap((step): StepItem[] => {
    const details = step.step_details;
    if (details.type === 'message_creation') return [{ messageId: details.message_creation.message_id }];
    return details.tool_calls.flatMap((call) => (call.type !== 'function' && !known.has(call.id) ? [{ call }] : []));
  });
}

/** The thread's messages as seed 004 reads them (`GET …/messages`, newest first), this run's only, oldest first. */
async function runMessages(c: OutputCall, run: Run): Promise<Message[]> {
  const page = await c.client.beta.threads.messages.list(run.thread_id, {}, c.options);
  return page.data.filter((m) => m.run_id === run.id).reverse();
}

export async function readRunOutput(
  c: OutputCall,
  run: Run,
  wires: AssistantsWire[],
): Promise<Omit<DriverResponse<AssistantsEntry>, 'serverIds'>> {
  if (run.status === 'failed')
    throw new Error(
      `The run failed (${run.last_error?.code ?? 'no code'}): ${run.last_error?.message ?? 'no message'}`,
    );
  if (run.status === 'cancelled' || run.status === 'expired')
    throw new Error(`The run ended as "${run.status}" before it answered.`);
  const known = new Set(
    wires.flatMap((w) => (typeof (w as { id?: unknown }).id === 'string' ? [(w as { id: string }).id] : [])),
  );
  const steps = hasBuiltinTools(wires) ? await stepsOf(c, run, known) : [];
  const builtins = steps.flatMap((s) => ('call' in s ? [s.call] : []));

  if (run.status === 'requires_action') {
    const calls = run.required_action?.submit_tool_outputs.tool_calls ?? [];
    return {
      entries: [...builtins, ...calls],
      toolCalls: calls.map((call) => ({
        callId: call.id,
        name: call.function.name,
        argumentsJson: call.function.arguments,
      })),
      finishReason: 'requires_action',
    };
  }
  const messages = await runMessages(c, run);
  const ordered: AssistantsWire[] =
    steps.length > 0
      ? steps.flatMap((s): AssistantsWire[] => ('call' in s ? [s.call] : messages.filter((m) => m.id === s.messageId)))
      : messages;
  const finish =
    run.status === 'incomplete' ? `incomplete: ${run.incomplete_details?.reason ?? 'unknown'}` : run.status;
  return { entries: ordered, toolCalls: [], finishReason: finish, finishField: 'status' };
}
