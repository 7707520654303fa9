// Records the loop-test fixtures: the weather loop in Chat, Responses, Assistants and the Agents SDK, run by the official
// clients through the capture proxy to the mock, saved as the exchanges the proxy recorded (src/payloads/loop-tests/fixtures/).
// Run: node --import tsx scripts/record-loop-fixtures.ts
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import OpenAI from 'openai';
import { Agent, OpenAIResponsesModel, run, setTracingDisabled, tool } from '@openai/agents';
import { z } from 'zod';
import { createServerApp } from '../src/server/app.ts';
import { CaptureLog } from '../src/server/capture/capture-log.ts';

const QUESTION = "What's the weather in Paris?";
const RESULT = JSON.stringify({ city: 'Paris', temperature_c: 17, condition: 'light drizzle' });
const WEATHER = {
  type: 'object',
  properties: { city: { type: 'string', description: 'The city name' } },
  required: ['city'],
  additionalProperties: false,
} as const;
const OUT = new URL('../src/payloads/loop-tests/fixtures/', import.meta.url);

const log = new CaptureLog();
const app = createServerApp({
  staticRoot: null,
  capture: { upstream: 'mock', log },
  mockApi: { runTiming: { queuedMs: 0, workMs: 0, pollAfterMs: 1 } },
});
const server = await new Promise<ServerType>((ready) => {
  const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started));
});
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/proxy/v1`;
const client = new OpenAI({ apiKey: 'sk-fixture', baseURL: base, maxRetries: 0 });

async function record(name: string, body: () => Promise<void>): Promise<void> {
  const before = log.list().length;
  await body();
  for (let i = 0; i < 100 && !log.list().every((e) => e.state !== 'pending' && e.state !== 'streaming'); i++)
    await new Promise((r) => setTimeout(r, 20));
  const exchanges = log
    .list()
    .slice(before)
    .map((e) => ({
      ...e,
      requestHeaders: {},
      responseHeaders: { 'content-type': e.responseHeaders['content-type'] ?? 'application/json' },
    }));
  writeFileSync(new URL(`${name}.json`, OUT), `${JSON.stringify(exchanges, null, 1)}\n`);
  console.log(`${name}: ${exchanges.length} exchanges`);
}

await record('chat', async () => {
  const tools = [
    {
      type: 'function' as const,
      function: { name: 'get_weather', description: 'Get the current weather for a city', parameters: WEATHER },
    },
  ];
  const messages: OpenAI.ChatCompletionMessageParam[] = [
    { role: 'system', content: 'You are a weather assistant.' },
    { role: 'user', content: QUESTION },
  ];
  for (let step = 0; step < 5; step++) {
    const answer = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, tools });
    const message = answer.choices[0]!.message;
    messages.push(message);
    if (!message.tool_calls?.length) return;
    for (const call of message.tool_calls) messages.push({ role: 'tool', tool_call_id: call.id, content: RESULT });
  }
});

await record('responses', async () => {
  const tools = [
    {
      type: 'function' as const,
      name: 'get_weather',
      description: 'Get the current weather for a city',
      parameters: WEATHER,
      strict: true,
    },
  ];
  let response = await client.responses.create({
    model: 'gpt-4o-mini',
    instructions: 'You are a weather assistant.',
    input: QUESTION,
    tools,
    stream: false,
  });
  for (let step = 0; step < 5; step++) {
    const calls = response.output.filter((item) => item.type === 'function_call');
    if (calls.length === 0) return;
    response = await client.responses.create({
      model: 'gpt-4o-mini',
      previous_response_id: response.id,
      input: calls.map((c) => ({ type: 'function_call_output' as const, call_id: c.call_id, output: RESULT })),
      tools,
    });
  }
});

await record('assistants', async () => {
  const assistant = await client.beta.assistants.create({
    model: 'gpt-4o-mini',
    instructions: 'You are a weather assistant.',
    tools: [
      {
        type: 'function',
        function: { name: 'get_weather', description: 'Get the current weather for a city', parameters: WEATHER },
      },
    ],
  });
  let runState = await client.beta.threads.createAndRunPoll(
    { assistant_id: assistant.id, thread: { messages: [{ role: 'user', content: QUESTION }] } },
    { pollIntervalMs: 5 },
  );
  while (runState.status === 'requires_action') {
    const outputs = runState.required_action!.submit_tool_outputs.tool_calls.map((c) => ({
      tool_call_id: c.id,
      output: RESULT,
    }));
    runState = await client.beta.threads.runs.submitToolOutputsAndPoll(
      runState.id,
      { thread_id: runState.thread_id, tool_outputs: outputs },
      { pollIntervalMs: 5 },
    );
  }
  await client.beta.threads.messages.list(runState.thread_id);
});

await record('agents-sdk', async () => {
  setTracingDisabled(true);
  const getWeather = tool({
    name: 'get_weather',
    description: 'Get the current weather for a city',
    parameters: z.object({ city: z.string().describe('The city name') }),
    execute: async () => RESULT,
  });
  const agent = new Agent({
    name: 'Weather agent',
    instructions: 'You are a weather assistant.',
    tools: [getWeather],
    model: new OpenAIResponsesModel(client, 'gpt-4o-mini'),
  });
  await run(agent, QUESTION);
});

server.close();
