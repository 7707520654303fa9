// The blind set: 120 questions in eight domains, written without reading the mock model, all held out (measured only).
import type { BfclFunction } from '../bfcl/convert.ts';
import { buildDomain, type OwnCase } from '../model-heldout/build.ts';
import { beekeeping, brewing, museumArchive, printShop } from './domains-craft.ts';
import { orbits, railway, venue, veterinary } from './domains-services.ts';

/** The date of the one measurement, quoted in `npm run bench:model`'s heading for this set. */
export const MEASURED_ON = '2026-12-07';

export const BLIND_DOMAINS = [beekeeping, brewing, printShop, museumArchive, railway, veterinary, orbits, venue];

export function blindCases(): OwnCase[] {
  return BLIND_DOMAINS.flatMap(buildDomain).map((c) => ({
    ...c,
    id: c.id.replace(/^own_/, 'blind_').replace(/ /g, '_'),
  }));
}

/** What kind of value a parameter holds, as far as a failure summary needs: enum, date, time or its schema type. */
function valueKind(functions: readonly BfclFunction[], param: string): string {
  for (const f of functions) {
    const schema = (f.parameters.properties as Record<string, Record<string, unknown>> | undefined)?.[param];
    if (!schema) continue;
    if (Array.isArray(schema.enum)) return `${String(schema.type)} enum`;
    const about = String(schema.description ?? '');
    if (about.includes('YYYY-MM-DD')) return 'date';
    if (about.includes('HH:MM')) return 'time';
    return String(schema.type);
  }
  return 'unknown';
}

/**
 * A scorer's reason reduced to its type (the count of calls, the function, or the kind of parameter that was wrong),
 * so the set's failures can be counted without reading them question by question or value by value.
 */
export function failureType(reason: string, functions: readonly BfclFunction[]): string {
  let m = /^(\d+) calls, expected (\d+)$/.exec(reason);
  if (m) {
    const [got, want] = [Number(m[1]), Number(m[2])];
    if (got === 0) return 'no call at all';
    return got < want ? 'too few calls' : 'too many calls';
  }
  if (reason.startsWith('called ')) return 'called a tool where none fits';
  if (reason.startsWith('wrong function ')) return 'wrong function';
  if ((m = /^missing required (\S+)$/.exec(reason)))
    return `required parameter left out (${valueKind(functions, m[1]!)})`;
  if ((m = /^missing (\S+) \(expected/.exec(reason)))
    return `optional parameter the question gives left out (${valueKind(functions, m[1]!)})`;
  if (reason.startsWith('unknown parameter ')) return 'parameter the tool does not have';
  if ((m = /^wrong type for ([^:]+):/.exec(reason))) return `wrong type (${valueKind(functions, m[1]!)})`;
  if ((m = /^(\w+)=.* not in /s.exec(reason))) return `wrong value (${valueKind(functions, m[1]!)})`;
  return `other: ${reason.split(/[\s:]/)[0]}`;
}
