// Runs npm scripts side by side, each lane's output printed whole when it ends, with its wall time; fails if any fails.
// `a b+c` runs a beside b, and c after b; `b+c,d` runs c and d side by side once b is done; `--live=c` streams c's output
// as it comes (a long end-to-end run shows progress).
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const live = new Set(args.filter((a) => a.startsWith('--live=')).map((a) => a.slice('--live='.length)));
const lanes = args.filter((a) => !a.startsWith('--')).map((lane) => lane.split('+'));
const started = performance.now();

function run(name) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const streamed = live.has(name);
    if (streamed) process.stdout.write(`\n── npm run ${name}: started\n`);
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', streamed ? 'inherit' : 'pipe', streamed ? 'inherit' : 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - t0) / 1000).toFixed(1);
      process.stdout.write(`\n── npm run ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n${output}`);
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
console.log(`\n── ${lanes.map((lane) => lane.join(' then ')).join(', ')}: ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
process.exit(results.every(Boolean) ? 0 : 1);
