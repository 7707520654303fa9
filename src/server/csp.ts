// The Content-Security-Policy of the app: one definition for the built index.html (meta tag) and for `npm start` (header).
import { createHash } from 'node:crypto';

/**
 * Where the page may send requests. The embedded mock answers inside the page, so it needs none; a real provider does.
 * A static build cannot learn new origins at run time, so it allows OpenAI and OpenAI-compatible servers on this machine
 * (Ollama, LM Studio, vLLM on localhost). Any other provider is one `LOOPSCOPE_CONNECT_SRC` away under `npm start`;
 * a wildcard would let injected text post a session anywhere, which is what the policy is for.
 */
export const DEFAULT_CONNECT_SRC: readonly string[] = [
  "'self'",
  'https://api.openai.com',
  'http://localhost:*',
  'http://127.0.0.1:*',
];

export interface CspOptions {
  /** `sha256-…` sources of the inline scripts the page really has (the theme script in index.html). */
  scriptHashes: readonly string[];
  connectSrc?: readonly string[];
  /** Only a header can forbid framing; a meta tag ignores `frame-ancestors`. */
  forHeader?: boolean;
}

export function contentSecurityPolicy({
  scriptHashes,
  connectSrc = DEFAULT_CONNECT_SRC,
  forHeader = false,
}: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval' compiles the QuickJS sandbox's and Pyodide's WebAssembly; it allows no JavaScript eval. Pyodide
    // needs nothing more: its worker, its runtime module and its wasm and stdlib come from 'self' (/assets/pyodide-<version>/).
    ['script-src', "'self'", ...scriptHashes.map((h) => `'${h}'`), "'wasm-unsafe-eval'"],
    ['worker-src', "'self'"],
    // Monaco and the animation library set style elements and attributes at run time; styles cannot run script, and
    // every address a style could load from is still held by img-src and font-src below.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...connectSrc],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(forHeader ? [['frame-ancestors', "'none'"] as [string, ...string[]]] : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * The policy of every answer that is not the app (the API, the capture proxy, MCP, errors): it runs nothing, loads
 * nothing and, were a browser to open it, is a sandboxed document of no origin. A recording replayed at /v1 is data.
 */
export const NOT_A_PAGE_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/** The CSP hash source of every inline `<script>` (one without `src`) in an HTML document, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return hashes;
}

/** Origins added to connect-src for `npm start` (space-separated), e.g. `https://api.groq.com https://openrouter.ai`. */
export function extraConnectSources(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/).filter((s) => /^https?:\/\/[^\s;,']+$/.test(s));
}
