// Responses' hosted tools through the engine: file_search over a vector store the engine makes from the session's files
// (once, reused by the next step), web_search and code_interpreter offered with their results asked for in `include`.
import { describe, expect, it } from 'vitest';
import { scenarioConfig } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness } from './testing/harness';
import type { HostedToolId } from './types';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const body = (text: string | null | undefined) => JSON.parse(text!) as Json;
const HELP = {
  filename: 'store-help.md',
  content:
    '# Store help\n\nYou can return an item within 30 days of delivery for a full refund.\n\nOrders ship within 2 business days.',
};
const config = (hostedTools: HostedToolId[], userMessage: string) => {
  const base = scenarioConfig('seed-001-weather');
  return {
    ...base,
    apiStyle: 'responses' as const,
    tools: [],
    userMessage,
    options: { ...base.options, hostedTools, assistantsFiles: [HELP] },
  };
};

describe('hosted tools through the engine', () => {
  it('uploads the files into one vector store, searches it and ends with a cited answer', async () => {
    const { engine } = createHarness({
      config: config(['file_search', 'web_search', 'code_interpreter'], 'How many days do I have to return an item?'),
    });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    const create = branch.exchanges.filter((e) => e.url.endsWith('/responses'));
    expect(branch.exchanges.filter((e) => e.url.endsWith('/vector_stores'))).toHaveLength(1);
    const request = body(create[0]!.requestBody);
    const storeId = body(branch.exchanges.find((e) => e.url.endsWith('/vector_stores'))!.responseBody).id;
    expect(request.tools).toEqual([
      { type: 'file_search', vector_store_ids: [storeId] },
      { type: 'web_search' },
      { type: 'code_interpreter', container: { type: 'auto' } },
    ]);
    expect(request.include).toEqual([
      'file_search_call.results',
      'web_search_call.action.sources',
      'code_interpreter_call.outputs',
    ]);
    const output = body(create[0]!.responseBody).output as Json[];
    expect(output.map((i) => i.type)).toEqual(['file_search_call', 'message']);
    expect(output[0]!.results[0].filename).toBe('store-help.md');
    expect(output[1]!.content[0].annotations[0]).toMatchObject({ type: 'file_citation', filename: 'store-help.md' });
  });
});
