// The image_generation, computer / computer_use_preview and local_shell tools through the SDK: a real PNG (and partial
// images when streamed), a screenshot call, a shell command, and the answers after their outputs.
import { describe, expect, it } from 'vitest';
import type { ResponseStreamEvent } from 'openai/resources/responses/responses';
import { createMockApi } from '../index.ts';
import { sdkClient } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const mock = () => sdkClient(createMockApi({ seed: 9, clock: () => 1_780_000_000_000 }));

/** Width, height and colour type of a PNG, read from its IHDR; throws when the bytes are no PNG. */
function pngHeader(base64: string): { width: number; height: number } {
  const bytes = Buffer.from(base64, 'base64');
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('image_generation', () => {
  it('answers a request for a picture with an image_generation_call whose result is a PNG, the same for the same prompt', async () => {
    const { client, exchanges } = mock();
    const body = {
      model: 'gpt-5.5',
      input: 'Draw a lighthouse at dusk.',
      tools: [{ type: 'image_generation' as const }],
    };
    const response = await client.responses.create(body);
    const call = response.output.find((i) => i.type === 'image_generation_call');
    expect(call).toMatchObject({ status: 'completed', output_format: 'png' });
    expect(pngHeader(call!.result!)).toEqual({ width: 64, height: 64 });
    expect(response.output_text).toMatch(/image/);
    const again = await client.responses.create(body);
    expect(again.output.find((i) => i.type === 'image_generation_call')!.result).toBe(call!.result);
    const other = await client.responses.create({ ...body, input: 'Draw a red bicycle.' });
    expect(other.output.find((i) => i.type === 'image_generation_call')!.result).not.toBe(call!.result);
    for (const e of exchanges) assertMatchesSpec('Response', JSON.parse(e.responseBody));
  }, 90_000); // the first check against the spec compiles its schemas: slow on a loaded machine

  it('streams in_progress, generating, the partial images asked for, then completed', async () => {
    const { client } = mock();
    const events: ResponseStreamEvent[] = [];
    const stream = await client.responses.create({
      model: 'gpt-5.5',
      input: 'Paint a picture of a fox.',
      tools: [{ type: 'image_generation', partial_images: 2 }],
      stream: true,
    });
    for await (const event of stream) events.push(event);
    const types = events.map((e) => e.type).filter((t) => t.startsWith('response.image_generation_call'));
    expect(types).toEqual([
      'response.image_generation_call.in_progress',
      'response.image_generation_call.generating',
      'response.image_generation_call.partial_image',
      'response.image_generation_call.partial_image',
      'response.image_generation_call.completed',
    ]);
    const partials = events.filter((e) => e.type === 'response.image_generation_call.partial_image');
    for (const p of partials) expect(pngHeader(p.partial_image_b64).width).toBe(64);
    expect(partials.map((p) => p.partial_image_index)).toEqual([0, 1]);
    for (const e of events) assertMatchesSpec('ResponseStreamEvent', e);
  });

  it('refuses partial_images past 3, as the SDK documents the range', async () => {
    const { client } = mock();
    await expect(
      client.responses.create({
        model: 'gpt-5.5',
        input: 'Draw a cat.',
        tools: [{ type: 'image_generation', partial_images: 4 }],
      }),
    ).rejects.toMatchObject({ status: 400, param: 'tools[0].partial_images' });
  });
});

describe('computer use', () => {
  it.each([
    [
      'computer_use_preview',
      {
        type: 'computer_use_preview' as const,
        display_width: 1024,
        display_height: 768,
        environment: 'browser' as const,
      },
    ],
    ['computer', { type: 'computer' as const }],
  ])('%s: a screenshot call, then an answer once the screenshot comes back', async (_name, tool) => {
    const { client, exchanges } = mock();
    const first = await client.responses.create({
      model: 'computer-use-preview',
      input: 'Take a look at the screen and tell me what the browser shows.',
      tools: [tool],
      truncation: 'auto',
    });
    const call = first.output.find((i) => i.type === 'computer_call');
    expect(call).toBeDefined();
    expect(JSON.stringify(call)).toContain('screenshot');
    const second = await client.responses.create({
      model: 'computer-use-preview',
      previous_response_id: first.id,
      tools: [tool],
      truncation: 'auto',
      input: [
        {
          type: 'computer_call_output',
          call_id: call!.call_id,
          output: { type: 'computer_screenshot', image_url: 'data:image/png;base64,iVBORw0KGgo=' },
        },
      ],
    });
    expect(second.output.some((i) => i.type === 'computer_call')).toBe(false);
    expect(second.output_text.length).toBeGreaterThan(0);
    for (const e of exchanges) assertMatchesSpec('Response', JSON.parse(e.responseBody));
  });

  it('a computer call left without its output is the usual pairing 400', async () => {
    const { client } = mock();
    const tool = { type: 'computer' as const };
    const first = await client.responses.create({
      model: 'gpt-5.5',
      input: 'Click the button on the screen.',
      tools: [tool],
    });
    await expect(
      client.responses.create({ model: 'gpt-5.5', previous_response_id: first.id, tools: [tool], input: 'and then?' }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('No tool output found for computer call'),
    });
  });
});

describe('local_shell', () => {
  it('runs the command the question names, then answers from its output', async () => {
    const { client, exchanges } = mock();
    const tools = [{ type: 'local_shell' as const }];
    // codex-mini-latest, the model local_shell was made for, was shut down on 2026-02-12: a codex model still served.
    const first = await client.responses.create({
      model: 'gpt-5.1-codex-max',
      input: 'Run `ls -la` and tell me what is there.',
      tools,
    });
    const call = first.output.find((i) => i.type === 'local_shell_call');
    expect(call?.action).toMatchObject({ type: 'exec', command: ['bash', '-lc', 'ls -la'] });
    const second = await client.responses.create({
      model: 'gpt-5.1-codex-max',
      previous_response_id: first.id,
      tools,
      input: [{ type: 'local_shell_call_output', id: call!.call_id, output: 'README.md\nsrc\n' }],
    });
    expect(second.output.some((i) => i.type === 'local_shell_call')).toBe(false);
    expect(second.output_text).toMatch(/README|src/);
    for (const e of exchanges) assertMatchesSpec('Response', JSON.parse(e.responseBody));
  });
});
