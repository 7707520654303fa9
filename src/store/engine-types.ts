// Type-only re-export of the engine's contract, so features can name its types without importing engine/ (layer rule).
export type * from '../engine/types';
