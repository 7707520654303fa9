// The OpenAI Agents SDK (@openai/agents): Responses and Chat Completions models, streaming, the default model, a handoff, agent.asTool and outputType.
import {
  Agent,
  OpenAIChatCompletionsModel,
  OpenAIResponsesModel,
  run,
  setDefaultOpenAIClient,
  setTracingDisabled,
} from '@openai/agents';
import OpenAI from 'openai';
import { z } from 'zod';
import {
  API_KEY,
  BASE_URL,
  MODEL,
  QUESTION,
  capturedExchanges,
  check,
  instructionsFor,
  report,
  taggedWith,
} from './loop.mjs';
import { weatherAgent } from './agents-weather.mjs';

const client = new OpenAI({ apiKey: API_KEY, baseURL: BASE_URL });
setDefaultOpenAIClient(client);
setTracingDisabled(true);
const results = [];

const models = {
  Responses: () => new OpenAIResponsesModel(client, MODEL),
  'Chat Completions': () => new OpenAIChatCompletionsModel(client, MODEL),
};
for (const [api, model] of Object.entries(models)) {
  await check(results, `Agents SDK run(), ${api} model`, `agents-${api}`, async (tag) => {
    const { agent, calls } = weatherAgent(tag, { model: model() });
    const result = await run(agent, QUESTION);
    return { text: result.finalOutput, calls };
  });
  await check(results, `Agents SDK run({stream: true}), ${api} model`, `agents-${api}-stream`, async (tag) => {
    const { agent, calls } = weatherAgent(tag, { model: model() });
    const stream = await run(agent, QUESTION, { stream: true });
    let text = '';
    for await (const chunk of stream.toTextStream()) text += chunk;
    await stream.completed;
    // The text streamed for the last turn is the final output.
    const fault = text.endsWith(stream.finalOutput)
      ? undefined
      : `the text stream ${JSON.stringify(text)} does not end in finalOutput`;
    return { text: stream.finalOutput, calls, fault };
  });
}

await check(results, 'Agents SDK, the default model (no model set)', 'agents-default-model', async (tag) => {
  const { agent, calls } = weatherAgent(tag);
  const result = await run(agent, QUESTION);
  // The case is only about the default if the SDK chose the model: every request must carry its own choice.
  const models = new Set((await capturedExchanges(taggedWith(tag))).map((e) => JSON.parse(e.requestBody).model));
  if (!models.size || models.has(MODEL))
    throw new Error(`the requests carried ${[...models].join(', ')}, not the SDK's default model`);
  return { text: result.finalOutput, calls };
});

await check(results, 'Agents SDK handoff (triage → Weather agent)', 'agents-handoff', async (tag) => {
  const { agent: specialist, calls } = weatherAgent(tag, {
    model: models.Responses(),
    extra: { handoffDescription: 'Answers questions about the weather' },
  });
  const triage = new Agent({
    name: 'Triage agent',
    instructions: `${instructionsFor(tag)} Hand weather questions to the Weather agent.`,
    handoffs: [specialist],
    model: models.Responses(),
  });
  const result = await run(triage, QUESTION);
  if (result.lastAgent?.name !== 'Weather agent')
    throw new Error(`the run ended with ${result.lastAgent?.name}, not the Weather agent`);
  if (/transfer_to/i.test(result.finalOutput))
    throw new Error(`the final answer reports the transfer call: ${JSON.stringify(result.finalOutput)}`);
  return { text: result.finalOutput, calls };
});

await check(results, 'Agents SDK agent.asTool()', 'agents-as-tool', async (tag) => {
  const { agent: specialist, calls } = weatherAgent(tag, { model: models.Responses() });
  const orchestrator = new Agent({
    name: 'Orchestrator',
    instructions: `${instructionsFor(tag)} Use the weather agent tool for weather questions.`,
    model: models.Responses(),
    tools: [
      specialist.asTool({
        toolName: 'weather_agent',
        toolDescription: 'Ask the weather agent about the weather in a city',
      }),
    ],
  });
  const result = await run(orchestrator, QUESTION);
  if (/\.\.$/.test(result.finalOutput))
    throw new Error(`the final answer ends with "..": ${JSON.stringify(result.finalOutput)}`);
  return { text: result.finalOutput, calls };
});

await check(
  results,
  'Agents SDK outputType (zod object)',
  'agents-output-type',
  async (tag) => {
    const outputType = z.object({ city: z.string(), temperature_c: z.number(), condition: z.string() });
    const { agent, calls } = weatherAgent(tag, { model: models.Responses(), extra: { outputType } });
    const result = await run(agent, QUESTION);
    return { text: result.finalOutput, calls };
  },
  { structured: true },
);

report(results);
