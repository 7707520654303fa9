// The types of lint-layers.js (a plain ES module, as eslint.config.js loads it) for the TypeScript that imports it.
import type { Rule } from 'eslint';

type Allowance = 'all' | { types?: true; values?: string[] };
export interface LayerRow {
  may: Record<string, Allowance>;
  notParts?: { part: string; why: string }[];
  tests?: Record<string, Allowance>;
}
export declare const LAYER_TABLE: Record<string, LayerRow>;
export declare const layersRule: Rule.RuleModule;
export declare function importVisitors(
  check: (node: unknown, specifier: unknown, typeOnly: boolean) => void,
): Rule.RuleListener;
