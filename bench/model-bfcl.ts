// `npm run bench:model`: the mock model on BFCL's live categories, scored like BFCL's AST checker; prints accuracy.
// Options: `--show-failures N` prints N failing cases per category; BFCL_DIR overrides ../shared/bfcl.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createMockApi } from '../src/mock-api/index.ts';
import { toTool, type BfclFunction } from './bfcl/convert.ts';
import { scoreCase, type GroundTruthCall, type ModelCall } from './bfcl/score.ts';

const DIR = process.env.BFCL_DIR ?? resolve(process.cwd(), '../shared/bfcl');
const CATEGORIES = ['live_simple', 'live_multiple', 'live_parallel', 'live_irrelevance'];
const showArg = process.argv.indexOf('--show-failures');
const SHOW = showArg >= 0 ? Number(process.argv[showArg + 1] ?? 5) : 0;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

interface Case {
  id: string;
  question: { role: string; content: string }[][];
  function: BfclFunction[];
}

function readLines<T>(file: string): T[] {
  return readFileSync(resolve(DIR, file), 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as T);
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

const results: [string, number, number][] = [];
for (const category of CATEGORIES) {
  if (only && category !== only) continue;
  const cases = readLines<Case>(`${category}.json`);
  const truths = category === 'live_irrelevance' ? null : new Map(readLines<{ id: string; ground_truth: GroundTruthCall[] }>(`${category}.answer.json`).map((a) => [a.id, a.ground_truth]));
  let passed = 0;
  let shown = 0;
  for (const c of cases) {
    const calls = await ask(c);
    const failure = typeof calls === 'string' ? calls : scoreCase(c.function, calls, truths ? (truths.get(c.id) ?? []) : null);
    if (failure === '') passed++;
    else if (shown++ < SHOW) {
      console.log(`✗ ${c.id}: ${failure}\n    Q: ${c.question[0]!.map((m) => m.content).join(' / ').slice(0, 300)}\n    got: ${JSON.stringify(calls).slice(0, 300)}`);
    }
  }
  results.push([category, passed, cases.length]);
}

console.log('\nMock model on BFCL live (AST checker rules)');
for (const [category, passed, total] of results) console.log(`  ${category.padEnd(18)} ${((passed / total) * 100).toFixed(1).padStart(6)}%  (${passed}/${total})`);
const mean = results.reduce((s, [, p, t]) => s + p / t, 0) / results.length;
console.log(`  ${'mean'.padEnd(18)} ${(mean * 100).toFixed(1).padStart(6)}%`);
