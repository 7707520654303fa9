// The Vercel AI SDK (ai + @ai-sdk/openai): generateText and streamText with a tool over openai.responses and openai.chat, ToolLoopAgent, Output.object.
import { createOpenAI } from '@ai-sdk/openai';
import { Output, ToolLoopAgent, generateText, stepCountIs, streamText, tool } from 'ai';
import { z } from 'zod';
import { API_KEY, BASE_URL, MODEL, QUESTION, check, instructionsFor, report, weatherTool } from './loop.mjs';

const openai = createOpenAI({ apiKey: API_KEY, baseURL: BASE_URL });
const results = [];

function options(tag, model) {
  const weather = weatherTool();
  const tools = {
    get_weather: tool({
      description: 'Get the current weather for a city',
      inputSchema: z.object({ city: z.string().describe('The city name') }),
      execute: async (args) => weather.run(args),
    }),
  };
  return {
    calls: weather.calls,
    settings: { model, system: instructionsFor(tag), prompt: QUESTION, tools, stopWhen: stepCountIs(5) },
  };
}

for (const [api, model] of [
  ['openai.responses', () => openai.responses(MODEL)],
  ['openai.chat', () => openai.chat(MODEL)],
]) {
  await check(results, `AI SDK generateText, ${api}`, `ai-generate-${api}`, async (tag) => {
    const { calls, settings } = options(tag, model());
    const result = await generateText(settings);
    return { text: result.text, calls };
  });
  await check(results, `AI SDK streamText, ${api}`, `ai-stream-${api}`, async (tag) => {
    const { calls, settings } = options(tag, model());
    const result = streamText(settings);
    let streamed = '';
    for await (const delta of result.textStream) streamed += delta;
    const text = await result.text;
    // textStream carries every step's text; the last step's text is the answer, so the stream must end with it.
    const fault = streamed.endsWith(text)
      ? undefined
      : `textStream ${JSON.stringify(streamed)} does not end with the final text`;
    return { text, calls, fault };
  });
}

await check(results, 'AI SDK ToolLoopAgent.generate, openai.responses', 'ai-tool-loop-agent', async (tag) => {
  const { calls, settings } = options(tag, openai.responses(MODEL));
  const agent = new ToolLoopAgent({
    model: settings.model,
    instructions: settings.system,
    tools: settings.tools,
    stopWhen: settings.stopWhen,
  });
  const result = await agent.generate({ prompt: QUESTION });
  return { text: result.text, calls };
});

for (const [api, model] of [
  ['openai.responses', () => openai.responses(MODEL)],
  ['openai.chat', () => openai.chat(MODEL)],
]) {
  await check(
    results,
    `AI SDK generateText with Output.object, ${api}`,
    `ai-output-${api}`,
    async (tag) => {
      const { calls, settings } = options(tag, model());
      const schema = z.object({ city: z.string(), temperature_c: z.number(), condition: z.string() });
      const result = await generateText({ ...settings, output: Output.object({ schema }) });
      return { text: result.output, calls };
    },
    { structured: true },
  );
}

report(results);
