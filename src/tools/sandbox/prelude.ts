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

/** Calls the entry with the parsed arguments and reports the value in a JSON envelope. */
export function callWrapper(entry: string, argsJson: string): string {
  return `(async () => {
  const value = await ${entry}(JSON.parse(${JSON.stringify(argsJson)}));
  if (typeof value === 'string') return JSON.stringify({ kind: 'string', text: value });
  let text;
  try { text = JSON.stringify(value === undefined ? null : value); }
  catch (e) { return JSON.stringify({ kind: 'unserializable', text: String(e) }); }
  if (text === undefined) return JSON.stringify({ kind: 'unserializable', text: 'a ' + typeof value + ' has no JSON form' });
  return JSON.stringify({ kind: 'json', text });
})()`;
}
