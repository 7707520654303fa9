// A small app for the loop-test example (clients/weather-app.loop.yaml): asks about the weather in one city, runs the
// get_weather tool the model calls, prints the answer. Reads OPENAI_BASE_URL and OPENAI_API_KEY like any openai SDK app.
import OpenAI from 'openai';

const city = process.env.WEATHER_CITY || 'Paris';
const client = new OpenAI({ maxRetries: 0 });
const tools = [
  {
    type: 'function',
    function: {
      name: 'get_weather',
      description: 'Get the current weather for a city',
      parameters: {
        type: 'object',
        properties: { city: { type: 'string', description: 'The city name' } },
        required: ['city'],
        additionalProperties: false,
      },
    },
  },
];
/** The tool itself: a fixed reading, so the loop is the same on every run. */
const getWeather = ({ city: asked }) => ({ city: asked, temperature_c: 17, condition: 'light drizzle' });

const messages = [
  { role: 'system', content: 'You are a weather assistant.' },
  { role: 'user', content: `What's the weather in ${city}?` },
];
for (let step = 0; step < 5; step++) {
  const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, tools });
  const message = completion.choices[0].message;
  messages.push(message);
  if (!message.tool_calls?.length) {
    console.log(message.content);
    process.exit(0);
  }
  for (const call of message.tool_calls) {
    messages.push({
      role: 'tool',
      tool_call_id: call.id,
      content: JSON.stringify(getWeather(JSON.parse(call.function.arguments))),
    });
  }
}
console.error('weather-app: no answer after 5 steps');
process.exit(1);
