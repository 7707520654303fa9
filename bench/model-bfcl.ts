// `npm run bench:model`: the mock model on BFCL's live categories and on Loopscope's own held-out questions, scored like
// BFCL's AST checker; prints accuracy per category for the tuning half, the held-out half and the own set.
// Options: `--show-failures N` prints N failing cases (the tuning half's only, unless --half says otherwise) per category; `--only=<category>`; `--half=tuning|held-out`;
// BFCL_DIR overrides ../shared/bfcl.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createMockApi } from '../src/mock-api/index.ts';
import { toTool, type BfclFunction } from './bfcl/convert.ts';
import { BFCL_DIR as DIR } from './bfcl/data-dir.ts';
import { halfOf, type Half } from './bfcl/halves.ts';
import { scoreCase, type GroundTruthCall, type ModelCall } from './bfcl/score.ts';

const OWN = resolve(import.meta.dirname, 'model-heldout');
const CATEGORIES = ['live_simple', 'live_multiple', 'live_parallel', 'live_irrelevance'];
const OWN_CATEGORIES = ['simple', 'multiple', 'parallel', 'irrelevance'];
const showArg = process.argv.indexOf('--show-failures');
const SHOW = showArg >= 0 ? Number(process.argv[showArg + 1] ?? 5) : 0;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const onlyHalf = process.argv.find((a) => a.startsWith('--half='))?.slice('--half='.length) as Half | 'own' | undefined;

interface Case {
  id: string;
  question: { role: string; content: string }[][];
  function: BfclFunction[];
}

function readLines<T>(file: string): T[] {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as T);
}

const api = createMockApi({ scenario: 'none', clock: () => 1_764_450_000_000 });

/** One Chat Completions request per case (its first turn), as BFCL's OpenAI function-calling handler sends it. */
async function ask(c: Case): Promise<ModelCall[] | string> {
  const body = { model: 'gpt-4o', messages: c.question[0], tools: c.function.map(toTool) };
  const res = await api.fetch(new Request('http://mock.loopscope.local/v1/chat/completions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  const json = (await res.json()) as { error?: { message: string }; choices?: { message: { tool_calls?: { function: { name: string; arguments: string } }[] } }[] };
  if (!res.ok) return `HTTP ${res.status}: ${json.error?.message ?? ''}`;
  const calls = json.choices?.[0]?.message.tool_calls ?? [];
  try {
    return calls.map((t) => ({ name: t.function.name, args: JSON.parse(t.function.arguments) as Record<string, unknown> }));
  } catch {
    return `unparseable arguments: ${calls.map((t) => t.function.arguments).join(' | ')}`;
  }
}

type Tally = Map<string, [passed: number, total: number]>;
const tallies: Record<Half | 'own', Tally> = { tuning: new Map(), 'held-out': new Map(), own: new Map() };

async function run(category: string, cases: Case[], truths: Map<string, GroundTruthCall[]> | null, half: (c: Case) => Half | 'own') {
  let shown = 0;
  for (const c of cases) {
    const which = half(c);
    if (onlyHalf && which !== onlyHalf) continue;
    const calls = await ask(c);
    const failure = typeof calls === 'string' ? calls : scoreCase(c.function, calls, truths ? (truths.get(c.id) ?? []) : null);
    const tally = tallies[which];
    const [p, t] = tally.get(category) ?? [0, 0];
    tally.set(category, [p + (failure === '' ? 1 : 0), t + 1]);
    if (failure !== '' && which === (onlyHalf ?? 'tuning') && shown++ < SHOW) {
      console.log(`✗ ${c.id} (${which}): ${failure}\n    Q: ${c.question[0]!.map((m) => m.content).join(' / ').slice(0, 300)}\n    got: ${JSON.stringify(calls).slice(0, 300)}`);
    }
  }
}

for (const category of CATEGORIES) {
  if (only && category !== only) continue;
  if (onlyHalf === 'own') continue;
  const cases = readLines<Case>(resolve(DIR, `${category}.json`));
  const truths = category === 'live_irrelevance' ? null : new Map(readLines<{ id: string; ground_truth: GroundTruthCall[] }>(resolve(DIR, `${category}.answer.json`)).map((a) => [a.id, a.ground_truth]));
  await run(category, cases, truths, (c) => halfOf(c.id));
}
for (const category of OWN_CATEGORIES) {
  if (only && category !== only) continue;
  if (onlyHalf && onlyHalf !== 'own') continue;
  const cases = readLines<Case & { ground_truth?: GroundTruthCall[] }>(resolve(OWN, `${category}.jsonl`));
  const truths = category === 'irrelevance' ? null : new Map(cases.map((c) => [c.id, c.ground_truth ?? []]));
  await run(category, cases, truths, () => 'own');
}

function print(title: string, tally: Tally) {
  if (tally.size === 0) return;
  console.log(`\n${title}`);
  for (const [category, [passed, total]] of tally) console.log(`  ${category.padEnd(18)} ${((passed / total) * 100).toFixed(1).padStart(6)}%  (${passed}/${total})`);
  const mean = [...tally.values()].reduce((s, [p, t]) => s + p / t, 0) / tally.size;
  console.log(`  ${'mean'.padEnd(18)} ${(mean * 100).toFixed(1).padStart(6)}%`);
}

const both: Tally = new Map();
for (const half of [tallies.tuning, tallies['held-out']]) {
  for (const [category, [p, t]] of half) {
    const [bp, bt] = both.get(category) ?? [0, 0];
    both.set(category, [bp + p, bt + t]);
  }
}
print('Mock model on BFCL live, all questions (AST checker rules)', both);
print('  tuning half (ids whose hash is even: look at these failures when improving the model)', tallies.tuning);
print('  held-out half (ids whose hash is odd: measure only, never tune on these)', tallies['held-out']);
print("Mock model on Loopscope's own held-out questions (bench/model-heldout: invented tools, not from BFCL)", tallies.own);
