// Where BFCL's live categories are read from: one constant, so moving the data into the repository is a one-line change.
import { resolve } from 'node:path';

/** The BFCL development set (JSON Lines per category; see its README). BFCL_DIR overrides it. */
export const BFCL_DIR = process.env.BFCL_DIR ?? resolve(import.meta.dirname, '../../../shared/bfcl');
