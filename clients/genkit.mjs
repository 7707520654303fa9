// Genkit with its OpenAI-compatible plugin (@genkit-ai/compat-oai, Chat Completions): ai.generate and ai.generateStream with a defineTool tool.
import openAICompatible from '@genkit-ai/compat-oai';
import { genkit, z } from 'genkit';
import { API_KEY, BASE_URL, MODEL, QUESTION, check, instructionsFor, report, weatherTool } from './loop.mjs';

const ai = genkit({ plugins: [openAICompatible({ name: 'loopscope', apiKey: API_KEY, baseURL: BASE_URL })] });
const weather = weatherTool();
const getWeather = ai.defineTool(
  { name: 'get_weather', description: 'Get the current weather for a city', inputSchema: z.object({ city: z.string().describe('The city name') }), outputSchema: z.any() },
  async (args) => weather.run(args),
);
const results = [];
const request = (tag) => ({ model: `loopscope/${MODEL}`, system: instructionsFor(tag), prompt: QUESTION, tools: [getWeather], maxTurns: 5 });

await check(results, 'Genkit ai.generate', 'genkit-generate', async (tag) => {
  weather.calls.length = 0;
  const response = await ai.generate(request(tag));
  return { text: response.text, calls: [...weather.calls] };
});

await check(results, 'Genkit ai.generateStream', 'genkit-stream', async (tag) => {
  weather.calls.length = 0;
  const { stream, response } = ai.generateStream(request(tag));
  let lastTurn = '';
  let turn = -1;
  for await (const chunk of stream) {
    // Chunks carry their turn's index; the answer is the text of the last turn.
    if (chunk.index !== turn) {
      turn = chunk.index;
      lastTurn = '';
    }
    lastTurn += chunk.text;
  }
  const text = (await response).text;
  const fault = lastTurn === text ? undefined : `the streamed chunks of the last turn ${JSON.stringify(lastTurn)} differ from response.text`;
  return { text, calls: [...weather.calls], fault };
});

report(results);
