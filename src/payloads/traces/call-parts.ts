// The parts of one model call a trace reader finds (messages, tools, parameters, answer), before they are written as bodies.
import type { ChatMessage } from './genai-messages';

type Obj = Record<string, unknown>;

export type ApiStyle = 'chat' | 'responses';

export interface CallParts {
  style: ApiStyle;
  model: string;
  /** Input messages (Chat Completions form; converted for Responses). */
  input: ChatMessage[];
  /** Chat tools (`{type:'function', function:{…}}`). */
  tools: Obj[];
  /** Request parameters besides model, messages and tools (temperature, top_p, …). */
  params: Obj;
  /** The assistant's answer (null when the trace did not carry it). */
  output: ChatMessage | null;
  finish: string | null;
  responseId: string | null;
  responseModel: string | null;
  createdMs: number;
  usage: { input: number; output: number } | null;
}
