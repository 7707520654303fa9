// The shutdown dates follow the installed SDK: the "Deprecated values" comment above its ChatModel type, read as text, equals the table.
import { describe, expect, it } from 'vitest';
import { announcedShutdowns, isShutDown, shutdownDate, utcDay } from './model-shutdowns.ts';
import { sdkShutdowns } from './testing/sdk-shutdowns.ts';

describe('model shutdown dates', () => {
  it('equal the dates the SDK announces, id for id', () => {
    const sdk = sdkShutdowns();
    expect(Object.keys(sdk).length).toBeGreaterThan(50);
    expect(Object.fromEntries(announcedShutdowns())).toEqual(sdk);
  });

  it('are null for an id with no announced date', () => {
    expect(shutdownDate('gpt-6-astra')).toBeNull();
    expect(shutdownDate('gpt-4o')).toBe(sdkShutdowns()['gpt-4o']);
  });

  it('count a model as gone from 00:00 UTC of its date, not before', () => {
    const date = sdkShutdowns()['o4-mini']!;
    const midnight = Date.parse(`${date}T00:00:00Z`);
    expect(isShutDown('o4-mini', midnight - 1)).toBe(false);
    expect(isShutDown('o4-mini', midnight)).toBe(true);
    expect(isShutDown('gpt-6-astra', Date.parse('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('read the day as toISOString does, in any order of times (the day is formatted once and kept)', () => {
    const midnight = Date.parse(`${sdkShutdowns()['o4-mini']!}T00:00:00Z`);
    const day = 86_400_000;
    // Around a shutdown's midnight and the epoch's (fractions and negative times included), back and forth.
    const times = [midnight, midnight - 1, midnight - 0.5, midnight + day - 1, midnight - day, midnight + 0.5];
    times.push(0, -0.5, -1, -day, -day - 0.5, 0.5, -0, 8.64e15, -8.64e15, midnight, -0.5, -1000, -day + 0.5);
    for (const t of [...times, ...times.reverse()])
      expect(utcDay(t), `at ${t}`).toBe(new Date(t).toISOString().slice(0, 10));
    // Times no Date holds throw, as toISOString throws, also right after the last day a Date holds.
    expect(() => utcDay(8.64e15 + 1)).toThrow(RangeError);
    expect(() => utcDay(Number.NaN)).toThrow(RangeError);
    expect(isShutDown('o4-mini', midnight - 0.5)).toBe(false);
    expect(isShutDown('o4-mini', midnight + 0.5)).toBe(true);
  });
});
