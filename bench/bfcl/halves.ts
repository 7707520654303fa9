// Splits the BFCL questions into a tuning half and a held-out half by a stable hash of each question's id.
import { hash53 } from '../../src/mock-api/model/ids.ts';

export type Half = 'tuning' | 'held-out';

/** Stable across runs and machines: the same id always lands in the same half. */
export function halfOf(id: string): Half {
  return hash53(`bfcl-half:${id}`) % 2 === 0 ? 'tuning' : 'held-out';
}
