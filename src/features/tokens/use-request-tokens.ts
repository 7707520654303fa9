// The request's token estimate by the one rule of store/token-estimate, with counts from the tokenizer worker.
import { useMemo } from 'react';
import { estimateTokens, runEstimate, textsOf, type ModelContext, type TokenEstimate } from '../../store';
import { useTokenCounts } from './use-token-count';
import { countTexts } from './tokenizer-client';

export type RequestTokens = TokenEstimate;

/** A counter over counts fetched for exactly `texts` (the rule asks only for those). */
function lookup(texts: readonly string[], counts: readonly number[]): (text: string) => number {
  const byText = new Map(texts.map((text, i) => [text, counts[i] ?? 0]));
  return (text) => byText.get(text) ?? 0;
}

export function useRequestTokens(context: ModelContext): RequestTokens | null {
  const texts = useMemo(() => textsOf(context), [context]);
  const counts = useTokenCounts(texts);
  return useMemo(() => (counts ? estimateTokens(context, lookup(texts, counts)) : null), [counts, context, texts]);
}

/** The same estimate, counted off the render. */
export async function countRequestTokens(context: ModelContext): Promise<number> {
  const texts = textsOf(context);
  return estimateTokens(context, lookup(texts, await countTexts(texts))).total;
}

/** An Assistants run's estimated input: every turn by the same rule, summed (null while counting). */
export function useRunTokens(turns: readonly ModelContext[]): number | null {
  const texts = useMemo(() => turns.flatMap(textsOf), [turns]);
  const counts = useTokenCounts(texts);
  return useMemo(() => (counts ? runEstimate(turns, lookup(texts, counts)) : null), [counts, turns, texts]);
}
