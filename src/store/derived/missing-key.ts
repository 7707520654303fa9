// OpenAI without an API key: said before anything is sent, instead of three failed requests after. Custom
// OpenAI-compatible servers (local models, scripted test servers) often need no key, so they are not stopped.
import type { ProviderConfig } from '@loopscope/engine/types';
import type { Message } from '../../persistence/message';
import { say } from '../say';

export function missingKeyMessage(provider: ProviderConfig): Message | null {
  if (provider.kind !== 'openai' || provider.apiKey.trim() !== '') return null;
  return say('commandError.noKey', { host: hostOf(provider.baseURL) });
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
