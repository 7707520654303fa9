// The built-in weather data of the mock MCP server: the same readings and rules as the built-in get_weather and
// convert_temperature tools (src/tools/builtin/weather.ts, which mock-api may not import), so a loop gives the same answers either way.

export interface Reading {
  city: string;
  temperature: number;
  condition: string;
  humidity: number;
}

/** Seed 001's cities; any other city gets a stable made-up reading from its name. */
export const READINGS: Readonly<Record<string, Reading>> = {
  berlin: { city: 'Berlin', temperature: 18, condition: 'Partly cloudy', humidity: 65 },
  tokyo: { city: 'Tokyo', temperature: 28, condition: 'Sunny', humidity: 45 },
  paris: { city: 'Paris', temperature: 20, condition: 'Overcast', humidity: 70 },
};
const CONDITIONS = ['Sunny', 'Partly cloudy', 'Overcast', 'Light rain', 'Windy'];

export type Unit = 'celsius' | 'fahrenheit';

export function readingFor(city: string): Reading {
  const key = String(city).trim().toLowerCase();
  const known = READINGS[key];
  if (known) return known;
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) % 1000;
  return {
    city,
    temperature: 5 + (hash % 25),
    condition: CONDITIONS[hash % CONDITIONS.length]!,
    humidity: 30 + (hash % 60),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function getWeather(city: string, unit: string = 'celsius') {
  const reading = readingFor(city);
  const fahrenheit = unit === 'fahrenheit';
  return {
    city: reading.city,
    temperature: fahrenheit ? round1((reading.temperature * 9) / 5 + 32) : reading.temperature,
    unit: fahrenheit ? '°F' : '°C',
    condition: reading.condition,
    humidity: reading.humidity,
  };
}

/** Throws on a unit it does not know, as the built-in tool does (the MCP server turns that into an isError result). */
export function convertTemperature(value: number, fromUnit: string, toUnit: string) {
  const units = ['celsius', 'fahrenheit'];
  if (!units.includes(fromUnit) || !units.includes(toUnit)) throw new Error("units must be 'celsius' or 'fahrenheit'");
  let converted = value;
  if (fromUnit === 'celsius' && toUnit === 'fahrenheit') converted = (value * 9) / 5 + 32;
  if (fromUnit === 'fahrenheit' && toUnit === 'celsius') converted = ((value - 32) * 5) / 9;
  return { original: value, converted: round1(converted), from_unit: fromUnit, to_unit: toUnit };
}

/** A five-day outlook made from the city's reading, the same every time. */
export function forecastFor(city: string) {
  const reading = readingFor(city);
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day, index) => ({
    day,
    high: reading.temperature + ((index * 3) % 5) - 1,
    low: reading.temperature - 6 + ((index * 2) % 4),
    condition: CONDITIONS[(CONDITIONS.indexOf(reading.condition) + index) % CONDITIONS.length]!,
  }));
  return { city: reading.city, unit: '°C', days };
}
