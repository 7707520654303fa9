// Serialises tool results the way Python's json.dumps(..., ensure_ascii=False) does, so content matches the seeds byte for byte.

/**
 * JavaScript has one number type; Python tells 18 from 18.0. A tool marks a float with
 * `float(x)` inside the sandbox, which arrives here as this one-key object.
 */
export const FLOAT_MARKER = '__loopscope_float__';

/** `json.dumps(value)` with the default `", "` / `": "` separators and non-ASCII text left as is. */
export function pyJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return pyNumber(value, false);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pyJsonDumps).join(', ')}]`;
  if (typeof value === 'object') {
    const floatValue = markedFloat(value as Record<string, unknown>);
    if (floatValue !== null) return pyNumber(floatValue, true);
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${pyJsonDumps(v)}`).join(', ')}}`;
  }
  return 'null';
}

function markedFloat(obj: Record<string, unknown>): number | null {
  const keys = Object.keys(obj);
  if (keys.length !== 1 || keys[0] !== FLOAT_MARKER) return null;
  const n = obj[FLOAT_MARKER];
  return typeof n === 'number' ? n : null;
}

/** Integral numbers print as Python ints unless marked as floats; everything else as Python's float repr. */
function pyNumber(n: number, isFloat: boolean): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  if (!isFloat && Number.isSafeInteger(n)) return String(n);
  return pyFloatRepr(n);
}

/** Python's repr(float): shortest round-trip digits, positional for exponents -4..15, else `1e-07` style. */
export function pyFloatRepr(n: number): string {
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  const [mantissa = '0', expText = '0'] = n.toExponential().split('e');
  const exp = Number(expText);
  if (exp >= -4 && exp < 16) {
    const digits = mantissa.replace('-', '').replace('.', '');
    const sign = n < 0 ? '-' : '';
    let text: string;
    if (exp >= 0) {
      const intPart = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
      const frac = digits.slice(exp + 1);
      text = `${intPart}.${frac || '0'}`;
    } else {
      text = `0.${'0'.repeat(-exp - 1)}${digits}`;
    }
    return sign + text;
  }
  const sign = exp < 0 ? '-' : '+';
  return `${mantissa}e${sign}${String(Math.abs(exp)).padStart(2, '0')}`;
}
