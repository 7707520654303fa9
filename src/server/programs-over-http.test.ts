// The SDK against the real server (createServerApp over HTTP): a programmatic tool call round trip, and a compaction with its streamed event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type OpenAI from 'openai';
import { TOOLS } from '@loopscope/mock-api/responses/programs.fixtures';
import { startSdkServer, type SdkServer } from './testing/sdk-server.ts';
import type { ResponseFunctionToolCall, ResponseInputItem } from 'openai/resources/responses/responses';

describe('programmatic tool calling and compaction over HTTP', () => {
  let sdk: SdkServer;
  let client: OpenAI;

  beforeAll(async () => {
    sdk = await startSdkServer();
    client = sdk.client;
  });
  afterAll(() => sdk.close());

  it('the SDK runs the program loop: each call answered with its caller, then program_output and the answer', async () => {
    const input: ResponseInputItem[] = [{ role: 'user', content: "What's the weather in Berlin and Tokyo?" }];
    const seen: string[][] = [];
    for (let turn = 0; turn < 5; turn++) {
      const response = await client.responses.create({ model: 'gpt-6-astra', input, tools: TOOLS });
      seen.push(response.output.map((i) => i.type).filter((t) => t !== 'reasoning'));
      input.push(...(response.output as ResponseInputItem[]));
      const calls = response.output.filter((i): i is ResponseFunctionToolCall => i.type === 'function_call');
      if (calls.length === 0) {
        expect(response.output_text).toMatch(/Berlin/);
        break;
      }
      for (const call of calls)
        input.push({
          type: 'function_call_output',
          call_id: call.call_id,
          output: '{"temperature_c": 18}',
          caller: call.caller,
        });
    }
    expect(seen).toEqual([['program', 'function_call'], ['function_call'], ['program_output', 'message']]);
  });

  it('streams response.compaction.compacting and a compaction item past compact_threshold', async () => {
    const long = Array.from(
      { length: 150 },
      (_, i) => `Line ${i + 1} of the pasted report says the weather was mild.`,
    ).join('\n');
    const stream = client.responses.stream({
      model: 'gpt-6-astra',
      input: `${long}\nSummarise.`,
      context_management: [{ type: 'compaction', compact_threshold: 1000 }],
    });
    const types: string[] = [];
    stream.on('event', (e) => types.push(e.type));
    const final = await stream.finalResponse();
    expect(types).toContain('response.compaction.compacting');
    expect(final.output[0]!.type).toBe('compaction');
  });
});
