// Decides which tools a request needs and with which arguments: one call per clause, one per entity.
import type { FunctionDefinition } from '../../wire/chat-types.ts';
import { extractArguments, isEntityProperty } from './extract-args.ts';
import { findEntities } from './gazetteer.ts';
import { propertiesOf, type JsonSchema } from './schema-view.ts';
import { contentWords, identifierWords, sameStem, splitClauses } from './text.ts';
import type { PastCall } from './conversation.ts';
import { nestedDeeperThan } from '../../wire/json-depth.ts';

export interface PlannedCall {
  name: string;
  arguments: Record<string, unknown>;
  /** Why the model chose this call, in words (shown by the UI's explain view). */
  reason: string;
}

/** A tool's keywords: its name counts double, its description once. */
function relevance(tool: FunctionDefinition, clause: string): { score: number; hits: string[] } {
  const clauseWords = contentWords(clause);
  const nameWords = identifierWords(tool.name).filter((w) => contentWords(w).length > 0);
  const descriptionWords = contentWords(tool.description ?? '');
  const hits = new Set<string>();
  let score = 0;
  for (const w of clauseWords) {
    if (nameWords.some((n) => sameStem(n, w))) {
      score += 2;
      hits.add(w);
    } else if (descriptionWords.some((d) => sameStem(d, w))) {
      score += 1;
      hits.add(w);
    }
  }
  return { score, hits: [...hits] };
}

export function parametersOf(tool: FunctionDefinition): JsonSchema {
  return (tool.parameters ?? { type: 'object', properties: {} }) as JsonSchema;
}

function entityProperty(tool: FunctionDefinition): string | undefined {
  return propertiesOf(parametersOf(tool)).find(([name, schema]) => isEntityProperty(name, schema))?.[0];
}

export interface PlanContext {
  now: Date;
  /** Calls made earlier in the conversation: a follow-up like "What about Paris?" reuses the last entity tool. */
  history: readonly PastCall[];
}

/** Every call the request asks for, in the order the request asks. */
export function planCalls(request: string, tools: readonly FunctionDefinition[], ctx: PlanContext): PlannedCall[] {
  const planned: PlannedCall[] = [];
  for (const clause of splitClauses(request)) {
    const best = bestTool(clause, tools, ctx.history);
    if (!best) continue;
    planned.push(...callsFor(best.tool, clause, ctx, best.reason));
  }
  return dedupe(planned);
}

function bestTool(clause: string, tools: readonly FunctionDefinition[], history: readonly PastCall[]) {
  let best: { tool: FunctionDefinition; score: number; reason: string } | undefined;
  for (const tool of tools) {
    const { score, hits } = relevance(tool, clause);
    if (score > 0 && (!best || score > best.score)) {
      best = { tool, score, reason: `the request mentions ${hits.map((h) => `"${h}"`).join(', ')}, which matches ${tool.name}` };
    }
  }
  if (best) return best;
  // No keyword matched, but the clause names a place: a follow-up to the last call that took one.
  const entities = findEntities(clause);
  if (entities.length === 0) return undefined;
  for (const past of [...history].reverse()) {
    const tool = tools.find((t) => t.name === past.name && entityProperty(t));
    if (tool) return { tool, score: 0, reason: `"${entities[0]!.text}" follows up on the earlier ${tool.name} call` };
  }
  return undefined;
}

/** Calls for one clause: one per entity when the tool takes a single entity and the clause names several. */
export function callsFor(tool: FunctionDefinition, clause: string, ctx: { now: Date }, reason: string): PlannedCall[] {
  const schema = parametersOf(tool);
  const strict = tool.strict === true;
  const entityProp = entityProperty(tool);
  const entities = entityProp ? findEntities(clause).map((e) => e.text) : [];
  const singleEntity = entityProp && propertiesOf(schema).find(([n]) => n === entityProp)?.[1].type !== 'array';
  if (singleEntity && entities.length > 1) {
    return entities.map((entity) => ({
      name: tool.name,
      arguments: extractArguments(schema, { text: clause, entity, now: ctx.now, strict }),
      reason: `${reason}; one call per place named (${entity})`,
    }));
  }
  return [{ name: tool.name, arguments: extractArguments(schema, { text: clause, now: ctx.now, strict }), reason }];
}

function dedupe(calls: PlannedCall[]): PlannedCall[] {
  const seen = new Set<string>();
  return calls.filter((c) => {
    const key = callKey(c.name, c.arguments);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Identity of a call: its name and its arguments with keys sorted. */
export function callKey(name: string, args: unknown): string {
  return `${name}:${canonical(args)}`;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Key of a call already made; unparseable arguments are keyed by their text. */
export function pastCallKey(call: PastCall): string {
  if (nestedDeeperThan(call.arguments)) return `${call.name}:${call.arguments}`;
  try {
    return callKey(call.name, JSON.parse(call.arguments));
  } catch {
    return `${call.name}:${call.arguments}`;
  }
}
