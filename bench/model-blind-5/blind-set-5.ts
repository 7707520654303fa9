// Blind set 5: 64 fan-out-heavy questions in four new domains, written without reading the mock model, for tuning.
import { buildDomain, type OwnCase } from '../model-heldout/build.ts';
import { apiary, recordingStudio } from './domains-hum.ts';
import { cornerBakery, ferryTerminal } from './domains-town.ts';

/** The day the set was written, quoted in `npm run bench:model`'s heading; its first measurement is the lead's. */
export const WRITTEN_ON_5 = '2026-12-07';

export const BLIND_5_DOMAINS = [cornerBakery, ferryTerminal, apiary, recordingStudio];

export function blind5Cases(): OwnCase[] {
  return BLIND_5_DOMAINS.flatMap(buildDomain).map((c) => ({
    ...c,
    id: c.id.replace(/^own_/, 'blind5_').replace(/ /g, '_'),
  }));
}
