// What the payload domain needs to know of one API style, so the doctor, loop grouping, step models, trace bodies and
// code export ask its entry in PAYLOAD_STYLES (payload-styles.ts) instead of comparing a style's name.
import type { WireStyle } from '@loopscope/wire/endpoint-style';
import type { BodyPath, WireCall } from './doctor/types';
import type { CallParts } from './traces/call-parts';

type Obj = Record<string, unknown>;

/** The API styles with an entry (an exchange of none of them is `other`). */
export type PayloadStyleName = Exclude<WireStyle, 'other'>;

/** One call the model made and, once a later request carries it, the result it was given. */
export interface ToolUse {
  id: string;
  name: string;
  /** The arguments as the model wrote them. */
  args: string;
  /** The model turn it belongs to (parallel calls share one). */
  turn: string;
  /** Index of the request whose response made the call (the first request that shows it, when no response does). */
  callAt: number;
  /** The first request that sends the call back (Chat's assistant message, Responses' function_call input item) and the arguments' path in it. */
  argsAt?: number;
  argsPath?: BodyPath;
  /** False for a custom (freeform) tool's call: its input is text, not JSON arguments. */
  json?: boolean;
  result?: string;
  /** Index of the first request that carries the result, and where in its body the result text sits. */
  resultAt?: number;
  resultPath?: BodyPath;
}

/** A tool result a request carries: where it sits, the call it answers, and the output as sent. */
export interface ToolResultSlot {
  path: BodyPath;
  callId: string;
  output: unknown;
}

/** What one step's answer says: the calls the model asked for, its text, its token counts. */
export interface StepReading {
  calls: { name: string; arguments: string }[];
  text: string;
  usage: { input: number | null; output: number | null; reasoning: number | null };
}

/** How a call read from a trace is written back as this style's request and response bodies. */
export interface TraceShape {
  /** The endpoint path after `/v1`. */
  readonly path: string;
  /** The request parameter the trace's `gen_ai.request.max_tokens` becomes. */
  readonly maxTokensParam: string;
  /** The request parameter the stop sequences become, or null when the style has none. */
  readonly stopParam: string | null;
  requestBody(parts: CallParts): string;
  /** Null when the trace did not carry the answer. */
  responseBody(parts: CallParts): string | null;
}

/** The two endpoints the `openai` SDKs have a method of their own for, which code export calls by name. */
export interface SdkEndpoint {
  /** The endpoint path after the API base. */
  readonly path: string;
  /** The TypeScript SDK's method (`chat.completions.create`), its params type and the module that exports it. */
  readonly typescript: { readonly method: string; readonly paramsType: string; readonly module: string };
  /** The Python SDK's resource (`chat.completions`), whose `with_streaming_response.create` sends the body. */
  readonly python: { readonly resource: string };
}

export interface PayloadStyle {
  readonly name: PayloadStyleName;
  /** Every tool call of the loop paired with its result, in the order the model made them. */
  toolUses(loop: readonly WireCall[]): ToolUse[];
  /** Each tool result the request carries (Chat's role "tool" messages, Responses' *_output items, a run's tool_outputs). */
  toolResults(request: unknown): ToolResultSlot[];
  /** Every earlier call's `arguments` the request sends back, with where it sits. */
  argumentSlots(request: unknown): { path: BodyPath; value: unknown }[];
  /** A function tool's definition inside a tool as sent (Chat nests it under `function`) and its path there. */
  functionOf(tool: Obj): { fn: Obj; path: BodyPath };
  /** Where the tools the model was offered are listed: the request's `tools`, or the response's (a run copies its assistant's). */
  readonly toolsListedIn: 'request' | 'response';
  /** The server can hold earlier turns for a request (`previous_response_id`, a conversation), which its context includes. */
  readonly serverHeldTurns: boolean;
  /** A streamed answer the doctor's reader leaves unread, assembled into the object it stands for (absent: the reader reads it). */
  assembleStream?(body: string): Obj | null;
  /** Loop grouping: the request starts a conversation rather than continuing one. */
  startsOver(method: string, path: string, request: Obj, conversation: unknown[]): boolean;
  /** Loop grouping: the exchange only sets something up (creating an assistant) that the next new conversation belongs with. */
  setsUp?(path: string): boolean;
  /** A step that can be re-sent as it was (step models): its endpoint, the server state it leans on, and how its answer reads. */
  readonly step?: { readonly path: string; serverState(body: Obj): string | null; read(body: Obj): StepReading };
  /** How a call read from a trace is written in this style (absent: traces never name it). */
  readonly trace?: TraceShape;
  /** The SDK method code export calls for this style's model call (absent: the client's generic verbs). */
  readonly sdk?: SdkEndpoint;
  /** The roles a restored timeline entry of this style must have (absent: its entries are not checked). */
  readonly entryRoles?: readonly string[];
}
