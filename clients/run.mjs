// Client compatibility suite: real client libraries each run the weather tool loop against the built server's mock /v1, two at a time, one line per client.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installOwnDependencies, startBuiltServer } from '../scripts/suite-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
installOwnDependencies(here);

/** [label, script, ...args]; a script prints one line per case, a `##cases` JSON line and any `##note` lines (see loop.mjs). */
const CLIENTS = [
  ['openai SDK (current major)', 'openai-sdk.mjs', 'openai'],
  ['openai SDK (previous major)', 'openai-sdk.mjs', 'openai-prev'],
  [
    'openai SDK: WebSocket mode, background and cancel, stored and legacy completions, vector store file batches and search, hosted, computer and local_shell tools, async tools, multi_agent, functions, logprobs',
    'openai-surface.mjs',
  ],
  ['OpenAI Agents SDK', 'agents.mjs'],
  ['OpenAI Agents SDK: state, sessions, guardrails, tool errors', 'agents-state.mjs'],
  [
    'OpenAI Agents SDK: hosted tools (file search, web search, code interpreter, image generation)',
    'agents-hosted.mjs',
  ],
  ['OpenAI Agents SDK over WebSocket', 'agents-websocket.mjs'],
  ['OpenAI Agents SDK: default tracing on, to /v1/traces/ingest', 'agents-tracing.mjs'],
  [
    'OpenAI Agents SDK: routing by language, an input guardrail, a refusal rule, file-system tools',
    'agents-instructions.mjs',
  ],
  ['Vercel AI SDK', 'ai-sdk.mjs'],
  ['LangChain + LangGraph', 'langchain.mjs'],
  ['Mastra', 'mastra.mjs'],
  ['LlamaIndex', 'llamaindex.mjs'],
  ['Genkit', 'genkit.mjs'],
];
const only = process.argv.slice(2);
const chosen = only.length
  ? CLIENTS.filter(([label, script]) =>
      only.some((o) => script.includes(o) || label.toLowerCase().includes(o.toLowerCase())),
    )
  : CLIENTS;

const { server, origin } = await startBuiltServer();

const TIMEOUT_MS = 180_000;
/** Runs one client script; resolves to its cases (or one failed case when it crashed or printed none). */
function runClient([label, script, ...args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(here, script), ...args], {
      cwd: here,
      env: {
        ...process.env,
        LOOPSCOPE_URL: origin,
        OPENAI_API_KEY: 'sk-loopscope-clients',
        OPENAI_BASE_URL: `${origin}/proxy/v1`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const line = stdout.split('\n').find((l) => l.startsWith('##cases '));
      let cases = line ? JSON.parse(line.slice(8)) : [];
      if (!cases.length) {
        const why = signal ? `killed after ${TIMEOUT_MS / 1000} s` : `exited ${code} with no cases`;
        cases = [
          {
            name: script,
            status: 'fail',
            ms: 0,
            note: `${why}: ${(stderr || stdout).trim().split('\n').slice(-8).join(' | ')}`,
          },
        ];
      }
      const notes = stdout
        .split('\n')
        .filter((l) => l.startsWith('##note '))
        .map((l) => l.slice(7));
      resolve({ label, cases, notes, ms: Date.now() - started });
    });
  });
}

// Two at a time: the machine is small, and each script also loads a sizeable library.
const queue = [...chosen];
const outcomes = [];
async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const outcome = await runClient(next);
    outcomes.push(outcome);
    const { label, cases, notes, ms } = outcome;
    const status = cases.some((c) => c.status === 'fail')
      ? 'fail'
      : cases.some((c) => c.status === 'client-fault')
        ? 'client-fault'
        : 'pass';
    const counts = `${cases.filter((c) => c.status !== 'fail').length}/${cases.length} cases`;
    console.log(`${status.padEnd(12)} ${label}: ${counts} (${(ms / 1000).toFixed(1)} s)`);
    for (const c of cases.filter((c) => c.status !== 'pass'))
      console.log(`    ${c.status.padEnd(12)} ${c.name}: ${c.note}`);
    for (const text of notes) console.log(`    note         ${text}`);
  }
}
await Promise.all([worker(), worker()]);
server.kill();

const all = outcomes.flatMap((o) => o.cases);
const count = (status) => all.filter((c) => c.status === status).length;
if (count('client-fault'))
  console.log(
    `${count('client-fault')} cases passed with a client-side fault, named above (not counted against the mock)`,
  );
console.log(`clients: ${count('pass') + count('client-fault')} passed, ${count('fail')} failed`);
process.exit(count('fail') ? 1 : 0);
