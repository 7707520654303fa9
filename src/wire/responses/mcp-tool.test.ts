// The hosted mcp tool's shared rules: which listed tools the model sees and which calls wait for approval.
import { describe, expect, it } from 'vitest';
import { echoMcpTool, isAllowedTool, needsApproval } from './mcp-tool.ts';

const weather = { name: 'get_weather', annotations: { readOnlyHint: true } };
const book = { name: 'book_trip', annotations: null };
const server = (extra: Record<string, unknown>) => ({
  type: 'mcp',
  server_label: 's',
  server_url: 'http://127.0.0.1/mcp',
  ...extra,
});

describe('allowed_tools', () => {
  it('lets every tool through when absent, and only the named or read-only ones otherwise', () => {
    expect([isAllowedTool(server({}), weather), isAllowedTool(server({}), book)]).toEqual([true, true]);
    expect([
      isAllowedTool(server({ allowed_tools: ['book_trip'] }), weather),
      isAllowedTool(server({ allowed_tools: ['book_trip'] }), book),
    ]).toEqual([false, true]);
    expect([
      isAllowedTool(server({ allowed_tools: { read_only: true } }), weather),
      isAllowedTool(server({ allowed_tools: { read_only: true } }), book),
    ]).toEqual([true, false]);
  });
});

describe('require_approval', () => {
  it('asks by default and under "always", never under "never"', () => {
    expect(needsApproval(server({}), weather)).toBe(true);
    expect(needsApproval(server({ require_approval: 'always' }), weather)).toBe(true);
    expect(needsApproval(server({ require_approval: 'never' }), book)).toBe(false);
  });

  it('follows a filter: never-listed tools run, always-listed ones ask', () => {
    const never = server({ require_approval: { never: { tool_names: ['get_weather'] } } });
    expect([needsApproval(never, weather), needsApproval(never, book)]).toEqual([false, true]);
    const always = server({ require_approval: { always: { tool_names: ['book_trip'] } } });
    expect([needsApproval(always, weather), needsApproval(always, book)]).toEqual([false, true]);
    const readOnly = server({ require_approval: { never: { read_only: true } } });
    expect([needsApproval(readOnly, weather), needsApproval(readOnly, book)]).toEqual([false, true]);
  });
});

describe('the echo', () => {
  it('keeps no secret: headers, authorization and the URL path are gone', () => {
    const echoed = echoMcpTool(
      server({
        headers: { Authorization: 'Bearer s3cret' },
        authorization: 'tok',
        server_url: 'https://mcp.example.test/v1/s3cret-path',
      }),
    );
    expect(JSON.stringify(echoed)).not.toMatch(/s3cret|tok/);
    expect(echoed).toMatchObject({
      headers: null,
      server_url: 'https://mcp.example.test/<redacted>',
      require_approval: 'always',
      allowed_tools: null,
    });
  });
});
