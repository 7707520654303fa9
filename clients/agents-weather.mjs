// The Agents SDK's weather agent the agents-*.mjs programs share: one `get_weather` function tool over loop.mjs's weather,
// the agent's instructions tagged for the capture log; each program picks the model, extra agent options or the tool's body.
import { Agent, tool } from '@openai/agents';
import { z } from 'zod';
import { instructionsFor, weatherTool } from './loop.mjs';

/** `model` undefined leaves the SDK's default model; `execute` replaces the tool's body (a failing service, say). */
export function weatherAgent(tag, { model, extra = {}, execute } = {}) {
  const weather = weatherTool();
  const getWeather = tool({
    name: 'get_weather',
    description: 'Get the current weather for a city',
    parameters: z.object({ city: z.string().describe('The city name') }),
    execute: execute ?? (async (args) => JSON.stringify(weather.run(args))),
  });
  const agent = new Agent({
    name: 'Weather agent',
    instructions: instructionsFor(tag),
    tools: [getWeather],
    ...(model ? { model } : {}),
    ...extra,
  });
  return { agent, calls: weather.calls };
}
