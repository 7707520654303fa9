// Blind set 7: 64 questions in four new everyday domains, written without reading the mock model, for tuning.
import { buildDomain, type OwnCase } from '../model-heldout/build.ts';
import { communityPharmacy, drivingSchool } from './domains-counters.ts';
import { allotmentSociety, removalsFirm } from './domains-moves.ts';

/** The day the set was written, quoted in `npm run bench:model`'s heading; its first measurement is the lead's. */
export const WRITTEN_ON_7 = '2026-12-07';

export const BLIND_7_DOMAINS = [communityPharmacy, drivingSchool, removalsFirm, allotmentSociety];

export function blind7Cases(): OwnCase[] {
  return BLIND_7_DOMAINS.flatMap(buildDomain).map((c) => ({
    ...c,
    id: c.id.replace(/^own_/, 'blind7_').replace(/ /g, '_'),
  }));
}
