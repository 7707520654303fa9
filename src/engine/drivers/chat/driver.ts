// The Chat Completions driver: builds the request from the timeline and reads the assistant message back, streamed or not.
import type {
  ChatCompletionAssistantMessageParam,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessage,
  ChatCompletionMessageParam,
  ChatCompletionTool,
  ChatCompletionToolChoiceOption,
} from 'openai/resources/chat/completions';
import type { DriverRequest, DriverResponse, LoopDriver } from '../../driver';
import type { EntryKind, SessionConfig, ToolCallRequest, ToolSpec, WireEntry } from '../../types';
import { leftOut } from '@loopscope/tools/tool-fields';

type ChatEntry = Extract<WireEntry, { style: 'chat' }>;

/** Key order matches the seed's payloads (name, description, parameters, strict), so bodies compare byte for byte. */
export function toChatTool(tool: ToolSpec): ChatCompletionTool {
  if (tool.custom) {
    // Chat nests a custom tool's grammar one level deeper than Responses: format.grammar.{syntax, definition}.
    const format = tool.custom.format;
    const wireFormat =
      format?.type === 'grammar'
        ? { type: 'grammar' as const, grammar: { syntax: format.syntax, definition: format.definition } }
        : format;
    return {
      type: 'custom',
      custom: { name: tool.name, description: tool.description, ...(wireFormat ? { format: wireFormat } : {}) },
    };
  }
  return {
    type: 'function',
    function: {
      name: tool.name,
      ...(leftOut(tool, 'description') ? {} : { description: tool.description }),
      ...(leftOut(tool, 'parameters') ? {} : { parameters: tool.parameters }),
      ...(leftOut(tool, 'strict') ? {} : { strict: tool.strict }),
    },
  };
}

/** Only non-default options go on the wire, so a default session sends exactly the seed's request. */
export function buildChatParams(
  config: SessionConfig,
  messages: ChatCompletionMessageParam[],
): ChatCompletionCreateParamsNonStreaming {
  const { options, tools } = config;
  const hasTools = tools.length > 0;
  return {
    model: config.model,
    messages,
    ...(hasTools ? { tools: tools.map(toChatTool) } : {}),
    ...(hasTools && options.toolChoice !== 'auto' ? { tool_choice: toolChoice(options.toolChoice, tools) } : {}),
    ...(hasTools && !options.parallelToolCalls ? { parallel_tool_calls: false } : {}),
    ...(options.sendSeed ? { seed: options.seed } : {}),
  };
}

function toolChoice(
  choice: SessionConfig['options']['toolChoice'],
  tools: readonly ToolSpec[],
): ChatCompletionToolChoiceOption {
  const customNamed = (name: string) => tools.some((t) => t.name === name && t.custom);
  if (typeof choice === 'string') return choice;
  return customNamed(choice.name)
    ? { type: 'custom', custom: { name: choice.name } }
    : { type: 'function', function: { name: choice.name } };
}

/** The assistant message as the next request must carry it: role, content (null when only tools), tool_calls. */
export function toAssistantParam(message: ChatCompletionMessage): ChatCompletionAssistantMessageParam {
  const calls = message.tool_calls ?? [];
  return {
    role: 'assistant',
    content: message.content ?? null,
    ...(message.refusal ? { refusal: message.refusal } : {}),
    ...(calls.length > 0
      ? {
          tool_calls: calls.map((c) =>
            c.type === 'custom'
              ? { id: c.id, type: 'custom' as const, custom: { name: c.custom.name, input: c.custom.input } }
              : {
                  id: c.id,
                  type: 'function' as const,
                  function: { name: c.function.name, arguments: c.function.arguments },
                },
          ),
        }
      : {}),
  };
}

function toolCallsOf(message: ChatCompletionMessageParam): ToolCallRequest[] {
  if (message.role !== 'assistant') return [];
  return (message.tool_calls ?? []).map((call) =>
    call.type === 'function'
      ? { callId: call.id, name: call.function.name, argumentsJson: call.function.arguments }
      : { callId: call.id, name: call.custom.name, argumentsJson: call.custom.input, input: call.custom.input },
  );
}

function kindOf(message: ChatCompletionMessageParam): EntryKind {
  switch (message.role) {
    case 'system':
    case 'developer':
      return 'system';
    case 'user':
      return 'user';
    case 'assistant':
      return 'assistant';
    case 'tool':
      return 'tool-result';
    default:
      return 'other';
  }
}

async function request({
  client,
  config,
  entries,
  signal,
  timeoutMs,
}: DriverRequest<ChatEntry>): Promise<DriverResponse<ChatEntry>> {
  const params = buildChatParams(
    config,
    entries.map((e) => e.wire),
  );
  const completion = config.options.stream
    ? await client.chat.completions
        .stream({ ...params, stream: true }, { signal, timeout: timeoutMs })
        .finalChatCompletion()
    : await client.chat.completions.create(params, { signal, timeout: timeoutMs });
  const choice = completion.choices[0];
  if (!choice) throw new Error('The response has no choices.');
  const assistant = toAssistantParam(choice.message);
  return { entries: [assistant], toolCalls: toolCallsOf(assistant), finishReason: choice.finish_reason ?? null };
}

export const chatDriver: LoopDriver<ChatEntry> = {
  style: 'chat',
  kindOf,
  callsOf: toolCallsOf,
  answersCallId: (message) => (message.role === 'tool' ? message.tool_call_id : null),
  initialEntries(config) {
    const system: ChatCompletionMessageParam[] = config.systemPrompt
      ? [{ role: 'system', content: config.systemPrompt }]
      : [];
    return [...system, { role: 'user', content: config.userMessage }];
  },
  userEntry: (text) => ({ role: 'user', content: text }),
  toolResultEntry: (call, output) => ({ role: 'tool', tool_call_id: call.callId, content: output }),
  request,
  conversationFromBody(body) {
    try {
      const parsed = JSON.parse(body) as { messages?: unknown };
      return Array.isArray(parsed.messages) ? (parsed.messages as ChatCompletionMessageParam[]) : null;
    } catch {
      return null;
    }
  },
};
