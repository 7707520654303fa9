// A request that fans out over many names with accents makes a long note; its answer still reaches the openai SDK
// (Node's fetch refuses headers past 16 KB: "Connection error."), every call in the body, the note cut between clauses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSdkServer, type SdkServer } from './testing/sdk-server.ts';

const towns = Array.from(
  { length: 300 },
  (_, i) => `Łódź${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}ów`,
);
const question = `What is the weather in ${towns.slice(0, -1).join(', ')} and ${towns.at(-1)}?`;
const weather = {
  name: 'get_weather',
  description: 'Weather for a city',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};

describe('a long model note over HTTP', () => {
  let sdk: SdkServer;
  beforeAll(async () => {
    sdk = await startSdkServer();
  });
  afterAll(() => sdk.close());

  it('Chat Completions: the SDK reads the answer, every call included, and the note says what it left out', async () => {
    const { data, response } = await sdk.client.chat.completions
      .create({
        model: 'gpt-4o',
        messages: [{ role: 'user', content: question }],
        tools: [{ type: 'function', function: weather }],
      })
      .withResponse();
    const calls = data.choices[0]!.message.tool_calls ?? [];
    expect(calls.length).toBeGreaterThan(150);
    const note = decodeURIComponent(response.headers.get('x-loopscope-explanation') ?? '');
    expect(note).toMatch(/; \d+ more parts of this note left out to keep the header under 12 KB$/);
  });

  it('Responses: the same question is answered and read', async () => {
    const { data, response } = await sdk.client.responses
      .create({ model: 'gpt-4o', input: question, tools: [{ type: 'function', strict: false, ...weather }] })
      .withResponse();
    expect(data.output.filter((item) => item.type === 'function_call').length).toBeGreaterThan(150);
    expect(decodeURIComponent(response.headers.get('x-loopscope-explanation') ?? '')).toContain(
      'more parts of this note left out',
    );
  });
});
