// The classic Assistants mistakes, made on purpose when a session asks for one (a break-it lab): the code a learner
// might write instead of the right call, sent for real so the server answers with its own error.
import type OpenAI from 'openai';
import type { SubmittedToolOutput } from '../../../payloads/assistants/entries';
import type { SessionConfig } from '../../types';

/** The id of the seed's example call (`call_abc123`), which the `assistants-wrong-tool-call-id` mistake copies. */
const EXAMPLE_CALL_ID = 'call_abc123';

/** The OpenAI-Beta header as the mistaken code sends it (left out, or the seed's v1), or undefined for the SDK's own. */
export function mistakenBetaHeader(config: SessionConfig): Record<string, string | null> | undefined {
  switch (config.options.assistantsMistake) {
    case 'assistants-missing-beta':
      return { 'OpenAI-Beta': null };
    case 'assistants-v1-beta':
      return { 'OpenAI-Beta': 'assistants=v1' };
    default:
      return undefined;
  }
}

interface WaitingRun {
  threadId: string;
  assistantId: string;
  outputs: SubmittedToolOutput[];
}

/**
 * Runs the mistaken code's call before the outputs are submitted (adding them as a message, or starting another run),
 * and returns the outputs as the mistaken code submits them; without a mistake, the outputs unchanged.
 */
export async function beforeSubmitting(config: SessionConfig, client: OpenAI, run: WaitingRun, options: { signal: AbortSignal; timeout: number }): Promise<SubmittedToolOutput[]> {
  const { threads } = client.beta;
  switch (config.options.assistantsMistake) {
    case 'assistants-outputs-as-message':
      await threads.messages.create(run.threadId, { role: 'user', content: run.outputs.map((o) => o.output ?? '').join('\n') }, options);
      return run.outputs;
    case 'assistants-run-while-active':
      await threads.runs.create(run.threadId, { assistant_id: run.assistantId }, options);
      return run.outputs;
    case 'assistants-wrong-tool-call-id':
      return run.outputs.map((output, i) => (i === 0 ? { ...output, tool_call_id: EXAMPLE_CALL_ID } : output));
    default:
      return run.outputs;
  }
}
