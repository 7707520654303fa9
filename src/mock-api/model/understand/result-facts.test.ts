// Reading results as facts: the unit a key's last word names, a sibling `unit` field, nested paths, and quantities in words.
import { describe, expect, it } from 'vitest';
import { convertQuantity, factsOf, formatQuantity, readKey } from './result-facts.ts';

const unitOfKey = (key: string) => {
  const { words, unit } = readKey(key);
  return { words, kind: unit?.kind, symbol: unit?.symbol };
};

describe('readKey', () => {
  it('takes the unit off the end of a key, by whole word', () => {
    expect(unitOfKey('temperature_c')).toEqual({ words: ['temperature'], kind: 'temperature', symbol: '°C' });
    expect(unitOfKey('feelsLikeF')).toEqual({ words: ['feels', 'like'], kind: 'temperature', symbol: '°F' });
    expect(unitOfKey('wind_kmh')).toEqual({ words: ['wind'], kind: 'speed', symbol: ' km/h' });
    expect(unitOfKey('price_usd')).toEqual({ words: ['price'], kind: 'money', symbol: '$' });
    expect(unitOfKey('distance_km')).toEqual({ words: ['distance'], kind: 'length', symbol: ' km' });
    expect(unitOfKey('rain_chance_pct')).toEqual({ words: ['rain', 'chance'], kind: 'percent', symbol: '%' });
  });

  it('leaves words that only look like units', () => {
    // A one-letter `c` is a unit only after a temperature word; `min` only after a span of time.
    expect(unitOfKey('vitamin_c').kind).toBeUndefined();
    expect(unitOfKey('temp_min')).toEqual({ words: ['temp', 'min'], kind: undefined, symbol: undefined });
    expect(unitOfKey('duration_min')).toEqual({ words: ['duration'], kind: 'time', symbol: ' min' });
    expect(unitOfKey('check_in').kind).toBeUndefined();
    expect(unitOfKey('condition')).toEqual({ words: ['condition'], kind: undefined, symbol: undefined });
  });
});

describe('readKey, for units the mock says but never converts', () => {
  it('reads energy, pressure, power and data units, and `ms` by the words beside it', () => {
    expect(unitOfKey('calories_kcal')).toEqual({ words: ['calories'], kind: 'measure', symbol: ' kcal' });
    expect(unitOfKey('pressure_hpa')).toEqual({ words: ['pressure'], kind: 'measure', symbol: ' hPa' });
    expect(unitOfKey('usage_kwh').symbol).toBe(' kWh');
    expect(unitOfKey('gust_ms')).toEqual({ words: ['gust'], kind: 'speed', symbol: ' m/s' });
    expect(unitOfKey('latency_ms')).toEqual({ words: ['latency'], kind: 'time', symbol: ' ms' });
    expect(unitOfKey('amount_g')).toEqual({ words: ['amount'], kind: 'mass', symbol: ' g' });
  });

  it('takes a short or common unit word only beside a word of its kind', () => {
    expect(unitOfKey('voltage_v')).toEqual({ words: ['voltage'], kind: 'measure', symbol: ' V' });
    expect(unitOfKey('tyre_pressure_bar').symbol).toBe(' bar');
    expect(unitOfKey('status_bar').kind).toBeUndefined();
    expect(unitOfKey('main_db').kind).toBeUndefined();
    expect(unitOfKey('noise_db').symbol).toBe(' dB');
    expect(unitOfKey('item_ms').kind).toBeUndefined();
    expect(unitOfKey('plan_a').kind).toBeUndefined();
  });

  it('keeps them apart: kcal never fills kJ, the same unit passes as it is', () => {
    const kcal = readKey('energy_kcal').unit!;
    const kj = readKey('energy_kj').unit!;
    expect(convertQuantity(230, kcal, kj)).toBeUndefined();
    expect(convertQuantity(230, kcal, kcal)).toBe(230);
  });
});

describe('factsOf', () => {
  it("walks nested objects and lists, with parents' words and a sibling unit for temperature fields only", () => {
    const facts = factsOf({
      city: 'Oslo',
      now: { temperature: 3, unit: 'celsius', humidity: 90 },
      hours: [{ t: '10:00', rain_mm: 1.5 }],
    });
    const byPath = Object.fromEntries(facts.map((f) => [f.path, f]));
    expect(Object.keys(byPath)).toEqual(
      expect.arrayContaining(['city', 'now', 'now.temperature', 'now.humidity', 'hours', 'hours.0', 'hours.0.rain_mm']),
    );
    expect(byPath['now.temperature']!.unit?.symbol).toBe('°C');
    expect(byPath['now.temperature']!.parents).toEqual(['now']);
    expect(byPath['now.humidity']!.unit).toBeUndefined();
    expect(byPath['hours.0.rain_mm']!.unit?.kind).toBe('length');
    expect(byPath['hours.0.rain_mm']!.parents).toEqual(['hours']);
  });

  it('gives prices the currency a sibling field names', () => {
    const facts = factsOf({ price: 9, currency: 'EUR', stock: 4 });
    expect(facts.find((f) => f.key === 'price')!.unit?.symbol).toBe('€');
    expect(facts.find((f) => f.key === 'stock')!.unit).toBeUndefined();
  });
});

describe('quantities', () => {
  it('are written as people write them', () => {
    const [c, kmh, usd, chf, pct] = ['temp_c', 'wind_kmh', 'price_usd', 'price_chf', 'rain_pct'].map(
      (k) => readKey(k).unit,
    );
    expect(formatQuantity(17, c)).toBe('17°C');
    expect(formatQuantity(12, kmh)).toBe('12 km/h');
    expect(formatQuantity(4.5, usd)).toBe('$4.50');
    expect(formatQuantity(30, chf)).toBe('30 CHF');
    expect(formatQuantity(40, pct)).toBe('40%');
    expect(formatQuantity(3, undefined)).toBe('3');
    // Large amounts of money grouped in thousands, as written; small ones and other quantities as they are.
    expect(formatQuantity(2_800_000, usd)).toBe('$2,800,000');
    expect(formatQuantity(12_345.5, readKey('fare_eur').unit)).toBe('€12,345.50');
    expect(formatQuantity(9_999, usd)).toBe('$9,999');
    expect(formatQuantity(999, usd)).toBe('$999');
    expect(formatQuantity(12_000, readKey('distance_km').unit)).toBe('12000 km');
  });

  it('convert within a kind, never between kinds or currencies', () => {
    const [c, f, km, mi, usd, eur] = ['temp_c', 'temp_f', 'd_km', 'd_miles', 'p_usd', 'p_eur'].map(
      (k) => readKey(k).unit!,
    );
    expect(convertQuantity(100, c!, f!)).toBe(212);
    expect(convertQuantity(50, f!, c!)).toBe(10);
    expect(convertQuantity(16.09344, km!, mi!)).toBe(10);
    expect(convertQuantity(5, usd!, eur!)).toBeUndefined();
    expect(convertQuantity(5, c!, km!)).toBeUndefined();
  });
});
