// Blind set 9: 64 questions in four new everyday domains, written without reading the mock model, for tuning.
import { buildDomain, type OwnCase } from '../model-heldout/build.ts';
import { chimneySweep, locksmith } from './domains-doors-and-flues.ts';
import { amateurTheatre, beachHutHire } from './domains-stages-and-sands.ts';

/** The day the set was written, quoted in `npm run bench:model`'s heading; its first measurement is the lead's. */
export const WRITTEN_ON_9 = '2026-12-07';

export const BLIND_9_DOMAINS = [locksmith, chimneySweep, amateurTheatre, beachHutHire];

export function blind9Cases(): OwnCase[] {
  return BLIND_9_DOMAINS.flatMap(buildDomain).map((c) => ({
    ...c,
    id: c.id.replace(/^own_/, 'blind9_').replace(/ /g, '_'),
  }));
}
