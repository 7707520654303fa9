// The Vercel AI SDK 6's own telemetry (experimental_telemetry: `ai.*` span attributes, the form AI SDK ≤ 6 emits; 7 moved
// to GenAI conventions) around generateText (or streamText) with a tool, exporting its spans over OTLP/HTTP JSON to Loopscope.
import { NodeTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { createOpenAI } from '@ai-sdk/openai';
import { generateText, jsonSchema, stepCountIs, streamText, tool } from 'ai';
import { QUESTION, RESULT } from './weather-loop.mjs';

const origin = process.env.LOOPSCOPE_URL;
const otlp = process.env.OTLP_ORIGIN ?? origin;
// `chat` picks the Chat Completions model (provider "openai.chat"); the default is the Responses one ("openai.responses").
// `stream` runs streamText (ai.streamText.doStream spans) instead of generateText.
const api = process.argv.includes('chat') ? 'chat' : 'responses';
const streamed = process.argv.includes('stream');
const tracerProvider = new NodeTracerProvider({
  spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${otlp}/otlp/v1/traces` }))],
});
tracerProvider.register();
const openai = createOpenAI({ apiKey: 'sk-producer-ai-sdk', baseURL: `${origin}/v1` });
const getWeather = tool({
  description: 'Get the current weather for a city',
  inputSchema: jsonSchema({
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  }),
  execute: async () => RESULT,
});
const options = {
  model: api === 'chat' ? openai.chat('gpt-5.4-mini') : openai.responses('gpt-5.4-mini'),
  system: 'You are a weather assistant.',
  prompt: QUESTION,
  tools: { get_weather: getWeather },
  stopWhen: stepCountIs(4),
  experimental_telemetry: { isEnabled: true, functionId: 'weather' },
};
let result;
if (streamed) {
  const stream = streamText(options);
  for await (const _ of stream.textStream);
  result = { text: await stream.text, steps: await stream.steps };
} else result = await generateText(options);
await tracerProvider.forceFlush();
await tracerProvider.shutdown();
console.log(JSON.stringify({ text: result.text, steps: result.steps.length }));
