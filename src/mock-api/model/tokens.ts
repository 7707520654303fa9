// Token counting with the real o200k_base encoding, loaded on first use so it stays out of the app's entry chunk.

interface Encoding {
  encode(text: string): number[];
  decode(tokens: number[]): string;
}
let loading: Promise<Encoding> | undefined;

/** The tokenizer module (about 1 MB gzip), imported once and shared. */
export function loadTokenizer(): Promise<Encoding> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base');
  return loading;
}

export interface Tokenizer {
  count(text: string): number;
  /** The longest prefix of `text` that fits in `max` tokens. */
  truncate(text: string, max: number): string;
}

export async function getTokenizer(): Promise<Tokenizer> {
  const enc = await loadTokenizer();
  return {
    count: (text) => (text === '' ? 0 : enc.encode(text).length),
    truncate: (text, max) => {
      const tokens = enc.encode(text);
      return tokens.length <= max ? text : enc.decode(tokens.slice(0, max));
    },
  };
}
