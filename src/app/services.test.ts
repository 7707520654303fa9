// App services: zod source becomes (in the sandbox) the strict JSON Schema the SDK helper would send; strict findings keep the API's words.
import { describe, expect, it } from 'vitest';
import { createServices, zodToParameters } from './services';

const unusedDeps = {
  getMock: () => Promise.reject(new Error('unused')),
  fetch: () => Promise.reject(new Error('unused')),
  executor: { execute: () => Promise.reject(new Error('unused')) },
  scenarios: [{ id: 's', label: 's', description: '', followUps: [], config: {} as never }],
};

describe('zodToParameters', () => {
  it('turns a zod object into strict parameters, like zodFunction()', async () => {
    const result = await zodToParameters("// weather\nz.object({ city: z.string().describe('City'), unit: z.enum(['celsius', 'fahrenheit']) });\n");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.parameters).toMatchObject({
      type: 'object',
      properties: { city: { type: 'string', description: 'City' }, unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } },
      required: ['city', 'unit'],
      additionalProperties: false,
    });
  });

  it('explains source that does not evaluate or is not an object', async () => {
    expect(await zodToParameters('z.object({ city: ')).toMatchObject({ ok: false, error: expect.stringMatching(/did not evaluate/) });
    expect(await zodToParameters('z.string()')).toEqual({ ok: false, error: 'The zod source must evaluate to z.object({...}).' });
  });

  it('evaluates in the sandbox, not in this realm: host globals are out of reach', async () => {
    const result = await zodToParameters('z.object({ host: z.string().describe(typeof process + typeof globalThis.fetch) })');
    expect(result).toMatchObject({ ok: true, parameters: { properties: { host: { description: 'undefinedundefined' } } } });
  });

  it('lets the runtime route conversion elsewhere (the sandbox worker in the browser)', async () => {
    const seen: string[] = [];
    const services = createServices({ ...unusedDeps, convertZod: async (source) => (seen.push(source), { ok: false, error: 'routed' }) });
    expect(await services.zodToParameters('z.object({})')).toEqual({ ok: false, error: 'routed' });
    expect(seen).toEqual(['z.object({})']);
  });
});

describe('checkTool', () => {
  it('reports the strict-mode rejection with the API message and a path inside the parameters', () => {
    const services = createServices(unusedDeps);
    const findings = services.checkTool({ name: 'get_weather', strict: true, parameters: { type: 'object', properties: { city: { type: 'string' }, unit: { type: 'string' } }, required: ['city'], additionalProperties: false } });
    expect(findings).toEqual([
      {
        severity: 'error',
        message: "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'unit'.",
        path: 'parameters.required',
      },
    ]);
    expect(services.checkTool({ name: 'f', strict: false, parameters: { type: 'object', properties: { a: {} } } })).toEqual([]);
  });
});
