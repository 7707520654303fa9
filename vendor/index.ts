// The one way tests, benches and e2e specs reach the files that come from outside the project (see README.md here).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A plain path, not `new URL(…, import.meta.url)`: Vite rewrites that pattern into a dev-server URL under jsdom.
const VENDOR_DIR = dirname(fileURLToPath(import.meta.url));

/** OpenAI's OpenAPI description of its REST API (openai/openai-openapi, MIT). */
export const OPENAPI_PATH = resolve(VENDOR_DIR, 'openai-openapi/openapi.yaml');

/** The Berkeley Function Calling Leaderboard's live categories (Apache-2.0): `<category>.json` and `<category>.answer.json`. */
export const BFCL_DIR = resolve(VENDOR_DIR, 'bfcl');

/** The four payloads of seed 001's weather walkthrough, in order. */
export type Seed001File = '1-request.json' | '2-response.json' | '3-request.json' | '4-response.json';

/** A seed-001 payload exactly as written (byte comparisons need the text, not a re-serialisation). */
export function seed001Text(name: Seed001File): string {
  return readFileSync(resolve(VENDOR_DIR, 'fixtures/seed-001', name), 'utf8');
}

/** A seed-001 payload, parsed. */
export function seed001Json<T = Record<string, unknown>>(name: Seed001File): T {
  return JSON.parse(seed001Text(name)) as T;
}
