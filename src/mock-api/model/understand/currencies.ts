// Money as people write it: a currency by its code ("SEK"), its sign before an amount ("$", "£") or its name ("euros",
// "yen"), read as the code a currency parameter asks for.

/** The common currencies: code, signs, names (singular and plural, as people say them). */
const CURRENCIES: [code: string, signs: string[], names: string[]][] = [
  ['USD', ['$', 'US$'], ['dollar', 'dollars', 'us dollar', 'us dollars', 'bucks']],
  ['EUR', ['€'], ['euro', 'euros']],
  ['GBP', ['£'], ['pound', 'pounds', 'pound sterling', 'sterling', 'quid']],
  ['JPY', ['¥'], ['yen']],
  ['CHF', [], ['swiss franc', 'swiss francs', 'franc', 'francs']],
  ['CNY', [], ['yuan', 'renminbi']],
  ['INR', ['₹'], ['rupee', 'rupees']],
  ['KRW', ['₩'], ['won']],
  ['SEK', [], ['swedish krona', 'swedish kronor', 'krona', 'kronor']],
  ['NOK', [], ['norwegian krone', 'norwegian kroner']],
  ['DKK', [], ['danish krone', 'danish kroner']],
  ['CAD', ['C$', 'CA$'], ['canadian dollar', 'canadian dollars']],
  ['AUD', ['A$', 'AU$'], ['australian dollar', 'australian dollars']],
  ['MXN', [], ['mexican peso', 'mexican pesos', 'peso', 'pesos']],
  ['BRL', ['R$'], ['real', 'reais']],
  ['PLN', [], ['zloty', 'zlotys']],
  ['TRY', ['₺'], ['lira', 'turkish lira']],
];
const CODES = new Set(CURRENCIES.map(([code]) => code));

export interface CurrencyMention {
  code: string;
  index: number;
  end: number;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Longest spellings first, so "canadian dollars" is read before "dollars". */
const SPELLINGS = CURRENCIES.flatMap(([code, signs, names]) => [
  ...signs.map((s) => ({ code, re: `${escape(s)}(?=\\s?\\d)` })),
  ...names.map((n) => ({ code, re: `(?<![\\p{L}])${escape(n).replace(/ /g, '\\s+')}(?![\\p{L}])` })),
]).sort((a, b) => b.re.length - a.re.length);
const ANY = new RegExp(SPELLINGS.map((s) => `(${s.re})`).join('|'), 'giu');
const CODE = /(?<![\p{L}\p{N}])(\p{Lu}{3})(?![\p{L}\p{N}])/gu;

/** Every currency the text names, in order: codes written, signs before amounts, names. */
export function findCurrencies(text: string): CurrencyMention[] {
  const out: CurrencyMention[] = [];
  for (const m of text.matchAll(ANY)) {
    const at = m.slice(1).findIndex((g) => g !== undefined);
    out.push({ code: SPELLINGS[at]!.code, index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(CODE))
    if (CODES.has(m[1]!) && !out.some((o) => m.index < o.end && m.index + 3 > o.index))
      out.push({ code: m[1]!, index: m.index, end: m.index + 3 });
  return out.sort((a, b) => a.index - b.index);
}

/** True for a parameter that holds a currency (`currency`, `from_currency`, "Currency code, e.g. EUR"). */
export function isCurrencyParameter(nameWords: readonly string[]): boolean {
  return nameWords.includes('currency') || nameWords.includes('currencies');
}
