// Adds up a folder of page CPU profiles (E2E_CPU_PROFILE) by package, source file and source line, through the build's source maps.
// Usage: npx tsx scripts/cpu-profile-summary.ts <folder> [--top=30] [--dist=dist]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** The parts of a DevTools `.cpuprofile` read here. */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

export interface CpuSummary {
  profiles: number;
  /** Microseconds the page's main thread waited; `busy` is all the rest. */
  idle: number;
  busy: number;
  byPackage: Map<string, number>;
  byFile: Map<string, number>;
  byLine: Map<string, number>;
}

/** One source map per built chunk, read on first use; null for what has none (inline scripts, Playwright's own). */
function mapReader(assets: string): (url: string) => TraceMap | null {
  const maps = new Map<string, TraceMap | null>();
  return (url) => {
    const file = url.split('/').pop() ?? '';
    if (!url.includes('/assets/') || !file.endsWith('.js')) return null;
    if (!maps.has(file)) {
      try {
        maps.set(file, new TraceMap(readFileSync(join(assets, `${file}.map`), 'utf8')));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file) ?? null;
  };
}

/** Where a sampled frame comes from: `src/…` or `node_modules/<package>/…` with its line, or the runtime's own label. */
function place(
  { url, lineNumber, columnNumber, functionName }: CallFrame,
  mapFor: (url: string) => TraceMap | null,
): { file: string; line: string } {
  const map = url && lineNumber >= 0 ? mapFor(url) : null;
  const original = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
  if (!original?.source) {
    // (program) is the browser's own work with no script on the stack (style, layout, paint); Playwright's injected helpers have no URL.
    const label = url ? `${url.split('/').pop()} ${functionName}` : functionName || '(anonymous)';
    return { file: url ? '(unmapped script)' : label, line: label };
  }
  const source = original.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
  return { file: source, line: `${source}:${original.line} ${original.name ?? functionName ?? ''}`.trim() };
}

function packageOf(file: string): string {
  const dependency = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  if (dependency) return dependency;
  const folder = /^src\/([^/]+(?:\/[^/]+)?)\//.exec(file)?.[1];
  return folder ? `src/${folder}` : file;
}

const add = <K>(table: Map<K, number>, key: K, us: number) => table.set(key, (table.get(key) ?? 0) + us);

/**
 * Self time of every profile in `folder`, in microseconds: the page's idle time apart, the rest by package (or app
 * folder), by source file and by source line, mapped through the source maps in `dist`.
 */
export function summarize(folder: string, dist = 'dist'): CpuSummary {
  const mapFor = mapReader(join(dist, 'assets'));
  const summary: CpuSummary = {
    profiles: 0,
    idle: 0,
    busy: 0,
    byPackage: new Map(),
    byFile: new Map(),
    byLine: new Map(),
  };
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(folder, name), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => add(self, id, profile.timeDeltas[i] ?? 0));
    for (const [id, us] of self) {
      const frame = nodes.get(id)!.callFrame;
      if (frame.functionName === '(idle)') {
        summary.idle += us;
        continue;
      }
      summary.busy += us;
      const { file, line } = place(frame, mapFor);
      add(summary.byLine, line, us);
      add(summary.byFile, file, us);
      add(summary.byPackage, packageOf(file), us);
    }
    summary.profiles += 1;
  }
  return summary;
}

function printSummary({ profiles, idle, busy, byPackage, byFile, byLine }: CpuSummary, top: number): void {
  const seconds = (us: number) => (us / 1e6).toFixed(2).padStart(8);
  const share = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
  function print(title: string, table: Map<string, number>) {
    console.log(`\n${title}`);
    for (const [key, us] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${seconds(us)} s ${share(us)}  ${key}`);
  }
  console.log(
    `${profiles} profiles: ${seconds(busy).trim()} s busy on the page's main thread, ${seconds(idle).trim()} s idle`,
  );
  print('By package or app folder (self time)', byPackage);
  print('By source file', byFile);
  print('By source line', byLine);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Piped into `head`: stop quietly once the reader has what it wants.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder) {
    console.error(
      'Usage: npx tsx scripts/cpu-profile-summary.ts <folder of .cpuprofile files> [--top=30] [--dist=dist]',
    );
    process.exit(2);
  }
  printSummary(summarize(folder, option('dist', 'dist')), Number(option('top', '30')));
}
