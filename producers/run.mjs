// Real trace producers against the built Loopscope: OpenTelemetry's openai instrumentation (GenAI conventions,
// protobuf, content on log events, Chat Completions and Responses), OpenInference (OTLP JSON) and the AI SDK 6's own
// telemetry (ai.* attributes) export the weather loop to /otlp; each loop must then
// be in the capture log with its question, tool call and result, and the OTLP export must load back to the same
// exchanges. The Agents SDK's trace export is written to a file and opened by the import codec (agents-import.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installOwnDependencies, startBuiltServer } from '../scripts/suite-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
installOwnDependencies(here);

const { server, origin } = await startBuiltServer();

// spawnSync below blocks this process for seconds, so it cannot see the server close an idle keep-alive socket; the next
// fetch may reuse that dead socket and fail with a reset. Such a reset (and only that) is retried once on a new socket.
const fetchOnce = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  try {
    return await fetchOnce(input, init);
  } catch (error) {
    const code = error?.cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    return fetchOnce(input, init);
  }
};

const api = async (path, init) => {
  const response = await fetch(`${origin}${path}`, init);
  assert.ok(response.ok, `${path} answered ${response.status}`);
  return response.json();
};
const exchanges = async () => (await api('/api/capture/exchanges')).exchanges;
/** What a trace-made exchange must carry: the question, the tool call with its arguments, the tool's result. */
function assertWeatherLoop(list, producer) {
  const bodies = list.map((e) => `${e.requestBody ?? ''}\n${e.responseBody ?? ''}`).join('\n');
  assert.ok(list.length >= 2, `${producer}: ${list.length} exchanges in the capture log, expected the loop's 2`);
  assert.match(bodies, /What's the weather in Paris\?/, `${producer}: the question`);
  assert.match(bodies, /get_weather/, `${producer}: the tool call`);
  assert.match(bodies, /\\"city\\":\\"Paris\\"|"city":"Paris"/, `${producer}: the call's arguments`);
  assert.match(bodies, /temperature_c\\?":17/, `${producer}: the tool's result`);
}

const run = (script, ...args) => {
  const child = spawnSync(process.execPath, [join(here, script), ...args], {
    cwd: here,
    env: { ...process.env, LOOPSCOPE_URL: origin },
    encoding: 'utf8',
  });
  assert.equal(child.status, 0, `${script} failed:\n${child.stdout}\n${child.stderr}`);
  return child.stdout;
};

// `node run.mjs <word>…` runs only the producers whose name or script contains one of the words (case-insensitive).
const only = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = (name, script) =>
  only.length === 0 || only.some((word) => name.toLowerCase().includes(word) || script.includes(word));

let failed = false;
const OTLP_PRODUCERS = [
  ['OpenTelemetry instrumentation-openai (GenAI, protobuf, log events)', 'otel-genai.mjs'],
  ['OpenTelemetry instrumentation-openai on Responses (operation-details log records)', 'otel-genai.mjs', 'responses'],
  ['OpenInference (OTLP JSON)', 'openinference.mjs'],
  ['Vercel AI SDK 6 telemetry on Responses (ai.* attributes, OTLP JSON)', 'ai-sdk-telemetry.mjs'],
  ['Vercel AI SDK 6 telemetry on Chat Completions (ai.* attributes, OTLP JSON)', 'ai-sdk-telemetry.mjs', 'chat'],
  [
    'Vercel AI SDK 6 telemetry, streamText on Responses (ai.streamText.doStream spans)',
    'ai-sdk-telemetry.mjs',
    'stream',
  ],
];
for (const [name, script, ...args] of OTLP_PRODUCERS.filter(([name, script, ...args]) =>
  chosen(name, [script, ...args].join(' ')),
)) {
  try {
    await fetch(`${origin}/api/capture/exchanges`, { method: 'DELETE' });
    run(script, ...args);
    const captured = await exchanges();
    assertWeatherLoop(captured, name);
    // Traces out, then in again: the export loads back to the same requests and responses.
    const exported = await (await fetch(`${origin}/api/capture/export.otlp.json`)).text();
    assert.doesNotMatch(exported, /sk-producer/, `${name}: an API key in the OTLP export`);
    await fetch(`${origin}/api/capture/exchanges`, { method: 'DELETE' });
    await api('/otlp/v1/traces', { method: 'POST', headers: { 'content-type': 'application/json' }, body: exported });
    const again = await exchanges();
    const bodies = (list) => list.map((e) => [e.requestBody, e.responseBody]);
    assert.deepEqual(bodies(again), bodies(captured), `${name}: the OTLP export re-imports to the same exchanges`);
    console.log(`ok   ${name}: ${captured.length} exchanges, round trip through export.otlp.json`);
  } catch (error) {
    failed = true;
    console.log(`FAIL ${name}: ${error.message}`);
  }
}

if (chosen('OpenAI Agents SDK trace export', 'agents-trace.mjs'))
  try {
    const file = join(mkdtempSync(join(tmpdir(), 'loopscope-agents-')), 'agents-trace.json');
    run('agents-trace.mjs', file);
    const check = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'agents-import.ts'), file], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.equal(check.status, 0, `the Agents SDK export did not open as a session:\n${check.stdout}\n${check.stderr}`);
    console.log(`ok   OpenAI Agents SDK trace export: ${check.stdout.trim()}`);
  } catch (error) {
    failed = true;
    console.log(`FAIL OpenAI Agents SDK trace export: ${error.message}`);
  }

server.kill();
process.exit(failed ? 1 : 0);
