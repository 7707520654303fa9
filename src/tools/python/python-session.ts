// One Pyodide interpreter that runs code_interpreter programs with a deadline, a memory cap and an output cap.
import type { PyodideAPI, loadPyodide as LoadPyodide } from 'pyodide';
import type { ProgramRun, PythonLimits } from './python-limits';
import { createOutputSink } from './output-sink';

export interface PythonSession {
  /** Runs `program` in fresh globals; synchronous, so call it off the UI thread (a worker). */
  run(program: string, limits: PythonLimits): ProgramRun;
}

export interface LoadPythonOptions {
  /** Where pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip and pyodide-lock.json are served; default: the package's folder. */
  indexURL?: string;
  /** Pyodide's loader; default: the `pyodide` package's. The Node server passes the copy it found or installed on demand. */
  loadPyodide?: typeof LoadPyodide;
}

/** SIGINT: what Pyodide's signal check turns into KeyboardInterrupt. */
const SIGINT = 2;
/** After the first interrupt, another one this often, in case the program swallows KeyboardInterrupt in a bare except. */
const REINTERRUPT_MS = 100;

/**
 * Modules that reach JavaScript from Python (the page's or the Node server's globals, fetch, eval). Pyodide's runtime
 * keeps its own references; the program gets an ImportError.
 */
const BLOCKED_MODULES = ['js', 'pyodide_js', 'pyodide', '_pyodide', '_pyodide_core', 'micropip'];

const BLOCK_IMPORTS = `
import sys
class _Blocked:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ${JSON.stringify(BLOCKED_MODULES)}:
            raise ImportError(f"{name} is not available in the code_interpreter sandbox")
        return None
for _name in list(sys.modules):
    if _name.split('.')[0] in ${JSON.stringify(BLOCKED_MODULES)}:
        del sys.modules[_name]
sys.meta_path.insert(0, _Blocked())
del _Blocked, _name, sys
`;

/** A failed program's traceback (kept in sys.last_*) holds its frames and globals: drop it so its memory is freed. */
const FORGET_LAST_ERROR = `
import sys, gc
sys.last_exc = sys.last_type = sys.last_value = sys.last_traceback = None
del sys
gc.collect()
`;

export async function loadPythonSession(options: LoadPythonOptions = {}): Promise<PythonSession> {
  // `jsglobals: {}`: the `js` module a program could import sees nothing of the host.
  // Imported when the first program runs: the package is optional (installed on demand) where the server runs it.
  const load = options.loadPyodide ?? (await import('pyodide')).loadPyodide;
  const pyodide = await load({
    ...(options.indexURL ? { indexURL: options.indexURL } : {}),
    jsglobals: {},
    stdout: () => {},
    stderr: () => {},
  });
  return createSession(pyodide);
}

function createSession(pyodide: PyodideAPI): PythonSession {
  // Emscripten grows the heap through this object's grow(); refusing past the cap makes malloc fail, which Python
  // raises as MemoryError (a wasm heap never shrinks, so the cap is fixed from the loaded interpreter's size).
  const memory = (pyodide as unknown as { _module: { memory: WebAssembly.Memory } })._module.memory;
  const baseline = memory.buffer.byteLength;
  let memoryCap = Infinity;
  let refusedGrowth = false;
  const grow = memory.grow.bind(memory);
  memory.grow = (pages: number) => {
    if (memory.buffer.byteLength + pages * 65536 > memoryCap) {
      refusedGrowth = true;
      throw new RangeError('code_interpreter memory limit');
    }
    return grow(pages);
  };

  // Pyodide reads element 0 of the interrupt buffer between bytecodes; a getter over the deadline needs no
  // SharedArrayBuffer (so no cross-origin isolation in the page) and works the same in Node.
  let deadline = Infinity;
  let timedOut = false;
  const interrupt = {
    get 0() {
      const now = performance.now();
      if (now < deadline) return 0;
      timedOut = true;
      deadline = now + REINTERRUPT_MS;
      return SIGINT;
    },
    set 0(_value: number) {},
  };
  pyodide.setInterruptBuffer(interrupt as unknown as Int32Array);
  pyodide.runPython(BLOCK_IMPORTS);

  return {
    run(program, limits) {
      const sink = createOutputSink(limits.outputLimitChars);
      pyodide.setStdout({ write: sink.write });
      pyodide.setStderr({ write: sink.write });
      const globals = pyodide.globals.get('dict')();
      globals.set('__name__', '__main__');
      timedOut = false;
      refusedGrowth = false;
      memoryCap = baseline + limits.memoryLimitBytes;
      deadline = performance.now() + limits.timeoutMs;
      let error: string | null = null;
      try {
        pyodide.runPython(program, { globals, filename: '<code_interpreter>' });
      } catch (e) {
        error = describeFailure(e, { timedOut, refusedGrowth, limits });
      } finally {
        deadline = Infinity;
        memoryCap = Infinity;
        globals.destroy();
        pyodide.runPython(FORGET_LAST_ERROR);
      }
      return { logs: sink.lines(), error };
    },
  };
}

function describeFailure(
  e: unknown,
  { timedOut, refusedGrowth, limits }: { timedOut: boolean; refusedGrowth: boolean; limits: PythonLimits },
): string {
  const type = (e as { type?: string }).type;
  if (type === 'KeyboardInterrupt' && timedOut)
    return `timeout: the program did not finish within ${limits.timeoutMs} ms and was stopped.`;
  if (type === 'MemoryError' && refusedGrowth)
    return `out_of_memory: the program ran out of memory (limit ${Math.round(limits.memoryLimitBytes / 1048576)} MB).`;
  // A Python traceback ends with "Type: message"; the frames above it are Pyodide's own.
  const message = e instanceof Error ? e.message : String(e);
  const last = message.trim().split('\n').pop() ?? message;
  return `${type === 'SyntaxError' || type === 'IndentationError' ? 'syntax_error' : 'exception'}: ${last}`;
}
