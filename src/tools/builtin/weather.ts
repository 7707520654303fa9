// Seed 001's weather tools: the schemas of fixtures/seed-001/1-request.json and mock implementations returning the seed's values.
import type { ToolDefinition } from '../types';

const GET_WEATHER_SOURCE = `// Mock weather service: known cities return fixed readings (seed 001), others a stable made-up one.
const READINGS = {
  berlin: { city: 'Berlin', temperature: 18, condition: 'Partly cloudy', humidity: 65 },
  tokyo: { city: 'Tokyo', temperature: 28, condition: 'Sunny', humidity: 45 },
  paris: { city: 'Paris', temperature: 20, condition: 'Overcast', humidity: 70 },
};
const CONDITIONS = ['Sunny', 'Partly cloudy', 'Overcast', 'Light rain', 'Windy'];

function get_weather({ city, unit = 'celsius' }) {
  const key = String(city).trim().toLowerCase();
  let reading = READINGS[key];
  if (!reading) {
    let hash = 0;
    for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) % 1000;
    reading = { city, temperature: 5 + (hash % 25), condition: CONDITIONS[hash % CONDITIONS.length], humidity: 30 + (hash % 60) };
  }
  const fahrenheit = unit === 'fahrenheit';
  return {
    city: reading.city,
    temperature: fahrenheit ? float(Math.round((reading.temperature * 9 / 5 + 32) * 10) / 10) : reading.temperature,
    unit: fahrenheit ? '°F' : '°C',
    condition: reading.condition,
    humidity: reading.humidity,
  };
}
`;

const CONVERT_TEMPERATURE_SOURCE = `// float(x) marks a number as a Python float, so 18 is sent as 18.0 like the seed's json.dumps output.
function convert_temperature({ value, from_unit, to_unit }) {
  const units = ['celsius', 'fahrenheit'];
  if (!units.includes(from_unit) || !units.includes(to_unit)) {
    throw new Error("units must be 'celsius' or 'fahrenheit'");
  }
  let converted = value;
  if (from_unit === 'celsius' && to_unit === 'fahrenheit') converted = value * 9 / 5 + 32;
  if (from_unit === 'fahrenheit' && to_unit === 'celsius') converted = (value - 32) * 5 / 9;
  return {
    original: float(value),
    converted: float(Math.round(converted * 10) / 10),
    from_unit,
    to_unit,
  };
}
`;

export const getWeatherTool: ToolDefinition = {
  name: 'get_weather',
  description: 'Get current weather for a city',
  parameters: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name to get weather for' },
      unit: { type: 'string', default: 'celsius', description: "Temperature unit: 'celsius' or 'fahrenheit'" },
    },
    required: ['city', 'unit'],
    additionalProperties: false,
  },
  strict: true,
  source: GET_WEATHER_SOURCE,
};

export const convertTemperatureTool: ToolDefinition = {
  name: 'convert_temperature',
  description: 'Convert temperature between Celsius and Fahrenheit',
  parameters: {
    type: 'object',
    properties: {
      value: { type: 'number', description: 'Temperature value to convert' },
      from_unit: { type: 'string', description: "Source unit: 'celsius' or 'fahrenheit'" },
      to_unit: { type: 'string', description: "Target unit: 'celsius' or 'fahrenheit'" },
    },
    required: ['value', 'from_unit', 'to_unit'],
    additionalProperties: false,
  },
  strict: true,
  source: CONVERT_TEMPERATURE_SOURCE,
};
