// A venue and the town it is in, named in one request ("a table at Noma in Copenhagen"): which parameter holds which,
// read from the parameters' names and descriptions, and how each ranks the names a request offers.
import type { Candidate, Evidence } from '../understand/evidence.ts';
import { describe, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';

export type PlaceRole = 'venue' | 'town';

const VENUE =
  /\b(?:restaurant|restaurants|venue|venues|hotel|hotels|bar|pub|cafe|café|coffee shop|bistro|eatery|diner|inn|hostel|resort|museum|gallery|theatre|theater|cinema|club|stadium|arena|shop|store|salon|gym|spa|bakery|brewery|winery|establishment|business|property|hall|clinic|library)\b/;
const TOWN =
  /\b(?:city|cities|town|towns|village|location|area|region|country|state|where|municipality|neighbou?rhood|district)\b/;

/** Which a parameter holds: its name says first, then whichever of a venue or a town its description names first. */
function roleOf(name: string, schema: JsonSchema): PlaceRole | undefined {
  const words = identifierWords(name).join(' ');
  if (TOWN.test(words)) return 'town';
  if (VENUE.test(words)) return 'venue';
  const about = describe('', schema);
  const venue = VENUE.exec(about)?.index ?? Infinity;
  const town = TOWN.exec(about)?.index ?? Infinity;
  return venue < town ? 'venue' : town < venue ? 'town' : undefined;
}

/** The parameters that hold a venue or a town, when a tool has both (one alone needs no telling apart). */
export function placeRoles(props: readonly (readonly [string, JsonSchema])[]): Map<string, PlaceRole> {
  const roles = new Map<string, PlaceRole>();
  for (const [name, prop] of props) {
    const role = roleOf(name, prop);
    if (role) roles.set(name, role);
  }
  const both = new Set(roles.values()).size === 2;
  return both ? roles : new Map();
}

/** A name right after "at" (and "the"): where a venue is named ("a table at Noma", "a room at the Savoy"). */
function afterAt(c: Candidate, ev: Evidence): boolean {
  return /\bat\s+(?:the\s+)?$/i.test(ev.text.slice(Math.max(0, c.start - 8), c.start));
}

/** A name right after "in", "near" or "around": where a town is named ("in Copenhagen"). */
function afterIn(c: Candidate, ev: Evidence): boolean {
  return /\b(?:in|near|around)\s+(?:the\s+)?$/i.test(ev.text.slice(Math.max(0, c.start - 12), c.start));
}

/**
 * The names a request offers, ordered for a venue or a town parameter: a venue takes a name said after "at" before
 * another unknown name, a name said after "in" and a known town last; a town takes a known town first (even after "at":
 * "Mimosa Hall at Leeds"), then a name after "in", and an unknown name after "at" last. Other candidates keep their
 * order after the names.
 */
export function rankForRole(pool: readonly Candidate[], role: PlaceRole, ev: Evidence): Candidate[] {
  const named = (c: Candidate) => c.kind === 'proper' || c.kind === 'place' || c.kind === 'quoted';
  const venueRank = (c: Candidate) =>
    !named(c) ? 4 : c.kind === 'place' ? 3 : afterAt(c, ev) ? 0 : afterIn(c, ev) ? 2 : 1;
  const townRank = (c: Candidate) =>
    !named(c) ? 4 : c.kind === 'place' ? 0 : afterIn(c, ev) ? 1 : afterAt(c, ev) ? 3 : 2;
  const rank = role === 'venue' ? venueRank : townRank;
  return [...pool].sort((a, b) => rank(a) - rank(b));
}

/** What the explanation says of a name read for a role. */
export function roleNote(role: PlaceRole, c: Candidate, ev: Evidence): string | undefined {
  if (role === 'venue' && afterAt(c, ev) && c.kind !== 'place') return 'the venue: a name said after "at"';
  if (role === 'town' && c.kind === 'place') return 'the town: a known place';
  if (role === 'town' && afterIn(c, ev)) return 'the town: a name said after "in"';
  return undefined;
}
