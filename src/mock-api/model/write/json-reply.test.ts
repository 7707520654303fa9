// Structured replies from tool results of shapes made up here: each property from the field that means it, in its unit,
// nothing invented for a property no result carries, and notes on which field filled which property.
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import type { PastCall } from '../conversation.ts';
import { structuredReply } from './json-reply.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
const call = (name: string, args: unknown, result: unknown): PastCall => ({
  id: `call_${name}`,
  name,
  arguments: JSON.stringify(args),
  result: typeof result === 'string' ? result : JSON.stringify(result),
});
const strict = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

function reply(schema: Record<string, unknown>, calls: PastCall[], answer = 'Here is the summary.') {
  const out = structuredReply(
    { type: 'json_schema', json_schema: { name: 'out', schema, strict: true } },
    answer,
    'What is it like in Paris?',
    NOW,
    calls,
  );
  const value = JSON.parse(out.text) as Record<string, unknown>;
  expect(new Ajv({ strict: false }).validate(schema, value)).toBe(true);
  return { value, notes: out.notes! };
}

const paris = call(
  'get_weather',
  { city: 'Paris' },
  { city: 'Paris', temperature_c: 17, condition: 'light drizzle', humidity: 81 },
);

describe('structured replies from tool results', () => {
  it('fills each property from its own field, never from a letter of another key', () => {
    const { value, notes } = reply(
      strict({ city: { type: 'string' }, temperature_c: { type: 'number' }, condition: { type: 'string' } }),
      [paris],
    );
    expect(value).toEqual({ city: 'Paris', temperature_c: 17, condition: 'light drizzle' });
    expect(notes.filled).toEqual([
      "city from 'get_weather.city'",
      "temperature_c from 'get_weather.temperature_c'",
      "condition from 'get_weather.condition'",
    ]);
    expect(notes.missing).toEqual([]);
  });

  it('invents nothing: null where allowed, else a plainly generic value, and says so', () => {
    const schema = strict({
      city: { type: 'string' },
      country: { type: ['string', 'null'] },
      region: { type: 'string' },
      population: { type: 'integer' },
      coastal: { type: 'boolean' },
    });
    const { value, notes } = reply(schema, [paris]);
    expect(value).toEqual({ city: 'Paris', country: null, region: 'unknown', population: 0, coastal: false });
    expect(notes.missing).toEqual(['country (null)', 'region ("unknown")', 'population (0)', 'coastal (false)']);
    expect(JSON.stringify(value)).not.toContain('What is it like');
  });

  it('converts to the unit a property names, and writes a quantity with its unit in a text property', () => {
    const result = call(
      'conditions_now',
      { lat: 45.76, lng: 4.84 },
      { location: { name: 'Lyon', country_code: 'FR' }, current: { temp_f: 59, wind_mph: 10 } },
    );
    const schema = strict({
      temperature_c: { type: 'number' },
      wind_speed_kmh: { type: 'number' },
      temperature: { type: 'string' },
      name: { type: 'string' },
    });
    const { value, notes } = reply(schema, [result]);
    expect(value).toEqual({ temperature_c: 15, wind_speed_kmh: 16.0934, temperature: '59°F', name: 'Lyon' });
    expect(notes.filled).toContain("temperature_c from 'conditions_now.current.temp_f'");
    expect(notes.filled).toContain("wind_speed_kmh from 'conditions_now.current.wind_mph'");
  });

  it('keeps money in its currency: a price in dollars does not fill a property in euros', () => {
    const { value, notes } = reply(
      strict({ price_usd: { type: 'number' }, price_eur: { type: ['number', 'null'] }, price: { type: 'string' } }),
      [call('quote', { sku: 'M-1' }, { sku: 'M-1', price_usd: 12.5 })],
    );
    expect(value).toEqual({ price_usd: 12.5, price_eur: null, price: '$12.50' });
    expect(notes.missing).toEqual(['price_eur (null)']);
  });

  it('fills a list of objects from a result that is a list, and one item per call otherwise', () => {
    const items = {
      type: 'object',
      properties: { title: { type: 'string' }, distance_km: { type: 'number' } },
      required: ['title', 'distance_km'],
      additionalProperties: false,
    };
    const listed = call('nearby', { q: 'cafe' }, [
      { title: 'Café A', distance_m: 350 },
      { title: 'Café B', distance_m: 1200 },
    ]);
    expect(reply(strict({ places: { type: 'array', items } }), [listed]).value).toEqual({
      places: [
        { title: 'Café A', distance_km: 0.35 },
        { title: 'Café B', distance_km: 1.2 },
      ],
    });
    const each = [
      call('walk', {}, { title: 'North loop', length_km: 5 }),
      call('walk', {}, { title: 'Lake path', length_km: 3 }),
    ];
    expect(reply(strict({ walks: { type: 'array', items } }), each).value).toEqual({
      walks: [
        { title: 'North loop', distance_km: 5 },
        { title: 'Lake path', distance_km: 3 },
      ],
    });
  });

  it('fills nested objects, enums from the words of a value, and arrays of values', () => {
    const result = call(
      'forecast',
      { city: 'Bergen' },
      { city: 'Bergen', today: { summary: 'Heavy rain', high_c: 9, low_c: 4 }, alerts: ['wind', 'flood'] },
    );
    const schema = strict({
      today: strict({
        sky: { type: 'string', enum: ['sun', 'cloud', 'rain', 'snow'] },
        high: { type: 'number' },
        low: { type: 'number' },
      }),
      alerts: { type: 'array', items: { type: 'string' } },
      city: { type: 'string' },
    });
    const { value, notes } = reply(schema, [result]);
    expect(value).toEqual({ today: { sky: 'rain', high: 9, low: 4 }, alerts: ['wind', 'flood'], city: 'Bergen' });
    expect(notes.filled).toContain("today from 'forecast.today'");
    expect(notes.filled).toContain("today.sky from 'forecast.today.summary'");
    expect(notes.missing).toEqual([]);
  });

  it("takes a value from the call's arguments when no result carries it, and the prose answer for an answer property", () => {
    const { value, notes } = reply(
      strict({ city: { type: 'string' }, humidity: { type: 'number' }, summary: { type: 'string' } }),
      [call('get_humidity', { city: 'Oslo' }, { humidity: 90 })],
      'Oslo is humid today.',
    );
    expect(value).toEqual({ city: 'Oslo', humidity: 90, summary: 'Oslo is humid today.' });
    expect(notes.filled).toEqual([
      "city from 'get_humidity arguments.city'",
      "humidity from 'get_humidity.humidity'",
      "summary from 'the answer text'",
    ]);
  });

  it('reads nothing from a plain-text result or a hand-over', () => {
    const { value, notes } = reply(
      strict({ assistant: { type: ['string', 'null'] }, note: { type: ['string', 'null'] } }),
      [call('lookup', {}, '{"note": "x"}'), call('transfer_to_Billing', {}, { assistant: 'Billing' })],
    );
    expect(value).toEqual({ assistant: null, note: 'x' });
    expect(notes.missing).toEqual(['assistant (null)']);
  });

  it('says a nested object by its label in a text property, converts each number of a list, and keeps milliseconds apart from seconds', () => {
    const home = call(
      'home_status',
      { home: 'main' },
      { device: { name: 'Boiler', room: 'Cellar' }, readings: { water_temp_c: 58.5, latency_ms: 120 } },
    );
    const { value, notes } = reply(
      strict({ device: { type: 'string' }, room: { type: 'string' }, latency_s: { type: 'number' } }),
      [home],
    );
    expect(value).toEqual({ device: 'Boiler', room: 'Cellar', latency_s: 0.12 });
    expect(notes.filled).toContain("latency_s from 'home_status.readings.latency_ms'");
    // °C in the result, °F in the schema: each item converted (5 °C is 41 °F), not copied over.
    const hourly = call('hourly_forecast', { city: 'Oslo' }, { city: 'Oslo', hourly_temp_c: [5, 10] });
    expect(
      reply(
        strict({
          temperatures_f: { type: 'array', items: { type: 'number' } },
          temps: { type: 'array', items: { type: 'string' } },
        }),
        [hourly],
      ).value,
    ).toEqual({ temperatures_f: [41, 50], temps: ['5°C', '10°C'] });
  });

  it("fills an error property from a plain-text failure, and nothing else from the request's words", () => {
    const failed = call('get_weather', { city: 'Paris' }, 'HTTP 503 Service Unavailable');
    const { value, notes } = reply(
      strict({
        city: { type: 'string' },
        temperature_c: { type: ['number', 'null'] },
        condition: { type: 'string' },
        error: { type: ['string', 'null'] },
      }),
      [failed],
    );
    expect(value).toEqual({
      city: 'Paris',
      temperature_c: null,
      condition: 'unknown',
      error: 'HTTP 503 Service Unavailable',
    });
    expect(notes.filled).toEqual(["city from 'get_weather arguments.city'", "error from 'get_weather.error'"]);
    expect(notes.missing).toEqual(['temperature_c (null)', 'condition ("unknown")']);
  });
});

describe('a topic flag with no tool result (a classifier agent, as an input guardrail runs one)', () => {
  const schema = strict({
    isPoetryHomework: { type: 'boolean' },
    reasoning: { type: 'string' },
    is_urgent: { type: 'boolean' },
  });
  const flags = (request: string) => {
    const value = JSON.parse(
      structuredReply(
        { type: 'json_schema', json_schema: { name: 'check', schema, strict: true } },
        'Checked.',
        request,
        NOW,
      ).text,
    ) as Record<string, unknown>;
    return [value.isPoetryHomework, value.is_urgent];
  };

  it('is true when the request uses a word of the topic its name gives, else false', () => {
    expect(flags('Write the poem for my homework')).toEqual([true, false]);
    expect(flags('This is urgent: which trains run late?')).toEqual([false, true]);
    expect(flags('Which trains run late?')).toEqual([false, false]);
  });
});
