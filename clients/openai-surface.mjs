// Issue 43's surface through the built server, with the openai SDK as users call it: its WebSocket mode, strict $ref
// schemas, background responses, vector store file batches and search, stored and legacy completions, the hosted,
// computer and local_shell tools, async: true tools, new request options and models, functions and logprobs.
import assert from 'node:assert/strict';
import OpenAI, { toFile } from 'openai';
import { ResponsesWS } from 'openai/resources/responses/ws';
import { zodTextFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { API_KEY, BASE_URL, report, runCase } from './loop.mjs';

const client = new OpenAI({ apiKey: API_KEY, baseURL: BASE_URL, maxRetries: 0 });
const MODEL = 'gpt-5.4-mini';
const results = [];

// Item 1: the openai SDK's own WebSocket mode (ResponsesWS, as its websocket example) sends `stream: true` in
// response.create: answered with the events up to response.completed. Straight to the mock's socket (the capture proxy
// relays HTTP only).
await runCase(
  results,
  'responses over WebSocket (ResponsesWS) with stream: true: events up to response.completed',
  async () => {
    const socketClient = new OpenAI({ apiKey: API_KEY, baseURL: `${process.env.LOOPSCOPE_URL}/v1`, maxRetries: 0 });
    const ws = new ResponsesWS(socketClient);
    const types = [];
    try {
      ws.send({ type: 'response.create', model: MODEL, input: 'Say hello.', stream: true });
      for await (const event of ws.stream()) {
        if (event.type === 'error') throw event.error;
        if (event.type === 'close') break;
        if (event.type !== 'message') continue;
        types.push(event.message.type);
        if (event.message.type === 'error') throw new Error(JSON.stringify(event.message));
        if (event.message.type === 'response.completed') break;
      }
    } finally {
      ws.close({ code: 1000, reason: 'done' });
    }
    assert.equal(types[0], 'response.created');
    assert.equal(types.at(-1), 'response.completed', `events: ${types.join(', ')}`);
  },
);

// Item 2: a recursive schema ($defs, $ref) in strict mode: the parsed value follows it to the end of the list.
await runCase(results, 'chat.completions.parse with a recursive $ref schema (a linked list)', async () => {
  const node = {
    type: 'object',
    properties: { value: { type: 'string' }, next: { anyOf: [{ $ref: '#/$defs/node' }, { type: 'null' }] } },
    required: ['value', 'next'],
    additionalProperties: false,
  };
  const schema = {
    type: 'object',
    properties: { head: { $ref: '#/$defs/node' } },
    required: ['head'],
    additionalProperties: false,
    $defs: { node },
  };
  const reply = await client.chat.completions.parse({
    model: MODEL,
    messages: [{ role: 'user', content: 'List three fruits as a linked list.' }],
    response_format: { type: 'json_schema', json_schema: { name: 'list', schema, strict: true } },
  });
  let at = reply.choices[0].message.parsed?.head;
  for (let hops = 0; at !== null; hops += 1) {
    assert.ok(hops < 20, 'the list does not end');
    assert.equal(typeof at?.value, 'string', `a node without a string value: ${JSON.stringify(at)}`);
    at = at.next;
  }
});

// The same through zod, as OpenAI's structured-output examples write it: a recursive zod type becomes $ref / $defs.
await runCase(results, 'responses.parse with a recursive zod schema (zodTextFormat)', async () => {
  const Category = z.object({
    name: z.string(),
    get subcategories() {
      return z.array(Category);
    },
  });
  const Tree = z.object({ root: Category, tags: z.array(z.string()) });
  const response = await client.responses.parse({
    model: MODEL,
    input: 'Sort these into categories: apples, pears, carrots.',
    text: { format: zodTextFormat(Tree, 'tree') },
  });
  const tree = response.output_parsed;
  assert.ok(tree, 'no output_parsed');
  assert.equal(typeof tree.root.name, 'string');
  assert.ok(
    Array.isArray(tree.root.subcategories) && Array.isArray(tree.tags),
    `not the schema's shape: ${JSON.stringify(tree)}`,
  );
});

// Item 3: background: echoed, polled to completion; a background stream broken off resumes after the last event read.
await runCase(results, 'responses.create background: polled to completed, a broken-off stream resumed', async () => {
  const queued = await client.responses.create({ model: MODEL, input: 'Tell me a joke.', background: true });
  assert.equal(queued.background, true);
  let polled = queued;
  for (let i = 0; i < 10 && polled.status !== 'completed'; i += 1) polled = await client.responses.retrieve(queued.id);
  assert.equal(polled.status, 'completed');
  assert.ok(polled.output_text.length > 0, 'no text after completion');
  const stream = await client.responses.create({
    model: MODEL,
    input: 'Tell me another joke.',
    background: true,
    stream: true,
  });
  const first = [];
  for await (const event of stream) {
    first.push(event);
    if (first.length === 3) break;
  }
  const id = first[0].response.id;
  const rest = [];
  for await (const event of await client.responses.retrieve(id, {
    stream: true,
    starting_after: first.at(-1).sequence_number,
  }))
    rest.push(event);
  assert.equal(
    rest[0]?.sequence_number,
    first.at(-1).sequence_number + 1,
    'the resumed stream does not start after the last event read',
  );
  assert.equal(rest.at(-1)?.type, 'response.completed');
});

// Item 3: cancel: a queued background response ends cancelled (a second cancel returns it again); a finished one is refused.
await runCase(
  results,
  'responses.cancel: a queued background response cancelled, a completed one refused',
  async () => {
    const queued = await client.responses.create({ model: MODEL, input: 'Tell me a joke.', background: true });
    const cancelled = await client.responses.cancel(queued.id);
    assert.equal(cancelled.status, 'cancelled');
    assert.equal((await client.responses.cancel(queued.id)).status, 'cancelled');
    assert.equal((await client.responses.retrieve(queued.id)).status, 'cancelled');
    const done = await client.responses.create({ model: MODEL, input: 'Tell me a joke.', background: true });
    let polled = done;
    for (let i = 0; i < 10 && polled.status !== 'completed'; i += 1) polled = await client.responses.retrieve(done.id);
    await assert.rejects(client.responses.cancel(done.id), (error) => error.status === 400);
  },
);

// Item 4: vector store search, stored Chat Completions, legacy completions.
await runCase(
  results,
  'vectorStores.fileBatches.uploadAndPoll, then vectorStores.search ranks the file that answers',
  async () => {
    const store = await client.vectorStores.create({ name: 'Help' });
    const files = [
      await toFile(Buffer.from('Our apple pie needs six apples and a hot oven.'), 'pie.md'),
      await toFile(Buffer.from('Returns: you can return an item within 30 days of delivery.'), 'returns.md'),
    ];
    const batch = await client.vectorStores.fileBatches.uploadAndPoll(store.id, { files }, { pollIntervalMs: 100 });
    assert.deepEqual([batch.status, batch.file_counts.completed], ['completed', 2]);
    const page = await client.vectorStores.search(store.id, { query: 'How long do I have to return an item?' });
    assert.ok(page.data.length > 0, 'no results');
    assert.equal(page.data[0].filename, 'returns.md');
    assert.match(page.data[0].content[0].text, /30 days/);
  },
);

await runCase(results, 'chat.completions with store: true: list, retrieve, messages, update, delete', async () => {
  const marker = `surface-${Date.now()}`;
  const made = await client.chat.completions.create({
    model: MODEL,
    store: true,
    metadata: { run: marker },
    messages: [{ role: 'user', content: 'Say hello.' }],
  });
  const listed = [];
  for await (const c of client.chat.completions.list({ metadata: { run: marker } })) listed.push(c.id);
  assert.deepEqual(listed, [made.id]);
  assert.equal(
    (await client.chat.completions.retrieve(made.id)).choices[0].message.content,
    made.choices[0].message.content,
  );
  const messages = [];
  for await (const m of client.chat.completions.messages.list(made.id)) messages.push(m.content);
  assert.deepEqual(messages, ['Say hello.']);
  assert.deepEqual(
    (await client.chat.completions.update(made.id, { metadata: { run: marker, seen: 'yes' } })).metadata,
    { run: marker, seen: 'yes' },
  );
  assert.equal((await client.chat.completions.delete(made.id)).deleted, true);
  await assert.rejects(client.chat.completions.retrieve(made.id), OpenAI.NotFoundError);
});

await runCase(results, 'completions.create (legacy) answers with a text_completion', async () => {
  const done = await client.completions.create({
    model: 'gpt-3.5-turbo-instruct',
    prompt: 'Say this is a test.',
    max_tokens: 16,
  });
  assert.equal(done.object, 'text_completion');
  assert.ok(done.choices[0].text.length > 0, 'no text');
});

// Item 5: the hosted image_generation tool, a computer tool, new request options, the SDK's newest model ids.
await runCase(results, 'responses.create with image_generation: a PNG comes back', async () => {
  const response = await client.responses.create({
    model: 'gpt-5.5',
    input: 'Draw a lighthouse at dusk.',
    tools: [{ type: 'image_generation' }],
  });
  const call = response.output.find((item) => item.type === 'image_generation_call');
  assert.ok(call?.result, 'no image_generation_call with a result');
  assert.equal(Buffer.from(call.result, 'base64').subarray(1, 4).toString('latin1'), 'PNG');
});

await runCase(
  results,
  'responses.create with computer_use_preview: a computer_call, answered after its screenshot',
  async () => {
    const tools = [{ type: 'computer_use_preview', display_width: 1024, display_height: 768, environment: 'browser' }];
    const first = await client.responses.create({
      model: 'computer-use-preview',
      input: 'Take a look at the screen and tell me what the browser shows.',
      tools,
      truncation: 'auto',
    });
    const call = first.output.find((item) => item.type === 'computer_call');
    assert.ok(call, `no computer_call: ${first.output.map((i) => i.type).join(', ')}`);
    const second = await client.responses.create({
      model: 'computer-use-preview',
      previous_response_id: first.id,
      tools,
      truncation: 'auto',
      input: [
        {
          type: 'computer_call_output',
          call_id: call.call_id,
          output: { type: 'computer_screenshot', image_url: 'data:image/png;base64,iVBORw0KGgo=' },
        },
      ],
    });
    assert.equal(second.status, 'completed');
  },
);

await runCase(
  results,
  'responses: prompt_cache_options, background_options, moderation, gpt-5.6; access_programs and a null usage on response.created',
  async () => {
    const response = await client.responses.create({
      model: 'gpt-5.6',
      input: 'Say hi.',
      prompt_cache_options: { mode: 'explicit' },
      background_options: { completion_window: 'soonest' },
      moderation: { model: 'omni-moderation-latest' },
    });
    assert.equal(response.status, 'completed');
    assert.ok('access_programs' in response, 'the Response has no access_programs');
    assert.equal(response.prompt_cache_options?.mode, 'explicit');
    const stream = await client.responses.create({ model: 'gpt-5.6', input: 'Say hi.', stream: true });
    const events = [];
    for await (const event of stream) events.push(event);
    const created = events.find((e) => e.type === 'response.created');
    assert.ok(
      created && 'usage' in created.response && created.response.usage === null,
      'response.created does not carry "usage": null',
    );
    assert.ok(events.at(-1).response.usage.total_tokens > 0, 'response.completed carries no usage');
  },
);

// Item 7: the deprecated functions parameter and logprobs.
await runCase(results, 'chat.completions with functions: a function_call comes back', async () => {
  const reply = await client.chat.completions.create({
    model: MODEL,
    messages: [{ role: 'user', content: "What's the weather in Paris?" }],
    functions: [
      {
        name: 'get_weather',
        description: 'Get the current weather for a city',
        parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
      },
    ],
  });
  const choice = reply.choices[0];
  assert.equal(choice.finish_reason, 'function_call');
  assert.equal(choice.message.function_call?.name, 'get_weather');
  assert.match(JSON.parse(choice.message.function_call.arguments).city, /paris/i);
});

await runCase(
  results,
  'chat.completions with logprobs: one entry per piece written, the pieces making the text',
  async () => {
    const reply = await client.chat.completions.create({
      model: MODEL,
      messages: [{ role: 'user', content: 'Say hello.' }],
      logprobs: true,
      top_logprobs: 2,
    });
    const { content, logprobs } = {
      content: reply.choices[0].message.content,
      logprobs: reply.choices[0].logprobs?.content ?? [],
    };
    assert.ok(logprobs.length > 0, 'no logprobs');
    assert.equal(logprobs.map((entry) => entry.token).join(''), content);
    assert.ok(
      logprobs.every((entry) => entry.logprob <= 0 && entry.top_logprobs.length === 2),
      'a logprob above 0 or without its two alternatives',
    );
  },
);

// OpenAI's responses/logprobs.ts example: include message.output_text.logprobs with top_logprobs.
await runCase(results, 'responses.create with include message.output_text.logprobs and top_logprobs', async () => {
  const result = await client.responses.create({
    model: MODEL,
    input: 'solve 8x + 31 = 2',
    include: ['message.output_text.logprobs'],
    top_logprobs: 20,
  });
  const part = result.output.find((item) => item.type === 'message').content.find((c) => c.type === 'output_text');
  assert.ok(part.logprobs?.length > 0, 'no logprobs on the output_text');
  assert.equal(part.logprobs.map((entry) => entry.token).join(''), part.text);
  assert.equal(part.logprobs[0].top_logprobs.length, 20);
});

// Item 5: the hosted image tool streamed: the partial images asked for come before the finished one.
await runCase(
  results,
  'responses.create streamed with image_generation partial_images: 2 partial PNGs, then the image',
  async () => {
    const stream = await client.responses.create({
      model: 'gpt-5.5',
      input: 'Paint a picture of a fox.',
      tools: [{ type: 'image_generation', partial_images: 2 }],
      stream: true,
    });
    const events = [];
    for await (const event of stream) events.push(event);
    const partials = events.filter((e) => e.type === 'response.image_generation_call.partial_image');
    assert.deepEqual(
      partials.map((p) => p.partial_image_index),
      [0, 1],
    );
    for (const p of partials)
      assert.equal(Buffer.from(p.partial_image_b64, 'base64').subarray(1, 4).toString('latin1'), 'PNG');
    const done = events.findIndex((e) => e.type === 'response.image_generation_call.completed');
    assert.ok(done > events.indexOf(partials.at(-1)), 'the image was completed before its partial images');
  },
);

// Item 5: the GA `computer` tool and the `multi_agent` beta parameter, as the SDK sends them.
await runCase(
  results,
  'responses.create with the computer tool and multi_agent: a computer_call comes back',
  async () => {
    const response = await client.responses.create({
      model: 'gpt-5.5',
      input: 'Take a look at the screen and tell me what the browser shows.',
      tools: [{ type: 'computer' }],
      multi_agent: { enabled: true, max_concurrent_subagents: 2 },
    });
    assert.ok(
      response.output.some((item) => item.type === 'computer_call'),
      `no computer_call: ${response.output.map((i) => i.type).join(', ')}`,
    );
  },
);

// Item 5: `async: true` on a function tool, with its documented meaning: the next request may go on without the call's
// output, and the output may come later.
await runCase(
  results,
  'responses.create with an async: true tool: goes on without its output, which comes later',
  async () => {
    const tools = [
      {
        type: 'function',
        name: 'get_weather',
        description: 'Weather in a city',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string' } },
          required: ['city'],
          additionalProperties: false,
        },
        strict: true,
        async: true,
      },
    ];
    const first = await client.responses.create({ model: MODEL, input: 'What is the weather in Paris?', tools });
    const call = first.output.find((item) => item.type === 'function_call');
    assert.ok(call, `no function_call: ${first.output.map((i) => i.type).join(', ')}`);
    assert.equal(first.tools[0].async, true, 'async is not echoed on the tool');
    const meanwhile = await client.responses.create({
      model: MODEL,
      previous_response_id: first.id,
      tools,
      input: 'While that runs, say hello.',
    });
    assert.equal(meanwhile.status, 'completed');
    const later = await client.responses.create({
      model: MODEL,
      previous_response_id: meanwhile.id,
      tools,
      input: [{ type: 'function_call_output', call_id: call.call_id, output: '{"temperature": 18}' }],
    });
    assert.equal(later.status, 'completed');
  },
);

// Item 5: the local_shell tool: a shell command comes back, and the answer after its output reads it.
await runCase(results, 'responses.create with local_shell: an exec call, answered from its output', async () => {
  const tools = [{ type: 'local_shell' }];
  const first = await client.responses.create({
    model: 'gpt-5.1-codex-max',
    input: 'Run `ls -la` and tell me what is there.',
    tools,
  });
  const call = first.output.find((item) => item.type === 'local_shell_call');
  assert.ok(call, `no local_shell_call: ${first.output.map((i) => i.type).join(', ')}`);
  assert.equal(call.action.type, 'exec');
  assert.deepEqual(call.action.command.slice(-1), ['ls -la']);
  const second = await client.responses.create({
    model: 'gpt-5.1-codex-max',
    previous_response_id: first.id,
    tools,
    input: [{ type: 'local_shell_call_output', id: call.call_id, output: 'README.md\nsrc\n' }],
  });
  assert.ok(!second.output.some((item) => item.type === 'local_shell_call'), 'the shell call came back again');
  assert.match(second.output_text, /README|src/);
});

report(results);
