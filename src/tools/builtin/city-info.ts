// Seed 004's function tools (getCurrentWeather, getNickname), non-strict as in the seed's assistant definition.
import type { ToolDefinition } from '../types';

const GET_CURRENT_WEATHER_SOURCE = `// Returns the temperature as a string, exactly like the seed's submitted tool output.
const CELSIUS = { 'san francisco': 22, 'los angeles': 26, 'new york': 17, 'chicago': 12 };

function getCurrentWeather({ location, unit = 'c' }) {
  const city = String(location).split(',')[0].trim().toLowerCase();
  const celsius = CELSIUS[city] ?? 20;
  if (unit === 'f') return { temperature: String(Math.round(celsius * 9 / 5 + 32)), unit: 'fahrenheit' };
  return { temperature: String(celsius), unit: 'celsius' };
}
`;

const GET_NICKNAME_SOURCE = `const NICKNAMES = { 'los angeles': 'LA', 'san francisco': 'The City by the Bay', 'new york': 'The Big Apple', 'chicago': 'The Windy City' };

function getNickname({ location }) {
  const city = String(location).split(',')[0].trim().toLowerCase();
  const nickname = NICKNAMES[city];
  if (!nickname) throw new Error('No nickname known for ' + location);
  return { nickname };
}
`;

const LOCATION = { type: 'string', description: 'The city and state, e.g. San Francisco, CA' };

export const getCurrentWeatherTool: ToolDefinition = {
  name: 'getCurrentWeather',
  description: 'Get the weather in location',
  parameters: {
    type: 'object',
    properties: { location: LOCATION, unit: { type: 'string', enum: ['c', 'f'] } },
    required: ['location'],
  },
  strict: false,
  source: GET_CURRENT_WEATHER_SOURCE,
};

export const getNicknameTool: ToolDefinition = {
  name: 'getNickname',
  description: 'Get the nickname of a city',
  parameters: { type: 'object', properties: { location: LOCATION }, required: ['location'] },
  strict: false,
  source: GET_NICKNAME_SOURCE,
};
