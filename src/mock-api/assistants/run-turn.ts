// One model turn of a run: the Assistants adapter over the mock model, plus the built-in tools' decisions.
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import type { Message, Run, RunStep } from '@loopscope/wire/assistants/types';
import { generateReply } from '../model/generate.ts';
import { describeScriptedTurn, scriptedTurnFor, type ModelScript } from '@loopscope/wire/model-script';
import { planCode } from './code-program.ts';
import type { Citation } from './run-record.ts';

export type TurnPlan =
  | { kind: 'code'; program: string }
  | { kind: 'search'; query: string }
  | { kind: 'calls'; calls: { name: string; arguments: string }[]; explanation: string }
  | { kind: 'text'; text: string; citation: Citation | null; explanation: string };

export interface TurnInput {
  run: Run;
  /** The thread's messages, oldest first. */
  messages: readonly Message[];
  /** This run's steps so far, oldest first. */
  steps: readonly RunStep[];
  /** True when file_search has at least one vector store with files to search. */
  canSearch: boolean;
  citation: Citation | null;
  codeError: string | null;
  now: Date;
  /** The user's model script, if any: a scripted turn is sent exactly as written. */
  script?: ModelScript | null;
}

export function messageText(message: Message): string {
  return message.content
    .map((part) => (part.type === 'text' ? part.text.value : ''))
    .filter(Boolean)
    .join('\n');
}

/** The thread and this run's function calls as a chat conversation, which is what the mock model reads. */
export function toChatMessages(input: Pick<TurnInput, 'run' | 'messages' | 'steps'>): ChatCompletionMessageParam[] {
  const chat: ChatCompletionMessageParam[] = [];
  if (input.run.instructions) chat.push({ role: 'system', content: input.run.instructions });
  for (const m of input.messages) chat.push({ role: m.role, content: messageText(m) });
  for (const step of input.steps) {
    if (step.step_details.type !== 'tool_calls') continue;
    const fns = step.step_details.tool_calls.filter((c) => c.type === 'function');
    if (fns.length === 0 || fns.some((c) => c.function.output === null)) continue;
    chat.push({
      role: 'assistant',
      content: null,
      tool_calls: fns.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.function.name, arguments: c.function.arguments },
      })),
    });
    for (const c of fns) chat.push({ role: 'tool', tool_call_id: c.id, content: c.function.output ?? '' });
  }
  return chat;
}

function stepKinds(steps: readonly RunStep[]): string[] {
  return steps.flatMap((s) =>
    s.step_details.type === 'tool_calls' ? s.step_details.tool_calls.map((c) => c.type) : ['message'],
  );
}

export function planTurn(input: TurnInput): TurnPlan {
  const { run } = input;
  const scripted = input.script ? scriptedTurnFor(input.script, toChatMessages(input)) : undefined;
  if (scripted) {
    const explanation = describeScriptedTurn(scripted.index, input.script!);
    const { turn } = scripted;
    return turn.kind === 'text'
      ? { kind: 'text', text: turn.content, citation: null, explanation }
      : { kind: 'calls', calls: turn.calls.map((c) => ({ ...c })), explanation };
  }
  const question = [...input.messages].reverse().find((m) => m.role === 'user');
  const request = question ? messageText(question) : '';
  const has = (type: string) => run.tools.some((t) => t.type === type);
  const done = stepKinds(input.steps);
  const choice = run.tool_choice ?? 'auto';
  const builtinsAllowed = choice !== 'none';
  const last = input.steps[input.steps.length - 1];
  const lastCall = last?.step_details.type === 'tool_calls' ? last.step_details.tool_calls[0] : undefined;

  if (lastCall?.type === 'code_interpreter') {
    if (input.codeError)
      return {
        kind: 'text',
        text: `The program failed: ${input.codeError}`,
        citation: null,
        explanation: 'the code_interpreter program failed',
      };
    const logs = lastCall.code_interpreter.outputs.flatMap((o) =>
      o.type === 'logs' ? o.logs.split('\n').filter(Boolean) : [],
    );
    const plan = planCode(request);
    return {
      kind: 'text',
      text: plan ? plan.answer(logs) : logs.join('\n'),
      citation: null,
      explanation: 'code_interpreter ran the program: answering from its output',
    };
  }
  if (lastCall?.type === 'file_search') return searchAnswer(input.citation);

  if (builtinsAllowed && has('code_interpreter') && !done.includes('code_interpreter')) {
    const plan = planCode(request);
    if (plan) return { kind: 'code', program: plan.program };
  }
  if (builtinsAllowed && has('file_search') && input.canSearch && !done.includes('file_search') && request.trim())
    return { kind: 'search', query: request };

  const tools: FunctionDefinition[] = run.tools.flatMap((t) =>
    t.type === 'function' ? [t.function as FunctionDefinition] : [],
  );
  const toolChoice =
    typeof choice === 'object'
      ? choice.type === 'function'
        ? { type: 'function' as const, function: { name: choice.function!.name } }
        : 'auto'
      : choice;
  const reply = generateReply({
    messages: toChatMessages(input),
    tools,
    toolChoice,
    parallelToolCalls: run.parallel_tool_calls !== false,
    responseFormat: undefined,
    now: input.now,
  });
  if (reply.toolCalls.length > 0) return { kind: 'calls', calls: reply.toolCalls, explanation: reply.explanation };
  return { kind: 'text', text: reply.content ?? '', citation: null, explanation: reply.explanation };
}

function searchAnswer(citation: Citation | null): TurnPlan {
  if (!citation)
    return {
      kind: 'text',
      text: 'I searched the attached files but found nothing about that.',
      citation: null,
      explanation: 'file_search found no matching chunk',
    };
  return {
    kind: 'text',
    text: `According to ${citation.filename}: "${citation.quote}"`,
    citation,
    explanation: `file_search ranked ${citation.filename} first (BM25+): quoting its best sentence`,
  };
}
