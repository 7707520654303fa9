// LangChain (ChatOpenAI over Responses with useResponsesApi and over Chat Completions, invoke and stream), LangGraph's
// createReactAgent, langchain's createAgent.
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { createReactAgent } from '@langchain/langgraph/prebuilt';
import { ChatOpenAI } from '@langchain/openai';
import { createAgent, providerStrategy } from 'langchain';
import { z } from 'zod';
import { API_KEY, BASE_URL, MODEL, QUESTION, check, instructionsFor, report, weatherTool } from './loop.mjs';

const results = [];
const chatModel = (useResponsesApi) =>
  new ChatOpenAI({ model: MODEL, apiKey: API_KEY, configuration: { baseURL: BASE_URL }, useResponsesApi });
function weather() {
  const recorder = weatherTool();
  const getWeather = tool(async (args) => JSON.stringify(recorder.run(args)), {
    name: 'get_weather',
    description: 'Get the current weather for a city',
    schema: z.object({ city: z.string().describe('The city name') }),
  });
  return { calls: recorder.calls, getWeather };
}

/** The loop by hand: the model with the tool bound, each tool call answered with a ToolMessage, until a plain answer. */
async function manualLoop(tag, useResponsesApi, stream) {
  const { calls, getWeather } = weather();
  const model = chatModel(useResponsesApi).bindTools([getWeather]);
  const messages = [new SystemMessage(instructionsFor(tag)), new HumanMessage(QUESTION)];
  for (let step = 0; step < 4; step += 1) {
    let reply;
    if (stream) {
      for await (const chunk of await model.stream(messages)) reply = reply ? reply.concat(chunk) : chunk;
    } else {
      reply = await model.invoke(messages);
    }
    messages.push(reply);
    if (!reply.tool_calls?.length) return { text: reply.text, calls };
    for (const call of reply.tool_calls) messages.push(await getWeather.invoke(call));
  }
  throw new Error('the loop did not end in 4 steps');
}

for (const [api, useResponsesApi] of [
  ['Responses (useResponsesApi)', true],
  ['Chat Completions', false],
]) {
  for (const stream of [false, true]) {
    await check(
      results,
      `LangChain ChatOpenAI ${stream ? 'stream' : 'invoke'}, ${api}`,
      `langchain-${useResponsesApi}-${stream}`,
      (tag) => manualLoop(tag, useResponsesApi, stream),
    );
  }
  await check(results, `LangGraph createReactAgent, ${api}`, `langgraph-${useResponsesApi}`, async (tag) => {
    const { calls, getWeather } = weather();
    const agent = createReactAgent({
      llm: chatModel(useResponsesApi),
      tools: [getWeather],
      prompt: instructionsFor(tag),
    });
    const state = await agent.invoke({ messages: [new HumanMessage(QUESTION)] });
    return { text: state.messages.at(-1).text, calls };
  });
}

await check(results, 'LangChain createAgent, Responses (useResponsesApi)', 'langchain-create-agent', async (tag) => {
  const { calls, getWeather } = weather();
  const agent = createAgent({ model: chatModel(true), tools: [getWeather], systemPrompt: instructionsFor(tag) });
  const state = await agent.invoke({ messages: [new HumanMessage(QUESTION)] });
  return { text: state.messages.at(-1).text, calls };
});

await check(
  results,
  'LangChain createAgent with responseFormat (providerStrategy), Chat Completions',
  'langchain-create-agent-structured',
  async (tag) => {
    const { calls, getWeather } = weather();
    const responseFormat = providerStrategy(
      z.object({ city: z.string(), temperature_c: z.number(), condition: z.string() }),
    );
    const agent = createAgent({
      model: chatModel(false),
      tools: [getWeather],
      systemPrompt: instructionsFor(tag),
      responseFormat,
    });
    const state = await agent.invoke({ messages: [new HumanMessage(QUESTION)] });
    return { text: state.structuredResponse, calls };
  },
  { structured: true },
);

report(results);
