// The mock MCP server in process (the page's path): the connection wrapper's transport whose fetch is the handler itself.
import { describe, expect, it } from 'vitest';
import { MOCK_MCP_URL, createMockMcpHandler, handlerFetch, mockMcpFetch } from './server.ts';
import { describeMockMcpServer } from './testing/conformance.ts';

const fetch = handlerFetch(createMockMcpHandler({ progressStepMs: 1 }));
describeMockMcpServer('in-page fetch', () => ({
  url: (query) => (query ? `${MOCK_MCP_URL}?${query}` : MOCK_MCP_URL),
  fetch,
}));

describe('the mock MCP handler', () => {
  it('answers a 2025 GET with 405, so a client does not wait on a server-sent stream a stateless server never sends', async () => {
    const response = await mockMcpFetch(MOCK_MCP_URL, { headers: { Accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
  });
});

describe('the report tool as a task (Tasks extension, 2026-07-28)', () => {
  it('answers tools/call with a task handle, and the client polls tasks/get until the result', async () => {
    const { connectMcp } = await import('@loopscope/wire/mcp/connection');
    const handler = createMockMcpHandler({ progressStepMs: 20 });
    const answers: { method: string; result: Record<string, unknown> | undefined }[] = [];
    const fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      const { method } = (await request.clone().json()) as { method: string };
      const response = await handler(request);
      const text = await response.clone().text();
      const json = text.startsWith('{') ? (JSON.parse(text) as { result?: Record<string, unknown> }) : {};
      answers.push({ method, result: json.result });
      return response;
    };
    const connection = await connectMcp({ url: MOCK_MCP_URL, fetch, timeoutMs: 5_000 });
    const report = await connection.callTool('generate_weather_report', { city: 'Tokyo' });
    expect((report.content[0] as { text: string }).text).toMatch(/^Weather report for Tokyo/);
    const call = answers.find((a) => a.method === 'tools/call')!;
    expect(call.result).toMatchObject({ resultType: 'task', status: 'working', taskId: expect.any(String) });
    const polls = answers.filter((a) => a.method === 'tasks/get');
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.at(-1)!.result).toMatchObject({ status: 'completed', taskId: call.result!.taskId });
    await connection.close();
  });
});
