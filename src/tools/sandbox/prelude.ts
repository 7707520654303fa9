// JavaScript evaluated inside the VM: the only globals a tool gets beyond the language (console, float).

/** The host function the prelude captures and then removes from the global object. */
export const HOST_LOG = '__loopscope_log';

/**
 * `console.*` forwards one formatted line per call to the host; `float(x)` marks a number so the
 * result serialiser prints it the way Python prints a float (18.0, not 18).
 */
export const PRELUDE = `(() => {
  const hostLog = globalThis.${HOST_LOG};
  delete globalThis.${HOST_LOG};
  const show = (v) => {
    if (typeof v === 'string') return v;
    if (v instanceof Error) return String(v);
    try { const s = JSON.stringify(v); return s === undefined ? String(v) : s; } catch { return String(v); }
  };
  const make = (level) => (...args) => { hostLog(level, args.map(show).join(' ')); };
  globalThis.console = { log: make('log'), info: make('info'), warn: make('warn'), error: make('error'), debug: make('debug') };
  globalThis.float = (x) => ({ __loopscope_float__: Number(x) });
})();`;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Which function to call: one named after the tool, else `run` (tool names may contain "-"). */
export function entryLookup(toolName: string): string {
  const named = IDENTIFIER.test(toolName) ? `typeof ${toolName} === 'function' ? '${toolName}' : ` : '';
  return `${named}typeof run === 'function' ? 'run' : ''`;
}

/**
 * The most characters a tool result may have: the model reads every one of them in the next request, and a
 * many-megabyte string copied out of the VM (and into the envelope) is what exhausted the page's wasm memory.
 */
export const MAX_RESULT_CHARS = 1024 * 1024;

/** Calls the entry with the parsed arguments and reports the value in a JSON envelope (only its length when it is too long). */
export function callWrapper(entry: string, argsJson: string): string {
  return `(async () => {
  const value = await ${entry}(JSON.parse(${JSON.stringify(argsJson)}));
  const tooLarge = (text) => text.length > ${MAX_RESULT_CHARS} ? JSON.stringify({ kind: 'too_large', text: String(text.length) }) : null;
  if (typeof value === 'string') return tooLarge(value) ?? JSON.stringify({ kind: 'string', text: value });
  let text;
  try { text = JSON.stringify(value === undefined ? null : value); }
  catch (e) { return JSON.stringify({ kind: 'unserializable', text: String(e) }); }
  if (text === undefined) return JSON.stringify({ kind: 'unserializable', text: 'a ' + typeof value + ' has no JSON form' });
  return tooLarge(text) ?? JSON.stringify({ kind: 'json', text });
})()`;
}
