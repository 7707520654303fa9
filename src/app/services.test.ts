// App services: zod conversion goes where the runtime routes it; strict findings keep the API's words.
import { describe, expect, it } from 'vitest';
import { createServices } from './services';

const unusedDeps = {
  getMock: () => Promise.reject(new Error('unused')),
  fetch: () => Promise.reject(new Error('unused')),
  executor: { execute: () => Promise.reject(new Error('unused')) },
  scenarios: [{ id: 's', label: 's', description: '', followUps: [], config: {} as never }],
  convertZod: () => Promise.reject(new Error('unused')),
};

describe('zodToParameters', () => {
  it('lets the runtime route conversion elsewhere (the sandbox worker in the browser)', async () => {
    const seen: string[] = [];
    const services = createServices({
      ...unusedDeps,
      convertZod: async (source) => (seen.push(source), { ok: false, error: 'routed' }),
    });
    expect(await services.zodToParameters('z.object({})')).toEqual({ ok: false, error: 'routed' });
    expect(seen).toEqual(['z.object({})']);
  });
});

describe('checkTool', () => {
  it('reports the strict-mode rejection with the API message and a path inside the parameters', () => {
    const services = createServices(unusedDeps);
    const findings = services.checkTool({
      name: 'get_weather',
      strict: true,
      parameters: {
        type: 'object',
        properties: { city: { type: 'string' }, unit: { type: 'string' } },
        required: ['city'],
        additionalProperties: false,
      },
    });
    expect(findings).toEqual([
      {
        severity: 'error',
        message:
          "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'unit'.",
        path: 'parameters.required',
      },
    ]);
    expect(
      services.checkTool({ name: 'f', strict: false, parameters: { type: 'object', properties: { a: {} } } }),
    ).toEqual([]);
  });
});

describe('listModels', () => {
  it("lists the mock's catalogue through the SDK, newest first, each with its group and limits", async () => {
    const { createMockApi } = await import('@loopscope/mock-api');
    const { MOCK_PROVIDER } = await import('@loopscope/engine/session-defaults');
    // A fixed day, so gpt-4o (gone 2027-01-14) is still listed whatever today is.
    const api = createMockApi({ clock: () => Date.parse('2026-06-01T00:00:00Z') });
    const services = createServices({
      ...unusedDeps,
      fetch: async (input, init) => api.fetch(new Request(input, init)),
    });
    const models = await services.listModels(MOCK_PROVIDER);
    expect(models[0]).toMatchObject({ id: 'gpt-6-astra', group: 'current' });
    expect(models.find((m) => m.id === 'gpt-4o')).toEqual({
      id: 'gpt-4o',
      contextWindow: 128_000,
      maxOutputTokens: 16_384,
      group: 'older',
    });
    expect(models.find((m) => m.id === 'gpt-5.5-2026-04-23')?.group).toBe('current');
    expect(models.at(-1)?.group).toBe('loopscope');
  });
});
