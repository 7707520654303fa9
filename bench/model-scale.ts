// Bench of the mock model at scale: a reply for a request with 128 tools and 200 messages, the model alone and through the API.
import { createMockApi } from '@loopscope/mock-api';
import { generateReply } from '@loopscope/mock-api/model/generate';
import { median, type BenchLine, type BenchModule } from './lib.ts';

const KINDS = ['weather', 'stock', 'email', 'calendar', 'flight', 'hotel', 'music', 'movie'];

function tool(i: number) {
  const kind = KINDS[i % KINDS.length]!;
  return {
    type: 'function',
    function: {
      name: `${kind}_action_${i}`,
      description: `Does ${kind} task number ${i} for a user, by place, date and amount`,
      parameters: {
        type: 'object',
        properties: {
          city: { type: 'string', description: 'The city, e.g. Berlin' },
          date: { type: 'string', description: 'Day in YYYY-MM-DD' },
          amount: { type: 'number', description: 'How many' },
          mode: { type: 'string', enum: ['fast', 'cheap', 'best'] },
        },
        required: ['city'],
      },
    },
  };
}

function messages() {
  const out: Record<string, unknown>[] = [{ role: 'system', content: 'You are a helpful assistant.' }];
  for (let i = 0; out.length < 199; i++) {
    out.push({ role: 'user', content: `Question ${i}: what is the weather in Berlin on 2026-12-0${(i % 9) + 1}?` });
    out.push({ role: 'assistant', content: `Answer ${i}: it is mild and dry, ${10 + (i % 7)} degrees.` });
  }
  out.push({
    role: 'user',
    content: 'Book the cheap flight to Tokyo for 2 people tomorrow, and check the weather in Paris.',
  });
  return out;
}

async function medianMs(run: () => Promise<void>, times: number): Promise<number> {
  for (let i = 0; i < 20; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

const bench: BenchModule = {
  title: 'Mock model at scale',
  async run(): Promise<BenchLine[]> {
    const api = createMockApi({ scenario: 'none', clock: () => 1_764_450_000_000 });
    const body = JSON.stringify({
      model: 'gpt-4.1',
      tools: Array.from({ length: 128 }, (_, i) => tool(i)),
      messages: messages(),
    });
    const once = async () => {
      const res = await api.fetch(
        new Request('http://mock.loopscope.local/v1/chat/completions', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
          body,
        }),
      );
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
      await res.text();
    };
    const parsed = JSON.parse(body) as { tools: { function: never }[]; messages: never[] };
    const input = {
      messages: parsed.messages,
      tools: parsed.tools.map((t) => t.function),
      toolChoice: undefined,
      parallelToolCalls: true,
      responseFormat: undefined,
      now: new Date(1_764_450_000_000),
    };
    // Fresh tool objects each time, as every parsed request has: only what is keyed by content (the tool list's JSON,
    // a text, the day) is reused across requests, as in a tool loop that resends the same request every step.
    const model = await medianMs(
      async () => void generateReply({ ...input, tools: input.tools.map((t) => ({ ...(t as object) }) as never) }),
      200,
    );
    // A request text never seen before each time: the whole analysis of the request runs (the tool list is known).
    let asked = 0;
    const fresh = await medianMs(async () => {
      const messages = [...input.messages] as { role: string; content: string }[];
      messages[messages.length - 1] = {
        role: 'user',
        content: `${messages[messages.length - 1]!.content} Reference ${++asked}.`,
      };
      generateReply({
        ...input,
        messages: messages as never,
        tools: input.tools.map((t) => ({ ...(t as object) }) as never),
      });
    }, 200);
    const whole = await medianMs(once, 60);
    return [
      {
        name: 'mock model reply, 128 tools + 200 messages',
        value: model,
        unit: 'ms',
        note: 'generateReply in-process, median of 200; goal < 5 ms',
      },
      {
        name: 'same, with a request text never seen before',
        value: fresh,
        unit: 'ms',
        note: 'the request analysed from scratch each time; median of 200',
      },
      {
        name: 'same request through the API handler (in-process fetch)',
        value: whole,
        unit: 'ms',
        note: 'adds validation and token counting; median of 60',
      },
    ];
  },
};

export default bench;
