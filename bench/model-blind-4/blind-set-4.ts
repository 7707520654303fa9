// Blind set 4: 128 questions in eight new domains, written without reading the mock model and not yet measured (issue 48).
import { buildDomain, type OwnCase } from '../model-heldout/build.ts';
import { balloonRides, chessClub, iceRink, ridingStables } from './domains-leisure.ts';
import { bloodBank, ciderOrchard, tailorShop, watchRepair } from './domains-workrooms.ts';

/** The day the set was written, quoted in `npm run bench:model`'s heading; its first measurement is the lead's. */
export const WRITTEN_ON_4 = '2026-12-07';

export const BLIND_4_DOMAINS = [
  ridingStables,
  tailorShop,
  chessClub,
  bloodBank,
  balloonRides,
  watchRepair,
  iceRink,
  ciderOrchard,
];

export function blind4Cases(): OwnCase[] {
  return BLIND_4_DOMAINS.flatMap(buildDomain).map((c) => ({
    ...c,
    id: c.id.replace(/^own_/, 'blind4_').replace(/ /g, '_'),
  }));
}
