// The OpenAI Agents SDK's hosted tools (fileSearchTool over a vector store made here, webSearchTool,
// codeInterpreterTool, imageGenerationTool), each a full run, plain and streamed.
import {
  Agent,
  OpenAIResponsesModel,
  codeInterpreterTool,
  fileSearchTool,
  imageGenerationTool,
  run,
  setDefaultOpenAIClient,
  setTracingDisabled,
  webSearchTool,
} from '@openai/agents';
import assert from 'node:assert/strict';
import OpenAI, { toFile } from 'openai';
import {
  API_KEY,
  BASE_URL,
  MODEL,
  capturedExchanges,
  lastServerText,
  report,
  runCase,
  serverResponse,
  taggedWith,
} from './loop.mjs';

const client = new OpenAI({ apiKey: API_KEY, baseURL: BASE_URL });
setDefaultOpenAIClient(client);
setTracingDisabled(true);
const results = [];

// The store file_search reads: made through the openai client against the same server, as a user would.
const POLICY =
  'Returns are free for 30 days. Refunds reach your card within 5 business days after we receive the item. Gift cards cannot be refunded.';
const file = await client.files.create({
  file: await toFile(Buffer.from(POLICY), 'refund-policy.md'),
  purpose: 'assistants',
});
const store = await client.vectorStores.create({ name: 'Help centre', file_ids: [file.id] });

/** The message text's annotations in the last Responses answer the case's exchanges carried. */
async function serverAnnotations(tag) {
  const responses = (await capturedExchanges(taggedWith(tag))).map(serverResponse).filter(Boolean);
  assert.ok(responses.length, 'no Responses answer of this case in the capture log');
  const message = responses
    .at(-1)
    .output.filter((item) => item.type === 'message')
    .at(-1);
  return message?.content.flatMap((part) => part.annotations ?? []) ?? [];
}

const HOSTED = [
  {
    name: 'fileSearchTool',
    item: 'file_search_call',
    question: 'How long until refunds reach my card?',
    tool: () => fileSearchTool([store.id], { includeSearchResults: true }),
    uses: (text, call) => {
      assert.match(text, /within 5 business days/, `the answer does not quote the file: ${JSON.stringify(text)}`);
      const found = call.providerData.results ?? [];
      assert.ok(
        found.some((r) => r.file_id === file.id),
        `the file_search_call's results do not hold the file: ${JSON.stringify(found)}`,
      );
    },
    cites: (annotations) => {
      const cited = annotations.filter((a) => a.type === 'file_citation');
      assert.ok(
        cited.some((a) => a.file_id === file.id && a.filename === 'refund-policy.md'),
        `no file_citation of the file: ${JSON.stringify(annotations)}`,
      );
    },
  },
  {
    name: 'webSearchTool',
    item: 'web_search_call',
    question: 'What is the global interpreter lock in Python?',
    tool: () => webSearchTool(),
    uses: (text, call) => {
      assert.match(text, /\b(GIL|lock)\b/, `the answer is not about the question: ${JSON.stringify(text)}`);
      assert.equal(
        call.providerData.action?.type,
        'search',
        `the web_search_call's action: ${JSON.stringify(call.providerData.action)}`,
      );
    },
    cites: (annotations, text) => {
      const cited = annotations.filter((a) => a.type === 'url_citation');
      assert.ok(cited.length, `no url_citation: ${JSON.stringify(annotations)}`);
      for (const a of cited) {
        assert.ok(
          a.start_index < a.end_index && a.end_index <= text.length,
          `a url_citation outside the text: ${JSON.stringify(a)}`,
        );
        assert.ok(URL.canParse(a.url) && a.title, `a url_citation without a url or title: ${JSON.stringify(a)}`);
      }
    },
  },
  {
    name: 'codeInterpreterTool',
    item: 'code_interpreter_call',
    question: 'What is 1234 * 5678?',
    tool: () => codeInterpreterTool({ includeOutputs: true }),
    uses: (text, call) => {
      // 7006652, worked out here: the sandbox must have run the program for the answer to hold it.
      assert.match(
        text.replace(/[,\u202f ]/g, ''),
        /7006652/,
        `the answer does not give the product: ${JSON.stringify(text)}`,
      );
      const logs = (call.providerData.outputs ?? []).map((o) => o.logs ?? '').join('\n');
      assert.match(logs, /7006652/, `the code_interpreter_call's logs: ${JSON.stringify(logs)}`);
      assert.equal(call.status, 'completed');
    },
    cites: () => {},
  },
  {
    name: 'imageGenerationTool',
    item: 'image_generation_call',
    question: 'Draw a lighthouse at dusk.',
    tool: () => imageGenerationTool({ partialImages: 1 }),
    uses: (text, call) => {
      // The SDK hands the image over as the call's output: base64 of a PNG (its signature after the first byte).
      assert.equal(
        Buffer.from(String(call.output ?? ''), 'base64')
          .subarray(1, 4)
          .toString('latin1'),
        'PNG',
        `the image_generation_call's output is no PNG: ${String(call.output).slice(0, 40)}`,
      );
      assert.ok(text.length > 0, 'no answer after the image');
    },
    cites: () => {},
  },
];

for (const hosted of HOSTED) {
  for (const stream of [false, true]) {
    const tag = `agents-hosted-${hosted.name}-${stream ? 'stream' : 'run'}`;
    await runCase(results, `Agents SDK ${hosted.name}()${stream ? ', streamed' : ''}`, async () => {
      const agent = new Agent({
        name: 'Helper',
        instructions: `Answer from what your tools find. [suite:${tag}]`,
        model: new OpenAIResponsesModel(client, MODEL),
        tools: [hosted.tool()],
      });
      let fault;
      let result;
      if (stream) {
        result = await run(agent, hosted.question, { stream: true });
        let streamed = '';
        for await (const chunk of result.toTextStream()) streamed += chunk;
        await result.completed;
        if (streamed !== result.finalOutput) fault = `the text stream ${JSON.stringify(streamed)} is not finalOutput`;
      } else {
        result = await run(agent, hosted.question);
      }
      // The hosted call is one of the run's items, as the SDK names them.
      const calls = result.newItems.filter(
        (i) => i.type === 'tool_call_item' && i.rawItem.type === 'hosted_tool_call' && i.rawItem.name === hosted.item,
      );
      assert.equal(
        calls.length,
        1,
        `the run's items: ${result.newItems.map((i) => `${i.type}:${i.rawItem?.name ?? i.rawItem?.type}`).join(', ')}`,
      );
      const text = result.finalOutput;
      assert.equal(typeof text, 'string', `finalOutput is ${typeof text}`);
      hosted.uses(text, calls[0].rawItem);
      assert.equal(text, await lastServerText(taggedWith(tag)), "the client's final text is not what the server sent");
      const annotations = await serverAnnotations(tag);
      hosted.cites(annotations, text);
      // The SDK keeps the citations on its message item (as providerData): what the client saw matches the wire.
      const message = result.newItems.filter((i) => i.type === 'message_output_item').at(-1);
      const kept = message?.rawItem.content.flatMap((part) => part.providerData?.annotations ?? []) ?? [];
      assert.deepEqual(kept, annotations, "the citations on the SDK's message item are not the ones the server sent");
      return fault;
    });
  }
}

report(results);
