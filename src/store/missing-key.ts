// OpenAI without an API key: said before anything is sent, instead of three failed requests after. Custom
// OpenAI-compatible servers (local models, scripted test servers) often need no key, so they are not stopped.
import type { ProviderConfig } from '../engine/types';

export function missingKeyMessage(provider: ProviderConfig): string | null {
  if (provider.kind !== 'openai' || provider.apiKey.trim() !== '') return null;
  return `No API key for ${hostOf(provider.baseURL)}: enter yours under Provider (it stays in this tab's memory). Nothing was sent.`;
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
