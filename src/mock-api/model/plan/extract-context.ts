// What argument extraction reads with: its context, the properties it reads, the entity kinds, which candidates fit each kind.
import { type CandidateKind } from '../understand/evidence.ts';
import { kindOf, type ParamKind } from '../understand/param-kind.ts';
import { baseSchema, type JsonSchema, propertiesOf } from '../understand/schema-view.ts';
import type { PlaceRole } from './venues.ts';

export interface ExtractContext {
  /** The clause (or whole request) the arguments come from. */
  text: string;
  /** The entity this call is about, when a request names several ("Berlin and Tokyo" → one call each). */
  entity?: string;
  now: Date;
  /** With strict mode every property is present, so optional ones become null (or a default) when not found. */
  strict: boolean;
  /** The other parameters' names: a count word that is one of them ("3 packets") is not the thing counted. */
  siblings?: readonly string[];
  /** Receives the required top-level parameters the request gives no value for (a real model would ask). */
  missing?: string[];
  /** The tool's name: "jazz concerts" for `find_concerts` says the kind of concert. */
  tool?: string;
  /** Receives the top-level parameters whose value the request ties to them: by their own words, unit or type. */
  tied?: Set<string>;
  /** Receives, by parameter path, the rule that read a value when the value alone does not show it ("a UK postcode"). */
  rules?: Map<string, string>;
  /** Receives the top-level parameters that took the request's gist for want of a value of their own. */
  gists?: Set<string>;
  /** The top-level parameters that hold a venue or the town it is in, when a tool has both. */
  placeRoles?: ReadonlyMap<string, PlaceRole>;
}

/**
 * The properties of one object the model reads the request for. Reading costs work for every property and every stretch
 * of the request read: a tool of 20,000 properties (about 2 MB, under the body limit) kept the event loop for seconds.
 * Real tools have a few dozen; the bench's largest has far fewer than this.
 */
export const READ_PROPERTIES = 256;

/** The first READ_PROPERTIES properties of an object schema, in order. */
export function readProperties(schema: JsonSchema): readonly [string, JsonSchema][] {
  const all = propertiesOf(schema);
  return all.length > READ_PROPERTIES ? all.slice(0, READ_PROPERTIES) : all;
}

export const ENTITY_KINDS: ParamKind[] = ['place'];

/** True when a property holds the entity a request is about (a city, a place, ...). */
export function isEntityProperty(name: string, schema: JsonSchema): boolean {
  const kind = kindOf(name, schema);
  if (kind === 'array') {
    const items = baseSchema(schema).items;
    return typeof items === 'object' && items !== null && ENTITY_KINDS.includes(kindOf(name, items as JsonSchema));
  }
  return ENTITY_KINDS.includes(kind);
}

/** Which candidates fit each kind of string parameter, best first. */
export const FITS: Partial<Record<ParamKind, CandidateKind[]>> = {
  place: ['place', 'proper', 'quoted', 'code'],
  person: ['proper', 'quoted'],
  code: ['quoted', 'code', 'number', 'proper', 'word'],
  text: ['quoted'],
  string: ['quoted', 'path', 'code', 'proper', 'place', 'word'],
  email: ['email'],
  url: ['url'],
  path: ['path', 'quoted', 'code'],
  date: ['date', 'quoted'],
  datetime: ['date', 'quoted'],
  time: ['time', 'quoted'],
};
