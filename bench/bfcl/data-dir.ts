// Where BFCL's live categories are read from: the vendored copy (vendor/bfcl), or BFCL_DIR when set.
import { BFCL_DIR as VENDORED_BFCL } from '../../vendor/index.ts';

/** The BFCL development set (JSON Lines per category; see its README). BFCL_DIR overrides it. */
export const BFCL_DIR = process.env.BFCL_DIR ?? VENDORED_BFCL;
