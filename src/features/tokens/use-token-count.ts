// React hooks over the lazy tokenizer: null means "counting…" until the tokenizer has loaded and answered.
import { useEffect, useMemo, useState } from 'react';
import { cachedCount, countTexts } from './tokenizer-client';

function fromCache(texts: readonly string[]): number[] | null {
  const counts: number[] = [];
  for (const text of texts) {
    const count = cachedCount(text);
    if (count === undefined) return null;
    counts.push(count);
  }
  return counts;
}

/** Token counts of `texts`, in order; pass a memoised array (a new array each render recounts from the cache). */
export function useTokenCounts(texts: readonly string[]): number[] | null {
  const [result, setResult] = useState<{ texts: readonly string[]; counts: number[] } | null>(null);
  const cached = fromCache(texts);
  const ready = cached !== null;

  useEffect(() => {
    if (ready) return;
    let live = true;
    void countTexts(texts).then((counts) => {
      if (live) setResult({ texts, counts });
    });
    return () => {
      live = false;
    };
  }, [texts, ready]);

  return cached ?? (result?.texts === texts ? result.counts : null);
}

/** Tokens in one text (o200k_base), or null while the tokenizer loads. */
export function useTokenCount(text: string): number | null {
  const texts = useMemo(() => [text], [text]);
  return useTokenCounts(texts)?.[0] ?? null;
}
