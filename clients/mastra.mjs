// Mastra (@mastra/core): an Agent with a createTool tool, generate and stream, on AI SDK OpenAI models and on Mastra's
// model router (Responses and Chat Completions).
import { createOpenAI } from '@ai-sdk/openai';
import { Agent } from '@mastra/core/agent';
import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { API_KEY, BASE_URL, MODEL, QUESTION, check, instructionsFor, report, weatherTool } from './loop.mjs';

const openai = createOpenAI({ apiKey: API_KEY, baseURL: BASE_URL });
const results = [];

function weatherAgent(tag, model) {
  const weather = weatherTool();
  const getWeather = createTool({
    id: 'get_weather',
    description: 'Get the current weather for a city',
    inputSchema: z.object({ city: z.string().describe('The city name') }),
    // Mastra 1.x passes the validated input first (0.x passed { context }).
    execute: async (input) => weather.run(input?.context ?? input),
  });
  const agent = new Agent({
    id: 'weather-agent',
    name: 'Weather agent',
    instructions: instructionsFor(tag),
    model,
    tools: { get_weather: getWeather },
  });
  return { agent, calls: weather.calls };
}

const MODELS = [
  ['openai.responses', () => openai.responses(MODEL)],
  ['openai.chat', () => openai.chat(MODEL)],
  // Mastra's own model router, OpenAI-compatible config: no AI SDK provider of the user's.
  [
    'model router {id, url, api: responses}',
    () => ({ id: `openai/${MODEL}`, url: BASE_URL, apiKey: API_KEY, api: 'responses' }),
  ],
  ['model router {id, url, api: chat}', () => ({ id: `openai/${MODEL}`, url: BASE_URL, apiKey: API_KEY, api: 'chat' })],
];
for (const [api, model] of MODELS) {
  await check(results, `Mastra Agent.generate, ${api}`, `mastra-generate-${api}`, async (tag) => {
    const { agent, calls } = weatherAgent(tag, model());
    const result = await agent.generate(QUESTION, { maxSteps: 5 });
    return { text: result.text, calls };
  });
  await check(results, `Mastra Agent.stream, ${api}`, `mastra-stream-${api}`, async (tag) => {
    const { agent, calls } = weatherAgent(tag, model());
    const result = await agent.stream(QUESTION, { maxSteps: 5 });
    let streamed = '';
    for await (const delta of result.textStream) streamed += delta;
    const text = await result.text;
    const fault = streamed.endsWith(text)
      ? undefined
      : `textStream ${JSON.stringify(streamed)} does not end with the final text`;
    return { text, calls, fault };
  });
}

report(results);
