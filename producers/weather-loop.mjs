// The weather loop every producer runs: one tool call answered with the same result, then the final answer.
export const QUESTION = "What's the weather in Paris?";
export const RESULT = { city: 'Paris', temperature_c: 17, condition: 'light drizzle', humidity: 81 };
const tools = [
  {
    type: 'function',
    function: {
      name: 'get_weather',
      description: 'Get the current weather for a city',
      parameters: {
        type: 'object',
        properties: { city: { type: 'string' } },
        required: ['city'],
        additionalProperties: false,
      },
    },
  },
];

/** Runs the Chat Completions loop with a client (instrumented or not); returns the final answer's text. */
export async function weatherLoop(client) {
  const messages = [
    { role: 'system', content: 'You are a weather assistant.' },
    { role: 'user', content: QUESTION },
  ];
  for (let step = 0; step < 4; step += 1) {
    const reply = await client.chat.completions.create({ model: 'gpt-5.4-mini', messages, tools });
    const message = reply.choices[0].message;
    messages.push(message);
    if (!message.tool_calls?.length) return message.content;
    for (const call of message.tool_calls)
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(RESULT) });
  }
  throw new Error('the loop did not end in 4 steps');
}

const responsesTools = tools.map((t) => ({ type: 'function', ...t.function, strict: true }));

/** The same loop on the Responses API (instructions, function_call and function_call_output items); the final text. */
export async function responsesWeatherLoop(client) {
  const input = [{ role: 'user', content: QUESTION }];
  for (let step = 0; step < 4; step += 1) {
    const reply = await client.responses.create({
      model: 'gpt-5.4-mini',
      instructions: 'You are a weather assistant.',
      input,
      tools: responsesTools,
    });
    const calls = reply.output.filter((item) => item.type === 'function_call');
    if (!calls.length) return reply.output_text;
    // The whole output goes back, reasoning items included: a reasoning model's calls are refused without them.
    input.push(
      ...reply.output,
      ...calls.map((call) => ({ type: 'function_call_output', call_id: call.call_id, output: JSON.stringify(RESULT) })),
    );
  }
  throw new Error('the loop did not end in 4 steps');
}
