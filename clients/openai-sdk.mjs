// The openai SDK's own helpers (runTools, chat.completions.parse, responses.stream, Assistants createAndPoll and
// stream) in the package named by argv[2], and a shut-down model's 404.
import assert from 'node:assert/strict';
import {
  API_KEY,
  BASE_URL,
  MODEL,
  QUESTION,
  WEATHER_PARAMETERS,
  check,
  instructionsFor,
  note,
  report,
  runCase,
  weatherTool,
} from './loop.mjs';

const pkg = process.argv[2] ?? 'openai';
const { default: OpenAI } = await import(pkg);
const { VERSION: version } = await import(`${pkg}/version.mjs`).catch(() => ({ VERSION: '?' }));
const client = new OpenAI({ apiKey: API_KEY, baseURL: BASE_URL });
const label = `${pkg}@${version}`;
const chatTool = {
  type: 'function',
  function: {
    name: 'get_weather',
    description: 'Get the current weather for a city',
    parameters: WEATHER_PARAMETERS,
    strict: true,
  },
};
const responsesTool = {
  type: 'function',
  name: 'get_weather',
  description: 'Get the current weather for a city',
  parameters: WEATHER_PARAMETERS,
  strict: true,
};
const messagesFor = (tag) => [
  { role: 'system', content: instructionsFor(tag) },
  { role: 'user', content: QUESTION },
];
const results = [];

for (const stream of [false, true]) {
  await check(
    results,
    `${label} chat.completions.runTools${stream ? ' (stream)' : ''}`,
    `${pkg}-runtools-${stream}`,
    async (tag) => {
      const tool = weatherTool();
      const runner = client.chat.completions.runTools({
        model: MODEL,
        messages: messagesFor(tag),
        stream,
        tools: [
          {
            type: 'function',
            function: {
              name: 'get_weather',
              description: 'Get the current weather for a city',
              parameters: WEATHER_PARAMETERS,
              parse: JSON.parse,
              function: (args) => tool.run(args),
            },
          },
        ],
      });
      return { text: await runner.finalContent(), calls: tool.calls };
    },
  );
}

const weatherSchema = {
  type: 'object',
  properties: { city: { type: 'string' }, temperature_c: { type: 'number' }, condition: { type: 'string' } },
  required: ['city', 'temperature_c', 'condition'],
  additionalProperties: false,
};
await check(
  results,
  `${label} chat.completions.parse (json_schema)`,
  `${pkg}-parse`,
  async (tag) => {
    const tool = weatherTool();
    const messages = messagesFor(tag);
    const response_format = {
      type: 'json_schema',
      json_schema: { name: 'weather', schema: weatherSchema, strict: true },
    };
    for (let step = 0; step < 4; step += 1) {
      const reply = await client.chat.completions.parse({ model: MODEL, messages, tools: [chatTool], response_format });
      const message = reply.choices[0].message;
      messages.push(message);
      if (!message.tool_calls?.length) return { text: message.parsed, calls: tool.calls };
      for (const call of message.tool_calls) {
        // parse() fills parsed_arguments for strict function tools: that is what the tool gets.
        messages.push({
          role: 'tool',
          tool_call_id: call.id,
          content: JSON.stringify(tool.run(call.function.parsed_arguments)),
        });
      }
    }
    throw new Error('the loop did not end in 4 steps');
  },
  { structured: true },
);

await check(results, `${label} responses.stream`, `${pkg}-responses-stream`, async (tag) => {
  const tool = weatherTool();
  let input = [{ role: 'user', content: QUESTION }];
  let previous;
  for (let step = 0; step < 4; step += 1) {
    const stream = client.responses.stream({
      model: MODEL,
      instructions: instructionsFor(tag),
      input,
      tools: [responsesTool],
      previous_response_id: previous,
    });
    let deltas = '';
    stream.on('response.output_text.delta', (event) => {
      deltas += event.delta;
    });
    const response = await stream.finalResponse();
    const calls = response.output.filter((item) => item.type === 'function_call');
    if (!calls.length) {
      const message = response.output.filter((item) => item.type === 'message').at(-1);
      const final = message.content.map((part) => part.text ?? '').join('');
      if (deltas !== final)
        throw new Error(
          `the streamed deltas ${JSON.stringify(deltas)} differ from the final message ${JSON.stringify(final)}`,
        );
      // Older openai 6 releases' ResponseStream.finalResponse() leaves out the output_text convenience field (6.49 has it); the SDK's, not the wire's.
      const fault =
        response.output_text === undefined
          ? 'responses.stream finalResponse() has no output_text (the SDK adds it only to non-streamed responses)'
          : undefined;
      return { text: deltas, calls: tool.calls, fault };
    }
    previous = response.id;
    input = calls.map((call) => ({
      type: 'function_call_output',
      call_id: call.call_id,
      output: JSON.stringify(tool.run(call.arguments)),
    }));
  }
  throw new Error('the loop did not end in 4 steps');
});

// The Responses tool runner (openai/helpers/responses-tool-runner), where the installed major has one.
const runnerModule = await import(`${pkg}/helpers/responses-tool-runner`).catch(() => null);
if (runnerModule) {
  for (const stream of [false, true]) {
    await check(
      results,
      `${label} ResponsesToolRunner.run${stream ? ' (stream)' : ''}`,
      `${pkg}-tool-runner-${stream}`,
      async (tag) => {
        const tool = weatherTool();
        const runner = new runnerModule.ResponsesToolRunner({
          functions: [{ tool: responsesTool, execute: (args) => JSON.stringify(tool.run(args)) }],
        });
        let deltas = '';
        const onEvent = (event) => {
          if (event.type === 'response.output_text.delta') deltas += event.delta;
        };
        const response = await runner.run(
          client,
          { model: MODEL, instructions: instructionsFor(tag), input: QUESTION },
          { maxSteps: 4, stream, onEvent },
        );
        const fault =
          stream && !deltas.endsWith(response.output_text)
            ? `the streamed deltas ${JSON.stringify(deltas)} do not end with output_text`
            : undefined;
        return { text: response.output_text, calls: tool.calls, fault };
      },
    );
  }
} else {
  note(`${label} has no Responses tool runner (openai/helpers/responses-tool-runner): its cases are skipped`);
}

// A model past its shutdown date (o4-mini's, 2026-10-23, by the server's own clock): left out of the list, and refused
// with the real 404 (vendor/wire-rules/wire-rules.md, word for word) as the SDK's NotFoundError; a live model is listed.
await runCase(results, `${label} a shut-down model: not listed, 404 model_not_found`, async () => {
  const ids = [];
  for await (const model of client.models.list()) ids.push(model.id);
  assert.ok(
    ids.includes('gpt-5.4-mini') && !ids.includes('o4-mini'),
    `models.list: gpt-5.4-mini listed, o4-mini not (${ids.length} ids)`,
  );
  for (const call of [
    () => client.chat.completions.create({ model: 'o4-mini', messages: [{ role: 'user', content: QUESTION }] }),
    () => client.responses.create({ model: 'o4-mini', input: QUESTION }),
  ]) {
    const error = await call().then(
      () => null,
      (e) => e,
    );
    assert.ok(
      error instanceof OpenAI.NotFoundError,
      `expected the SDK's NotFoundError, got ${error?.constructor?.name ?? 'a 200'}`,
    );
    assert.deepEqual(
      { ...error.error },
      {
        message: 'The model `o4-mini` does not exist or you do not have access to it.',
        type: 'invalid_request_error',
        param: null,
        code: 'model_not_found',
      },
    );
  }
});

// Assistants (deprecated by OpenAI, still in the SDK): the run's final message is read from the thread, so the case's
// exchanges are the ones on its thread.
const threadTool = {
  type: 'function',
  function: { name: 'get_weather', description: 'Get the current weather for a city', parameters: WEATHER_PARAMETERS },
};
let assistant;
try {
  assistant = await client.beta.assistants.create({
    model: MODEL,
    name: 'Weather',
    instructions: 'You are a weather assistant.',
    tools: [threadTool],
  });
} catch (error) {
  results.push({ name: `${label} beta.assistants.create`, status: 'fail', ms: 0, note: error.message });
}
const outputsFor = (tool, action) =>
  action.submit_tool_outputs.tool_calls.map((call) => ({
    tool_call_id: call.id,
    output: JSON.stringify(tool.run(call.function.arguments)),
  }));
if (assistant) {
  let pollThread = '';
  await check(
    results,
    `${label} beta.threads.runs.createAndPoll`,
    `${pkg}-assistants-poll`,
    async (tag) => {
      const tool = weatherTool();
      const thread = await client.beta.threads.create({ messages: [{ role: 'user', content: QUESTION }] });
      pollThread = thread.id;
      let run = await client.beta.threads.runs.createAndPoll(
        thread.id,
        { assistant_id: assistant.id, additional_instructions: instructionsFor(tag) },
        { pollIntervalMs: 100 },
      );
      for (let step = 0; run.status === 'requires_action' && step < 4; step += 1) {
        run = await client.beta.threads.runs.submitToolOutputsAndPoll(
          run.id,
          { thread_id: thread.id, tool_outputs: outputsFor(tool, run.required_action) },
          { pollIntervalMs: 100 },
        );
      }
      if (run.status !== 'completed') throw new Error(`the run ended ${run.status}`);
      const messages = await client.beta.threads.messages.list(thread.id, { order: 'desc', limit: 1 });
      const text = messages.data[0].content
        .filter((part) => part.type === 'text')
        .map((part) => part.text.value)
        .join('');
      return { text, calls: tool.calls };
    },
    { match: (e) => e.url.includes(`/threads/${pollThread}/messages`) },
  );

  let streamThread = '';
  await check(
    results,
    `${label} beta.threads.runs.stream + submitToolOutputsStream`,
    `${pkg}-assistants-stream`,
    async (tag) => {
      const tool = weatherTool();
      const thread = await client.beta.threads.create({ messages: [{ role: 'user', content: QUESTION }] });
      streamThread = thread.id;
      let stream = client.beta.threads.runs.stream(thread.id, {
        assistant_id: assistant.id,
        additional_instructions: instructionsFor(tag),
      });
      let text = '';
      for (let step = 0; step < 4; step += 1) {
        let action = null;
        stream.on('textDelta', (delta) => {
          text += delta.value ?? '';
        });
        for await (const event of stream) {
          if (event.event === 'thread.run.requires_action') action = event.data;
        }
        if (!action) break;
        stream = client.beta.threads.runs.submitToolOutputsStream(action.id, {
          thread_id: thread.id,
          tool_outputs: outputsFor(tool, action.required_action),
          stream: true,
        });
      }
      return { text, calls: tool.calls };
    },
    { match: (e) => e.url.includes(`/threads/${streamThread}/`) },
  );
}

report(results);
