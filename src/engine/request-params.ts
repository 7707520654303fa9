// What a request of each API style sends besides its conversation, exactly as the drivers build it (only non-defaults):
// code export writes these into its programs, so a program sends what the playground sent.
import { assistantSetup } from './drivers/assistants-setup';
import { buildChatParams } from './drivers/chat';
import { buildResponsesParams } from './drivers/responses';
import type { SessionConfig } from './types';

export async function requestParamsFor(config: SessionConfig): Promise<Record<string, unknown>> {
  if (config.apiStyle === 'chat') {
    const { messages: _messages, ...params } = buildChatParams(config, []);
    return params;
  }
  if (config.apiStyle === 'responses') {
    // The state mode's own fields are written by the generated loop; the rest is what the engine sends.
    const manual = { ...config, options: { ...config.options, responsesState: 'manual' as const } };
    const { input: _input, ...params } = await buildResponsesParams(manual, [], async () => '');
    return params;
  }
  return { ...assistantSetup(config) };
}
