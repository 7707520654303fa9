// The connection wrapper against servers that are not Loopscope's: it negotiates 2026-07-28 where offered, falls back to
// the 2025-11-25 handshake where not, says which it used, and lists and calls tools on each.
import { describe, expect, it } from 'vitest';
import { connectMcp, LEGACY_REVISION, MODERN_REVISION } from './connection.ts';
import { REFERENCE_KINDS, REFERENCE_REVISION, referenceFetch } from './testing/reference-servers.ts';

const URL_ = 'http://reference.test/mcp';

/** A fetch that remembers each request's JSON-RPC method and its MCP-Protocol-Version header. */
function watched(fetch: ReturnType<typeof referenceFetch>) {
  const seen: { method: string; version: string | null; session: string | null }[] = [];
  const watching = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'POST' ? ((await request.clone().json()) as { method?: string }) : {};
    seen.push({
      method: body.method ?? request.method,
      version: request.headers.get('mcp-protocol-version'),
      session: request.headers.get('mcp-session-id'),
    });
    return fetch(request);
  };
  return { seen, fetch: watching };
}

describe('connectMcp', () => {
  for (const kind of REFERENCE_KINDS) {
    it(`lists and calls tools on the ${kind} reference server, over ${REFERENCE_REVISION[kind]}`, async () => {
      const { seen, fetch } = watched(referenceFetch(kind));
      const connection = await connectMcp({ url: URL_, fetch, timeoutMs: 5_000 });
      expect(connection.revision).toBe(REFERENCE_REVISION[kind]);
      expect(connection.era).toBe(REFERENCE_REVISION[kind] === MODERN_REVISION ? 'modern' : 'legacy');
      expect((await connection.listTools()).map((t) => t.name)).toEqual(['add', 'shout']);
      const sum = await connection.callTool('add', { a: 2, b: 3 });
      expect(sum.content).toEqual([{ type: 'text', text: '5' }]);
      await connection.close();
      // Every negotiation starts with the 2026 probe; only a server that does not answer it gets the handshake.
      expect(seen[0]!.method).toBe('server/discover');
      const methods = seen.map((s) => s.method);
      if (connection.era === 'modern') {
        expect(methods).not.toContain('initialize');
        expect(
          seen
            .filter((s) => s.method === 'tools/call')
            .every((s) => s.version === MODERN_REVISION && s.session === null),
        ).toBe(true);
      } else {
        expect(methods).toContain('initialize');
        expect(seen.find((s) => s.method === 'tools/call')?.version).toBe(LEGACY_REVISION);
      }
    });
  }

  it('pins the handshake revision when asked, even where 2026-07-28 is offered', async () => {
    const { seen, fetch } = watched(referenceFetch('v2-both'));
    const connection = await connectMcp({ url: URL_, fetch, timeoutMs: 5_000, revision: 'legacy' });
    expect(connection.revision).toBe(LEGACY_REVISION);
    expect(seen[0]!.method).toBe('initialize');
    await connection.close();
  });

  it('fails in words when pinned to 2026-07-28 and the server speaks only the handshake', async () => {
    await expect(
      connectMcp({ url: URL_, fetch: referenceFetch('v1-legacy'), timeoutMs: 5_000, revision: 'modern' }),
    ).rejects.toThrow(/2026-07-28/);
  });
});
