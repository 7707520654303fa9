// The seams rule fails on a style or wire name checked outside its registry and folder (probe files linted at virtual
// paths under src/ by the project's own ESLint config), passes inside them, and excuses no file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SEAM_REGISTRIES } from './lint-seams.js';

const eslint = new ESLint({ cwd: process.cwd() });

/** The seams rule's messages for `code` linted as if it were the file at `path`. */
async function seamErrors(path: string, code: string, linter = eslint, ruleId = 'loopscope/seams'): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: join(process.cwd(), path) });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('the seams rule', () => {
  it.each([
    [
      'a wire check in a view',
      'src/features/inspector/probe.ts',
      "export const f = (e: { wire?: string }) => e.wire === 'mcp';",
      /wire 'mcp'/,
    ],
    [
      'a negated wire check in the store',
      'src/store/derived/probe.ts',
      "export const f = (e: { wire?: string }) => e.wire !== 'websocket';",
      /wire 'websocket'/,
    ],
    [
      'an optional-chained wire check',
      'src/features/sessions/probe.ts',
      "export const f = (e?: { wire?: string }) => e?.wire === 'websocket';",
      /wire 'websocket'/,
    ],
    [
      'a style check in the engine',
      'src/engine/probe.ts',
      "export const f = (c: { apiStyle: string }) => c.apiStyle !== 'responses';",
      /style 'responses'/,
    ],
    [
      'a style check written the other way round',
      'src/app/probe.ts',
      "export const f = (style: string) => 'chat' === style;",
      /style 'chat'/,
    ],
    [
      'a switch on the style',
      'src/store/probe.ts',
      "export function f(style: string) { switch (style) { case 'assistants': return 1; default: return 0; } }",
      /style 'assistants'/,
    ],
    [
      'a style read from a URL',
      'src/persistence/probe.ts',
      "declare function styleOfEndpoint(url: string): string;\nexport const f = (url: string) => styleOfEndpoint(url) === 'chat';",
      /style 'chat'/,
    ],
    [
      'a style check in the doctor',
      'src/payloads/doctor/rules/probe.ts',
      "export const f = (call: { style: string }) => call.style === 'assistants';",
      /style 'assistants'/,
    ],
    [
      'a style check in code export',
      'src/persistence/code-export/probe.ts',
      "export const f = (e: { kind: string }) => e.kind === 'chat';",
      /style 'chat'/,
    ],
  ])('fails on %s', async (_kind, path, code, message) => {
    const errors = await seamErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['the wire registry', 'src/wire/wires.ts', "export const f = (e: { wire?: string }) => e.wire === 'mcp';"],
    [
      'the style registry',
      'src/engine/styles.ts',
      "export const f = (c: { apiStyle: string }) => c.apiStyle === 'chat';",
    ],
    [
      'the payload style registry',
      'src/payloads/payload-styles.ts',
      "export const f = (c: { style: string }) => c.style === 'chat';",
    ],
    [
      "a style's payload folder",
      'src/payloads/responses/probe.ts',
      "export const f = (c: { style: string }) => c.style === 'responses';",
    ],
    [
      "a style's driver folder",
      'src/engine/drivers/chat/probe.ts',
      "export const f = (e: { style: string }) => e.style === 'chat';",
    ],
    ["a wire's folder", 'src/engine/mcp/probe.ts', "export const f = (e: { wire?: string }) => e.wire === 'mcp';"],
    [
      'test code',
      'src/features/inspector/probe.test.ts',
      "export const f = (e: { wire?: string }) => e.wire === 'mcp';",
    ],
    [
      'a name compared with something that is no style or wire',
      'src/features/inspector/probe.ts',
      "export const f = (t: { type: string }) => t.type === 'mcp';",
    ],
    [
      'asking the registry',
      'src/features/inspector/probe.ts',
      "import { isFramed } from '../../wire/wires';\nexport const f = isFramed;",
    ],
  ])('passes %s', async (_kind, path, code) => {
    expect(await seamErrors(path, code)).toEqual([]);
  });
});

describe('the registries', () => {
  it('are files that exist', () => {
    expect(SEAM_REGISTRIES.filter((path) => !existsSync(join(process.cwd(), 'src', path)))).toEqual([]);
  });
});
