// The default scenario: the weather walkthrough of seeds/001, so a learner sees the payloads of the page they read.
import type { ChatCompletionCreateParams, ChatCompletionMessageParam } from '@loopscope/wire/chat-types';
import type { ReplyScript, ScriptedToolCall } from './reply-script.ts';

export const SEED_QUESTION = "What's the weather in Berlin and Tokyo? Also, convert 18°C to Fahrenheit.";

export const SEED_CALLS: readonly ScriptedToolCall[] = [
  { id: 'call_xK9f2a', name: 'get_weather', arguments: '{"city": "Berlin", "unit": "celsius"}' },
  { id: 'call_mP7b3c', name: 'get_weather', arguments: '{"city": "Tokyo", "unit": "celsius"}' },
  {
    id: 'call_qR4d5e',
    name: 'convert_temperature',
    arguments: '{"value": 18.0, "from_unit": "celsius", "to_unit": "fahrenheit"}',
  },
];

/** What the walkthrough's mock tools return, compared as parsed JSON (spacing may differ). */
const SEED_RESULTS: Record<string, unknown> = {
  call_xK9f2a: { city: 'Berlin', temperature: 18, unit: '°C', condition: 'Partly cloudy', humidity: 65 },
  call_mP7b3c: { city: 'Tokyo', temperature: 28, unit: '°C', condition: 'Sunny', humidity: 45 },
  call_qR4d5e: { original: 18.0, converted: 64.4, from_unit: 'celsius', to_unit: 'fahrenheit' },
};

export const SEED_FINAL_TEXT =
  "Here's what I found:\n\n**Berlin**: 18°C, partly cloudy, humidity at 65%.\n**Tokyo**: 28°C, sunny, humidity at 45%.\n\nAnd 18°C converts to **64.4°F**.";

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function text(m: ChatCompletionMessageParam | undefined): string {
  return m && typeof m.content === 'string' ? normalise(m.content) : '';
}

function hasSeedTools(request: ChatCompletionCreateParams): boolean {
  const names = new Set((request.tools ?? []).map((t) => (t.type === 'function' ? t.function.name : '')));
  return names.has('get_weather') && names.has('convert_temperature');
}

function sameJson(text: string, expected: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(expected);
  } catch {
    return false;
  }
}

/** Turn 1: the question is the last message. */
function isQuestion(request: ChatCompletionCreateParams): boolean {
  const last = request.messages[request.messages.length - 1];
  return hasSeedTools(request) && last?.role === 'user' && text(last) === normalise(SEED_QUESTION);
}

/** Turn 2: the question, the three pinned calls, and the walkthrough's three results, in that order. */
function isResults(request: ChatCompletionCreateParams): boolean {
  const m = request.messages;
  if (!hasSeedTools(request) || m.length < 5) return false;
  const [question, assistant, ...results] = m.slice(-5);
  if (question?.role !== 'user' || text(question) !== normalise(SEED_QUESTION)) return false;
  if (
    assistant?.role !== 'assistant' ||
    assistant.tool_calls?.map((c) => c.id).join() !== SEED_CALLS.map((c) => c.id).join()
  )
    return false;
  return results.every(
    (r, i) =>
      r.role === 'tool' &&
      r.tool_call_id === SEED_CALLS[i]!.id &&
      typeof r.content === 'string' &&
      sameJson(r.content, SEED_RESULTS[r.tool_call_id]),
  );
}

export const seedWeatherScenario: ReplyScript = {
  id: 'seed-weather',
  title: 'Payload walkthrough: the weather assistant',
  turns: [
    {
      // Named by the request it answers, as the inspector and the timeline number requests (the walkthrough's "step 2"
      // is its second file, which a learner read as a second request).
      name: 'Answer to request 1: three parallel tool calls',
      matches: isQuestion,
      reply: { completionId: 'chatcmpl-abc123', content: null, toolCalls: [...SEED_CALLS] },
    },
    {
      name: 'Answer to request 2: the final answer',
      matches: isResults,
      reply: { completionId: 'chatcmpl-def456', content: SEED_FINAL_TEXT },
    },
  ],
};
