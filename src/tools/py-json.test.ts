// Checks the Python-compatible serialiser against strings Python's json.dumps prints.
import { describe, expect, it } from 'vitest';
import { FLOAT_MARKER, pyFloatRepr, pyJsonDumps } from './py-json';

const f = (n: number) => ({ [FLOAT_MARKER]: n });

describe('pyJsonDumps', () => {
  it('uses Python separators and keeps non-ASCII text', () => {
    const value = { city: 'Berlin', temperature: 18, unit: '°C', condition: 'Partly cloudy', humidity: 65 };
    expect(pyJsonDumps(value)).toBe(
      '{"city": "Berlin", "temperature": 18, "unit": "°C", "condition": "Partly cloudy", "humidity": 65}',
    );
  });

  it('prints marked floats with a decimal point, as Python does for 18.0', () => {
    const value = { original: f(18), converted: f(64.4), from_unit: 'celsius', to_unit: 'fahrenheit' };
    expect(pyJsonDumps(value)).toBe(
      '{"original": 18.0, "converted": 64.4, "from_unit": "celsius", "to_unit": "fahrenheit"}',
    );
  });

  it('handles nesting, arrays, null, booleans and escapes', () => {
    expect(pyJsonDumps({ a: [1, true, null, 'x"y\n'], b: {}, c: [] })).toBe(
      '{"a": [1, true, null, "x\\"y\\n"], "b": {}, "c": []}',
    );
  });

  it('drops undefined members like JSON.stringify would before Python sees them', () => {
    expect(pyJsonDumps({ a: undefined, b: 1 })).toBe('{"b": 1}');
  });
});

describe('pyFloatRepr', () => {
  it.each([
    [0.1, '0.1'],
    [1e-7, '1e-07'],
    [0.0001, '0.0001'],
    [0.00001, '1e-05'],
    [1e16, '1e+16'],
    [123456789012345.6, '123456789012345.6'],
    [-2.5, '-2.5'],
    [100, '100.0'],
    [1.5e300, '1.5e+300'],
  ])('%s → %s', (n, text) => {
    expect(pyFloatRepr(n)).toBe(text);
  });
});
