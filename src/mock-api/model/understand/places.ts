// Where a place is: the world's cities of 100,000 people or more with their US state or country, for "City, State" style
// parameters. The cities come from a general source by a rule (data/cities.json, written by scripts/gen-cities.ts).
import data from './data/cities.json' with { type: 'json' };

/** City → its US state code or its country, as the source writes them. */
const CITIES = new Map(data.cities.map((entry) => entry.split('|') as [string, string]));

/** US states: name → postal code. */
export const US_STATES = new Map(data.usStates.map((entry) => entry.split('|') as [string, string]));
export const COUNTRIES: readonly string[] = data.countries;

export const KNOWN_CITIES: readonly string[] = [...CITIES.keys()];

interface PlaceInfo {
  city: string;
  /** The US state code, or the country. */
  region?: string;
}

/** Lower-cased city names, each to the way the table writes it. */
const CITY_BY_LOWER = new Map([...CITIES.keys()].map((k) => [k.toLowerCase(), k]));

/** What the gazetteer knows about a place as written ("Halifax, NS", "Lyon"). */
function lookUpPlace(text: string): PlaceInfo {
  const [first, ...rest] = text.split(',').map((p) => p.trim());
  const city = first!;
  const key = CITY_BY_LOWER.get(city.toLowerCase());
  const written = rest.join(', ') || undefined;
  return { city: key ?? city, region: written ?? (key ? CITIES.get(key) : undefined) };
}

/** A place in the shape a parameter's description asks for: "City, ST", "City, Country", or the city alone. */
export function formatPlace(text: string, description: string): string {
  const wantsRegion = /\b(city,\s*(state|country|province|region))|\bstate\b|\bcountry\b|'[^']+, [^']+'|"[^"]+, [^"]+"/i.test(description);
  const wantsCityOnly = /\b(city|town)\b/i.test(description) && !wantsRegion && /e\.?g\.?|such as|for example|like/i.test(description);
  const info = lookUpPlace(text);
  if (wantsRegion) return info.region ? `${info.city}, ${info.region}` : info.city;
  if (wantsCityOnly) return info.city;
  return text;
}
