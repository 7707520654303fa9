// zod source converted inside the sandbox: same JSON Schema as zodTool() in Node, no host capabilities, limits that hold.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodTool } from './define-tool';
import { zodSourceToParameters } from './zod-source';

/** The oracle: the same source evaluated and converted in Node, the way the page used to do it. */
function convertInNode(source: string): Record<string, unknown> {
  const schema = new Function('z', `return (${source});`)(z) as Parameters<typeof zodTool>[0]['parameters'];
  return zodTool({ name: 'tool', description: '', parameters: schema, source: '' }).parameters;
}

const SCHEMAS = {
  weather: "z.object({ city: z.string().describe('City'), unit: z.enum(['celsius', 'fahrenheit']) })",
  nested: `z.object({
    query: z.string().min(1).max(80),
    filters: z.array(z.object({ field: z.string(), op: z.enum(['eq', 'lt', 'gt']), value: z.union([z.string(), z.number()]) })),
    limit: z.number().int().nullable().describe('null means no limit'),
    when: z.object({ from: z.string(), to: z.string().nullable() }).nullable(),
    tags: z.array(z.literal('a').or(z.literal('b'))).default([]),
  })`,
  discriminated: `z.object({
    shape: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('circle'), r: z.number() }),
      z.object({ kind: z.literal('rect'), w: z.number(), h: z.number() }),
    ]),
  })`,
  sharedAndRecursive: `(() => {
    const Point = z.object({ x: z.number(), y: z.number() });
    const Node = z.object({ name: z.string(), get children() { return z.array(Node); } });
    return z.object({ from: Point, to: Point, tree: Node });
  })()`,
};

describe('zodSourceToParameters', () => {
  it.each(Object.entries(SCHEMAS))(
    'converts the %s schema exactly as zodTool() does in Node',
    async (_name, source) => {
      const expected = convertInNode(source);
      expect(await zodSourceToParameters(source)).toEqual({ ok: true, parameters: expected });
    },
  );

  it('takes what the editor holds: comments, a trailing semicolon, helper constants before the schema', async () => {
    const result = await zodSourceToParameters(
      "// weather\nconst City = z.string().describe('City');\nz.object({ city: City }); // done\n",
    );
    expect(result).toEqual({ ok: true, parameters: convertInNode("z.object({ city: z.string().describe('City') })") });
  });

  it.each([
    'fetch',
    'XMLHttpRequest',
    'localStorage',
    'indexedDB',
    'document',
    'window',
    'process',
    'require',
    'setTimeout',
  ])('%s is undefined to zod source', async (name) => {
    const result = await zodSourceToParameters(`z.object({ a: z.string().describe(typeof ${name}) })`);
    expect(result).toMatchObject({ ok: true, parameters: { properties: { a: { description: 'undefined' } } } });
  });

  it('stops a source that loops forever with a timeout, instead of hanging', async () => {
    const result = await zodSourceToParameters('(() => { while (true) {} })()', { limits: { timeoutMs: 200 } });
    expect(result).toEqual({ ok: false, error: 'The zod source did not finish within 200 ms and was stopped.' });
    const swallowing = await zodSourceToParameters('(() => { for (;;) { try { while (true) {} } catch {} } })()', {
      limits: { timeoutMs: 200 },
    });
    expect(swallowing).toEqual({ ok: false, error: 'The zod source did not finish within 200 ms and was stopped.' });
  });

  it('reports memory and recursion limits as such', async () => {
    const big = await zodSourceToParameters("z.object({ a: z.string().describe('x'.repeat(1e9)) })");
    expect(big).toEqual({ ok: false, error: 'The zod source ran out of memory (limit 32 MB).' });
    const deep = await zodSourceToParameters('(function f() { return f(); })()');
    expect(deep).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The zod source nests or recurses too deeply: .*stack overflow/),
    });
  });

  it('names the syntax error, the thrown error and the wrong kind of value', async () => {
    expect(await zodSourceToParameters('z.object({ city: ')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The zod source did not evaluate: SyntaxError: \S/),
    });
    expect(await zodSourceToParameters('z.object({ a: z.strng() })')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The zod source did not evaluate: TypeError: .*not a function/),
    });
    expect(await zodSourceToParameters('z.string()')).toEqual({
      ok: false,
      error: 'The zod source must evaluate to z.object({...}).',
    });
    expect(await zodSourceToParameters('({ type: "object", properties: {} })')).toEqual({
      ok: false,
      error: 'The zod source must evaluate to z.object({...}).',
    });
  });

  it("keeps the SDK helper's strict-mode refusal word for word", async () => {
    const source = 'z.object({ note: z.string().optional() })';
    let expected = '';
    try {
      convertInNode(source);
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(expected).toMatch(/nullable/);
    expect(await zodSourceToParameters(source)).toEqual({ ok: false, error: expected });
  });

  it('gives every conversion a fresh VM: what one source changes, the next does not see', async () => {
    expect(await zodSourceToParameters('(globalThis.leaked = 1, z.object({}))')).toMatchObject({ ok: true });
    const next = await zodSourceToParameters('z.object({ a: z.string().describe(typeof leaked) })');
    expect(next).toMatchObject({
      ok: true,
      parameters: { properties: { a: { type: 'string', description: 'undefined' } } },
    });
  });

  it('keeps its reply readable when the source patches JSON.stringify (which zod itself then trips over)', async () => {
    const result = await zodSourceToParameters("JSON.stringify = () => 'garbage'; z.object({ a: z.string() })");
    expect(result).toEqual({ ok: false, error: 'Error converting schema to JSON.' });
  });
});
