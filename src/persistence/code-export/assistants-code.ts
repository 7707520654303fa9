// Assistants v2 written out as code: create the assistant and a thread, add the messages, run, answer required_action, read the reply.
import type { WireObject } from '@loopscope/engine/types';
import { assistantsMessageText, assistantsWireKind, type AssistantsWire } from '@loopscope/payloads/assistants/entries';
import type { CodeStyle } from './code-style';
import { pyLiteral, tsLiteral } from './literals';

/** The thread's opening messages: the user's as sent, earlier answers as assistant text (as the engine carries them into a new thread). */
type OpeningMessage = { role: 'user' | 'assistant'; content: unknown };

function openingMessages(start: WireObject[]): OpeningMessage[] {
  return start.flatMap((wire): OpeningMessage[] => {
    const kind = assistantsWireKind(wire as AssistantsWire);
    if (kind === 'user') return [wire as OpeningMessage];
    if (kind === 'assistant') return [{ role: 'assistant', content: assistantsMessageText(wire as AssistantsWire) }];
    return [];
  });
}

export const assistantsCode: CodeStyle = {
  label: 'Assistants',
  typescript: {
    imports: `import type { AssistantCreateParams } from 'openai/resources/beta/assistants';
import type { MessageCreateParams } from 'openai/resources/beta/threads/messages';`,
    setup: (
      script,
      params,
    ) => `/** The assistant as Loopscope created it (POST /v1/assistants): instructions, tools, model. */
const assistantParams: AssistantCreateParams = ${tsLiteral(params)};

/** Messages not yet on the thread; each run of the loop adds them first (POST /v1/threads/{id}/messages). */
const pendingMessages: MessageCreateParams[] = ${tsLiteral(openingMessages(script.start))};

/** The server keeps the conversation: one assistant and one thread for the whole session. */
let assistantId: string | undefined;
let threadId: string | undefined;`,
    loop: () => `async function runLoop(): Promise<void> {
  assistantId ??= (await client.beta.assistants.create(assistantParams)).id;
  threadId ??= (await client.beta.threads.create()).id;
  for (const message of pendingMessages.splice(0)) await client.beta.threads.messages.create(threadId, message);
  // createAndPoll polls GET …/runs/{id} as the server asks (openai-poll-after-ms) until the run rests.
  let run = await client.beta.threads.runs.createAndPoll(threadId, { assistant_id: assistantId });
  for (let step = 1; run.status === 'requires_action' && step <= MAX_STEPS; step++) {
    const calls = run.required_action?.submit_tool_outputs.tool_calls ?? [];
    const toolOutputs = calls.map((call) => ({ tool_call_id: call.id, output: runTool(call.function.name, call.function.arguments) }));
    run = await client.beta.threads.runs.submitToolOutputsAndPoll(run.id, { thread_id: threadId, tool_outputs: toolOutputs });
  }
  if (run.status !== 'completed') {
    console.log(\`The run ended as "\${run.status}" without a final answer.\`);
    return;
  }
  // The newest message on the thread is the run's answer.
  const [answer] = (await client.beta.threads.messages.list(threadId, { order: 'desc', limit: 1 })).data;
  console.log((answer?.content ?? []).map((part) => (part.type === 'text' ? part.text.value : '')).join(''));
}`,
    addUserTurn: "pendingMessages.push({ role: 'user', content: text });",
  },
  python: {
    setup: (
      script,
      params,
    ) => `# The assistant as Loopscope created it (POST /v1/assistants): instructions, tools, model.
ASSISTANT = ${pyLiteral(params)}

# Messages not yet on the thread; each run of the loop adds them first (POST /v1/threads/{id}/messages).
pending_messages = ${pyLiteral(openingMessages(script.start))}

# The server keeps the conversation: one assistant and one thread for the whole session.
state = {"assistant_id": None, "thread_id": None}`,
    loop: () => `def run_loop():
    if state["assistant_id"] is None:
        state["assistant_id"] = client.beta.assistants.create(**ASSISTANT).id
    if state["thread_id"] is None:
        state["thread_id"] = client.beta.threads.create().id
    thread_id = state["thread_id"]
    while pending_messages:
        client.beta.threads.messages.create(thread_id, **pending_messages.pop(0))
    # create_and_poll polls GET .../runs/{id} as the server asks (openai-poll-after-ms) until the run rests.
    run = client.beta.threads.runs.create_and_poll(thread_id=thread_id, assistant_id=state["assistant_id"])
    step = 1
    while run.status == "requires_action" and step <= MAX_STEPS:
        calls = run.required_action.submit_tool_outputs.tool_calls
        tool_outputs = [{"tool_call_id": call.id, "output": run_tool(call.function.name, call.function.arguments)} for call in calls]
        run = client.beta.threads.runs.submit_tool_outputs_and_poll(run_id=run.id, thread_id=thread_id, tool_outputs=tool_outputs)
        step += 1
    if run.status != "completed":
        print(f'The run ended as "{run.status}" without a final answer.')
        return
    # The newest message on the thread is the run's answer.
    answer = client.beta.threads.messages.list(thread_id=thread_id, order="desc", limit=1).data[0]
    print("".join(part.text.value for part in answer.content if part.type == "text"))`,
    addUserTurn: 'pending_messages.append({"role": "user", "content": text})',
  },
};
