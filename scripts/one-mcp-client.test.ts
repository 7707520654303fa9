// One MCP client wrapper: outside test code, only src/wire/mcp/connection.ts makes the SDK's Client (createMcpClient),
// so every surface (the page's hub, the hosted tool, the stdio bridge) gets the same JSON Schema checker and settings.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const TEST_CODE = /(\.test\.tsx?$|\/testing\/|\/test-[^/]*\.tsx?$)/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? sources(path)
      : /\.tsx?$/.test(name)
        ? [relative(root, path).split(sep).join('/')]
        : [];
  });
}

/** Files that construct an MCP SDK client: `new Client(` in a file importing Client from an MCP package. */
const makesClient = (text: string) =>
  /\bnew Client\s*\(/.test(text) && /import\s*\{[^}]*\bClient\b[^}]*\}\s*from\s*'@modelcontextprotocol\//.test(text);

describe('the MCP client', () => {
  it('is made in one module', () => {
    const makers = sources(join(root, 'src')).filter(
      (path) => !TEST_CODE.test(path) && makesClient(readFileSync(join(root, path), 'utf8')),
    );
    expect(makers).toEqual(['src/wire/mcp/connection.ts']);
  });

  it('would see a second maker', () => {
    expect(
      makesClient(
        "import { Client } from '@modelcontextprotocol/client';\nconst c = new Client({ name: 'x', version: '1' });",
      ),
    ).toBe(true);
    expect(
      makesClient("import { type Client } from '@modelcontextprotocol/client';\nconst c = createMcpClient(o);"),
    ).toBe(false);
  });
});
