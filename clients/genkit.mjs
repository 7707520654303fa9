// Genkit with its OpenAI-compatible plugins (@genkit-ai/compat-oai, generic and openai): generate, generateStream and
// output schemas, over Chat Completions (the plugins have no Responses path: checked and said below).
import openAICompatible from '@genkit-ai/compat-oai';
import { openAI } from '@genkit-ai/compat-oai/openai';
import { genkit, z } from 'genkit';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API_KEY,
  BASE_URL,
  MODEL,
  QUESTION,
  capturedExchanges,
  check,
  instructionsFor,
  note,
  report,
  runCase,
  taggedWith,
  weatherTool,
} from './loop.mjs';

// The generic plugin knows nothing of the model (no constrained output: Genkit writes the schema into the prompt);
// the openai plugin knows gpt-4o-mini supports structured outputs (Genkit sends response_format json_schema).
const ai = genkit({
  plugins: [
    openAICompatible({ name: 'loopscope', apiKey: API_KEY, baseURL: BASE_URL }),
    openAI({ apiKey: API_KEY, baseURL: BASE_URL }),
  ],
});
const weather = weatherTool();
const getWeather = ai.defineTool(
  {
    name: 'get_weather',
    description: 'Get the current weather for a city',
    inputSchema: z.object({ city: z.string().describe('The city name') }),
    outputSchema: z.any(),
  },
  async (args) => weather.run(args),
);
const results = [];
const request = (tag, plugin = 'loopscope') => ({
  model: `${plugin}/${MODEL}`,
  system: instructionsFor(tag),
  prompt: QUESTION,
  tools: [getWeather],
  maxTurns: 5,
});
const schema = z.object({ city: z.string(), temperature_c: z.number(), condition: z.string() });

for (const plugin of ['loopscope', 'openai']) {
  const label = plugin === 'openai' ? 'openai plugin' : 'generic compat plugin';
  await check(results, `Genkit ai.generate, ${label}`, `genkit-generate-${plugin}`, async (tag) => {
    weather.calls.length = 0;
    const response = await ai.generate(request(tag, plugin));
    return { text: response.text, calls: [...weather.calls] };
  });
}

await check(results, 'Genkit ai.generateStream, generic compat plugin', 'genkit-stream', async (tag) => {
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
  const fault =
    lastTurn === text
      ? undefined
      : `the streamed chunks of the last turn ${JSON.stringify(lastTurn)} differ from response.text`;
  return { text, calls: [...weather.calls], fault };
});

for (const [plugin, how] of [
  ['loopscope', 'the schema in the prompt'],
  ['openai', 'response_format json_schema'],
]) {
  await check(
    results,
    `Genkit ai.generate with an output schema (${how})`,
    `genkit-output-${plugin}`,
    async (tag) => {
      weather.calls.length = 0;
      // The openai plugin sends json_schema only for models it lists as constrained, all with a shutdown date
      // (gpt-4o-mini goes 2027-01-14; its gpt-5.x entries are not): this one case keeps gpt-4o-mini until the plugin lists another.
      const model = plugin === 'openai' ? { model: 'openai/gpt-4o-mini' } : {};
      const response = await ai.generate({ ...request(tag, plugin), ...model, output: { schema } });
      // Each path must go over the wire the way its label says, or the case tests nothing new.
      const bodies = (await capturedExchanges(taggedWith(tag))).map((e) => JSON.parse(e.requestBody));
      const native = bodies.some((b) => b.response_format?.type === 'json_schema');
      if (native !== (plugin === 'openai'))
        throw new Error(`Genkit ${native ? 'sent' : 'did not send'} response_format json_schema`);
      return { text: response.output, calls: [...weather.calls] };
    },
    { structured: true },
  );
}

// Only Chat Completions above, because the plugins offer nothing else: their model code calls chat.completions (and
// images, audio, embeddings) and never client.responses, and no option picks another API. Checked on the installed
// code and on this run's requests, so an upgrade that adds a Responses path fails here until the suite covers it.
await runCase(results, 'Genkit: which APIs its OpenAI plugins speak', async () => {
  const lib = dirname(fileURLToPath(import.meta.resolve('@genkit-ai/compat-oai')));
  const { version } = JSON.parse(readFileSync(join(lib, '..', 'package.json'), 'utf8'));
  const code = readdirSync(lib, { recursive: true })
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => readFileSync(join(lib, f), 'utf8'))
    .join('\n');
  const calls = [...new Set(code.match(/client\.[\w.]+(?=\()/g) ?? [])].sort();
  const responses = calls.filter((c) => c.includes('.responses.'));
  if (responses.length)
    throw new Error(
      `@genkit-ai/compat-oai ${version} calls ${responses.join(', ')}: it has a Responses path now, add that mode to clients/genkit.mjs`,
    );
  const paths = [
    ...new Set(
      (await capturedExchanges((e) => /\[suite:genkit-/.test(e.requestBody ?? ''))).map((e) =>
        new URL(e.url, 'http://127.0.0.1').pathname.replace(/^\/proxy/, ''),
      ),
    ),
  ];
  if (paths.join() !== '/v1/chat/completions')
    throw new Error(`Genkit's requests went to ${paths.join(', ') || 'nowhere'}`);
  note(
    `Genkit covers Chat Completions only: @genkit-ai/compat-oai ${version} has no Responses API path (its client calls: ${calls.join(', ')}; no option selects /v1/responses), and every Genkit request of this run went to /v1/chat/completions`,
  );
});

report(results);
