// AI SDK DevTools captures (`.devtools/generations.json` of `@ai-sdk/devtools`) read into recorded exchanges.
//
// The format is not documented as a file format; it is read from the package's source (vercel/ai,
// packages/devtools/src/db.ts and middleware.ts): `{ runs: Run[], steps: Step[] }`, where a step belongs to a run
// (`run_id`, `step_number`), names its `provider` (e.g. "openai.chat", "openai.responses"), and after the call holds
// `raw_request` (JSON text of the provider request body), `raw_response` (JSON text of the response body for
// `generate` steps; AI SDK stream parts for `stream` steps), `raw_chunks` (JSON text of the provider's stream
// chunks) and `error`. The bodies are re-serialised by the AI SDK, so they are the sent JSON, not its exact bytes.
import type { WireExchange } from '@loopscope/wire/wire-exchange';
import type { Message } from '../message';
import { say } from '../say';
import { isObject } from '@loopscope/wire/json-object';

type Obj = Record<string, unknown>;

export function looksLikeDevtools(value: unknown): value is { runs: unknown[]; steps: unknown[] } {
  return (
    isObject(value) &&
    Array.isArray(value.runs) &&
    Array.isArray(value.steps) &&
    value.steps.some((s) => isObject(s) && 'run_id' in s && 'step_number' in s)
  );
}

/** `raw_request` is JSON.stringify(body): an object's JSON, or a string body encoded once more. */
function bodyText(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return null;
  }
}

/** A streamed step's provider chunks as the SSE text they arrived in. */
function sseFromChunks(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const chunks: unknown = JSON.parse(raw);
    if (!Array.isArray(chunks) || chunks.length === 0) return null;
    return `${chunks.map((c) => `data: ${typeof c === 'string' ? c : JSON.stringify(c)}\n\n`).join('')}data: [DONE]\n\n`;
  } catch {
    return null;
  }
}

function endpointOf(provider: string, body: string): string | null {
  if (/\.responses$/.test(provider)) return '/responses';
  if (/\.chat$/.test(provider) || /^openai/.test(provider)) return '/chat/completions';
  // Other OpenAI-compatible providers: the body's shape says which API it is.
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (isObject(parsed) && Array.isArray(parsed.messages)) return '/chat/completions';
  if (isObject(parsed) && 'input' in parsed) return '/responses';
  return null;
}

export type DevtoolsRead = { ok: true; exchanges: WireExchange[]; runLabel: Message } | { ok: false; error: Message };

/** The latest run that recorded request bodies, one exchange per step in step order. */
export function readDevtools(value: { runs: unknown[]; steps: unknown[] }): DevtoolsRead {
  const steps = value.steps.filter(isObject).filter((s) => bodyText(s.raw_request) !== null);
  if (steps.length === 0) return { ok: false, error: say('import.devtoolsNoBodies') };
  const runs = value.runs.filter(isObject).filter((r) => steps.some((s) => s.run_id === r.id));
  const started = (r: Obj) => Date.parse(String(r.started_at ?? '')) || 0;
  const run = runs.sort((a, b) => started(b) - started(a))[0];
  const runId = run ? run.id : steps.at(-1)!.run_id;
  const ofRun = steps.filter((s) => s.run_id === runId).sort((a, b) => Number(a.step_number) - Number(b.step_number));
  const exchanges: WireExchange[] = [];
  for (const step of ofRun) {
    const provider = String(step.provider ?? '');
    const requestBody = bodyText(step.raw_request)!;
    const path = endpointOf(provider, requestBody);
    if (!path || /anthropic|google|bedrock|mistral\.|cohere/.test(provider)) {
      return {
        ok: false,
        error: say('import.devtoolsProvider', {
          step: String(step.step_number),
          provider: provider || say('import.unknownProvider'),
        }),
      };
    }
    const failed = typeof step.error === 'string' && step.error !== '';
    const responseBody = failed
      ? null
      : step.type === 'stream'
        ? sseFromChunks(step.raw_chunks)
        : bodyText(step.raw_response);
    const startedAt = Date.parse(String(step.started_at ?? ''));
    exchanges.push({
      method: 'POST',
      url: `https://api.openai.com/v1${path}`,
      requestHeaders: { 'content-type': 'application/json' },
      requestBody,
      status: failed ? null : responseBody === null ? null : 200,
      responseHeaders:
        step.type === 'stream' ? { 'content-type': 'text/event-stream' } : { 'content-type': 'application/json' },
      responseBody,
      startedAt: Number.isNaN(startedAt) ? null : startedAt,
      durationMs: typeof step.duration_ms === 'number' ? step.duration_ms : null,
    });
  }
  const others = runs.length - 1;
  const latest = say('format.latestRun', { count: exchanges.length });
  return {
    ok: true,
    exchanges,
    runLabel: others > 0 ? say('format.olderRuns', { run: latest, count: others }) : latest,
  };
}
