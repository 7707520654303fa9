// Scenario scripts: exact replies pinned per turn, matched against the request, winning over the mock model.
import type { ChatCompletionCreateParams } from '../../wire/chat-types.ts';

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

export interface ScenarioTurn {
  /** Shown in the UI, e.g. "Step 2: three parallel tool calls". */
  name: string;
  matches(request: ChatCompletionCreateParams): boolean;
  reply: ScriptedReply;
}

export interface Scenario {
  id: string;
  title: string;
  turns: readonly ScenarioTurn[];
  /** The user wrote these turns: they answer whatever the request asks for (tool_choice, JSON mode and all). */
  pinned?: boolean;
}

/** Why a scripted turn answered: the user's own script speaks for itself; a built-in scenario is named. */
export function explainTurn(scenario: Scenario, turn: ScenarioTurn): string {
  return scenario.pinned ? turn.name : `Scenario "${scenario.title}": ${turn.name}`;
}

/**
 * The pinned reply for this request, if a turn matches. Scripts describe the default behaviour,
 * so a request that changes how the model must answer (tool_choice, one call per turn, JSON mode) is left to the model.
 */
export function findScriptedTurn(scenario: Scenario | null, request: ChatCompletionCreateParams): ScenarioTurn | undefined {
  if (!scenario) return undefined;
  if (scenario.pinned) return scenario.turns.find((turn) => turn.matches(request));
  const choice = request.tool_choice;
  if ((choice !== undefined && choice !== 'auto') || request.parallel_tool_calls === false) return undefined;
  if (request.response_format && request.response_format.type !== 'text') return undefined;
  return scenario.turns.find((turn) => turn.matches(request));
}
