// A real provider without an API key: said before anything is sent, instead of three failed requests after.
import type { ProviderConfig } from '../engine/types';

export function missingKeyMessage(provider: ProviderConfig): string | null {
  if (provider.kind === 'mock' || provider.apiKey.trim() !== '') return null;
  const host = hostOf(provider.baseURL);
  return provider.kind === 'openai'
    ? `No API key for ${host}: enter yours under Provider (it stays in this tab's memory). Nothing was sent.`
    : `No API key for ${host}: enter one under Provider (any text, if your server needs none). Nothing was sent.`;
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
