// Bench of the npm package as a user gets it (issue 47): packed, installed into an empty folder from the local npm cache,
// its installed size, a cold `npx` of the tarball until `loopscope mcp` answers, and the installed command's start times.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, ensureBuilt } from './built-app.ts';
import { freePort, median, type BenchLine, type BenchModule } from './lib.ts';

const STARTS = 5;
/** Goals of issue 47. */
const GOAL = { installedMb: 40, coldMcpMs: 10_000, firstPageMs: 700, mcpReadyMs: 400 };
/** Monaco's files in dist/: the editor, its language workers and its icon font. */
const MONACO =
  /(editor\.api|ts\.worker|json\.worker|css\.worker|html\.worker|editor\.worker|toggleHighContrast|codicon|editor-)[^/]*$/;
/**
 * The data directory the installed copy uses: kept between bench runs (in the system's temporary folder), so the SQLite
 * binding the first serve installs on demand (and builds) is built once per machine, not on every run.
 */
const DATA_HOME = join(tmpdir(), 'loopscope-bench-data');

/** CPU milliseconds a process has used (user + system), from /proc: on a busy shared machine, what the wall time hides. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const INITIALIZE = `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } })}\n`;

interface Timed {
  ms: number;
  cpu: number;
}

/** Spawns an MCP server on stdio and times it until it answers `initialize` (what an agent's start-up timeout waits for). */
function untilMcpAnswers(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<Timed> {
  const t0 = performance.now();
  // Its own process group, so npx and the command it runs stop together.
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['pipe', 'pipe', 'ignore'],
    detached: true,
  });
  child.stdin.write(INITIALIZE);
  return new Promise<Timed>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} ${args.join(' ')} did not answer initialize within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    child.stdout.once('data', () => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - t0, cpu: cpuMs(child.pid!) });
    });
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code} before answering`)));
  }).finally(() => stop(child));
}

function stop(child: ChildProcess): void {
  child.removeAllListeners('exit');
  // npx runs the command as its child: the whole group goes.
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    child.kill();
  }
}

/** Spawns the installed `loopscope` and times it until the page answers 200. */
async function untilPageServed(bin: string, cwd: string): Promise<Timed> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(bin, ['--port', String(port), '--upstream', 'mock', '--db', ':memory:'], {
    cwd,
    env: { ...process.env, XDG_DATA_HOME: DATA_HOME, npm_config_prefer_offline: 'true' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const served = await fetch(`http://127.0.0.1:${port}/`).then(
        (res) => res.ok,
        () => false,
      );
      if (served) return { ms: performance.now() - t0, cpu: cpuMs(child.pid!) };
      if (child.exitCode !== null) throw new Error(`loopscope exited with ${child.exitCode} before serving`);
      await new Promise((r) => setTimeout(r, 5));
      // The first serve may build the SQLite binding (installed on demand): minutes on a loaded machine.
      if (performance.now() - t0 > 600_000) throw new Error('loopscope did not serve within 10 minutes');
    }
  } finally {
    child.kill();
  }
}

const medianOf = (runs: Timed[]) => ({ ms: median(runs.map((r) => r.ms)), cpu: median(runs.map((r) => r.cpu)) });
const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'NOT met');

const bench: BenchModule = {
  title:
    'npm package (issue 47): installed size, cold `npx` to `loopscope mcp` answering, installed start (wall time; CPU time beside it)',
  async run(): Promise<BenchLine[]> {
    ensureBuilt();
    const work = mkdtempSync(join(tmpdir(), 'loopscope-bench-package-'));
    try {
      const [packed] = JSON.parse(
        execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
          cwd: ROOT,
          encoding: 'utf8',
        }),
      ) as [{ filename: string; size: number; unpackedSize: number; files: { path: string; size: number }[] }];
      const tarball = join(work, packed.filename);
      const monaco = packed.files.filter((f) => MONACO.test(f.path)).reduce((sum, f) => sum + f.size, 0);

      // Installed as a user's `npm install` would, from the local npm cache (this machine reaches no CDN for a build).
      const app = join(work, 'app');
      mkdirSync(app);
      writeFileSync(join(app, 'package.json'), '{ "name": "bench", "private": true }\n');
      const t0 = performance.now();
      const install = spawnSync(
        'npm',
        ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
        { cwd: app, encoding: 'utf8' },
      );
      const installMs = performance.now() - t0;
      if (install.status !== 0) throw new Error(`npm install of the tarball failed: ${install.stderr}`);
      const installedMb =
        Number(execFileSync('du', ['-sk', join(app, 'node_modules')], { encoding: 'utf8' }).split('\t')[0]) / 1024;
      const packages = new Set(
        execFileSync('npm', ['ls', '--all', '--parseable'], { cwd: app, encoding: 'utf8' }).trim().split('\n').slice(1),
      ).size;

      // Cold npx: an empty npm cache (its own folder), so npx unpacks and installs everything before it runs, as on a
      // machine that never ran Loopscope; the package has no runtime dependency, so nothing is fetched from a registry.
      const npxDir = join(work, 'npx');
      mkdirSync(npxDir);
      const emptyCache = join(work, 'npm-cache');
      const cold = await untilMcpAnswers('npx', ['--yes', '--package', tarball, '--', 'loopscope', 'mcp'], {
        cwd: npxDir,
        env: { ...process.env, npm_config_cache: emptyCache, npm_config_update_notifier: 'false' },
        timeoutMs: 300_000,
      });

      const bin = join(app, 'node_modules', '.bin', 'loopscope');
      // The first serve installs (and builds) the SQLite binding into DATA_HOME when it is not there yet: timed apart.
      const firstEver = existsSync(DATA_HOME) ? null : await untilPageServed(bin, app);
      const pages: Timed[] = [];
      const mcps: Timed[] = [];
      for (let i = 0; i < STARTS; i++) {
        pages.push(await untilPageServed(bin, app));
        mcps.push(await untilMcpAnswers(bin, ['mcp'], { cwd: app, timeoutMs: 60_000 }));
      }
      const [page, mcp] = [medianOf(pages), medianOf(mcps)];
      return [
        {
          name: 'tarball (gzip)',
          value: packed.size / 1e6,
          unit: 'MB',
          note: `${(packed.unpackedSize / 1e6).toFixed(1)} MB unpacked, Monaco ${(monaco / 1e6).toFixed(1)} MB of it`,
        },
        {
          name: 'installed (node_modules of an empty project)',
          value: installedMb,
          unit: 'MB',
          note: `${packages} packages; goal ≤ ${GOAL.installedMb} MB: ${verdict(installedMb, GOAL.installedMb)}; npm install took ${(installMs / 1000).toFixed(1)} s`,
        },
        {
          name: 'cold npx of the tarball to `loopscope mcp` answering',
          value: cold.ms,
          unit: 'ms',
          note: `goal ≤ ${GOAL.coldMcpMs} ms: ${verdict(cold.ms, GOAL.coldMcpMs)}; an empty npm cache`,
        },
        ...(firstEver
          ? [
              {
                name: 'first serve ever (installs and builds the SQLite binding)',
                value: firstEver.ms,
                unit: 'ms',
                note: 'once per machine and Node.js version',
              },
            ]
          : []),
        {
          name: 'installed: spawn to first page served',
          value: page.ms,
          unit: 'ms',
          note: `median of ${STARTS}, ${page.cpu.toFixed(0)} ms CPU; goal ≤ ${GOAL.firstPageMs} ms: ${verdict(page.ms, GOAL.firstPageMs)}`,
        },
        {
          name: 'installed: spawn to `loopscope mcp` answering',
          value: mcp.ms,
          unit: 'ms',
          note: `median of ${STARTS}, ${mcp.cpu.toFixed(0)} ms CPU; goal ≤ ${GOAL.mcpReadyMs} ms: ${verdict(mcp.ms, GOAL.mcpReadyMs)}`,
        },
      ];
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },
};

export default bench;
