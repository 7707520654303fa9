// Doctor test loops for the stuck-loop rules: one tool call per turn, built as Chat, Responses or Assistants traffic.
import type { WireCall } from '../types';

/** One model turn: the call it made and the result the app sent back. */
export interface TurnSpec {
  name: string;
  args: object;
  result: unknown;
}

const text = (result: unknown) => (typeof result === 'string' ? result : JSON.stringify(result));
const fn = (name: string) => ({
  type: 'function',
  function: { name, description: `The ${name} tool.`, parameters: { type: 'object', properties: {} } },
});
const toolsOf = (turns: readonly TurnSpec[]) => [...new Set(turns.map((t) => t.name))].map(fn);
const user = { role: 'user', content: 'Is my report ready? Check the weather in Berlin too.' };

/** A Chat loop: request k carries the first k turns (each an assistant call and its tool message); request 0 only the question. */
export function chatLoop(turns: readonly TurnSpec[], extra: object = {}): WireCall[] {
  const tools = toolsOf(turns);
  return [...turns, null].map((_, k) => {
    const messages: unknown[] = [user];
    turns.slice(0, k).forEach((t, j) => {
      messages.push({
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: `call_${j}`, type: 'function', function: { name: t.name, arguments: JSON.stringify(t.args) } },
        ],
      });
      messages.push({ role: 'tool', tool_call_id: `call_${j}`, content: text(t.result) });
    });
    return { style: 'chat', request: { model: 'gpt-4o', messages, tools, ...extra }, response: null };
  });
}

/** The same loop in Responses with previous_response_id: each request sends only the new output; calls come from responses. */
export function responsesLoop(turns: readonly TurnSpec[]): WireCall[] {
  const tools = toolsOf(turns).map((t) => ({ type: 'function', ...t.function }));
  const out = (j: number) => ({
    id: `resp_${j}`,
    object: 'response',
    output: [
      {
        type: 'function_call',
        id: `fc_${j}`,
        call_id: `call_${j}`,
        name: turns[j]!.name,
        arguments: JSON.stringify(turns[j]!.args),
      },
    ],
  });
  const calls: WireCall[] = [
    { style: 'responses', request: { model: 'gpt-4o', input: [user], tools }, response: out(0) },
  ];
  turns.forEach((t, j) => {
    const next = j + 1 < turns.length ? out(j + 1) : { id: `resp_${j + 1}`, object: 'response', output: [] };
    calls.push({
      style: 'responses',
      request: {
        model: 'gpt-4o',
        previous_response_id: `resp_${j}`,
        input: [{ type: 'function_call_output', call_id: `call_${j}`, output: text(t.result) }],
        tools,
      },
      response: next,
    });
  });
  return calls;
}

/** The same loop in Assistants: a run in requires_action per turn, answered by submit_tool_outputs. */
export function assistantsLoop(turns: readonly TurnSpec[]): WireCall[] {
  const run = (j: number) => ({
    id: 'run_1',
    object: 'thread.run',
    thread_id: 'thread_1',
    status: 'requires_action',
    required_action: {
      type: 'submit_tool_outputs',
      submit_tool_outputs: {
        tool_calls: [
          {
            id: `call_${j}`,
            type: 'function',
            function: { name: turns[j]!.name, arguments: JSON.stringify(turns[j]!.args) },
          },
        ],
      },
    },
  });
  const calls: WireCall[] = [
    {
      style: 'assistants',
      method: 'POST',
      path: '/threads/thread_1/runs',
      request: { assistant_id: 'asst_1' },
      response: run(0),
    },
  ];
  turns.forEach((t, j) => {
    const next =
      j + 1 < turns.length
        ? run(j + 1)
        : { id: 'run_1', object: 'thread.run', thread_id: 'thread_1', status: 'queued' };
    calls.push({
      style: 'assistants',
      method: 'POST',
      path: '/threads/thread_1/runs/run_1/submit_tool_outputs',
      request: { tool_outputs: [{ tool_call_id: `call_${j}`, output: text(t.result) }] },
      response: next,
    });
  });
  return calls;
}

export const weather: TurnSpec = {
  name: 'get_weather',
  args: { city: 'Berlin' },
  result: { temperature: 18, condition: 'sunny' },
};
export const report = (status: string): TurnSpec => ({
  name: 'check_report',
  args: { id: 'rep_7' },
  result: { status },
});
export const failing = (args: object, error = 'Invalid date format'): TurnSpec => ({
  name: 'book_flight',
  args,
  result: { error },
});
export const times = (turn: TurnSpec, n: number): TurnSpec[] => Array.from({ length: n }, () => turn);

/** Shaped as cases.ts's `RuleCase` (not imported: cases.ts imports this file); each bad loop's last request is where the rule speaks. */
export const LOOP_CASES: Record<string, { bad: WireCall[]; at: string; good: WireCall[] }> = {
  'repeated-tool-call': {
    bad: chatLoop(times(weather, 3)),
    at: 'messages[6].content',
    good: chatLoop([weather, { ...weather, args: { city: 'Tokyo' } }, { ...weather, args: { city: 'Paris' } }]),
  },
  'alternating-tools': {
    bad: chatLoop([weather, report('ready'), weather, report('ready')]),
    at: 'messages[8].content',
    good: chatLoop([
      weather,
      report('ready'),
      { ...weather, args: { city: 'Tokyo' } },
      { ...report('ready'), args: { id: 'rep_8' } },
    ]),
  },
  'polling-unchanged': {
    bad: chatLoop(times(report('pending'), 4)),
    at: 'messages[8].content',
    good: chatLoop([report('pending'), report('pending'), report('running'), report('done')]),
  },
  'repeated-tool-failure': {
    bad: chatLoop([failing({ date: '12/03' }), failing({ date: '03-12' }), failing({ date: 'Dec 3' })]),
    at: 'messages[6].content',
    good: chatLoop([
      failing({ date: '12/03' }, 'Invalid date format: use YYYY-MM-DD'),
      failing({ date: '2026-12-03' }, 'No flights on 2026-12-03'),
      { name: 'book_flight', args: { date: '2026-12-04' }, result: { booked: true } },
    ]),
  },
  'step-budget-exceeded': {
    bad: chatLoop(Array.from({ length: 10 }, (_, i) => ({ ...weather, args: { city: `City ${i}` } }))),
    at: 'tool_choice',
    good: chatLoop(Array.from({ length: 9 }, (_, i) => ({ ...weather, args: { city: `City ${i}` } }))),
  },
};
