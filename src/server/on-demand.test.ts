// Packages on demand: pinned as the checkout installs them, found beside the code, and a failed install says what to run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  PYODIDE,
  SQLITE,
  cmdQuoted,
  ensurePackage,
  findPackage,
  installCommand,
  installedPackage,
  lockHeld,
  lockPath,
  onDemandDir,
  type OnDemandPackage,
} from './on-demand.ts';
import { pyodideFile } from './pyodide-files.ts';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const installed = (name: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

describe('packages installed on demand', () => {
  it('pins the versions the checkout installs, and the package lists neither as a dependency', () => {
    for (const pkg of [PYODIDE, SQLITE]) {
      expect(installed(pkg.name)).toBe(pkg.version);
      expect(manifest.devDependencies[pkg.name]).toBeDefined();
      expect(manifest.dependencies[pkg.name]).toBeUndefined();
    }
  });

  it('finds the checkout’s Pyodide and serves its files under the versioned path', async () => {
    expect(findPackage(PYODIDE)).not.toBeNull();
    const wasm = await pyodideFile(`/assets/pyodide-${PYODIDE.version}/pyodide.asm.wasm`);
    expect(wasm?.type).toBe('application/wasm');
    expect([...wasm!.body.subarray(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]);
    expect(await pyodideFile('/assets/pyodide-1.0.0/pyodide.asm.wasm')).toBeNull();
  });

  it('installs into the data directory, and says what to run when that fails', async () => {
    const env = { XDG_DATA_HOME: '/nonexistent-loopscope-test/data', PATH: '' };
    expect(
      onDemandDir(SQLITE, env).startsWith('/nonexistent-loopscope-test/data/loopscope/packages/better-sqlite3-'),
    ).toBe(true);
    expect(installCommand(SQLITE, env)).toContain(`better-sqlite3@${SQLITE.version}`);
    const said: string[] = [];
    const failed = ensurePackage(SQLITE, { env, warn: (line) => said.push(line), find: () => null });
    await expect(failed).rejects.toThrow(
      `better-sqlite3@${SQLITE.version} (${SQLITE.what}) is not installed, and installing it failed`,
    );
    await expect(failed).rejects.toThrow(`Install it with: npm install --prefix ${onDemandDir(SQLITE, env)}`);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/is not installed yet; installing better-sqlite3@.* from the npm registry/);
    // Asked again at once (the page's several files, the next program): the same answer, no second install.
    await expect(ensurePackage(SQLITE, { env, warn: (line) => said.push(line), find: () => null })).rejects.toThrow(
      /installing it failed/,
    );
    expect(said).toHaveLength(1);
  });

  it('never installs for a request: a missing package is refused with the command to run, and nothing is started', async () => {
    const env = { XDG_DATA_HOME: '/nonexistent-loopscope-test/requests', PATH: '' };
    const looked: string[] = [];
    const find = (pkg: typeof PYODIDE) => (looked.push(pkg.name), null);
    await expect(installedPackage(PYODIDE, { env, find })).rejects.toThrow(
      `install it with: npm install --prefix ${onDemandDir(PYODIDE, env)}`,
    );
    // No install began: asked again, the answer is the same refusal, not an install's outcome ("installing it failed").
    await expect(installedPackage(PYODIDE, { env, find })).rejects.toThrow(
      `(${PYODIDE.what}) is not installed. \`loopscope\` installs it as it starts`,
    );
    expect(looked).toEqual(['pyodide', 'pyodide']);
  });

  it('quotes the install command for the Windows shell where a word has a space', () => {
    expect(cmdQuoted('C:\\Users\\Ada Lovelace\\AppData\\Local\\loopscope\\packages\\pyodide-314.0.8-node115')).toBe(
      '"C:\\Users\\Ada Lovelace\\AppData\\Local\\loopscope\\packages\\pyodide-314.0.8-node115"',
    );
    expect(cmdQuoted('--prefix')).toBe('--prefix');
    expect(cmdQuoted('pyodide@314.0.8')).toBe('pyodide@314.0.8');
    expect(cmdQuoted('a "b" & c')).toBe('"a ""b"" & c"');
  });
});

describe('one install at a time across threads and processes (the lock file beside the package)', () => {
  /** A package of each test's own, so the module's per-thread memory of installs and failures is not shared. */
  let n = 0;
  const homes: string[] = [];
  afterAll(() => homes.forEach((home) => rmSync(home, { recursive: true, force: true })));
  const fresh = (): { pkg: OnDemandPackage; env: NodeJS.ProcessEnv } => {
    homes.push(mkdtempSync(join(tmpdir(), 'loopscope-lock-')));
    return {
      pkg: { name: `lock-test-${++n}`, version: '1.0.0', what: 'a test package' },
      env: { XDG_DATA_HOME: homes.at(-1) },
    };
  };
  const holdLock = (pkg: OnDemandPackage, env: NodeJS.ProcessEnv, pid: number) => {
    mkdirSync(dirname(lockPath(pkg, env)), { recursive: true });
    writeFileSync(lockPath(pkg, env), JSON.stringify({ pid }));
  };
  /** A process id that no process has any more. */
  const gonePid = () => spawnSync(process.execPath, ['-e', '']).pid!;

  it('waits for an install another process is running and uses it, instead of starting a second npm into the same folder', async () => {
    const { pkg, env } = fresh();
    // The test runner's parent process: alive, and not this one.
    holdLock(pkg, env, process.ppid);
    let theirsDone = false;
    let installs = 0;
    const ensured = ensurePackage(pkg, {
      env,
      warn: () => {},
      find: () => (theirsDone ? '/their/copy' : null),
      install: async () => void installs++,
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(installs).toBe(0);
    theirsDone = true;
    rmSync(lockPath(pkg, env));
    await expect(ensured).resolves.toBe('/their/copy');
    expect(installs).toBe(0);
  });

  it('holds the lock while it installs and removes it after', async () => {
    const { pkg, env } = fresh();
    let done = false;
    const heldDuring: boolean[] = [];
    const ensured = ensurePackage(pkg, {
      env,
      warn: () => {},
      find: () => (done ? '/our/copy' : null),
      install: async () => {
        heldDuring.push(lockHeld(lockPath(pkg, env)));
        done = true;
      },
    });
    await expect(ensured).resolves.toBe('/our/copy');
    expect(heldDuring).toEqual([true]);
    expect(existsSync(lockPath(pkg, env))).toBe(false);
  });

  it('takes over the lock of an install whose process is gone', async () => {
    const { pkg, env } = fresh();
    holdLock(pkg, env, gonePid());
    expect(lockHeld(lockPath(pkg, env))).toBe(false);
    let installs = 0;
    let done = false;
    const ensured = ensurePackage(pkg, {
      env,
      warn: () => {},
      find: () => (done ? '/our/copy' : null),
      install: async () => void (installs++, (done = true)),
    });
    await expect(ensured).resolves.toBe('/our/copy');
    expect(installs).toBe(1);
  });

  it('installs after another process’s install failed (its lock gone, no package)', async () => {
    const { pkg, env } = fresh();
    holdLock(pkg, env, process.ppid);
    let installs = 0;
    let done = false;
    const ensured = ensurePackage(pkg, {
      env,
      warn: () => {},
      find: () => (done ? '/our/copy' : null),
      install: async () => void (installs++, (done = true)),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(lockPath(pkg, env));
    await expect(ensured).resolves.toBe('/our/copy');
    expect(installs).toBe(1);
  });

  it('a request waits on another thread’s or process’s install by its lock, and is refused with the command when it ends without the package', async () => {
    const { pkg, env } = fresh();
    holdLock(pkg, env, process.ppid);
    let theirsDone = false;
    const waited = installedPackage(pkg, { env, find: () => (theirsDone ? '/their/copy' : null) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    theirsDone = true;
    rmSync(lockPath(pkg, env));
    await expect(waited).resolves.toBe('/their/copy');

    const other = fresh();
    holdLock(other.pkg, other.env, process.ppid);
    const refused = installedPackage(other.pkg, { env: other.env, find: () => null });
    setTimeout(() => rmSync(lockPath(other.pkg, other.env)), 300);
    await expect(refused).rejects.toThrow(`install it with: npm install --prefix ${onDemandDir(other.pkg, other.env)}`);
  });
});
