// The payload doctor over a list of recorded exchanges (a playground branch, an imported session, a captured loop), memoised.
import { useMemo } from 'react';
import type { Exchange } from '@loopscope/engine/types';
import { diagnoseLoop, wireCallOf, type Finding, type WireCall } from '@loopscope/payloads/doctor/index';
import { cachedCount } from '../tokens';

/**
 * Every finding of the loop; `finding.call` is the index of its exchange in `exchanges`. `next`: the request not sent yet
 * (an imported payload), linted before it goes out; its findings have `call === exchanges.length`.
 */
export function useLoopFindings(exchanges: readonly Exchange[], next: WireCall | null = null): Finding[] {
  // The tokenizer's counts the gauges already made: "context nearly full" then says the context bar's number.
  return useMemo(
    () =>
      diagnoseLoop([...exchanges.map(wireCallOf), ...(next ? [next] : [])], undefined, { countTokens: cachedCount }),
    [exchanges, next],
  );
}
