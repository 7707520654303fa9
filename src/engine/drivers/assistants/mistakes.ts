// The classic Assistants mistakes, made on purpose when a session asks for one (a break-it lab): the code a learner
// might write instead of the right call, sent for real so the server answers with its own error. Their entries in
// MISTAKES (engine/mistakes.ts).
import type { AssistantsMistakeId } from '@loopscope/payloads/teaching/classic-mistakes';
import type { Mistake } from '../../mistake';

/** The id of the seed's example call (`call_abc123`), which the `assistants-wrong-tool-call-id` mistake copies. */
const EXAMPLE_CALL_ID = 'call_abc123';

const mistake = (id: AssistantsMistakeId, alters: Mistake['alters']): Mistake => ({
  id,
  styles: ['assistants'],
  lesson: id,
  alters,
});

export const ASSISTANTS_MISTAKES = {
  'assistants-missing-beta': mistake('assistants-missing-beta', { betaHeader: { 'OpenAI-Beta': null } }),
  'assistants-v1-beta': mistake('assistants-v1-beta', { betaHeader: { 'OpenAI-Beta': 'assistants=v1' } }),
  'assistants-outputs-as-message': mistake('assistants-outputs-as-message', {
    beforeSubmitting: async (client, run, options) => {
      await client.beta.threads.messages.create(
        run.threadId,
        { role: 'user', content: run.outputs.map((o) => o.output ?? '').join('\n') },
        options,
      );
      return run.outputs;
    },
  }),
  'assistants-run-while-active': mistake('assistants-run-while-active', {
    beforeSubmitting: async (client, run, options) => {
      await client.beta.threads.runs.create(run.threadId, { assistant_id: run.assistantId }, options);
      return run.outputs;
    },
  }),
  'assistants-wrong-tool-call-id': mistake('assistants-wrong-tool-call-id', {
    beforeSubmitting: async (_client, run) =>
      run.outputs.map((output, i) => (i === 0 ? { ...output, tool_call_id: EXAMPLE_CALL_ID } : output)),
  }),
} satisfies Record<AssistantsMistakeId, Mistake>;
