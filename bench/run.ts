// `npm run bench`: runs each bench module in turn and prints its numbers (medians; nothing is asserted).
import type { BenchModule } from './lib.ts';

/** Add a bench by appending its module here; each default-exports a BenchModule. */
const MODULES: (() => Promise<{ default: BenchModule }>)[] = [
  () => import('./mock-api.ts'),
  () => import('./model-scale.ts'),
  () => import('./capture-proxy.ts'),
  () => import('./ui-scale.ts'),
];

for (const load of MODULES) {
  const bench = (await load()).default;
  console.log(`\n${bench.title}`);
  for (const line of await bench.run()) {
    const value = line.value >= 100 ? line.value.toFixed(0) : line.value.toFixed(3);
    console.log(`  ${line.name.padEnd(52)} ${value.padStart(10)} ${line.unit}${line.note ? `  (${line.note})` : ''}`);
  }
}
