// The rows of "one step, many models": where each copy of the frozen request goes, and the defaults a learner starts from.
import type { ProviderConfig } from '@loopscope/engine/types';

export type TargetProvider = 'mock' | 'session' | 'custom';

export interface TargetRow {
  id: string;
  provider: TargetProvider;
  model: string;
  /** Settings merged over the request, as JSON text (`{"parallel_tool_calls": false}`); empty for none. */
  settings: string;
  /** A second base URL and its key (provider `custom`): kept in this dialog's memory only. */
  baseURL: string;
  apiKey: string;
}

let counter = 0;
export const newRow = (patch: Partial<TargetRow> = {}): TargetRow => ({
  id: `target-${(counter += 1)}`,
  provider: 'mock',
  model: 'gpt-4o',
  settings: '',
  baseURL: '',
  apiKey: '',
  ...patch,
});

/**
 * The request's own model first (the baseline), then a reasoning model, then a small model that may call one tool at a
 * time. The third is the spare when the request's model is one of the first two: gpt-5.4-nano, live until 2027-04-01
 * (it was o4-mini, shut down on 2026-10-23, which the mock now refuses as the real API does).
 */
export function defaultRows(model: string): TargetRow[] {
  const others = ['gpt-5.4-mini', 'gpt-4.1-mini', 'gpt-5.4-nano'].filter((m) => m !== model);
  return [
    newRow({ model }),
    newRow({ model: others[0]! }),
    newRow({ model: others[1]!, settings: '{"parallel_tool_calls": false}' }),
  ];
}

/** Where a row sends, or the reason it cannot: bad settings JSON, a custom row with no URL. */
export function rowTarget(
  row: TargetRow,
  mock: ProviderConfig,
  session: ProviderConfig,
): { baseURL: string; apiKey: string; overrides: Record<string, unknown> } | { problem: 'settings' | 'url' } {
  let overrides: Record<string, unknown> = {};
  if (row.settings.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(row.settings);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { problem: 'settings' };
      overrides = parsed as Record<string, unknown>;
    } catch {
      return { problem: 'settings' };
    }
  }
  if (row.provider === 'custom')
    return /^https?:\/\/\S+$/.test(row.baseURL.trim())
      ? { baseURL: row.baseURL.trim(), apiKey: row.apiKey, overrides }
      : { problem: 'url' };
  const provider = row.provider === 'session' ? session : mock;
  return { baseURL: provider.baseURL, apiKey: provider.apiKey, overrides };
}
