// Which result field means a schema property: whole words, abbreviations, implied by units; never a letter's prefix.
import { describe, expect, it } from 'vitest';
import { factsOf } from '../understand/result-facts.ts';
import { matchesFor, sameWord } from './field-match.ts';

const best = (property: string, result: unknown) => matchesFor(property, factsOf(result))[0]?.fact.path;

describe('sameWord', () => {
  it('matches whole words, plurals and abbreviations, not prefixes', () => {
    expect(sameWord('conditions', 'condition')).toBe(true);
    expect(sameWord('temp', 'temperature')).toBe(true);
    expect(sameWord('cities', 'city')).toBe(true);
    expect(sameWord('c', 'condition')).toBe(false);
    expect(sameWord('count', 'country')).toBe(false);
    expect(sameWord('cond', 'conduct')).toBe(false);
  });
});

describe('matchesFor', () => {
  const weather = { city: 'Paris', temperature_c: 17, condition: 'light drizzle', humidity: 81 };

  it('gives each property the field that means it', () => {
    expect(best('condition', weather)).toBe('condition');
    expect(best('temperature', weather)).toBe('temperature_c');
    expect(best('temperature_c', weather)).toBe('temperature_c');
    expect(best('temp_f', weather)).toBe('temperature_c');
    expect(best('conditions', weather)).toBe('condition');
  });

  it('finds nothing for a property no field carries', () => {
    expect(best('country', weather)).toBeUndefined();
    expect(best('wind_speed', weather)).toBeUndefined();
    expect(best('population', { pop: 3, city: 'X' })).toBeUndefined();
  });

  it("prefers the field whose words are all the property's", () => {
    expect(best('temperature', { feels_like_temperature_c: 15, temperature_c: 17 })).toBe('temperature_c');
    expect(best('feels_like', { temperature_c: 17, feels_like_c: 15 })).toBe('feels_like_c');
  });

  it('reads a unit as the words it stands for, and refuses units that do not convert', () => {
    expect(best('wind_speed', { wind_kmh: 12, gust_kmh: 30 })).toBe('wind_kmh');
    expect(best('price', { price_usd: 4.5, stock: 3 })).toBe('price_usd');
    expect(best('price_eur', { price_usd: 4.5 })).toBeUndefined();
    expect(best('distance_miles', { distance_km: 12 })).toBe('distance_km');
  });

  it("reaches into nested objects through their parents' words", () => {
    const nested = { location: { name: 'Lyon', country: 'France' }, current: { wind: { speed_kmh: 9, dir: 'NW' } } };
    expect(best('country', nested)).toBe('location.country');
    expect(best('wind_speed', nested)).toBe('current.wind.speed_kmh');
    expect(best('wind_direction', nested)).toBe('current.wind.dir');
  });
});
