// Chat Completions in the payload domain: where its requests keep tool calls and results, how its loops start, its
// streams assemble and its answers read, what code export and trace bodies write for it (its PAYLOAD_STYLES entry).
import { bodyJson } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';
import { SseDecoder } from '@loopscope/wire/sse';
import { arr, asText, contentText, opensConversation, str, type Obj } from '../doctor/body';
import type { WireCall } from '../doctor/types';
import type { PayloadStyle, StepReading, ToolUse } from '../payload-style';
import { assemble } from '../streams/stream-assembly';
import { CHAT_TRACE_SHAPE } from './trace-bodies';

const messagesOf = (request: unknown) => arr(isObject(request) ? request.messages : undefined);

/** The history grows as a prefix, so a message's index names it across requests. */
function chatUses(loop: readonly WireCall[]): ToolUse[] {
  const uses = new Map<string, ToolUse>();
  loop.forEach((call, k) => {
    messagesOf(call.request).forEach((message, m) => {
      if (!isObject(message)) return;
      arr(message.tool_calls).forEach((tc, c) => {
        if (!isObject(tc) || typeof tc.id !== 'string' || uses.has(tc.id)) return;
        const fn = isObject(tc.function)
          ? tc.function
          : isObject(tc.custom)
            ? { name: tc.custom.name, arguments: tc.custom.input }
            : {};
        const json = isObject(tc.function);
        const argsPath = json
          ? ['messages', m, 'tool_calls', c, 'function', 'arguments']
          : ['messages', m, 'tool_calls', c, 'custom', 'input'];
        uses.set(tc.id, {
          id: tc.id,
          name: String(fn.name ?? ''),
          args: asText(fn.arguments ?? ''),
          turn: `m${m}`,
          callAt: Math.max(0, k - 1),
          argsAt: k,
          argsPath,
          json,
        });
      });
      const use = message.role === 'tool' ? uses.get(str(message.tool_call_id) ?? '') : undefined;
      if (use && use.resultAt === undefined)
        Object.assign(use, {
          result: contentText(message.content),
          resultAt: k,
          resultPath: ['messages', m, 'content'],
        });
    });
  });
  return [...uses.values()];
}

/** A Chat stream assembled into the chat.completion it stands for (the doctor's reader leaves Chat streams unread). */
function streamResponse(body: string): Obj | null {
  const decoder = new SseDecoder();
  const events = [...decoder.push(body), ...decoder.flush()];
  const { state } = assemble(events.map((e) => ({ ...e, at: 0 })));
  const usage = events.map((e) => bodyJson(e.data)).find((d) => isObject(d) && isObject(d.usage)) as Obj | undefined;
  const toolCalls = state.toolCalls.map((c) => ({
    id: c.id,
    type: 'function',
    function: { name: c.name, arguments: c.arguments },
  }));
  return {
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: state.content || null,
          ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: state.finishReason,
      },
    ],
    ...(usage ? { usage: usage.usage } : {}),
  };
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A chat.completion's first choice: its tool calls (a custom tool's input as the arguments), its text, its usage. */
function readAnswer(body: Obj): StepReading {
  const choice = Array.isArray(body.choices) && isObject(body.choices[0]) ? body.choices[0] : {};
  const message = isObject(choice.message) ? choice.message : {};
  const calls = (Array.isArray(message.tool_calls) ? message.tool_calls : []).filter(isObject).map((call) => {
    const fn = isObject(call.function)
      ? call.function
      : isObject(call.custom)
        ? { name: call.custom.name, arguments: call.custom.input }
        : {};
    return { name: String(fn.name ?? ''), arguments: String(fn.arguments ?? '') };
  });
  const usage = isObject(body.usage) ? body.usage : {};
  const details = isObject(usage.completion_tokens_details) ? usage.completion_tokens_details : {};
  return {
    calls,
    text: typeof message.content === 'string' ? message.content : '',
    usage: {
      input: num(usage.prompt_tokens),
      output: num(usage.completion_tokens),
      reasoning: num(details.reasoning_tokens),
    },
  };
}

/** The roles a Chat message may have. */
const CHAT_ROLES = ['system', 'developer', 'user', 'assistant', 'tool', 'function'];

export const CHAT_PAYLOAD_STYLE: PayloadStyle = {
  name: 'chat',
  toolUses: chatUses,
  toolResults: (request) =>
    messagesOf(request).flatMap((m, index) =>
      isObject(m) && m.role === 'tool'
        ? [{ path: ['messages', index, 'content'], callId: str(m.tool_call_id) ?? '', output: m.content }]
        : [],
    ),
  argumentSlots: (request) =>
    messagesOf(request).flatMap((message, m) =>
      arr(isObject(message) ? message.tool_calls : undefined).flatMap((call, c) =>
        isObject(call) && isObject(call.function)
          ? [{ path: ['messages', m, 'tool_calls', c, 'function', 'arguments'], value: call.function.arguments }]
          : [],
      ),
    ),
  functionOf: (tool) => ({ fn: isObject(tool.function) ? tool.function : tool, path: ['function'] }),
  toolsListedIn: 'request',
  serverHeldTurns: false,
  assembleStream: streamResponse,
  startsOver: (_method, _path, _request, conversation) => opensConversation(conversation),
  step: { path: '/chat/completions', serverState: () => null, read: readAnswer },
  trace: CHAT_TRACE_SHAPE,
  sdk: {
    path: '/chat/completions',
    typescript: {
      method: 'chat.completions.create',
      paramsType: 'ChatCompletionCreateParams',
      module: 'openai/resources/chat/completions',
    },
    python: { resource: 'chat.completions' },
  },
  entryRoles: CHAT_ROLES,
};
