// Blind set 6: 128 questions in eight new domains, written without reading the mock model; the clean measure after set 4.
import { buildDomain, type OwnCase } from '../model-heldout/build.ts';
import { canalLocks, dogKennel, glassblowingStudio, observatory } from './domains-kilns-and-locks.ts';
import { climbingCentre, laundryService, orchestraLibrary, printWorks } from './domains-walls-and-shelves.ts';

/** The day the set was written, quoted in `npm run bench:model`'s heading; its first measurement is the lead's. */
export const WRITTEN_ON_6 = '2026-12-07';

export const BLIND_6_DOMAINS = [
  glassblowingStudio,
  climbingCentre,
  observatory,
  printWorks,
  dogKennel,
  laundryService,
  canalLocks,
  orchestraLibrary,
];

export function blind6Cases(): OwnCase[] {
  return BLIND_6_DOMAINS.flatMap(buildDomain).map((c) => ({
    ...c,
    id: c.id.replace(/^own_/, 'blind6_').replace(/ /g, '_'),
  }));
}
