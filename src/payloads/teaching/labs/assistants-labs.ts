// The Assistants API's classic mistakes as break-it labs on seed 004's weather bot, each made on purpose by the Assistants
// driver in a scenario of its own (named like the lab): a header, or a call that does not fit the run's state.
import type { BreakItLab } from './lab-types';

const BETA_FIX =
  'Send `OpenAI-Beta: assistants=v2` with every Assistants call (the official SDK adds it to every `client.beta` call).';

export const ASSISTANTS_LABS: BreakItLab[] = [
  {
    id: 'assistants-missing-beta',
    style: 'assistants',
    title: 'Calling the Assistants API without the OpenAI-Beta header',
    broken: 'A hand-written HTTP call to `POST /v1/assistants` that leaves out the `OpenAI-Beta` header.',
    expectedError: {
      status: 400,
      message:
        "You must provide the 'OpenAI-Beta' header to access the Assistants API. Please try again by setting the header 'OpenAI-Beta: assistants=v2'.",
      param: null,
      code: 'invalid_beta',
    },
    fix: BETA_FIX,
    scenario: 'assistants-missing-beta',
    request: 1,
    breakBody: null,
  },
  {
    id: 'assistants-v1-beta',
    style: 'assistants',
    title: 'The seed’s header: OpenAI-Beta: assistants=v1',
    broken: 'The curl examples of seed 004 send `OpenAI-Beta: assistants=v1`, a version that no longer exists.',
    expectedError: {
      status: 400,
      message:
        "The v1 Assistants API has been deprecated. Please try again by setting the header 'OpenAI-Beta: assistants=v2'. See the migration guide for more information: https://platform.openai.com/docs/assistants/migration.",
      param: null,
      code: 'invalid_beta',
    },
    fix: `${BETA_FIX} In v2, \`retrieval\` became \`file_search\` and the assistant's \`file_ids\` became \`tool_resources\`.`,
    scenario: 'assistants-v1-beta',
    request: 1,
    breakBody: null,
  },
  {
    id: 'assistants-outputs-as-message',
    style: 'assistants',
    title: 'Adding the tool results as a thread message while the run waits',
    broken:
      'Chat habits: the function results are added to the thread as a new message, while the run still waits in `requires_action`.',
    expectedError: {
      status: 400,
      message: "Can't add messages to {thread_id} while a run {run_id} is active.",
      param: null,
      code: null,
    },
    fix: 'Answer a waiting run with `client.beta.threads.runs.submit_tool_outputs(run.id, thread_id=thread.id, tool_outputs=[{"tool_call_id": call.id, "output": result}])`; add messages only once the run has ended.',
    scenario: 'assistants-outputs-as-message',
    request: 2,
    breakBody: null,
  },
  {
    id: 'assistants-run-while-active',
    style: 'assistants',
    title: 'Creating a new run while a run is active',
    broken:
      'Instead of submitting the outputs, the code starts another run on the same thread; the first one still waits in `requires_action`.',
    expectedError: {
      status: 400,
      message: 'Thread {thread_id} already has an active run {run_id}.',
      param: null,
      code: null,
    },
    fix: 'A thread has one active run at a time: submit the outputs of the waiting run (or cancel it with `runs.cancel`) before creating the next one.',
    scenario: 'assistants-run-while-active',
    request: 2,
    breakBody: null,
  },
  {
    id: 'assistants-wrong-tool-call-id',
    style: 'assistants',
    title: 'Submitting outputs for the wrong tool_call_id',
    broken: 'The first output names `call_abc123`, the id of the seed’s example, instead of the id the run asked with.',
    expectedError: {
      status: 400,
      message:
        "Expected tool outputs for call_ids ['{call_id}', '{other_call_id}'], got ['call_abc123', '{other_call_id}']",
      param: 'tool_outputs',
      code: null,
    },
    fix: 'Take each `tool_call_id` from `run.required_action.submit_tool_outputs.tool_calls[i].id` and answer every call of the run in one request.',
    scenario: 'assistants-wrong-tool-call-id',
    request: 2,
    breakBody: null,
  },
];
