// The hosted mcp tool's allow-list: exact origins only, this server never, and no redirect out of an allowed server.
import { describe, expect, it } from 'vitest';
import { createMockMcpHandler } from '@loopscope/mock-api';
import { mcpTargets, parseMcpAllow } from './mcp-allow.ts';

describe('--mcp-allow', () => {
  it('reads origins separated by commas or spaces, and refuses a path, a wildcard or another scheme in words', () => {
    expect(parseMcpAllow('http://127.0.0.1:8000, https://mcp.example.com/ http://localhost:3001')).toEqual([
      'http://127.0.0.1:8000',
      'https://mcp.example.com',
      'http://localhost:3001',
    ]);
    expect(parseMcpAllow(undefined)).toEqual([]);
    for (const bad of [
      'http://127.0.0.1:8000/mcp',
      'http://127.0.0.1:*',
      '127.0.0.1:8000',
      'file:///etc',
      'http://u:p@127.0.0.1:8000',
    ]) {
      expect(() => parseMcpAllow(bad), bad).toThrow(
        `--mcp-allow (LOOPSCOPE_MCP_ALLOW) takes origins such as http://127.0.0.1:8000, separated by commas: "${bad}" is not one`,
      );
    }
  });

  it('never lets a target be this server, even when its origin is allowed; its /mcp is the built-in server', async () => {
    const targets = mcpTargets({
      allowed: ['http://127.0.0.1:5173', 'http://127.0.0.1:8000'],
      exposed: false,
      ownPort: () => 5173,
      builtin: createMockMcpHandler(),
    });
    expect(targets.refuse(new URL('http://127.0.0.1:5173/api/capture/exchanges'))).toContain(
      "never calls this Loopscope's own /api/capture/exchanges",
    );
    expect(targets.refuse(new URL('http://127.1.2.3:5173/proxy/v1/x'))).toContain('own /proxy/v1/x');
    expect(targets.refuse(new URL('http://localhost:5173/mcp'))).toBeNull();
    expect(targets.refuse(new URL('http://127.0.0.1:8000/mcp'))).toBeNull();
    expect(targets.refuse(new URL('http://127.0.0.1:8001/mcp'))).toContain('--mcp-allow http://127.0.0.1:8001');
    await expect(targets.fetch(new Request('http://127.0.0.1:5173/api/mcp', { method: 'POST' }))).rejects.toThrow(
      'never calls',
    );
  });
});
