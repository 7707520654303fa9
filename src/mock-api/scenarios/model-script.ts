// The user's model script as a scenario: turn n answers the request whose conversation holds n model turns.
import { describeScriptedTurn, scriptedTurnFor, type ModelScript } from '@loopscope/wire/model-script';
import { ids } from '../model/ids.ts';
import type { ReplyScript, ReplyScriptTurn } from './reply-script.ts';

/** Tool call ids come from the seed, the turn and the call's place in it, so a replay sends the same ids. */
export function scriptedCallId(seed: string, turn: number, call: number): string {
  return ids.call([seed, 'model-script', turn, call]);
}

export function scriptScenario(script: ModelScript, seed: string): ReplyScript {
  const turns: ReplyScriptTurn[] = script.map((turn, index) => ({
    name: describeScriptedTurn(index, script),
    matches: (request) => scriptedTurnFor(script, request.messages)?.index === index,
    reply:
      turn.kind === 'text'
        ? { content: turn.content }
        : {
            content: null,
            toolCalls: turn.calls.map((c, k) => ({
              id: scriptedCallId(seed, index, k),
              name: c.name,
              arguments: c.arguments,
            })),
          },
  }));
  return { id: 'model-script', title: 'Your script', turns, pinned: true };
}
