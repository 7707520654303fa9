// Bench of token counting on pathological text: ms per 100 KB for the worst inputs, and how far the bounded count is from the real one.
import * as o200k from 'gpt-tokenizer/encoding/o200k_base';
import { boundedCount } from '@loopscope/payloads/tokens/token-pieces';
import { median, type BenchLine, type BenchModule } from './lib.ts';

const SIZE = 100 * 1024;
/** The real tokenizer is quadratic on these; it is only run on a 10 KB sample to compare counts. */
const SAMPLE = 10 * 1024;
const INPUTS: [string, (n: number) => string][] = [
  ['one letter repeated', (n) => 'a'.repeat(n)],
  ['a horizontal rule (=)', (n) => '='.repeat(n)],
  ['a run of zeros', (n) => '0'.repeat(n)],
  ['a run of spaces', (n) => `x${' '.repeat(n - 2)}x`],
  [
    'base64 blob',
    (n) =>
      Buffer.from(Array.from({ length: n }, (_, i) => (i * 7919) % 256))
        .toString('base64')
        .slice(0, n),
  ],
];

const bench: BenchModule = {
  title: 'Token counting on pathological text (bounded o200k_base, as the mock and the UI count)',
  async run(): Promise<BenchLine[]> {
    const lines: BenchLine[] = [];
    boundedCount(o200k, 'warm up');
    for (const [name, make] of INPUTS) {
      const text = make(SIZE);
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        boundedCount(o200k, text);
        times.push(performance.now() - t0);
      }
      const sample = make(SAMPLE);
      const real = o200k.encode(sample).length;
      const off = ((boundedCount(o200k, sample) - real) / real) * 100;
      lines.push({
        name: `${name}, 100 KB`,
        value: median(times),
        unit: 'ms',
        note: `count ${off >= 0 ? '+' : ''}${off.toFixed(2)}% vs the real tokenizer on 10 KB`,
      });
    }
    return lines;
  },
};

export default bench;
