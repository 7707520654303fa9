// The mock model: from a validated request to a reply (text or tool calls), deterministic and explained.
import type {
  ChatCompletionMessageParam,
  ChatCompletionToolChoiceOption,
  FunctionDefinition,
} from '@loopscope/wire/chat-types';
import { ONE_CALL_PER_TURN } from '@loopscope/payloads/model-notes/explanation-header';
import { contentText, viewConversation, type ConversationView, type PastCall } from './conversation.ts';
import { finalAnswer } from './write/final-answer.ts';
import { planCalls } from './plan/plan-calls.ts';
import { callKey, pastCallKey, type PlannedCall } from './plan/planned-call.ts';
import { callsFor } from './plan/calls-for.ts';
import { explainCalls } from './plan/explain-calls.ts';
import { lackedAskNote } from './plan/lacked-ask.ts';
import { tiedNote } from './plan/tied-tools.ts';
import { undoingNote } from './plan/task-verb.ts';
import { isHandoffTool, pendingHandoff } from './plan/handoff.ts';
import { refusal, routeByLanguage, toolsForRequest } from './plan/instructions.ts';
import { plainAnswer } from './write/plain-answer.ts';
import { structuredReply, type FillNotes, type ResponseFormat } from './write/json-reply.ts';
import { notesAnswer, notesOf } from './write/notes-answer.ts';
import { explainHandedFindings, explainNotes } from './write/notes-answer.ts';
import { promptedFormat } from './prompted-format.ts';
import { REPLY_WORDS, replyLanguage, type ReplyLanguage } from './understand/reply-language.ts';
import { briefly, takeStyleAsks, type StyleAsk } from './understand/style-asks.ts';
import { hasRefs, inlineRefs } from '@loopscope/wire/schema-refs';

export interface ModelInput {
  messages: readonly ChatCompletionMessageParam[];
  /** Function tools only (the mock has no built-in tools). */
  tools: readonly FunctionDefinition[];
  toolChoice: ChatCompletionToolChoiceOption | undefined;
  parallelToolCalls: boolean;
  responseFormat: ResponseFormat | undefined;
  now: Date;
}

export interface ReplyToolCall {
  name: string;
  arguments: string;
}

export interface ModelReply {
  content: string | null;
  toolCalls: ReplyToolCall[];
  finishReason: 'stop' | 'tool_calls';
  /** Why the model did what it did, for the UI's explain view. */
  explanation: string;
}

export function generateReply(request: ModelInput): ModelReply {
  // A later user message that only says how to answer ("answer in Polish", "be brief", often steered in while the calls
  // were out) is no new request: the model goes on with the one before and writes its answer that way.
  const { messages, asks } = takeStyleAsks(request.messages, contentText);
  if (asks.length === 0) return replyFor(request, NO_STYLE);
  const asked = askedStyle(asks);
  const reply = replyFor({ ...request, messages }, asked);
  return { ...reply, explanation: `${reply.explanation}; ${styleNote(asks, asked)}` };
}

interface Style {
  language: ReplyLanguage | null;
  brief: boolean;
}
const NO_STYLE: Style = { language: null, brief: false };
const LANGUAGE_NAMES: Record<ReplyLanguage, string> = { en: 'English', ko: 'Korean', pl: 'Polish' };

/** The style the asks add up to: the last language the mock writes, brief if any asks it. */
function askedStyle(asks: readonly StyleAsk[]): Style {
  return {
    language: asks.reduce<ReplyLanguage | null>((found, a) => a.language ?? found, null),
    brief: asks.some((a) => a.brief),
  };
}

/** What the explain view says of the style asks, one clause each (the page's note reader words them in its language). */
function styleNote(asks: readonly StyleAsk[], style: Style): string {
  const did = asks.map((a) => `a user message asks "${a.said}": how to answer, not a new request`);
  if (style.language !== null) did.push(`the answer is in ${LANGUAGE_NAMES[style.language]}`);
  const unsupported = asks.map((a) => a.unsupported).find((name) => name !== null);
  if (unsupported && style.language === null)
    did.push(
      `${unsupported} was asked for, but the mock writes only English, Korean and Polish, so the answer stays in the question's language`,
    );
  if (style.brief) did.push('the answer is brief: each finding to its first clause, no lead sentence');
  return did.join('; ');
}

function replyFor(request: ModelInput, style: Style): ModelReply {
  const input = withoutRefs(request);
  const convo = viewConversation(input.messages);
  const choice = input.toolChoice ?? 'auto';
  // Answers are written in the language of the question, or the one a style ask names.
  const language = style.language ?? replyLanguage(convo.request);
  const final = (findings: readonly PastCall[]) =>
    style.brief
      ? briefly(finalAnswer(findings, language), REPLY_WORDS[language].found)
      : finalAnswer(findings, language);
  // The instructions come first, as a real agent follows them: a hand-off by the request's language, a topic refused.
  const fresh =
    convo.callsSinceRequest.length === 0 && input.tools.length > 0 && (choice === 'auto' || choice === 'required');
  const routed = fresh ? routeByLanguage(input.messages, convo.request, input.tools) : null;
  if (routed) return calls(callsFor(routed.tool, convo.request, input, routed.reason).slice(0, 1), routed.reason);
  const refused = fresh && choice === 'auto' ? refusal(input.messages, convo.request) : null;
  if (refused) return text(input, convo, REPLY_WORDS[language].refuse, `${refused.reason}: calling no tool`);
  const tools = toolsForRequest(convo.request, input.tools);
  const planned = tools.length > 0 ? planCalls(convo.request, tools, { now: input.now, history: convo.allCalls }) : [];
  const remaining = unanswered(planned, convo.callsSinceRequest);
  // What the calls found: a hand-over (`transfer_to_…`) passes the work on and finds nothing.
  const findings = convo.callsSinceRequest.filter((c) => !isHandoffTool(c.name));

  // A specialist handed the work and told to explain: what was found explained, not every result listed again.
  const handed =
    findings.length > 0 && convo.endsWithToolResults && remaining.length === 0
      ? explainHandedFindings(input.messages, convo.callsSinceRequest, language)
      : null;
  if (handed) return text(input, convo, handed.text, handed.note);

  if (choice === 'none' || input.tools.length === 0) {
    if (findings.length > 0 && convo.endsWithToolResults)
      return text(input, convo, final(findings), 'tool results are in: summarising them');
    const declined = choice === 'none' ? remaining : [];
    // Told to explain the notes (a specialist handed a search): their shared topic, not every note restated.
    const explained =
      declined.length === 0 ? explainNotes(input.messages, notesOf(input.messages, convo.request), language) : null;
    if (explained) return text(input, convo, explained.text, explained.note);
    const notes = declined.length === 0 ? notesAnswer(input.messages, convo.request, language) : null;
    if (notes) return text(input, convo, notes, 'no tools to call, but notes to work from: restating them briefly');
    return text(
      input,
      convo,
      plainAnswer(
        convo.request,
        tools.map((t) => t.name),
        declined,
      ),
      declined.length ? 'tool_choice is "none"' : 'no tools to call',
    );
  }

  if (typeof choice === 'object') {
    const name = choice.type === 'function' ? choice.function.name : '';
    const tool = input.tools.find((t) => t.name === name)!;
    const forTool =
      remaining.find((c) => c.name === name) ?? callsFor(tool, convo.request, input, `tool_choice names ${name}`)[0]!;
    return calls([forTool], `tool_choice forces ${name}: ${forTool.reason}`);
  }

  const ready = remaining.filter((c) => c.missing.length === 0);
  if (ready.length === 0 && remaining.length > 0 && findings.length === 0) {
    const ask = remaining[0]!;
    return text(
      input,
      convo,
      REPLY_WORDS[language].askFor(ask.name, ask.missing),
      `${ask.name} fits, but the request gives no ${ask.missing.join(', ')}: asking instead of guessing`,
    );
  }
  if (ready.length > 0) {
    const batch = input.parallelToolCalls ? ready : ready.slice(0, 1);
    const note = input.parallelToolCalls ? '' : ONE_CALL_PER_TURN;
    return calls(batch, explainCalls(batch) + note);
  }

  if (choice === 'required') {
    const tool = input.tools[0]!;
    return calls(
      callsFor(
        tool,
        convo.request,
        input,
        'tool_choice is "required" and nothing else matched, so the first tool',
      ).slice(0, 1),
      `tool_choice "required" forces ${tool.name}`,
    );
  }

  const handoff = convo.endsWithToolResults
    ? pendingHandoff(input.messages, input.tools, convo.callsSinceRequest)
    : null;
  if (handoff)
    return calls(
      callsFor(handoff, convo.request, input, 'the instructions ask to hand over').slice(0, 1),
      `every own call has a result and the instructions ask to hand over: calling ${handoff.name}`,
    );
  if (findings.length > 0)
    return text(input, convo, final(findings), 'every planned call has a result: writing the final answer');
  return text(
    input,
    convo,
    plainAnswer(
      convo.request,
      tools.map((t) => t.name),
    ),
    (tools.length > 0 &&
      (undoingNote(convo.request, tools) ?? lackedAskNote(convo.request, tools) ?? tiedNote(convo.request, tools))) ||
      'no tool matches the request',
  );
}

/**
 * The request with every schema's `$ref`s inlined (zod writes them for reused and recursive types), so planning and
 * writing read plain subschemas: strict mode guarantees the schema, references and recursion included. Recursion is cut
 * after a few levels (`inlineRefs`), where a nullable link reads as null and a list of itself as empty, so a recursive
 * value always ends. How deep the real model nests is not documented; the mock's depth is a fixed small one.
 */
function withoutRefs(input: ModelInput): ModelInput {
  const format = input.responseFormat;
  const schema = format?.type === 'json_schema' ? format.json_schema.schema : undefined;
  if (!input.tools.some((t) => hasRefs(t.parameters)) && !hasRefs(schema)) return input;
  return {
    ...input,
    tools: input.tools.map((t) =>
      t.parameters && hasRefs(t.parameters) ? { ...t, parameters: inlineRefs(t.parameters) } : t,
    ),
    responseFormat:
      format?.type === 'json_schema' && schema
        ? { ...format, json_schema: { ...format.json_schema, schema: inlineRefs(schema) } }
        : format,
  };
}

/**
 * The planned calls still without a result. A planned call counts as answered by a call to the same tool made since
 * the request, whatever its exact arguments (a user may have edited them at a breakpoint, a client may reformat
 * them): identical calls pair up first, then the rest pair by tool name in order.
 */
export function unanswered(planned: readonly PlannedCall[], made: readonly PastCall[]): PlannedCall[] {
  const free = [...made];
  const open = planned.filter((c) => {
    const i = free.findIndex((m) => pastCallKey(m) === callKey(c.name, c.arguments));
    if (i < 0) return true;
    free.splice(i, 1);
    return false;
  });
  return open.filter((c) => {
    const i = free.findIndex((m) => m.name === c.name);
    if (i < 0) return true;
    free.splice(i, 1);
    return false;
  });
}

function calls(planned: PlannedCall[], explanation: string): ModelReply {
  return {
    content: null,
    toolCalls: planned.map((c) => ({ name: c.name, arguments: JSON.stringify(c.arguments) })),
    finishReason: 'tool_calls',
    explanation,
  };
}

function text(input: ModelInput, convo: ConversationView, answer: string, explanation: string): ModelReply {
  // No response_format, but the prompt may ask for JSON with a schema: a real model follows it.
  const prompted = input.responseFormat ? undefined : promptedFormat(input.messages);
  const format = input.responseFormat ?? prompted;
  if (!format) return { content: answer, toolCalls: [], finishReason: 'stop', explanation };
  const reply = structuredReply(format, answer, convo.request, input.now, convo.callsSinceRequest);
  const why = prompted
    ? `${explanation}; the prompt asks for JSON with a schema, so the reply is that JSON`
    : explanation;
  return {
    content: reply.text,
    toolCalls: [],
    finishReason: 'stop',
    explanation: reply.notes ? `${why}; ${fillNote(reply.notes)}` : why,
  };
}

/** Which result field filled which property of a structured reply, and which properties no result carries. */
function fillNote(notes: FillNotes): string {
  const filled =
    notes.filled.length > 0
      ? `structured reply from the results: ${notes.filled.join(', ')}`
      : 'structured reply: no result field fits a property';
  return notes.missing.length > 0 ? `${filled}; in no result: ${notes.missing.join(', ')}` : filled;
}
