// Running an imported request body: it goes out byte for byte as request 1, nothing is run or added before it, and a tool
// the body names that Loopscope has no implementation for is asked of the user, never answered by a built-in look-alike.
import { describe, expect, it } from 'vitest';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { builtinToolSourceFor } from '@loopscope/tools';
import { importPayload } from '../persistence/testing/import-payload';

function loaded(text: string) {
  const result = importPayload(text, 'pasted', 0, builtinToolSourceFor);
  if (!result.ok) throw new Error(result.error.text);
  const harness = createHarness();
  harness.engine.load(result.record.engine);
  return harness;
}

/** The user's own get_weather: same name as a built-in mock tool, another schema. */
const theirWeather = {
  type: 'function',
  function: {
    name: 'get_weather',
    description: 'Current weather for a place',
    parameters: { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] },
  },
};

// Odd spacing and key order a re-serialisation would change; the second call is left unanswered.
const unanswered = `{ "model":"gpt-4o",  "messages": [
  {"role":"user","content":"Weather in Berlin and Tokyo?"},
  {"role":"assistant","content":null,"tool_calls":[
    {"id":"call_1","type":"function","function":{"name":"get_weather","arguments":"{\\"location\\":\\"Berlin\\"}"}},
    {"id":"call_2","type":"function","function":{"name":"get_weather","arguments":"{\\"location\\":\\"Tokyo\\"}"}}]},
  {"role":"tool","tool_call_id":"call_1","content":"{\\"temp_c\\":4}"}
], "tools": [${JSON.stringify(theirWeather)}] }`;

describe('running an imported request body', () => {
  it('sends the pasted body byte for byte as request 1, running no tool and adding no message before it', async () => {
    const { engine } = loaded(unanswered);
    const before = activeBranch(engine).messages.length;
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.exchanges[0]!.requestBody).toBe(unanswered);
    expect(branch.exchanges[0]!.step).toBe(1);
    // The mock answers as the real API does: the unanswered call_2 is a 400, and nothing was made up for it.
    expect(branch.exchanges[0]!.status).toBe(400);
    expect(branch.messages).toHaveLength(before);
    expect(branch.messages.some((m) => m.toolRun)).toBe(false);
  });

  it('asks for the result of a tool it has no implementation of, and goes on with the answer the user gives', async () => {
    const body = JSON.stringify({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'What is the weather in Berlin?' }],
      tools: [theirWeather],
    });
    const { engine } = loaded(body);
    await engine.run();
    let branch = activeBranch(engine);
    expect(branch.exchanges.map((e) => e.step)).toEqual([1]);
    expect(branch.status).toBe('paused');
    expect(branch.stop).toMatchObject({ code: 'tool-asked', params: { name: 'get_weather' } });
    // The built-in get_weather did not answer in the user's place.
    expect(branch.messages.some((m) => m.kind === 'tool-result')).toBe(false);
    const callId = (branch.messages.at(-1)!.wire as { tool_calls: { id: string }[] }).tool_calls[0]!.id;

    engine.answerToolCall(callId, '{"temp":"9°C"}');
    await engine.run();
    branch = activeBranch(engine);
    const result = branch.messages.find((m) => m.kind === 'tool-result')!;
    expect(result.wire).toMatchObject({ role: 'tool', tool_call_id: callId, content: '{"temp":"9°C"}' });
    expect(result.toolRun).toMatchObject({ by: 'user', name: 'get_weather' });
    expect(branch.exchanges.map((e) => e.step)).toEqual([1, 2]);
    expect(JSON.parse(branch.exchanges[1]!.requestBody!).messages.at(-1)).toEqual({
      role: 'tool',
      tool_call_id: callId,
      content: '{"temp":"9°C"}',
    });
  });

  /** The same user's get_weather in the Responses API's flat tool shape. */
  const theirResponsesWeather = { type: 'function', ...theirWeather.function };

  it('sends a pasted Responses body byte for byte as request 1 of a Responses session', async () => {
    const body = `{ "model":"gpt-4o",  "input": [
  {"role":"user","content":"Weather in Berlin and Tokyo?"},
  {"type":"function_call","call_id":"call_1","name":"get_weather","arguments":"{\\"location\\":\\"Berlin\\"}"},
  {"type":"function_call","call_id":"call_2","name":"get_weather","arguments":"{\\"location\\":\\"Tokyo\\"}"},
  {"type":"function_call_output","call_id":"call_1","output":"{\\"temp_c\\":4}"}
], "tools": [${JSON.stringify(theirResponsesWeather)}] }`;
    const { engine } = loaded(body);
    expect(engine.getState().config.apiStyle).toBe('responses');
    const before = activeBranch(engine).messages.length;
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.exchanges[0]!.url).toMatch(/\/responses$/);
    expect(branch.exchanges[0]!.requestBody).toBe(body);
    expect(branch.exchanges[0]!.step).toBe(1);
    // call_2 was left unanswered: the server judges that (a 400), and no tool ran in its place.
    expect(branch.exchanges[0]!.status).toBe(400);
    expect(branch.messages).toHaveLength(before);
    expect(branch.messages.some((m) => m.toolRun)).toBe(false);
  });

  it('asks for the result of a Responses tool it has no implementation of, and sends the answer as a function_call_output', async () => {
    const body = JSON.stringify({
      model: 'gpt-4o',
      input: 'What is the weather in Berlin?',
      tools: [theirResponsesWeather],
    });
    const { engine } = loaded(body);
    await engine.run();
    let branch = activeBranch(engine);
    expect(branch.exchanges.map((e) => [e.step, e.requestBody === body])).toEqual([[1, true]]);
    expect(branch.status).toBe('paused');
    expect(branch.stop).toMatchObject({ code: 'tool-asked', params: { name: 'get_weather' } });
    expect(branch.messages.some((m) => m.kind === 'tool-result')).toBe(false);
    const call = branch.messages
      .map((m) => m.wire as { type?: string; call_id?: string })
      .find((w) => w.type === 'function_call')!;

    engine.answerToolCall(call.call_id!, '{"temp":"9°C"}');
    await engine.run();
    branch = activeBranch(engine);
    const result = branch.messages.find((m) => m.kind === 'tool-result')!;
    expect(result.wire).toMatchObject({
      type: 'function_call_output',
      call_id: call.call_id,
      output: '{"temp":"9°C"}',
    });
    expect(result.toolRun).toMatchObject({ by: 'user', name: 'get_weather' });
    expect(branch.exchanges.map((e) => e.step)).toEqual([1, 2]);
    expect(JSON.parse(branch.exchanges[1]!.requestBody!).input.at(-1)).toMatchObject({
      type: 'function_call_output',
      call_id: call.call_id,
      output: '{"temp":"9°C"}',
    });
  });
});

describe('a fork of an imported loop', () => {
  it('sends each tool as the app did: no "strict" or description the app never sent (Chat and Responses)', async () => {
    const bare = {
      name: 'get_weather',
      parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    };
    const chat = {
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Weather in Berlin?' },
      ],
      tools: [{ type: 'function', function: bare }],
    };
    const responses = {
      model: 'gpt-4o',
      input: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Weather in Berlin?' },
      ],
      tools: [{ type: 'function', ...bare }],
    };
    for (const body of [chat, responses]) {
      const { engine } = loaded(JSON.stringify(body));
      await engine.replayFrom(0, { role: 'system', content: 'Be very brief.' });
      const sent = JSON.parse(activeBranch(engine).exchanges[0]!.requestBody!) as { tools: unknown[] };
      expect(sent.tools).toEqual(body.tools);
    }
  });
});
