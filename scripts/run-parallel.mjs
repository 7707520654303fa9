// Runs npm scripts side by side, each lane's output printed whole when it ends, with its wall and CPU time; fails if any fails.
// `a b+c` runs a beside b, and c after b; `b+c,d` runs c and d side by side once b is done; `--live=c` streams c's output
// as it comes (a long end-to-end run shows progress). It ends with a table of every script's wall and CPU seconds.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

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
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}
const machineAtStart = machineCpuSeconds();
/** One row per script run: name, outcome, wall seconds, CPU seconds (user + system of it and everything it waited for). */
const rows = [];

/**
 * Node reports no CPU time for its children's children (process.resourceUsage() is this process only), so each script
 * runs under `sh`, whose `times` prints after the script the user and system time of every descendant it reaped (npm,
 * tsc, vitest's workers, Playwright, Chromium, the web server): the kernel adds a process's own and its reaped children's
 * time to its parent when it is reaped. The shell writes that line to fd 3, a pipe apart from the script's output.
 */
const TIMED = 'npm run --silent "$1"; code=$?; times >&3; exit $code';

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
    const child = spawn('sh', ['-c', TIMED, 'sh', name], { stdio: ['ignore', out, out, 'pipe'] });
    let output = '';
    let times = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.stdio[3].on('data', (d) => (times += d));
    child.on('close', (code) => {
      const wall = (performance.now() - t0) / 1000;
      const cpu = childCpuSeconds(times);
      rows.push({ name, ok: code === 0, wall, cpu });
      process.stdout.write(`\n── npm run ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${wall.toFixed(1)} s, ${cpu.toFixed(1)} CPU-s\n${output}`);
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
const width = Math.max(...rows.map((r) => r.name.length), 'total'.length);
const line = (name, outcome, wall, cpu) => `${name.padEnd(width)}  ${outcome.padEnd(6)}  ${wall.padStart(7)}  ${cpu.padStart(7)}`;
console.log(`\n── ${lanes.map((lane) => lane.join(' then ')).join(', ')}`);
console.log(line('script', 'result', 'wall s', 'CPU s'));
for (const r of rows) console.log(line(r.name, r.ok ? 'ok' : 'FAILED', r.wall.toFixed(1), r.cpu.toFixed(1)));
// Lanes overlap, so the wall column does not add up: the total is the clock from start to end, the CPU the sum.
console.log(line('total', results.every(Boolean) ? 'ok' : 'FAILED', total.toFixed(1), rows.reduce((s, r) => s + r.cpu, 0).toFixed(1)));
const machineAtEnd = machineCpuSeconds();
if (machineAtStart !== null && machineAtEnd !== null) {
  console.log(`machine: ${(machineAtEnd - machineAtStart).toFixed(1)} CPU-s busy over the run, all processes (other work on the machine included)`);
}
process.exit(results.every(Boolean) ? 0 : 1);
