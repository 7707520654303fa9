// Every tool call of a loop paired with its result, in any API style (its PAYLOAD_STYLES entry reads them): what the stuck-loop rules compare.
import { isObject } from '@loopscope/wire/json-object';
import type { ToolUse } from '../../payload-style';
import { payloadStyleOf } from '../../payload-styles';
import type { WireCall } from '../types';

export type { ToolUse } from '../../payload-style';

/** Every tool call of the loop, answered or not, in the order the model made them. */
export function allUses(loop: readonly WireCall[]): ToolUse[] {
  // The loop's style is its first model call's; a loop of no API style (MCP traffic alone) has no tool uses to pair.
  const entry = loop.map((call) => payloadStyleOf(call.style)).find((found) => found !== null);
  return entry ? entry.toolUses(loop) : [];
}

/** The loop's tool uses that have a result, in the order the model made them. */
export function answeredUses(loop: readonly WireCall[]): ToolUse[] {
  return allUses(loop).filter((use) => use.resultAt !== undefined);
}

/** Uses grouped by model turn, in order: one turn's parallel calls together. */
export function turnsOf(uses: readonly ToolUse[]): ToolUse[][] {
  const turns = new Map<string, ToolUse[]>();
  for (const use of uses) turns.set(use.turn, [...(turns.get(use.turn) ?? []), use]);
  return [...turns.values()];
}

/** The arguments with keys sorted, so `{"a":1,"b":2}` and `{"b":2,"a":1}` count as the same call. */
export function canonicalArgs(args: string): string {
  try {
    return JSON.stringify(sortKeys(JSON.parse(args)));
  } catch {
    return args.trim();
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  );
}

/** A turn's calls and results as one comparable text. */
export function turnKey(turn: readonly ToolUse[], withResults = true): string {
  return turn
    .map((u) => `${u.name}(${canonicalArgs(u.args)})${withResults ? `=>${u.result ?? ''}` : ''}`)
    .sort()
    .join('\n');
}
