// Blind set 8: 64 questions in four new everyday domains, written without reading the mock model; a clean measure.
import { buildDomain, type OwnCase } from '../model-heldout/build.ts';
import { florist, harbourOffice } from './domains-quays-and-stems.ts';
import { carGarage, libraryMakerspace } from './domains-workbenches.ts';

/** The day the set was written, quoted in `npm run bench:model`'s heading; its first measurement is the lead's. */
export const WRITTEN_ON_8 = '2026-12-07';

export const BLIND_8_DOMAINS = [libraryMakerspace, carGarage, harbourOffice, florist];

export function blind8Cases(): OwnCase[] {
  return BLIND_8_DOMAINS.flatMap(buildDomain).map((c) => ({
    ...c,
    id: c.id.replace(/^own_/, 'blind8_').replace(/ /g, '_'),
  }));
}
