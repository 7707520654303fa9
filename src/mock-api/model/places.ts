// A small gazetteer: well-known cities with their state (US) or country, for "City, State" style parameters.

const US = `Albany NY|Albuquerque NM|Anaheim CA|Anchorage AK|Ann Arbor MI|Atlanta GA|Austin TX|Bakersfield CA|Baltimore MD|Baton Rouge LA|
Berkeley CA|Birmingham AL|Boise ID|Boston MA|Boulder CO|Brooklyn NY|Buffalo NY|Burbank CA|Cambridge MA|Campbell CA|Charleston SC|Charlotte NC|
Chicago IL|Cincinnati OH|Cleveland OH|Columbus OH|Concord CA|Cupertino CA|Dallas TX|Daly City CA|Denver CO|Detroit MI|El Paso TX|Emeryville CA|
Fairfield CA|Fremont CA|Fresno CA|Fort Worth TX|Gilroy CA|Hayward CA|Honolulu HI|Houston TX|Indianapolis IN|Irvine CA|Jacksonville FL|
Kansas City MO|Las Vegas NV|Livermore CA|Long Beach CA|Los Angeles CA|Los Gatos CA|Louisville KY|Madison WI|Memphis TN|Menlo Park CA|Miami FL|
Milpitas CA|Milwaukee WI|Minneapolis MN|Mountain View CA|Napa CA|Nashville TN|New Orleans LA|New York NY|Newark NJ|Novato CA|Oakland CA|
Oklahoma City OK|Omaha NE|Orlando FL|Palo Alto CA|Pasadena CA|Petaluma CA|Philadelphia PA|Phoenix AZ|Pittsburgh PA|Pleasanton CA|Portland OR|
Providence RI|Raleigh NC|Redwood City CA|Reno NV|Richmond VA|Riverside CA|Rohnert Park CA|Sacramento CA|Salt Lake City UT|San Antonio TX|
San Diego CA|San Francisco CA|San Jose CA|San Mateo CA|San Rafael CA|San Ramon CA|Santa Barbara CA|Santa Clara CA|Santa Cruz CA|Santa Monica CA|
Santa Rosa CA|Sausalito CA|Seattle WA|Sonoma CA|St. Louis MO|Stockton CA|Sunnyvale CA|Tampa FL|Tucson AZ|Union City CA|Vacaville CA|
Vallejo CA|Walnut Creek CA|Washington DC|Anaheim CA|Atlantic City NJ|Orinda CA|Antioch CA|Corte Madera CA|Half Moon Bay CA|Mariposa CA|
Naples FL|Yosemite CA|Big Sur CA|Napa Valley CA|Long Island NY|Queens NY|Manhattan NY|Hollywood CA|Beverly Hills CA|Malibu CA|Oxnard CA|
Ventura CA|Visalia CA|Modesto CA|Salinas CA|Monterey CA|Carmel CA|Lodi CA|Davis CA|Chico CA|Redding CA|Eureka CA|Tahoe CA|Portland ME`;

const WORLD = `Amsterdam Netherlands|Athens Greece|Auckland New Zealand|Bangkok Thailand|Barcelona Spain|Beijing China|Bengaluru India|
Berlin Germany|Bogotá Colombia|Brussels Belgium|Budapest Hungary|Buenos Aires Argentina|Cairo Egypt|Cape Town South Africa|Chennai India|
Copenhagen Denmark|Delhi India|Dubai UAE|Dublin Ireland|Edinburgh UK|Frankfurt Germany|Geneva Switzerland|Hamburg Germany|Hanoi Vietnam|
Ha Noi Vietnam|Helsinki Finland|Ho Chi Minh City Vietnam|Hong Kong China|Hyderabad India|Istanbul Turkey|Jakarta Indonesia|Johannesburg South Africa|
Kyiv Ukraine|Kyoto Japan|Kuala Lumpur Malaysia|Lagos Nigeria|Lima Peru|Lisbon Portugal|London UK|Lyon France|Madrid Spain|Manila Philippines|
Marseille France|Melbourne Australia|Mexico City Mexico|Milan Italy|Montreal Canada|Moscow Russia|Mumbai India|Munich Germany|Nairobi Kenya|
Osaka Japan|Oslo Norway|Paris France|Prague Czech Republic|Riga Latvia|Rio de Janeiro Brazil|Rome Italy|Santiago Chile|São Paulo Brazil|
Seoul South Korea|Shanghai China|Singapore Singapore|Stockholm Sweden|Sydney Australia|Taipei Taiwan|Tel Aviv Israel|Tokyo Japan|Toronto Canada|
Vancouver Canada|Vienna Austria|Warsaw Poland|Zurich Switzerland|Letterkenny Ireland|Lang Son Vietnam|Divinópolis Brazil|Guangzhou China|
Shenzhen China|Kolkata India|Pune India|Karachi Pakistan|Dhaka Bangladesh|Venice Italy|Florence Italy|Naples Italy|Porto Portugal|Seville Spain|
Valencia Spain|Nice France|Bordeaux France|Manchester UK|Liverpool UK|Glasgow UK|Birmingham UK|Calgary Canada|Ottawa Canada|Perth Australia|
Brisbane Australia|Havana Cuba|Lima Peru|Quito Ecuador|Caracas Venezuela|Doha Qatar|Riyadh Saudi Arabia|Tehran Iran|Baghdad Iraq|Hanoi Vietnam`;

/** Short names people use for cities. */
const ALIASES: Record<string, string> = { LA: 'Los Angeles', NYC: 'New York', SF: 'San Francisco', Philly: 'Philadelphia', 'New York City': 'New York', DC: 'Washington', Vegas: 'Las Vegas', SD: 'San Diego' };

function table(text: string, regionWords: (parts: string[]) => number): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of text.split('|')) {
    const parts = entry.trim().split(/\s+/);
    const n = regionWords(parts);
    map.set(parts.slice(0, parts.length - n).join(' '), parts.slice(parts.length - n).join(' '));
  }
  return map;
}

const US_CITIES = table(US, () => 1);
const MULTI_WORD_COUNTRIES = ['New Zealand', 'South Africa', 'Czech Republic', 'South Korea', 'Saudi Arabia'];
const WORLD_CITIES = table(WORLD, (p) => (MULTI_WORD_COUNTRIES.includes(p.slice(-2).join(' ')) ? 2 : 1));

export const KNOWN_CITIES: readonly string[] = [...US_CITIES.keys(), ...WORLD_CITIES.keys(), ...Object.keys(ALIASES)];

interface PlaceInfo {
  city: string;
  /** The US state code, or the country. */
  region?: string;
  us: boolean;
}

/** Lower-cased aliases and city names, each to the first way the tables write it. */
const ALIAS_BY_LOWER = new Map<string, string>();
for (const a of Object.keys(ALIASES)) if (!ALIAS_BY_LOWER.has(a.toLowerCase())) ALIAS_BY_LOWER.set(a.toLowerCase(), a);
const CITY_BY_LOWER = new Map<string, string>();
for (const k of [...US_CITIES.keys(), ...WORLD_CITIES.keys()]) if (!CITY_BY_LOWER.has(k.toLowerCase())) CITY_BY_LOWER.set(k.toLowerCase(), k);

/** What the gazetteer knows about a place as written ("LA", "Boston, MA", "berkeley"). */
function lookUpPlace(text: string): PlaceInfo {
  const [first, ...rest] = text.split(',').map((p) => p.trim());
  const alias = ALIAS_BY_LOWER.get(first!.toLowerCase());
  const city = alias ? ALIASES[alias]! : first!;
  const key = CITY_BY_LOWER.get(city.toLowerCase());
  const written = rest.join(', ') || undefined;
  if (key && US_CITIES.has(key) && (!written || written.length <= 2 || !WORLD_CITIES.has(key))) return { city: key, region: written ?? US_CITIES.get(key), us: true };
  if (key && WORLD_CITIES.has(key)) return { city: key, region: written ?? WORLD_CITIES.get(key), us: false };
  return { city, region: written, us: written !== undefined && /^[A-Z]{2}$/.test(written) };
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
