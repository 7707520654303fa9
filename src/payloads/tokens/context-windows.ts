// Context window sizes of common models: the token gauge and the payload doctor's context rule read them.

const WINDOWS: [prefix: string, tokens: number][] = [
  ['gpt-4.1', 1_047_576],
  ['gpt-5', 400_000],
  ['gpt-4o', 128_000],
  ['gpt-4-turbo', 128_000],
  ['gpt-4', 8_192],
  ['gpt-3.5-turbo', 16_385],
  ['o1', 200_000],
  ['o3', 200_000],
  ['o4', 200_000],
];

/** Longest matching prefix wins ("gpt-4o-mini" → gpt-4o); unknown models get 128k, said so in the gauge's label. */
export function contextWindowFor(model: string): { tokens: number; known: boolean } {
  const match = WINDOWS.filter(([prefix]) => model.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0];
  return match ? { tokens: match[1], known: true } : { tokens: 128_000, known: false };
}
