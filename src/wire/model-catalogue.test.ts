// The catalogue follows the installed SDK: every id its ChatModel / ResponsesModel types list is there (tsc checks it too).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODEL_CATALOGUE, catalogueModel } from './model-catalogue.ts';

/** The quoted ids of one `export type X = …;` line of the SDK's shared.d.ts, read as text (not from our own types). */
function sdkIds(typeName: string): string[] {
  const path = join(dirname(createRequire(import.meta.url).resolve('openai')), 'resources', 'shared.d.ts');
  const line = readFileSync(path, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`export type ${typeName} =`));
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
    for (const id of ['gpt-6-astra', 'gpt-5.6-luna', 'gpt-5', 'gpt-5.4-mini', 'o3', 'o1', 'o4-mini-2025-04-16'])
      expect(catalogueModel(id)?.reasoning, id).toBe(true);
    for (const id of ['gpt-4o', 'gpt-4.1', 'gpt-5-chat-latest', 'gpt-3.5-turbo'])
      expect(catalogueModel(id)?.reasoning, id).toBe(false);
    expect(catalogueModel('gpt-5.5')?.phase).toBe(true);
    expect(catalogueModel('gpt-4o')?.phase).toBe(false);
  });
});
