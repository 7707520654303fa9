// The Assistants wire objects a Loopscope timeline holds, and how to tell them apart (they share no `type` field).
import type { AssistantCreateParams } from 'openai/resources/beta/assistants';
import type { MessageCreateParams } from 'openai/resources/beta/threads/messages';
import type {
  RequiredActionFunctionToolCall,
  RunSubmitToolOutputsParams,
} from 'openai/resources/beta/threads/runs/runs';
import type { CodeInterpreterToolCall, FileSearchToolCall } from 'openai/resources/beta/threads/runs/steps';
import type { Message } from '@loopscope/wire/assistants/types';

/** The body of `POST /v1/assistants`: the session's setup (instructions, tools, model). */
export type AssistantSetup = AssistantCreateParams;
/** The body of `POST /v1/threads/{id}/messages`: a message the user adds. */
export type NewThreadMessage = MessageCreateParams;
/** One entry of `tool_outputs` in `POST …/runs/{id}/submit_tool_outputs`. */
export type SubmittedToolOutput = RunSubmitToolOutputsParams.ToolOutput;
/** A built-in tool call as a run step records it (program and logs, or the files searched). */
export type BuiltinToolCall = CodeInterpreterToolCall | FileSearchToolCall;

/**
 * A timeline entry's wire object in Assistants mode: the assistant's setup, a message the user adds, a
 * thread message the run wrote (`thread.message`), a function call from `required_action`, an output
 * as submitted, or a built-in tool call from a run step.
 */
export type AssistantsWire =
  | AssistantSetup
  | NewThreadMessage
  | Message
  | RequiredActionFunctionToolCall
  | SubmittedToolOutput
  | BuiltinToolCall;

export type AssistantsWireKind = 'setup' | 'user' | 'assistant' | 'function-call' | 'tool-output' | 'builtin-call';

type Loose = Record<string, unknown>;

export function assistantsWireKind(wire: AssistantsWire): AssistantsWireKind {
  const w = wire as Loose;
  if (typeof w.tool_call_id === 'string') return 'tool-output';
  if (w.type === 'function') return 'function-call';
  if (w.type === 'code_interpreter' || w.type === 'file_search') return 'builtin-call';
  if (typeof w.model === 'string' && !('role' in w)) return 'setup';
  return w.role === 'assistant' ? 'assistant' : 'user';
}

export function isThreadMessage(wire: AssistantsWire): wire is Message {
  return (wire as Loose).object === 'thread.message';
}

/** The plain text of a message: a created message's string content or text parts, or a thread message's text blocks. */
export function assistantsMessageText(wire: AssistantsWire): string {
  const content = (wire as Loose).content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: Loose) => {
      const text = part.text;
      if (typeof text === 'string') return text;
      return text && typeof (text as Loose).value === 'string' ? ((text as Loose).value as string) : '';
    })
    .filter(Boolean)
    .join('\n');
}

/** A function call's id, name and arguments (from `required_action`); null for anything else. */
export function functionCallOf(wire: AssistantsWire): { id: string; name: string; arguments: string } | null {
  const w = wire as { type?: string; id?: string; function?: { name: string; arguments: string } };
  return w.type === 'function' && typeof w.id === 'string' && w.function
    ? { id: w.id, name: w.function.name, arguments: w.function.arguments }
    : null;
}

/** The call id a submitted output answers; null for anything else. */
export function answeredCallId(wire: AssistantsWire): string | null {
  const id = (wire as { tool_call_id?: unknown }).tool_call_id;
  return typeof id === 'string' ? id : null;
}
