// A request that names a place and nothing else a tool would need ("What about Bergen?", "Bergen은요?") follows up on
// the last call that took a place; one that also names a task of its own ("Book me a hotel in Oslo") does not.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import type { PastCall } from '../conversation.ts';
import { findEntities } from '../understand/gazetteer.ts';
import { entityProperty } from './coordinated-places.ts';
import { saysNothingElse } from './follow-up-words.ts';

/**
 * No tool's words match, but the request names a place and nothing else the last place-taking tool lacks: a
 * follow-up to the last call that took one.
 */
export function followUpTool(request: string, tools: readonly FunctionDefinition[], history: readonly PastCall[]) {
  const entities = findEntities(request);
  if (entities.length === 0) return undefined;
  for (const past of [...history].reverse()) {
    const tool = tools.find((t) => t.name === past.name && entityProperty(t));
    if (!tool) continue;
    if (
      !saysNothingElse(
        request,
        entities.map((e) => e.text),
        tool,
      )
    )
      return undefined;
    return {
      tool,
      reason: `picked ${tool.name}: "${entities[0]!.text}" follows up on the earlier ${tool.name} call`,
    };
  }
  return undefined;
}
