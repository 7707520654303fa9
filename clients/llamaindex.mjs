// LlamaIndex (@llamaindex/workflow's agent on @llamaindex/openai's OpenAI and OpenAIResponses): run and runStream.
import { OpenAI, OpenAIResponses } from '@llamaindex/openai';
import { agent, agentStreamEvent } from '@llamaindex/workflow';
import { tool } from '@llamaindex/core/tools';
import { z } from 'zod';
import {
  API_KEY,
  BASE_URL,
  MODEL,
  QUESTION,
  RESULT,
  capturedExchanges,
  check,
  instructionsFor,
  report,
  taggedWith,
  weatherTool,
} from './loop.mjs';

const results = [];
const llms = {
  // temperature 1: LlamaIndex sends 0.1 by default, which a reasoning model (MODEL, like every model with no announced
  // shutdown date) refuses, as the API does; 1 is the only value it takes.
  'OpenAI (Chat Completions)': () => new OpenAI({ model: MODEL, apiKey: API_KEY, baseURL: BASE_URL, temperature: 1 }),
  'OpenAIResponses (Responses)': () =>
    new OpenAIResponses({ model: MODEL, apiKey: API_KEY, baseURL: BASE_URL, temperature: 1 }),
};

function weatherAgent(tag, llm) {
  const weather = weatherTool();
  const getWeather = tool({
    name: 'get_weather',
    description: 'Get the current weather for a city',
    parameters: z.object({ city: z.string().describe('The city name') }),
    execute: async (args) => JSON.stringify(weather.run(args)),
  });
  return { agent: agent({ llm, tools: [getWeather], systemPrompt: instructionsFor(tag) }), calls: weather.calls };
}

/**
 * LlamaIndex's Responses streaming emits its last text delta again (once per later stream event), so the text it
 * assembles is the server's text followed by repeats of its tail. A fault of the client: the capture log shows the
 * server sent each delta once.
 */
function repeatedLastDelta(text, sent) {
  if (text === sent || !text.startsWith(sent)) return null;
  const extra = text.slice(sent.length);
  for (let size = 1; size <= extra.length; size += 1) {
    const tail = sent.slice(-size);
    if (extra.length % size === 0 && tail.repeat(extra.length / size) === extra) {
      return `LlamaIndex's Responses streaming repeats its last text delta ${JSON.stringify(tail)} ${extra.length / size} more time(s); the server sent it once`;
    }
  }
  return null;
}

/**
 * LlamaIndex's agent passes a tool's result through @llamaindex/core's stringifyJSONToMessageContent, which JSON-encodes
 * it (a string too) and then strips every double quote, so the model never gets the JSON the tool returned. The
 * client's doing: the mock answers what it got.
 */
async function mangledToolResult(tag) {
  const outputs = (await capturedExchanges(taggedWith(tag))).flatMap((e) => {
    const body = JSON.parse(e.requestBody);
    return [
      ...(body.messages ?? []).filter((m) => m.role === 'tool').map((m) => m.content),
      ...(Array.isArray(body.input) ? body.input : [])
        .filter((i) => i.type === 'function_call_output')
        .map((i) => i.output),
    ];
  });
  const sent = outputs.find((output) => {
    try {
      return JSON.stringify(JSON.parse(output)) !== JSON.stringify(RESULT);
    } catch {
      return true;
    }
  });
  return sent === undefined
    ? undefined
    : `LlamaIndex sends the tool's JSON result as ${JSON.stringify(sent)} (its stringifyJSONToMessageContent encodes it and strips the quotes), not the JSON the tool returned`;
}

for (const [api, llm] of Object.entries(llms)) {
  await check(
    results,
    `LlamaIndex agent.run, ${api}`,
    `llamaindex-run-${api}`,
    async (tag) => {
      const { agent: weather, calls } = weatherAgent(tag, llm());
      const result = await weather.run(QUESTION);
      return { text: result.data.result, calls, fault: await mangledToolResult(tag) };
    },
    { clientFault: repeatedLastDelta },
  );
  await check(
    results,
    `LlamaIndex agent.runStream, ${api}`,
    `llamaindex-stream-${api}`,
    async (tag) => {
      const { agent: weather, calls } = weatherAgent(tag, llm());
      const events = weather.runStream(QUESTION);
      let text = '';
      let lastStep = '';
      for await (const event of events) {
        if (agentStreamEvent.include(event)) {
          // Each LLM step streams anew; the final answer is the text of the last step.
          if (event.data.response === '' || event.data.response === event.data.delta) lastStep = '';
          lastStep += event.data.delta;
          text = lastStep;
        }
      }
      return { text, calls, fault: await mangledToolResult(tag) };
    },
    { clientFault: repeatedLastDelta },
  );
}

report(results);
