// Reply scripts: a scenario's exact replies pinned per turn, matched against the request, winning over the mock model.
import type { ChatCompletionCreateParams } from '@loopscope/wire/chat-types';
import { contentText } from '../model/conversation.ts';
import { takeStyleAsks } from '../model/understand/style-asks.ts';

export interface ScriptedToolCall {
  id: string;
  name: string;
  /** The exact arguments text, spacing included, as the page being taught shows it. */
  arguments: string;
}

export interface ScriptedReply {
  /** Pins the completion id too (otherwise it is derived from seed and request). */
  completionId?: string;
  content: string | null;
  toolCalls?: ScriptedToolCall[];
}

export interface ReplyScriptTurn {
  /** Shown in the UI, e.g. "Answer to request 1: three parallel tool calls". */
  name: string;
  matches(request: ChatCompletionCreateParams): boolean;
  reply: ScriptedReply;
}

export interface ReplyScript {
  id: string;
  title: string;
  turns: readonly ReplyScriptTurn[];
  /** The user wrote these turns: they answer whatever the request asks for (tool_choice, JSON mode and all). */
  pinned?: boolean;
}

/** Why a scripted turn answered: the user's own script speaks for itself; a built-in scenario is named. */
export function explainTurn(scenario: ReplyScript, turn: ReplyScriptTurn): string {
  return scenario.pinned ? turn.name : `Scenario "${scenario.title}": ${turn.name}`;
}

/** A matching turn and the script it belongs to. */
export interface ScriptedTurn {
  scenario: ReplyScript;
  turn: ReplyScriptTurn;
  /** Why the model answered so, for the explain view: the script and the turn. */
  explanation: string;
}

/**
 * The pinned reply for this request, if a turn of one of the scripts matches. Scripts describe the default behaviour,
 * so a request that changes how the model must answer (tool_choice, one call per turn, JSON mode, a user message asking
 * for another language or a brief answer) is left to the model.
 */
export function findScriptedTurn(
  scenarios: readonly ReplyScript[],
  request: ChatCompletionCreateParams,
): ScriptedTurn | undefined {
  // The user's own script answers whatever the request asks for; built-in scenarios only the default behaviour.
  for (const scenario of scenarios) {
    const turn = scenario.pinned ? scenario.turns.find((t) => t.matches(request)) : undefined;
    if (turn) return { scenario, turn, explanation: explainTurn(scenario, turn) };
  }
  const choice = request.tool_choice;
  if ((choice !== undefined && choice !== 'auto') || request.parallel_tool_calls === false) return undefined;
  if (request.response_format && request.response_format.type !== 'text') return undefined;
  // A message that says how to answer ("answer in Polish", steered in while the calls were out) is no default either.
  if (takeStyleAsks(request.messages, contentText).asks.length > 0) return undefined;
  for (const scenario of scenarios) {
    const turn = scenario.pinned ? undefined : scenario.turns.find((t) => t.matches(request));
    if (turn) return { scenario, turn, explanation: explainTurn(scenario, turn) };
  }
  return undefined;
}

/**
 * Whether a built-in recorded walkthrough began this conversation, so that it keeps the walkthrough's model past that
 * model's shutdown (`servedModel`). The rule: whoever answers a request decides, and a conversation belongs to whoever
 * answered its opening. So the request is the walkthrough's when a built-in scenario (not the learner's own script)
 * answers it, or, when nothing scripted answers it, when its messages begin with messages a built-in scenario answers
 * (the learner's follow-up after the walkthrough's answer, seed 001's "What about Paris?", which the mock model
 * answers). Both APIs ask it: Chat of its messages, Responses of the conversation its input and `previous_response_id`
 * chain make (`toModelMessages`), so a response chained to one the walkthrough produced counts as well. The opening is
 * judged as the walkthrough sent it (messages and tools, no tool_choice or format): a follow-up that asks for a format
 * stays in the conversation. Anything else naming a gone model (another question, the learner's script) gets the 404.
 */
/** The longest opening looked for: far above any built-in walkthrough's recorded request (seed 001's longest has 6). */
const MAX_OPENING_MESSAGES = 64;

export function beganByWalkthrough(scenarios: readonly ReplyScript[], request: ChatCompletionCreateParams): boolean {
  const answering = findScriptedTurn(scenarios, request);
  if (answering) return answering.scenario.pinned !== true;
  // An opening is a recorded request, a handful of messages: only prefixes up to this long are tried, so a long
  // conversation costs a bounded number of looks, not one per message (each look reads its whole prefix).
  for (let end = Math.min(request.messages.length - 1, MAX_OPENING_MESSAGES); end > 0; end--) {
    const opening = findScriptedTurn(scenarios, {
      model: request.model,
      messages: request.messages.slice(0, end),
      tools: request.tools,
    });
    if (opening) return opening.scenario.pinned !== true;
  }
  return false;
}
