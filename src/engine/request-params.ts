// What a request of each API style sends besides its conversation, exactly as the drivers build it (only non-defaults):
// code export writes these into its programs, so a program sends what the playground sent.
import { styleEntry } from './styles';
import type { SessionConfig } from './types';

export async function requestParamsFor(config: SessionConfig): Promise<Record<string, unknown>> {
  return styleEntry(config.apiStyle).requestParams(config);
}
