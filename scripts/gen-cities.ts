// Writes src/mock-api/model/understand/data/cities.json from the city-timezones package (MIT; Natural Earth / simplemaps data):
// every city of at least MIN_POPULATION people, nothing chosen by hand, so no benchmark's places can slip in.
// Run: node --import tsx scripts/gen-cities.ts (the model-tables test checks the file equals this rule's output).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const MIN_POPULATION = 100_000;
export const CITIES_FILE = resolve(import.meta.dirname, '../src/mock-api/model/understand/data/cities.json');

interface SourceCity {
  city: string;
  pop: number;
  country: string;
  iso2: string;
  province: string;
  state_ansi?: string;
}

export interface CityData {
  source: string;
  /** "City|Region": the US state's postal code, or the country, as the source names it. Most populous first. */
  cities: string[];
  /** "State|ST" for the US states the source names. */
  usStates: string[];
  countries: string[];
}

/** The table, by rule only: cities over the threshold, the most populous of each name, US states and all countries. */
export function buildCities(): CityData {
  const all = (require('city-timezones') as { cityMapping: SourceCity[] }).cityMapping;
  const byName = new Map<string, string>();
  for (const c of [...all]
    .filter((x) => x.pop >= MIN_POPULATION)
    .sort((a, b) => b.pop - a.pop || a.city.localeCompare(b.city))) {
    // "Washington, D.C.": the part after the comma is the region.
    const [name, written] = c.city.split(',').map((p) => p.trim());
    const region = written ? written.replace(/\./g, '') : c.iso2 === 'US' ? c.state_ansi! : c.country;
    if (!byName.has(name!)) byName.set(name!, `${name}|${region}`);
  }
  const states = new Set(
    all.filter((c) => c.iso2 === 'US' && c.state_ansi).map((c) => `${c.province}|${c.state_ansi}`),
  );
  return {
    source: `city-timezones ${(require('city-timezones/package.json') as { version: string }).version} (MIT), population >= ${MIN_POPULATION}`,
    cities: [...byName.values()],
    usStates: [...states].sort(),
    countries: [...new Set(all.map((c) => c.country))].sort(),
  };
}

if (process.argv[1] === import.meta.filename) writeFileSync(CITIES_FILE, `${JSON.stringify(buildCities())}\n`);
