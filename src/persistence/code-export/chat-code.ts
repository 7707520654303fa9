// Chat Completions written out as code: the messages list grows with each assistant message and its tool results.
import type { CodeStyle } from './code-style';
import { pyLiteral, tsLiteral } from './literals';

const tsCreate = (stream: boolean) =>
  stream
    ? 'await client.chat.completions.stream({ ...params, messages, stream: true }).finalChatCompletion()'
    : 'await client.chat.completions.create({ ...params, messages })';

const pyCreate = (stream: boolean) =>
  stream
    ? `        with client.chat.completions.stream(messages=messages, **PARAMS) as stream:
            completion = stream.get_final_completion()`
    : '        completion = client.chat.completions.create(messages=messages, **PARAMS)';

export const chatCode: CodeStyle = {
  label: 'Chat Completions',
  typescript: {
    imports:
      "import type { ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';",
    setup: (
      script,
      params,
    ) => `/** Everything the request sends besides the messages (tools, tool_choice, ...), as Loopscope sent it. */
const params: Omit<ChatCompletionCreateParamsNonStreaming, 'messages'> = ${tsLiteral(params)};

/** The conversation: every request re-sends all of it, and it grows by each answer and tool result. */
const messages: ChatCompletionMessageParam[] = ${tsLiteral(script.start)};`,
    loop: (script) => `async function runLoop(): Promise<void> {
  for (let step = 1; step <= MAX_STEPS; step++) {
    const completion = ${tsCreate(script.config.options.stream)};
    const message = completion.choices[0]?.message;
    if (!message) throw new Error('The response has no choices.');
    const toolCalls = (message.tool_calls ?? []).filter((call) => call.type === 'function');
    // The assistant message goes back exactly as the next request must carry it.
    messages.push({
      role: 'assistant',
      content: message.content,
      ...(message.refusal ? { refusal: message.refusal } : {}),
      ...(toolCalls.length > 0
        ? { tool_calls: toolCalls.map((call) => ({ id: call.id, type: 'function' as const, function: { name: call.function.name, arguments: call.function.arguments } })) }
        : {}),
    });
    if (toolCalls.length === 0) {
      console.log(message.content ?? '');
      return;
    }
    for (const call of toolCalls) {
      messages.push({ role: 'tool', tool_call_id: call.id, content: runTool(call.function.name, call.function.arguments) });
    }
  }
  console.log(\`Stopped after \${MAX_STEPS} requests without a final answer.\`);
}`,
    addUserTurn: "messages.push({ role: 'user', content: text });",
  },
  python: {
    setup: (
      script,
      params,
    ) => `# Everything the request sends besides the messages (tools, tool_choice, ...), as Loopscope sent it.
PARAMS = ${pyLiteral(params)}

# The conversation: every request re-sends all of it, and it grows by each answer and tool result.
messages = ${pyLiteral(script.start)}`,
    loop: (script) => `def run_loop():
    for _step in range(MAX_STEPS):
${pyCreate(script.config.options.stream)}
        message = completion.choices[0].message
        tool_calls = [call for call in (message.tool_calls or []) if call.type == "function"]
        # The assistant message goes back exactly as the next request must carry it.
        assistant = {"role": "assistant", "content": message.content}
        if message.refusal:
            assistant["refusal"] = message.refusal
        if tool_calls:
            assistant["tool_calls"] = [
                {"id": call.id, "type": "function", "function": {"name": call.function.name, "arguments": call.function.arguments}}
                for call in tool_calls
            ]
        messages.append(assistant)
        if not tool_calls:
            print(message.content or "")
            return
        for call in tool_calls:
            messages.append({"role": "tool", "tool_call_id": call.id, "content": run_tool(call.function.name, call.function.arguments)})
    print(f"Stopped after {MAX_STEPS} requests without a final answer.")`,
    addUserTurn: 'messages.append({"role": "user", "content": text})',
  },
};
