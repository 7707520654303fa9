// The catalogue follows the installed SDK: every id its ChatModel / ResponsesModel types list is there (tsc checks it too).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODEL_CATALOGUE, catalogueModel } from './model-catalogue.ts';
import { contextWindowFor } from './context-windows.ts';

/** The quoted ids of one `export type X = …;` line of the SDK's shared.d.ts, read as text (not from our own types). */
function sdkIds(typeName: string): string[] {
  const path = join(dirname(createRequire(import.meta.url).resolve('openai')), 'resources', 'shared.d.ts');
  const line = readFileSync(path, 'utf8').split('\n').find((l) => l.startsWith(`export type ${typeName} =`));
  if (!line) throw new Error(`${typeName} not found in ${path}`);
  return [...line.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe('model catalogue', () => {
  it('answers every model id of the SDK, aliases and dated snapshots alike', () => {
    const ids = new Set([...sdkIds('ChatModel'), ...sdkIds('ResponsesModel')]);
    expect(ids.size).toBeGreaterThan(100);
    const missing = [...ids].filter((id) => !catalogueModel(id));
    expect(missing).toEqual([]);
    expect(ids.has('gpt-6-astra') && ids.has('gpt-5.5-2026-04-23')).toBe(true);
  });

  it('names a snapshot the catalogue itself answers, with the same limits as its alias', () => {
    for (const m of MODEL_CATALOGUE) {
      const snapshot = catalogueModel(m.snapshot);
      expect(snapshot, m.id).toBeDefined();
      expect([snapshot!.contextWindow, snapshot!.maxOutputTokens], m.id).toEqual([m.contextWindow, m.maxOutputTokens]);
      expect(m.maxOutputTokens, m.id).toBeLessThanOrEqual(m.contextWindow);
    }
  });

  it('treats gpt-5.x, gpt-6.x and the o-series as reasoning models, the chat-latest and gpt-4 ids not', () => {
    for (const id of ['gpt-6-astra', 'gpt-5.6-luna', 'gpt-5', 'gpt-5.4-mini', 'o3', 'o1', 'o4-mini-2025-04-16']) expect(catalogueModel(id)?.reasoning, id).toBe(true);
    for (const id of ['gpt-4o', 'gpt-4.1', 'gpt-5-chat-latest', 'gpt-3.5-turbo']) expect(catalogueModel(id)?.reasoning, id).toBe(false);
    expect(catalogueModel('gpt-5.5')?.phase).toBe(true);
    expect(catalogueModel('gpt-4o')?.phase).toBe(false);
  });

  it('gives the gauge the published windows, and a prefix for ids it does not list', () => {
    expect(contextWindowFor('gpt-4o-2024-08-06')).toEqual({ tokens: 128_000, known: true });
    expect(contextWindowFor('gpt-5-mini').tokens).toBe(400_000);
    expect(contextWindowFor('o3').tokens).toBe(200_000);
    expect(contextWindowFor('gpt-3.5-turbo-0301').tokens).toBe(4_096);
    expect(contextWindowFor('gpt-4o-mini-2099-01-01')).toEqual({ tokens: 128_000, known: true });
    expect(contextWindowFor('gpt-6-astra-2099-01-01').tokens).toBe(catalogueModel('gpt-6-astra')!.contextWindow);
    expect(contextWindowFor('my-local-model')).toEqual({ tokens: 128_000, known: false });
  });
});
