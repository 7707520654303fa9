// The Agents SDK with server-side state and checks around the loop: previousResponseId, conversationId, the
// conversations and compaction sessions, guardrails, a tool error.
import {
  OpenAIConversationsSession,
  OpenAIResponsesCompactionSession,
  OpenAIResponsesModel,
  run,
  setDefaultOpenAIClient,
  setTracingDisabled,
} from '@openai/agents';
import assert from 'node:assert/strict';
import OpenAI from 'openai';
import { API_KEY, BASE_URL, MODEL, QUESTION, check, lastServerText, report, taggedWith } from './loop.mjs';
import { weatherAgent } from './agents-weather.mjs';

const client = new OpenAI({ apiKey: API_KEY, baseURL: BASE_URL });
setDefaultOpenAIClient(client);
setTracingDisabled(true);
const results = [];
const responsesModel = () => new OpenAIResponsesModel(client, MODEL);

await check(results, 'Agents SDK previousResponseId (a second turn)', 'agents-previous-response', async (tag) => {
  const { agent, calls } = weatherAgent(tag, { model: responsesModel() });
  const first = await run(agent, 'Hello!');
  assert.ok(first.lastResponseId, 'the first run has no lastResponseId');
  const result = await run(agent, QUESTION, { previousResponseId: first.lastResponseId });
  return { text: result.finalOutput, calls };
});

await check(results, 'Agents SDK conversationId', 'agents-conversation-id', async (tag) => {
  const { agent, calls } = weatherAgent(tag, { model: responsesModel() });
  const conversation = await client.conversations.create({});
  const result = await run(agent, QUESTION, { conversationId: conversation.id });
  return { text: result.finalOutput, calls };
});

await check(results, 'Agents SDK OpenAIConversationsSession', 'agents-conversations-session', async (tag) => {
  const { agent, calls } = weatherAgent(tag, { model: responsesModel() });
  const session = new OpenAIConversationsSession({ client });
  const result = await run(agent, QUESTION, { session });
  // The session keeps the conversation on the server: the answer is in its items.
  const items = await session.getItems();
  assert.ok(
    items.some((item) => JSON.stringify(item).includes('17')),
    "the session's items do not hold the answer",
  );
  return { text: result.finalOutput, calls };
});

await check(results, 'Agents SDK OpenAIResponsesCompactionSession', 'agents-compaction-session', async (tag) => {
  const { agent, calls } = weatherAgent(tag, { model: responsesModel() });
  const session = new OpenAIResponsesCompactionSession({ client, model: MODEL });
  const result = await run(agent, QUESTION, { session });
  return { text: result.finalOutput, calls };
});

await check(results, 'Agents SDK input and output guardrails (passing)', 'agents-guardrails', async (tag) => {
  const seen = [];
  const inputGuardrails = [
    {
      name: 'on topic',
      execute: async ({ input }) => {
        seen.push('input');
        return { tripwireTriggered: !JSON.stringify(input).includes('weather'), outputInfo: null };
      },
    },
  ];
  const outputGuardrails = [
    {
      name: 'uses the result',
      execute: async ({ agentOutput }) => {
        seen.push('output');
        return { tripwireTriggered: !String(agentOutput).includes('17'), outputInfo: null };
      },
    },
  ];
  const { agent, calls } = weatherAgent(tag, { model: responsesModel(), extra: { inputGuardrails, outputGuardrails } });
  const result = await run(agent, QUESTION);
  assert.deepEqual([...new Set(seen)].sort(), ['input', 'output'], `the guardrails that ran: ${seen.join(', ')}`);
  return { text: result.finalOutput, calls };
});

// A tool that throws: the SDK sends its own error text as the result; the answer must say the tool failed, not report
// that text as weather. Outside check(): there is no 17 to find.
{
  const started = Date.now();
  const entry = { name: 'Agents SDK tool error', status: 'pass', ms: 0, note: '' };
  try {
    const tag = 'agents-tool-error';
    const attempts = [];
    const { agent } = weatherAgent(tag, {
      model: responsesModel(),
      execute: async (args) => {
        attempts.push(args);
        throw new Error('weather service unavailable');
      },
    });
    const result = await run(agent, QUESTION);
    assert.ok(
      attempts.length >= 1 && attempts.every((args) => /^paris/i.test(args.city)),
      `the tool was called with ${JSON.stringify(attempts)}`,
    );
    assert.equal(
      result.finalOutput,
      await lastServerText(taggedWith(tag)),
      "the client's final text is not what the server sent",
    );
    assert.match(
      result.finalOutput,
      /error|fail|could(n't| not)|unable/i,
      `the answer does not say the tool failed: ${JSON.stringify(result.finalOutput)}`,
    );
    assert.doesNotMatch(
      result.finalOutput,
      /\*\*Paris\*\*: An error occurred/,
      `the answer reports the error text as data: ${JSON.stringify(result.finalOutput)}`,
    );
  } catch (error) {
    entry.status = 'fail';
    entry.note = error.message.split('\n').slice(0, 6).join(' ');
  }
  entry.ms = Date.now() - started;
  results.push(entry);
}

report(results);
