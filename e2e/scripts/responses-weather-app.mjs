// The "user's app" of the live-capture test: the official openai SDK runs a Responses weather loop (chained with
// previous_response_id), configured only by OPENAI_BASE_URL and OPENAI_API_KEY. It asks, prints the calls, waits for a
// line on stdin, then sends the tool outputs and prints the answer. A reasoning model, as today's apps use: its output
// carries reasoning items (ids into the server's store), which the opened session must replay without.
import { createInterface } from 'node:readline';
import OpenAI from 'openai';

const client = new OpenAI({ maxRetries: 0 });
const MODEL = 'gpt-5.5';
const tools = [
  {
    type: 'function',
    name: 'get_weather',
    description: 'Get current weather for a city',
    parameters: {
      type: 'object',
      properties: { city: { type: 'string', description: 'City name to get weather for' } },
      required: ['city'],
      additionalProperties: false,
    },
    strict: true,
  },
];
/** The app's own tool: what a real app would compute, here a fixed reading per city. */
const weather = (city) =>
  JSON.stringify({
    city,
    temperature: city === 'Berlin' ? 18 : 28,
    unit: '°C',
    condition: city === 'Berlin' ? 'Partly cloudy' : 'Sunny',
  });

const first = await client.responses.create({ model: MODEL, input: "What's the weather in Berlin and Tokyo?", tools });
const calls = first.output.filter((item) => item.type === 'function_call');
console.log(`asked: ${calls.map((call) => call.name).join(', ')}`);

const lines = createInterface({ input: process.stdin });
await new Promise((resolve) => lines.once('line', resolve));
lines.close();

const outputs = calls.map((call) => ({
  type: 'function_call_output',
  call_id: call.call_id,
  output: weather(JSON.parse(call.arguments).city),
}));
const second = await client.responses.create({ model: MODEL, previous_response_id: first.id, input: outputs, tools });
console.log(`answered: ${second.output_text}`);
