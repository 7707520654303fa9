// The payload doctor over a list of recorded exchanges (a playground branch, an imported session, a captured loop), memoised.
import { useMemo } from 'react';
import type { Exchange } from '../../engine/types';
import { diagnoseLoop, wireCallOf, type Finding } from '../../wire/doctor';

/** Every finding of the loop; `finding.call` is the index of its exchange in `exchanges`. */
export function useLoopFindings(exchanges: readonly Exchange[]): Finding[] {
  return useMemo(() => diagnoseLoop(exchanges.map(wireCallOf)), [exchanges]);
}
