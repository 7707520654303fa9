// Blind set 2: 128 questions in eight new domains, written without reading the mock model and not yet measured (issue 48).
import { buildDomain, type OwnCase } from '../model-heldout/build.ts';
import { dental, pottery, warehouseRobots, weatherStations } from './domains-trade.ts';
import { climbing, ferry, filmFestival, languageSchool } from './domains-voyage.ts';

/** The day the set was written, quoted in `npm run bench:model`'s heading; its first measurement is the lead's. */
export const WRITTEN_ON = '2026-12-07';

export const BLIND_2_DOMAINS = [
  ferry,
  climbing,
  pottery,
  weatherStations,
  dental,
  filmFestival,
  warehouseRobots,
  languageSchool,
];

export function blind2Cases(): OwnCase[] {
  return BLIND_2_DOMAINS.flatMap(buildDomain).map((c) => ({
    ...c,
    id: c.id.replace(/^own_/, 'blind2_').replace(/ /g, '_'),
  }));
}
