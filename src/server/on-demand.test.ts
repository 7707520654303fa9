// Packages on demand: pinned as the checkout installs them, found beside the code, and a failed install says what to run.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PYODIDE, SQLITE, cmdQuoted, ensurePackage, findPackage, installCommand, installedPackage, onDemandDir } from './on-demand.ts';
import { pyodideFile } from './pyodide-files.ts';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const installed = (name: string) => (JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string }).version;

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
    expect(onDemandDir(SQLITE, env).startsWith('/nonexistent-loopscope-test/data/loopscope/packages/better-sqlite3-')).toBe(true);
    expect(installCommand(SQLITE, env)).toContain(`better-sqlite3@${SQLITE.version}`);
    const said: string[] = [];
    const failed = ensurePackage(SQLITE, { env, warn: (line) => said.push(line), find: () => null });
    await expect(failed).rejects.toThrow(`better-sqlite3@${SQLITE.version} (${SQLITE.what}) is not installed, and installing it failed`);
    await expect(failed).rejects.toThrow(`Install it with: npm install --prefix ${onDemandDir(SQLITE, env)}`);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/is not installed yet; installing better-sqlite3@.* from the npm registry/);
    // Asked again at once (the page's several files, the next program): the same answer, no second install.
    await expect(ensurePackage(SQLITE, { env, warn: (line) => said.push(line), find: () => null })).rejects.toThrow(/installing it failed/);
    expect(said).toHaveLength(1);
  });

  it('never installs for a request: a missing package is refused with the command to run, and nothing is started', async () => {
    const env = { XDG_DATA_HOME: '/nonexistent-loopscope-test/requests', PATH: '' };
    const looked: string[] = [];
    const find = (pkg: typeof PYODIDE) => (looked.push(pkg.name), null);
    await expect(installedPackage(PYODIDE, { env, find })).rejects.toThrow(`install it with: npm install --prefix ${onDemandDir(PYODIDE, env)}`);
    // No install began: asked again, the answer is the same refusal, not an install's outcome ("installing it failed").
    await expect(installedPackage(PYODIDE, { env, find })).rejects.toThrow(`(${PYODIDE.what}) is not installed. \`loopscope\` installs it as it starts`);
    expect(looked).toEqual(['pyodide', 'pyodide']);
  });

  it('quotes the install command for the Windows shell where a word has a space', () => {
    expect(cmdQuoted('C:\\Users\\Ada Lovelace\\AppData\\Local\\loopscope\\packages\\pyodide-314.0.8-node115')).toBe('"C:\\Users\\Ada Lovelace\\AppData\\Local\\loopscope\\packages\\pyodide-314.0.8-node115"');
    expect(cmdQuoted('--prefix')).toBe('--prefix');
    expect(cmdQuoted('pyodide@314.0.8')).toBe('pyodide@314.0.8');
    expect(cmdQuoted('a "b" & c')).toBe('"a ""b"" & c"');
  });
});
