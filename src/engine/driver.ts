// The seam between the style-agnostic loop and one API style (chat now; responses and assistants plug in here later).
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ApiStyle, SessionConfig, ToolCallRequest } from './types';

export interface DriverRequest {
  /** An SDK client whose fetch is the recording fetch; every HTTP call it makes is recorded. */
  client: OpenAI;
  config: SessionConfig;
  /** The conversation as the timeline holds it (chat: the exact `messages` array). */
  messages: ChatCompletionMessageParam[];
  signal: AbortSignal;
  /** Per-request SDK timeout; long while breakpoints may hold a request. */
  timeoutMs: number;
}

export interface DriverResponse {
  /** What the response adds to the conversation (chat: one assistant message). */
  messages: ChatCompletionMessageParam[];
  /** Calls the loop must run before the next request; empty means the model is done. */
  toolCalls: ToolCallRequest[];
  finishReason: string | null;
}

/**
 * One API style. The engine owns branches, steps, breakpoints, recording, abort and forks; a driver
 * only turns a conversation into SDK calls and the SDK's result back into conversation entries.
 * Stateful styles (assistants: thread and run ids) keep their ids inside the messages they return.
 */
export interface LoopDriver {
  readonly style: ApiStyle;
  /** The conversation a fresh session starts with (system prompt, first user message). */
  initialMessages(config: SessionConfig): ChatCompletionMessageParam[];
  userMessage(text: string): ChatCompletionMessageParam;
  /** The conversation entry that answers one tool call with the tool's output text. */
  toolResultMessage(call: ToolCallRequest, output: string): ChatCompletionMessageParam;
  /** One step: whatever HTTP calls the style needs to get the model's next answer. */
  request(request: DriverRequest): Promise<DriverResponse>;
  /** The conversation an (edited) request body carries, so the timeline stays true to the wire; null when unknown. */
  conversationFromBody?(body: string): ChatCompletionMessageParam[] | null;
}
