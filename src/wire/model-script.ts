// A scripted model: the turns the user writes for the model to answer with, in words every API style shares.

/** One tool call as the model would send it: the name and the arguments text exactly as written (malformed JSON included). */
export interface ScriptedCall {
  name: string;
  arguments: string;
}

/** One model turn: a text reply, or tool calls (an unknown tool, bad JSON or a missing argument stay as written). */
export type ModelScriptTurn = { kind: 'text'; content: string } | { kind: 'calls'; calls: ScriptedCall[] };

/** The model's turns in order: turn n answers the request whose conversation already holds n model turns. */
export type ModelScript = ModelScriptTurn[];

/** How many model turns a conversation already holds: each assistant message (text or calls) is one. */
export function modelTurnsSoFar(messages: readonly { role: string }[]): number {
  return messages.filter((m) => m.role === 'assistant').length;
}

/** The scripted turn that answers a conversation, if the script reaches that far. */
export function scriptedTurnFor(
  script: ModelScript | null | undefined,
  messages: readonly { role: string }[],
): { index: number; turn: ModelScriptTurn } | undefined {
  if (!script || script.length === 0) return undefined;
  const index = modelTurnsSoFar(messages);
  const turn = script[index];
  return turn ? { index, turn } : undefined;
}

/** The reason shown for a scripted turn ("Script turn 2 of 3: calls get_weather, lookup"). */
export function describeScriptedTurn(index: number, script: ModelScript): string {
  const turn = script[index]!;
  const what =
    turn.kind === 'text' ? 'a text reply' : `calls ${turn.calls.map((c) => c.name || '(no name)').join(', ')}`;
  return `Script turn ${index + 1} of ${script.length}: ${what}, exactly as written`;
}
