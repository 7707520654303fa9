// `npm run bench`: runs each bench module in turn and prints its numbers (medians; nothing is asserted).
// `npm run bench -- side-by-side ui-scale` runs only the named modules.
import type { BenchModule } from './lib.ts';

/** Add a bench by adding its module here; each default-exports a BenchModule. */
const MODULES: Record<string, () => Promise<{ default: BenchModule }>> = {
  'mock-api': () => import('./mock-api.ts'),
  store: () => import('./store.ts'),
  'side-by-side': () => import('./side-by-side.ts'),
  'server-start': () => import('./server-start.ts'),
  tokenizer: () => import('./tokenizer.ts'),
  'model-scale': () => import('./model-scale.ts'),
  'capture-proxy': () => import('./capture-proxy.ts'),
  'first-exchange': () => import('./first-exchange.ts'),
  'ui-scale': () => import('./ui-scale.ts'),
  persistence: () => import('./persistence.ts'),
  soak: () => import('./soak.ts'),
  'soak-store': () => import('./soak-store.ts'),
  'stored-endpoints': () => import('./stored-endpoints.ts'),
  'soak-sockets': () => import('./soak-sockets.ts'),
  'soak-capture': () => import('./soak-capture.ts'),
  package: () => import('./package.ts'),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in MODULES));
if (unknown.length > 0)
  throw new Error(`Unknown bench ${unknown.join(', ')}; known: ${Object.keys(MODULES).join(', ')}`);

for (const [name, load] of Object.entries(MODULES)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const bench = (await load()).default;
  console.log(`\n${bench.title}`);
  for (const line of await bench.run()) {
    const value = line.value >= 100 ? line.value.toFixed(0) : line.value.toFixed(3);
    console.log(`  ${line.name.padEnd(52)} ${value.padStart(10)} ${line.unit}${line.note ? `  (${line.note})` : ''}`);
  }
}
