// Runs npm scripts side by side, each lane's output printed whole when it ends, with its wall and CPU time; fails if any fails.
// `a b+c` runs a beside b, and c after b; `b+c,d` runs c and d side by side once b is done; `--live=c` streams c's output
// as it comes (a long end-to-end run shows progress). It ends with a table of every script's wall and CPU seconds.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync } from 'node:fs';

const args = process.argv.slice(2);
const live = new Set(args.filter((a) => a.startsWith('--live=')).map((a) => a.slice('--live='.length)));
const lanes = args.filter((a) => !a.startsWith('--')).map((lane) => lane.split('+'));
const started = performance.now();

/**
 * The whole machine's busy CPU seconds so far (Linux /proc/stat: user, nice, system, irq, softirq, steal), or null. A
 * process that leaves its parent before it ends is reaped by init, and `times` never sees it; on a machine that runs
 * nothing else, the machine's count over the run is the total that catches it.
 */
function machineCpuSeconds() {
  if (!existsSync('/proc/stat')) return null;
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}
const machineAtStart = machineCpuSeconds();
/** One row per script run: name, outcome, wall seconds, CPU seconds (user + system of it, everything it waited for, and its orphans: its control group's count where there is one). */
const rows = [];

/**
 * Node reports no CPU time for its children's children (process.resourceUsage() is this process only), so each script
 * runs under `sh`, whose `times` prints after the script the user and system time of every descendant it reaped (npm,
 * tsc, vitest's workers, Playwright, Chromium, the web server): the kernel adds a process's own and its reaped children's
 * time to its parent when it is reaped. The shell writes that line to fd 3, a pipe apart from the script's output.
 */
const TIMED = 'npm run --silent "$1"; code=$?; times >&3; exit $code';

/**
 * A process that outlives its parent is re-parented to init, which reaps it: its CPU (and its reaped children's) never
 * reaches the lane's `times` line. Chromium's helpers, a server a test left running, a daemon npm started: their time
 * would be missing from the table. So each lane's processes carry a marker in their environment, and every second the
 * runner looks through /proc (Linux) for marked processes whose parent is no longer one of that lane's: each such orphan's
 * own and reaped children's CPU, as last seen, is added to the lane (its last second before it ends is missed).
 */
const MARKER = 'LOOPSCOPE_RUN_LANE';
const TICKS_PER_SECOND = 100;
/** `pid:start time` → the lane it belongs to ('' for none), read once per process from its environment. */
const laneOf = new Map();
/** lane → (`pid:start time` → its CPU ticks, self + reaped children, as last seen while orphaned). */
const orphanTicks = new Map();
/** lane → the pid of its `sh`, whose parent is this runner, not an orphan. */
const laneRoots = new Map();

function readProcesses() {
  const processes = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return processes;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const key = `${pid}:${fields[19]}`;
      let lane = laneOf.get(key);
      if (lane === undefined) {
        lane = '';
        try {
          const environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
          const at = environ.indexOf(`${MARKER}=`);
          if (at !== -1) lane = environ.slice(at + MARKER.length + 1, environ.indexOf('\0', at));
        } catch {
          // another user's process, or gone
        }
        laneOf.set(key, lane);
      }
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      processes.set(pid, { key, lane, ppid: fields[1], ticks });
    } catch {
      // ended while being read
    }
  }
  return processes;
}

function sampleOrphans() {
  const processes = readProcesses();
  for (const [pid, { key, lane, ppid, ticks }] of processes) {
    if (!lane || laneRoots.get(lane) === Number(pid) || processes.get(ppid)?.lane === lane) continue;
    const seen = orphanTicks.get(lane) ?? new Map();
    seen.set(key, Math.max(ticks, seen.get(key) ?? 0));
    orphanTicks.set(lane, seen);
  }
  // Forget processes that have ended, so a reused pid is read afresh (the start time in the key tells them apart too).
  const live = new Set([...processes.values()].map((p) => p.key));
  for (const key of laneOf.keys()) if (!live.has(key)) laneOf.delete(key);
}
/**
 * A CPU-accounting control group per lane where the runner may make one (Linux, root: cgroup v1's cpuacct or v2): the
 * kernel counts every process that ever ran in it, orphans to their last tick, so the lane's figure is exact. Elsewhere
 * the `times` line and the orphan sampling above stand in. Null when no group can be made.
 */
function laneCgroup(name) {
  const roots = [
    { dir: '/sys/fs/cgroup/cpuacct', usage: (d) => Number(readFileSync(`${d}/cpuacct.usage`, 'utf8')) / 1e9 },
    {
      dir: '/sys/fs/cgroup',
      usage: (d) => Number(/usage_usec (\d+)/.exec(readFileSync(`${d}/cpu.stat`, 'utf8'))?.[1]) / 1e6,
    },
  ];
  for (const root of roots) {
    const dir = `${root.dir}/loopscope-run-${process.pid}-${name.replace(/[^\w-]/g, '_')}`;
    try {
      mkdirSync(dir);
      const read = () => root.usage(dir);
      if (!Number.isFinite(read())) throw new Error('no usage figure');
      return {
        dir,
        read,
        remove() {
          try {
            rmdirSync(dir);
          } catch {
            // a process still in it (left running past the run): the empty group is the kernel's to keep
          }
        },
      };
    } catch {
      try {
        rmdirSync(dir);
      } catch {
        // never made
      }
    }
  }
  return null;
}
const groups = new Map();

const sampling = existsSync('/proc/self/stat');
const sampler = sampling ? setInterval(sampleOrphans, 1000) : null;
sampler?.unref();

/** CPU seconds of a lane's orphaned processes, as last seen. */
function orphanCpuSeconds(lane) {
  return [...(orphanTicks.get(lane)?.values() ?? [])].reduce((sum, t) => sum + t, 0) / TICKS_PER_SECOND;
}

/** Seconds from the children line of `times` ("1m2.5s 0m3.25s": user, then system). */
function childCpuSeconds(timesOutput) {
  const lines = timesOutput.trim().split('\n');
  const children = lines[1] ?? '';
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0);
}

function run(name) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const streamed = live.has(name);
    if (streamed) process.stdout.write(`\n── npm run ${name}: started\n`);
    const out = streamed ? 'inherit' : 'pipe';
    const group = laneCgroup(name);
    if (group) groups.set(name, group);
    // The shell moves itself into the lane's group before it starts the script, so every descendant is counted there.
    const script = group ? `echo $$ > "${group.dir}/cgroup.procs"; ${TIMED}` : TIMED;
    const child = spawn('sh', ['-c', script, 'sh', name], {
      stdio: ['ignore', out, out, 'pipe'],
      env: { ...process.env, [MARKER]: name },
    });
    laneRoots.set(name, child.pid);
    let output = '';
    let times = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.stdio[3].on('data', (d) => (times += d));
    child.on('close', (code) => {
      const wall = (performance.now() - t0) / 1000;
      if (sampling) sampleOrphans();
      const counted = childCpuSeconds(times);
      const orphans = group ? Math.max(0, group.read() - counted) : orphanCpuSeconds(name);
      const cpu = counted + orphans;
      rows.push({ name, ok: code === 0, wall, cpu, orphans });
      const orphaned =
        orphans >= 0.05 ? ` (${orphans.toFixed(1)} of them in processes left running past their parent)` : '';
      process.stdout.write(
        `\n── npm run ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${wall.toFixed(1)} s, ${cpu.toFixed(1)} CPU-s${orphaned}\n${output}`,
      );
      resolve(code === 0);
    });
  });
}

/** A lane stops at its first failure: the end-to-end tests need the build before them. A step `c,d` runs both at once. */
async function runLane(steps) {
  for (const step of steps) if (!(await Promise.all(step.split(',').map(run))).every(Boolean)) return false;
  return true;
}

const results = await Promise.all(lanes.map(runLane));
const total = (performance.now() - started) / 1000;
// A lane's orphans may have run on after it ended (a browser closing): its group's count at the end is the whole of it.
for (const row of rows) {
  const group = groups.get(row.name);
  if (!group) continue;
  row.cpu = Math.max(row.cpu, group.read());
  group.remove();
}
const width = Math.max(...rows.map((r) => r.name.length), 'total'.length);
const line = (name, outcome, wall, cpu) =>
  `${name.padEnd(width)}  ${outcome.padEnd(6)}  ${wall.padStart(7)}  ${cpu.padStart(7)}`;
console.log(`\n── ${lanes.map((lane) => lane.join(' then ')).join(', ')}`);
console.log(line('script', 'result', 'wall s', 'CPU s'));
for (const r of rows) console.log(line(r.name, r.ok ? 'ok' : 'FAILED', r.wall.toFixed(1), r.cpu.toFixed(1)));
// Lanes overlap, so the wall column does not add up: the total is the clock from start to end, the CPU the sum.
console.log(
  line(
    'total',
    results.every(Boolean) ? 'ok' : 'FAILED',
    total.toFixed(1),
    rows.reduce((s, r) => s + r.cpu, 0).toFixed(1),
  ),
);
const machineAtEnd = machineCpuSeconds();
if (machineAtStart !== null && machineAtEnd !== null) {
  console.log(
    `machine: ${(machineAtEnd - machineAtStart).toFixed(1)} CPU-s busy over the run, all processes (other work on the machine included)`,
  );
}
process.exit(results.every(Boolean) ? 0 : 1);
