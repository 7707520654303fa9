// Packages an installed Loopscope fetches from the npm registry the first time it needs them (Pyodide, the SQLite
// binding), so `npx loopscope mcp` installs and starts within a coding agent's start-up timeout. A checkout has them as
// devDependencies and finds them beside its own code; an installed Loopscope keeps them in its data directory.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataDir } from './store/data-dir.ts';

export interface OnDemandPackage {
  name: string;
  /** Exact version: what this build was made and tested with (on-demand.test.ts keeps each equal to package.json's). */
  version: string;
  /** What it is for and how big, for the line that announces the install: "code_interpreter's Python, about 14 MB". */
  what: string;
}

export const PYODIDE: OnDemandPackage = {
  name: 'pyodide',
  version: '314.0.8',
  what: "code_interpreter's Python, about 14 MB",
};
/** better-sqlite3 builds its native addon as it installs (from source where no prebuilt binary can be fetched): a minute on a slow machine. */
export const SQLITE: OnDemandPackage = {
  name: 'better-sqlite3',
  version: '12.11.1',
  what: "the store's SQLite binding, built for this Node.js as it installs",
};

/** Where an installed Loopscope keeps a package it installed itself. */
export function onDemandDir(pkg: OnDemandPackage, env: NodeJS.ProcessEnv = process.env): string {
  return join(dataDir(env), 'packages', `${pkg.name}-${pkg.version}-node${process.versions.modules}`);
}

/** The command that installs it there (run for the user, or printed for them when it fails). */
export function installCommand(pkg: OnDemandPackage, env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    'npm',
    'install',
    '--prefix',
    onDemandDir(pkg, env),
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `${pkg.name}@${pkg.version}`,
  ];
}

/** The package's folder at the pinned version: beside Loopscope's own code first, then the on-demand folder; else null. */
export function findPackage(pkg: OnDemandPackage, env: NodeJS.ProcessEnv = process.env): string | null {
  for (const from of [import.meta.url, pathToFileURL(join(onDemandDir(pkg, env), 'package.json')).href]) {
    try {
      const manifest = createRequire(from).resolve(`${pkg.name}/package.json`);
      // A checkout's copy is whatever its lock file says; an on-demand copy must be the pinned one.
      if (
        from === import.meta.url ||
        (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version === pkg.version
      )
        return dirname(manifest);
    } catch {
      // not installed there
    }
  }
  return null;
}

/** A word as cmd.exe reads it as one argument: in double quotes, its own quotes doubled. */
export function cmdQuoted(word: string): string {
  return /^[\w@.=:\\/-]+$/.test(word) ? word : `"${word.replace(/"/g, '""')}"`;
}

function runInstall(pkg: OnDemandPackage, env: NodeJS.ProcessEnv): Promise<void> {
  const [command, ...args] = installCommand(pkg, env) as [string, ...string[]];
  mkdirSync(onDemandDir(pkg, env), { recursive: true });
  return new Promise((resolve, reject) => {
    let output = '';
    // Windows runs npm.cmd only through a shell, which joins the words unquoted: a data directory under a user name with
    // a space ("C:\\Users\\Ada Lovelace") would split, so each word is quoted for cmd there.
    const windows = process.platform === 'win32';
    const child = spawn(command, windows ? args.map(cmdQuoted) : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: windows,
      env,
    });
    // Bounded: only the end of npm's output is kept, for the reason a failure gives.
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(output.trim().split('\n').slice(-3).join(' ') || `npm exited with ${code}`)),
    );
  });
}

export interface EnsureOptions {
  env?: NodeJS.ProcessEnv;
  /** Where the install is announced; the terminal's stderr by default. */
  warn?: (line: string) => void;
  /** How an installed copy is found (tests pass their own). */
  find?: (pkg: OnDemandPackage, env: NodeJS.ProcessEnv) => string | null;
  /** How it is installed: `npm install --prefix` (tests pass their own). */
  install?: (pkg: OnDemandPackage, env: NodeJS.ProcessEnv) => Promise<void>;
}

/**
 * The lock file of a package's install, beside its folder in the data directory. The in-thread map below keeps one
 * install per thread; the lock keeps one across threads (the Python worker has its own copy of this module) and
 * processes (two `loopscope` commands started at once): two `npm install --prefix` into one folder corrupt it.
 */
export function lockPath(pkg: OnDemandPackage, env: NodeJS.ProcessEnv = process.env): string {
  return `${onDemandDir(pkg, env)}.lock`;
}

/** A lock older than this is left over (an install that hung or a reused process id), whatever its process. */
const LOCK_STALE_MS = 30 * 60_000;
/** A lock file still empty this long after it was made lost its writer (the write follows the exclusive create at once). */
const LOCK_UNWRITTEN_MS = 5_000;
const LOCK_POLL_MS = 200;

/** Whether an install holds the lock now: its process is alive and the lock is not stale. */
export function lockHeld(path: string): boolean {
  let made: number;
  try {
    made = statSync(path).mtimeMs;
  } catch {
    return false;
  }
  let owner: { pid?: unknown } | null;
  try {
    owner = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown };
  } catch {
    return Date.now() - made < LOCK_UNWRITTEN_MS;
  }
  if (Date.now() - made > LOCK_STALE_MS || typeof owner?.pid !== 'number') return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock (true) or finds a live install holding it (false); a dead install's lock is taken over. */
function takeLock(path: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, JSON.stringify({ pid: process.pid }), { flag: 'wx' });
      return true;
    } catch (error) {
      // A folder that cannot be made: the install fails the same way, and says so with the command to run.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return true;
    }
    if (lockHeld(path)) return false;
    rmSync(path, { force: true });
  }
  return false;
}

/** Resolves once no live install holds the lock (a stale one counts as released). */
async function lockReleased(path: string): Promise<void> {
  while (lockHeld(path)) await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
}

const installing = new Map<string, Promise<string>>();
/** A failed install is not retried for a minute: the page asks for several files at once, and a program may follow. */
const RETRY_AFTER_MS = 60_000;
const failed = new Map<string, { error: Error; at: number }>();

/**
 * The package's folder, installing it first when it is not there (one install per package at a time). Rejects with
 * the sentence a user needs: what is missing, why the install failed, and the command to run themselves.
 */
export function ensurePackage(
  pkg: OnDemandPackage,
  {
    env = process.env,
    warn = (line) => process.stderr.write(`${line}\n`),
    find = findPackage,
    install = runInstall,
  }: EnsureOptions = {},
): Promise<string> {
  const found = find(pkg, env);
  if (found) return Promise.resolve(found);
  const failure = failed.get(pkg.name);
  if (failure && Date.now() - failure.at < RETRY_AFTER_MS) return Promise.reject(failure.error);
  let pending = installing.get(pkg.name);
  if (!pending) {
    pending = (async () => {
      const lock = lockPath(pkg, env);
      // Another thread or process is installing it: wait for its end and use what it installed (or, if it failed, try).
      while (!takeLock(lock)) {
        await lockReleased(lock);
        const theirs = find(pkg, env);
        if (theirs) return theirs;
      }
      try {
        const ready = find(pkg, env);
        if (ready) return ready;
        warn(
          `Loopscope: ${pkg.name} (${pkg.what}) is not installed yet; installing ${pkg.name}@${pkg.version} from the npm registry into ${onDemandDir(pkg, env)} (once)…`,
        );
        try {
          await install(pkg, env);
        } catch (error) {
          throw new Error(
            `${pkg.name}@${pkg.version} (${pkg.what}) is not installed, and installing it failed (${error instanceof Error ? error.message : String(error)}). Install it with: ${installCommand(pkg, env).join(' ')}`,
            { cause: error },
          );
        }
        const dir = find(pkg, env);
        if (!dir)
          throw new Error(
            `${pkg.name}@${pkg.version} was installed into ${onDemandDir(pkg, env)} but cannot be found there. Install it with: ${installCommand(pkg, env).join(' ')}`,
          );
        warn(`Loopscope: ${pkg.name}@${pkg.version} installed.`);
        return dir;
      } finally {
        rmSync(lock, { force: true });
      }
    })()
      .catch((error: unknown) => {
        failed.set(pkg.name, { error: error as Error, at: Date.now() });
        throw error;
      })
      .finally(() => installing.delete(pkg.name));
    installing.set(pkg.name, pending);
  }
  return pending;
}

/**
 * The package's folder for a request (a /v1 program, the page asking for Pyodide's files), never installing: any web
 * page can send those, and a request must not make this server start a process or fetch from the registry. It waits on
 * an install the user's own start already began (this thread's, or another thread's or process's, by its lock), else
 * rejects with the command to run.
 */
export async function installedPackage(
  pkg: OnDemandPackage,
  { env = process.env, find = findPackage }: Pick<EnsureOptions, 'env' | 'find'> = {},
): Promise<string> {
  const found = find(pkg, env);
  if (found) return found;
  const pending = installing.get(pkg.name);
  if (pending) return pending;
  const lock = lockPath(pkg, env);
  if (lockHeld(lock)) {
    await lockReleased(lock);
    const theirs = find(pkg, env);
    if (theirs) return theirs;
  }
  throw new Error(
    `${pkg.name}@${pkg.version} (${pkg.what}) is not installed. \`loopscope\` installs it as it starts; or install it with: ${installCommand(pkg, env).join(' ')}`,
  );
}

/** The package's CommonJS main export (better-sqlite3's Database class), installed first if need be. */
export async function requireOnDemand<T>(pkg: OnDemandPackage, options?: EnsureOptions): Promise<T> {
  const dir = await ensurePackage(pkg, options);
  return createRequire(join(dir, 'package.json'))(dir) as T;
}
