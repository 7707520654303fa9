// Test support: a throwaway PostgreSQL cluster (initdb + pg_ctl in a temp folder, on a free loopback port), or the reason there is none.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempPostgres {
  /** postgres://…@127.0.0.1:<port>/postgres */
  url: string;
  /** A fresh database in the cluster, as a URL. */
  database(name: string): Promise<string>;
  stop(): void;
}

/** The folder holding initdb and pg_ctl: `pg_config --bindir`, else Debian's /usr/lib/postgresql/<version>/bin. */
export function postgresBin(): string | null {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0 && existsSync(join(fromConfig.stdout.trim(), 'initdb'))) return fromConfig.stdout.trim();
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions)
    if (existsSync(join(root, version, 'bin', 'initdb'))) return join(root, version, 'bin');
  return null;
}

/** Why the PostgreSQL tests cannot run here, or null when they can. */
export function postgresMissing(): string | null {
  return postgresBin()
    ? null
    : "PostgreSQL is not installed (no initdb): `.ci/run` installs Debian's postgresql; install it to run these tests.";
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; as root, it runs as the `postgres` user (initdb refuses root). */
export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error(postgresMissing()!);
  const dir = mkdtempSync(join(tmpdir(), 'loopscope-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'loopscope', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  const url = `postgres://loopscope@127.0.0.1:${port}/postgres`;
  return {
    url,
    async database(name) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/\W/g, '_')}"`);
      } finally {
        await client.end();
      }
      return `postgres://loopscope@127.0.0.1:${port}/${name.replace(/\W/g, '_')}`;
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
