// The shutdown dates follow the installed SDK: the "Deprecated values" comment above its ChatModel type, read as text, equals the table.
import { describe, expect, it } from 'vitest';
import { announcedShutdowns, isShutDown, shutdownDate } from './model-shutdowns.ts';
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
});
