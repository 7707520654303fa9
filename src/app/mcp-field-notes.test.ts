// Every field and header the 2026-07-28 revision brought has a note in the inspector, in en, ko and pl: the new fields are
// found, not listed, as the keys one session's exchanges carry over 2026-07-28 and never over 2025-11-25.
import { describe, expect, it } from 'vitest';
import { connectMcp, type RevisionChoice } from '@loopscope/wire/mcp/connection';
import { createMockMcpHandler, MOCK_MCP_URL } from '@loopscope/mock-api/mcp/index';
import { describesHeader } from '@loopscope/wire/wires';
import { annotatorFor } from '../features/inspector/annotations';
import en from '../features/inspector/locales/en.json';
import ko from '../features/inspector/locales/ko.json';
import pl from '../features/inspector/locales/pl.json';

interface Recorded {
  headers: string[];
  bodies: unknown[];
}

/** The JSON values of a body: one message, or each `data:` line of an SSE stream. */
function jsonOf(text: string): unknown[] {
  const lines =
    text.trimStart().startsWith('{') || text.trimStart().startsWith('[')
      ? [text]
      : text
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5));
  return lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as unknown];
    } catch {
      return [];
    }
  });
}

/** One session over one revision: discover or handshake, lists, a call, an elicitation answered, a task to its end. */
async function session(revision: RevisionChoice): Promise<Recorded[]> {
  const handler = createMockMcpHandler({ progressStepMs: 1 });
  const recorded: Recorded[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const sent = request.method === 'POST' ? await request.clone().text() : '';
    const response = await handler(request);
    const received = await response.clone().text();
    recorded.push({
      headers: [...request.headers.keys(), ...response.headers.keys()],
      bodies: [...jsonOf(sent), ...jsonOf(received)],
    });
    return response;
  };
  const connection = await connectMcp({
    url: MOCK_MCP_URL,
    fetch,
    timeoutMs: 5_000,
    revision,
    elicit: async () => ({ action: 'accept', content: { city: 'Oslo', unit: 'celsius' } }),
  });
  await connection.listTools();
  await connection.callTool('get_weather', { city: 'Oslo' });
  await connection.callTool('save_favorite_city', {});
  await connection.callTool('generate_weather_report', { city: 'Oslo' });
  await connection.client.listResources();
  await connection.client.listPrompts();
  await connection.close();
  return recorded;
}

/**
 * Keys at their paths, not descending where keys are someone's own names or carry what 2025-11-25 also had: a tool's
 * arguments and schemas, structured content, and the elicitation form and answer inside inputRequests / inputResponses
 * (2025-11-25 sent the same form in elicitation/create and its reply; the maps themselves are new and are kept).
 */
function keysOf(
  value: unknown,
  path: string[] = [],
  out: { key: string; path: string[] }[] = [],
): { key: string; path: string[] }[] {
  if (Array.isArray(value)) value.forEach((item, i) => keysOf(item, [...path, String(i)], out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      out.push({ key, path: [...path, key] });
      if (
        ['arguments', 'inputSchema', 'outputSchema', 'structuredContent', 'inputRequests', 'inputResponses'].includes(
          key,
        )
      )
        continue;
      keysOf(inner, [...path, key], out);
    }
  }
  return out;
}

describe('the inspector notes of the 2026-07-28 revision', () => {
  it('has a note for every field a 2026-07-28 session carries and a 2025-11-25 one never does, in en, ko and pl', async () => {
    const [modern, legacy] = [await session('modern'), await session('legacy')];
    const legacyKeys = new Set(legacy.flatMap((r) => r.bodies.flatMap((body) => keysOf(body).map((k) => k.key))));
    const fresh = new Map<string, { body: unknown; path: string[] }>();
    for (const body of modern.flatMap((r) => r.bodies))
      for (const { key, path } of keysOf(body))
        if (!legacyKeys.has(key) && !fresh.has(key)) fresh.set(key, { body, path });
    // The parts the issue names must be among what was found, or the sessions did not reach them.
    expect([...fresh.keys()]).toEqual(
      expect.arrayContaining([
        '_meta',
        'io.modelcontextprotocol/protocolVersion',
        'io.modelcontextprotocol/clientCapabilities',
        'resultType',
        'supportedVersions',
        'inputRequests',
        'inputResponses',
        'ttlMs',
        'taskId',
      ]),
    );
    for (const catalog of [en, ko, pl]) {
      const missing = [...fresh].filter(([, { body, path }]) => {
        const note = annotatorFor(body, catalog.notes)(path, null);
        return !note?.body;
      });
      expect(missing.map(([key]) => key)).toEqual([]);
    }
    // server/discover, the new first request, is explained by its method.
    const discover = modern
      .flatMap((r) => r.bodies)
      .find((body) => (body as { method?: unknown }).method === 'server/discover');
    for (const catalog of [en, ko, pl])
      expect(annotatorFor(discover, catalog.notes)(['method'], 'server/discover')?.body).toBeTruthy();
  }, 60_000);

  it('has a note for every MCP header either revision sent or answered with, which the mcp wire describes', async () => {
    const names = new Set(
      [...(await session('modern')), ...(await session('legacy'))]
        .flatMap((r) => r.headers)
        .filter((name) => name.toLowerCase().startsWith('mcp-')),
    );
    expect([...names].sort()).toEqual(expect.arrayContaining(['mcp-method', 'mcp-name', 'mcp-protocol-version']));
    for (const name of names) {
      expect(describesHeader({ wire: 'mcp' }, name)).toBe(true);
      for (const catalog of [en, ko, pl])
        expect((catalog.headerNotes as Record<string, string>)[name.toLowerCase()]).toBeTruthy();
    }
    // The revision before had a session header; the stateless mock never sends it, so it is checked by name.
    for (const catalog of [en, ko, pl]) expect(catalog.headerNotes['mcp-session-id']).toBeTruthy();
  }, 60_000);
});
