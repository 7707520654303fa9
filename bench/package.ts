// Bench of the npm package: its size (apart from Monaco), its runtime dependencies, and how soon `loopscope` serves with no build step.
import { execFileSync, spawn } from 'node:child_process';
import { ROOT, ensureBuilt } from './built-app.ts';
import { freePort, median, type BenchLine, type BenchModule } from './lib.ts';

const STARTS = 3;
/** Monaco's files in dist/: the editor, its language workers and its icon font. */
const MONACO = /(editor\.api|ts\.worker|json\.worker|css\.worker|html\.worker|editor\.worker|toggleHighContrast|codicon|editor-)[^/]*$/;

/** Milliseconds from spawning the packaged command (bin/loopscope.mjs) to its first 200 for the page. */
async function timeToServe(): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['bin/loopscope.mjs', '--port', String(port), '--upstream', 'mock'], { cwd: ROOT, stdio: 'ignore' });
  try {
    for (;;) {
      const served = await fetch(`http://127.0.0.1:${port}/`).then((res) => res.ok, () => false);
      if (served) return performance.now() - t0;
      await new Promise((r) => setTimeout(r, 10));
      if (performance.now() - t0 > 30_000) throw new Error('loopscope did not serve within 30 s');
    }
  } finally {
    child.kill();
  }
}

const bench: BenchModule = {
  title: 'npm package (npm pack; what `npx loopscope` installs and starts)',
  async run(): Promise<BenchLine[]> {
    ensureBuilt();
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' })) as [{ size: number; unpackedSize: number; files: { path: string; size: number }[] }];
    const monaco = packed.files.filter((f) => MONACO.test(f.path)).reduce((sum, f) => sum + f.size, 0);
    const direct = Object.keys((JSON.parse(execFileSync('npm', ['pkg', 'get', 'dependencies'], { cwd: ROOT, encoding: 'utf8' })) as Record<string, string>) ?? {});
    // Every package a user's `npm install` of the tarball brings, found in this checkout's tree without the dev ones.
    const tree = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').slice(1);
    const starts: number[] = [];
    for (let i = 0; i < STARTS; i++) starts.push(await timeToServe());
    return [
      { name: 'tarball (gzip)', value: packed.size / 1e6, unit: 'MB' },
      { name: 'unpacked, apart from Monaco', value: (packed.unpackedSize - monaco) / 1e6, unit: 'MB', note: `Monaco ${(monaco / 1e6).toFixed(1)} MB more; the goal is < 15` },
      { name: 'runtime dependencies', value: direct.length, unit: 'direct', note: `${new Set(tree).size} packages installed in all; ${direct.join(', ')}` },
      { name: 'loopscope: spawn to first page served', value: median(starts), unit: 'ms', note: `median of ${STARTS}; the goal is < 2000` },
    ];
  },
};

export default bench;
