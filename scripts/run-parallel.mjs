// Runs npm scripts side by side (`node scripts/run-parallel.mjs typecheck lint build`), printing each one's output whole
// when it ends and its wall time; fails if any fails. typecheck, lint and the build each keep about one core busy.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const started = performance.now();

function run(name) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - t0) / 1000).toFixed(1);
      process.stdout.write(`\n── npm run ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
console.log(`\n── ${names.join(', ')}: ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
process.exit(results.every(Boolean) ? 0 : 1);
