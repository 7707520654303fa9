// The OpenAI Agents SDK with its default tracing on: the SDK's own BatchTraceProcessor and OpenAITracingExporter, with the
// one change a Loopscope user makes, the endpoint (the default posts to api.openai.com/v1/traces/ingest). A handoff run
// with a tool on the Responses model and a run on the Chat Completions model; then the exporter must have printed no
// "Tracing: request failed" (or any tracing) line, and each model call in the capture log must be placed in its loop.
import {
  Agent,
  BatchTraceProcessor,
  OpenAIChatCompletionsModel,
  OpenAIResponsesModel,
  OpenAITracingExporter,
  getGlobalTraceProvider,
  run,
  setDefaultOpenAIClient,
  setTraceProcessors,
} from '@openai/agents';
import assert from 'node:assert/strict';
import OpenAI from 'openai';
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

const origin = process.env.LOOPSCOPE_URL;
const client = new OpenAI({ apiKey: API_KEY, baseURL: BASE_URL });
setDefaultOpenAIClient(client);
// The default processor and exporter (what @openai/agents installs on import), only pointed at this Loopscope.
setTraceProcessors([
  new BatchTraceProcessor(new OpenAITracingExporter({ apiKey: API_KEY, endpoint: `${origin}/v1/traces/ingest` })),
]);

// Every line the SDK's logger prints about tracing (it logs through console.error / console.warn).
const tracingLines = [];
for (const method of ['error', 'warn']) {
  const original = console[method];
  console[method] = (...args) => {
    const line = args.map(String).join(' ');
    if (/tracing/i.test(line)) tracingLines.push(line);
    original(...args);
  };
}

const results = [];

await check(
  results,
  'Agents SDK default tracing: handoff on the Responses model',
  'agents-tracing-responses',
  async (tag) => {
    const { agent: specialist, calls } = weatherAgent(tag, {
      model: new OpenAIResponsesModel(client, MODEL),
      extra: { handoffDescription: 'Answers questions about the weather' },
    });
    const triage = new Agent({
      name: 'Triage agent',
      instructions: `${instructionsFor(tag)} Hand weather questions to the Weather agent.`,
      handoffs: [specialist],
      model: new OpenAIResponsesModel(client, MODEL),
    });
    const result = await run(triage, QUESTION);
    return { text: result.finalOutput, calls };
  },
);
await check(results, 'Agents SDK default tracing: the Chat Completions model', 'agents-tracing-chat', async (tag) => {
  const { agent, calls } = weatherAgent(tag, { model: new OpenAIChatCompletionsModel(client, MODEL) });
  const result = await run(agent, QUESTION);
  return { text: result.finalOutput, calls };
});

// The batch processor sends every 5 s; a run's spans are all out once it is flushed.
await getGlobalTraceProvider().forceFlush();

/** Each model call of the case is placed: inside its agent, and the tool run (and handoff) after the calls that asked for them. */
async function assertPlaced(tag, agents, after) {
  const mine = await capturedExchanges(taggedWith(tag));
  assert.ok(mine.length >= 2, `${mine.length} exchanges of the case in the capture log`);
  const unplaced = mine.filter((e) => !e.placement);
  assert.equal(unplaced.length, 0, `${unplaced.length} of ${mine.length} exchanges carry no placement from the trace`);
  assert.ok(
    mine.every((e) => e.placement.convention === 'agents'),
    'placements by the Agents SDK trace',
  );
  const inside = new Set(mine.flatMap((e) => e.placement.path ?? []));
  for (const agent of agents)
    assert.ok(
      inside.has(`agent ${agent}`),
      `no call placed inside "agent ${agent}" (inside: ${[...inside].join(', ')})`,
    );
  const then = mine.flatMap((e) => e.placement.then ?? []);
  for (const span of after) assert.ok(then.includes(span), `no call followed by "${span}" (then: ${then.join(', ')})`);
  // Nothing rebuilt twice: the calls the proxy recorded are the ones the trace placed.
  const { exchanges } = await (await fetch(`${origin}/api/capture/exchanges`)).json();
  assert.equal(
    exchanges.filter((e) => e.trace?.convention === 'agents').length,
    0,
    'a trace span was rebuilt although its call was recorded',
  );
}
const checks = [
  [
    'agents-tracing-responses',
    ['Triage agent', 'Weather agent'],
    ['handoff Triage agent → Weather agent', 'function get_weather'],
  ],
  ['agents-tracing-chat', ['Weather agent'], ['function get_weather']],
];
for (const [tag, agents, after] of checks) {
  const entry = results.find((r) => r.name.includes(tag.endsWith('chat') ? 'Chat' : 'Responses'));
  if (entry.status === 'fail') continue;
  try {
    await assertPlaced(tag, agents, after);
  } catch (error) {
    Object.assign(entry, { status: 'fail', note: `the trace: ${error.message}` });
  }
}
if (tracingLines.length > 0)
  results.push({
    name: 'Agents SDK default tracing: no tracing failure printed',
    status: 'fail',
    ms: 0,
    note: tracingLines.slice(0, 3).join(' | '),
  });
else results.push({ name: 'Agents SDK default tracing: no tracing failure printed', status: 'pass', ms: 0, note: '' });
report(results);
