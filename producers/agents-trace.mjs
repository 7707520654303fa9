// The OpenAI Agents SDK's own tracing: a trace processor that keeps every trace and span export (what the SDK would
// send to OpenAI's traces backend) and writes them as one JSON file, for Loopscope's import.
import { writeFileSync } from 'node:fs';
import { Agent, Runner, tool, setTraceProcessors, OpenAIProvider } from '@openai/agents';
import OpenAI from 'openai';
import { z } from 'zod';
import { QUESTION, RESULT } from './weather-loop.mjs';

const origin = process.env.LOOPSCOPE_URL;
const out = process.argv[2];
const items = [];
const keep = (item) => {
  const json = item.toJSON();
  if (json) items.push(json);
};
setTraceProcessors([
  {
    onTraceStart: async () => {},
    onTraceEnd: async (trace) => keep(trace),
    onSpanStart: async () => {},
    onSpanEnd: async (span) => keep(span),
    shutdown: async () => {},
    forceFlush: async () => {},
  },
]);

const getWeather = tool({
  name: 'get_weather',
  description: 'Get the current weather for a city',
  parameters: z.object({ city: z.string() }),
  execute: async () => JSON.stringify(RESULT),
});
const weather = new Agent({
  name: 'Weather agent',
  instructions: 'You answer weather questions with get_weather.',
  handoffDescription: 'Answers weather questions.',
  tools: [getWeather],
});
const triage = Agent.create({
  name: 'Triage agent',
  instructions: 'Hand weather questions over to the weather agent.',
  handoffs: [weather],
});
const client = new OpenAI({ apiKey: 'sk-producer-agents', baseURL: `${origin}/v1`, maxRetries: 0 });
// Chat Completions: the SDK's generation spans then carry the messages in and out (Responses spans carry only an id).
const runner = new Runner({
  modelProvider: new OpenAIProvider({ openAIClient: client, useResponses: false }),
  workflowName: 'Weather handoff',
});
const result = await runner.run(triage, QUESTION);
// The exports as the SDK's OpenAI exporter sends them: `{ data: [trace, ...spans] }`.
writeFileSync(out, JSON.stringify({ data: items }, null, 2));
console.log(JSON.stringify({ finalOutput: result.finalOutput, items: items.length }));
