// The one place a tool takes, and places named together for it ("Berlin and Tokyo"): one call each, unless venue and town.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { Evidence } from '../understand/evidence.ts';
import { isEntityProperty, readProperties } from './extract-context.ts';
import { placeRoles } from './venues.ts';
import { type JsonSchema, parametersOf, propertiesOf } from '../understand/schema-view.ts';

export function entityProperty(tool: FunctionDefinition): string | undefined {
  return propertiesOf(parametersOf(tool)).find(([name, schema]) => isEntityProperty(name, schema))?.[0];
}

/** A joint between two names that lists them: "and", "or", "&", "plus" (a comma alone may join the parts of one place). */
const LISTING_JOINT = /&|\b(?:and|plus|or|as well as|y|e|et|und|en)\b/i;

/**
 * Places named together ("Berlin and Tokyo", "Halifax, NS and Lyon"): one call each. Names joined by commas alone
 * ("Unit 7, 41 Pellow Street", "The Tannery, Brock Lane") are the parts of one address, as a list ends with "and".
 */
export function coordinatedPlaces(text: string, now: Date): string[] {
  const places = new Evidence(text, now).candidates.filter((c) => c.kind === 'place' || c.kind === 'proper');
  let best: string[] = [];
  let bestListed = false;
  let listed = false;
  let run: typeof places = [];
  for (const p of places) {
    const prev = run[run.length - 1];
    // biome-ignore format: the eslint-disable comment below must stay on the line it excuses
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
    if (prev && /^[\s,]*(?:(?:and|&|plus|as well as|or|y|e|et|und|en)\b)?(?:\s*(?:also|in|for|at|of|the)\b)*[\s,]*$/i.test(text.slice(prev.end, p.start)) && /[,&]|\b(and|plus|or|as well as|y|e|et|und|en)\b/i.test(text.slice(prev.end, p.start))) {
      listed ||= LISTING_JOINT.test(text.slice(prev.end, p.start));
      run.push(p);
    } else {
      run = [p];
      listed = false;
    }
    if (run.length > best.length) {
      best = run.map((c) => c.text);
      bestListed = listed;
    }
  }
  return best.length >= 2 && bestListed ? best : [];
}

/**
 * "A table at Kvaegtorvet, Ribe": for a tool with a venue and a town parameter, two names joined by a comma alone are a
 * venue and the town it is in, not two places to call the tool for.
 */
export function venueWithTown(names: readonly string[], text: string, schema: JsonSchema): boolean {
  if (names.length !== 2 || placeRoles(readProperties(schema)).size === 0) return false;
  const at = text.indexOf(names[0]!);
  return at >= 0 && /^\s*,\s*$/.test(text.slice(at + names[0]!.length, text.indexOf(names[1]!, at)));
}
