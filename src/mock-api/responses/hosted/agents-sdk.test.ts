// The Agents SDK's hosted tools (fileSearchTool, webSearchTool, codeInterpreterTool) against the mock Responses API:
// the requests they send are accepted and the agent's final output is the cited answer.
import {
  Agent,
  OpenAIProvider,
  Runner,
  codeInterpreterTool,
  fileSearchTool,
  imageGenerationTool,
  webSearchTool,
} from '@openai/agents';
import { toFile } from 'openai';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../../index.ts';
import { sdkClient } from '../../testing/harness.ts';

describe('the Agents SDK’s hosted tools', () => {
  it('runs an agent with file search, web search and a code interpreter to a cited answer', async () => {
    const api = createMockApi({
      seed: 9,
      clock: () => 1_780_000_000_000,
      scenario: 'none',
      runCode: async () => ({ logs: ['42'], error: null }),
    });
    const { client, exchanges } = sdkClient(api);
    const file = await client.files.create({
      file: await toFile(
        Buffer.from('Refunds reach your card within 5 business days after we receive the item.'),
        'refunds.md',
      ),
      purpose: 'assistants',
    });
    const store = await client.vectorStores.create({ name: 'Help', file_ids: [file.id] });
    const runner = new Runner({
      modelProvider: new OpenAIProvider({ openAIClient: client as never, useResponses: true }),
      tracingDisabled: true,
    });
    const agent = new Agent({
      name: 'Helper',
      model: 'gpt-4o',
      instructions: 'Answer from the tools.',
      tools: [fileSearchTool([store.id], { includeSearchResults: true }), webSearchTool(), codeInterpreterTool()],
    });

    const refunds = await runner.run(agent, 'How long until refunds reach my card?');
    expect(refunds.finalOutput).toContain('within 5 business days');
    const sent = JSON.parse(exchanges.at(-1)!.requestBody!);
    expect(sent.tools.map((t: { type: string }) => t.type)).toEqual(['file_search', 'web_search', 'code_interpreter']);
    expect(sent.include).toContain('file_search_call.results');
    const output = JSON.parse(exchanges.at(-1)!.responseBody).output as { type: string }[];
    expect(output.map((i) => i.type)).toEqual(['file_search_call', 'message']);

    const web = await runner.run(agent, 'What is the global interpreter lock in Python?');
    expect(web.finalOutput).toMatch(/GIL|lock|thread/);
    expect(JSON.parse(exchanges.at(-1)!.responseBody).output[0].type).toBe('web_search_call');

    const sum = await runner.run(agent, 'What is 6 * 7?');
    expect(sum.finalOutput).toContain('42');
    expect(JSON.parse(exchanges.at(-1)!.responseBody).output[0].type).toBe('code_interpreter_call');
  });

  it('imageGenerationTool(): the run finishes with the image_generation_call’s PNG among its items, streamed with partial images too', async () => {
    const { client, exchanges } = sdkClient(
      createMockApi({ seed: 9, clock: () => 1_780_000_000_000, scenario: 'none' }),
    );
    const runner = new Runner({
      modelProvider: new OpenAIProvider({ openAIClient: client as never, useResponses: true }),
      tracingDisabled: true,
    });
    const agent = new Agent({
      name: 'Artist',
      model: 'gpt-5.5',
      instructions: 'Make the picture asked for.',
      tools: [imageGenerationTool({ partialImages: 1 })],
    });
    const result = await runner.run(agent, 'Draw a lighthouse at dusk.');
    expect(String(result.finalOutput)).toMatch(/image/);
    expect(JSON.parse(exchanges.at(-1)!.requestBody!).tools[0]).toMatchObject({
      type: 'image_generation',
      partial_images: 1,
    });
    const call = (JSON.parse(exchanges.at(-1)!.responseBody).output as { type: string; result?: string }[]).find(
      (i) => i.type === 'image_generation_call',
    );
    expect(Buffer.from(call!.result!, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');

    const streamed = await runner.run(agent, 'Draw a lighthouse at dusk.', { stream: true });
    const kinds: string[] = [];
    for await (const event of streamed)
      if (event.type === 'raw_model_stream_event' && event.data.type === 'model')
        kinds.push(String((event.data.event as { type?: string }).type));
    await streamed.completed;
    expect(kinds).toContain('response.image_generation_call.partial_image');
    expect(String(streamed.finalOutput)).toMatch(/image/);
  }, 60_000);
});
