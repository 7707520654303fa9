// The OpenAI Agents SDK over WebSocket (OpenAIProvider with useResponsesWebSocket): its transport sends `stream: true`
// on every response.create frame; a tool run and a streamed run against the built server's /v1/responses socket.
import { OpenAIProvider, Runner, setTracingDisabled } from '@openai/agents';
import assert from 'node:assert/strict';
import { WebSocket as NodeWebSocket } from 'ws';
import { API_KEY, MODEL, QUESTION, report, runCase } from './loop.mjs';
import { weatherAgent } from './agents-weather.mjs';

// Node 20 has no global WebSocket; the transport takes any constructor that accepts `{ headers }`, as `ws` does.
globalThis.WebSocket ??= NodeWebSocket;
setTracingDisabled(true);
const results = [];
// Straight to the mock's socket: the capture proxy relays HTTP, and WebSocket mode lives at /v1/responses.
const provider = new OpenAIProvider({
  apiKey: API_KEY,
  baseURL: `${process.env.LOOPSCOPE_URL}/v1`,
  useResponses: true,
  useResponsesWebSocket: true,
});
const runner = new Runner({ modelProvider: provider, tracingDisabled: true });

for (const stream of [false, true]) {
  await runCase(results, `Agents SDK over WebSocket${stream ? ', streamed' : ''}: the weather loop`, async () => {
    const { agent, calls } = weatherAgent(`agents-ws-${stream ? 'stream' : 'run'}`, { model: MODEL });
    let text;
    if (stream) {
      const result = await runner.run(agent, QUESTION, { stream: true });
      let streamed = '';
      for await (const chunk of result.toTextStream()) streamed += chunk;
      await result.completed;
      text = result.finalOutput;
      assert.ok(streamed.endsWith(text), `the text stream ${JSON.stringify(streamed)} does not end in finalOutput`);
    } else {
      text = (await runner.run(agent, QUESTION)).finalOutput;
    }
    assert.ok(
      calls.length >= 1 && calls.every((c) => /^paris\b/i.test(String(c.city))),
      `the tool calls: ${JSON.stringify(calls)}`,
    );
    assert.match(String(text), /17/, `the final answer does not use the result: ${JSON.stringify(text)}`);
  });
}

await provider.close();
report(results);
