// The types of lint-seams.js (a plain ES module, as eslint.config.js loads it) for the TypeScript that imports it.
import type { Rule } from 'eslint';

export declare const STYLE_NAMES: string[];
export declare const WIRE_NAMES: string[];
export declare const SEAM_REGISTRIES: string[];
export declare function isSeamHome(insideSrc: string): boolean;
export declare function seamOf(subject: unknown, value: unknown): string | null;
export declare const seamsRule: Rule.RuleModule;
