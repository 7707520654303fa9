// Blind set 3: 128 questions in eight new domains, written without reading the mock model, for tuning from the start (issue 48).
import { buildDomain, type OwnCase } from '../model-heldout/build.ts';
import { carRental, choir, kiteFestival, mountainHut } from './domains-outings.ts';
import { bicycleRepair, photoStudio, recyclingCentre, wineCellar } from './domains-workshop.ts';

/** The day the set was written, quoted in `npm run bench:model`'s heading. */
export const WRITTEN_ON_3 = '2026-12-07';

export const BLIND_3_DOMAINS = [
  bicycleRepair,
  choir,
  carRental,
  recyclingCentre,
  photoStudio,
  kiteFestival,
  mountainHut,
  wineCellar,
];

export function blind3Cases(): OwnCase[] {
  return BLIND_3_DOMAINS.flatMap(buildDomain).map((c) => ({
    ...c,
    id: c.id.replace(/^own_/, 'blind3_').replace(/ /g, '_'),
  }));
}
