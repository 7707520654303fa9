// Reply scripts: a scenario's exact replies pinned per turn, matched against the request, winning over the mock model.
import type { ChatCompletionCreateParams } from '../../wire/chat-types.ts';
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
export function findScriptedTurn(scenarios: readonly ReplyScript[], request: ChatCompletionCreateParams): ScriptedTurn | undefined {
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
