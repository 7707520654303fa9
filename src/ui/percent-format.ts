// Percentages in the UI language's own way ("115%", "115 %" in German), one Intl.NumberFormat kept per language and precision.

/**
 * Making an Intl.NumberFormat costs about a millisecond; the header's size control and the context gauge format on every
 * render, which made them a tenth of a second each of the page's main thread over one e2e journey (its CPU profile).
 */
const formats = new Map<string, Intl.NumberFormat>();

/** `ratio` (1.15) as a percentage in `locale`; `fractionDigits` fixes the decimals, otherwise none are shown. */
export function formatPercent(ratio: number, locale: string, fractionDigits?: number): string {
  const key = `${locale}\u0000${fractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      ...(fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    formats.set(key, format);
  }
  return format.format(ratio);
}
