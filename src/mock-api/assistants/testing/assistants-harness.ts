// Test support for the Assistants simulator: a mock on a ticking clock, an SDK client, and spec checks per endpoint.
import { createMockApi } from '../../index.ts';
import type { MockApiOptions } from '../../types.ts';
import { BASE_URL, sdkClient, sseData, type Recorded } from '../../testing/harness.ts';
import { assertMatchesSpec } from '../../testing/openapi.ts';

export const CLOCK = 1_764_450_000_000;

/** A mock whose clock moves 250 ms per request, so polling walks the run through its phases deterministically. */
export function tickingMock(options: MockApiOptions = {}) {
  let now = CLOCK;
  const clock = {
    read: () => (now += 250),
    /** Jumps ahead, e.g. past a run's `expires_at`. */
    advance: (ms: number) => (now += ms),
  };
  const api = createMockApi({ clock: clock.read, runTiming: { pollAfterMs: 1 }, ...options });
  return { api, clock, ...sdkClient(api, { apiKey: 'sk-assistants-test' }) };
}

/** A raw request to the mock with the beta header unless told otherwise. */
export async function call(
  api: ReturnType<typeof createMockApi>,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await api.fetch(
    new Request(`${BASE_URL}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer sk-assistants-test',
        'openai-beta': 'assistants=v2',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  // biome-ignore format: the eslint-disable-line comment must stay on the line it excuses
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Which spec schema a request body and a response body of each endpoint must match. */
function schemasFor(method: string, path: string): { request?: string; response: string } | null {
  const p = path.replace(/^\/v1/, '');
  const rules: [RegExp, string, string | undefined, string][] = [
    [/^\/assistants$/, 'POST', 'CreateAssistantRequest', 'AssistantObject'],
    [/^\/assistants$/, 'GET', undefined, 'ListAssistantsResponse'],
    [/^\/assistants\/[^/]+$/, 'GET', undefined, 'AssistantObject'],
    [/^\/assistants\/[^/]+$/, 'POST', 'ModifyAssistantRequest', 'AssistantObject'],
    [/^\/assistants\/[^/]+$/, 'DELETE', undefined, 'DeleteAssistantResponse'],
    [/^\/threads$/, 'POST', 'CreateThreadRequest', 'ThreadObject'],
    [/^\/threads\/runs$/, 'POST', 'CreateThreadAndRunRequest', 'RunObject'],
    [/^\/threads\/[^/]+$/, 'GET', undefined, 'ThreadObject'],
    [/^\/threads\/[^/]+\/messages$/, 'POST', 'CreateMessageRequest', 'MessageObject'],
    [/^\/threads\/[^/]+\/messages$/, 'GET', undefined, 'ListMessagesResponse'],
    [/^\/threads\/[^/]+\/runs$/, 'POST', 'CreateRunRequest', 'RunObject'],
    [/^\/threads\/[^/]+\/runs$/, 'GET', undefined, 'ListRunsResponse'],
    [/^\/threads\/[^/]+\/runs\/[^/]+$/, 'GET', undefined, 'RunObject'],
    [/^\/threads\/[^/]+\/runs\/[^/]+\/cancel$/, 'POST', undefined, 'RunObject'],
    [/^\/threads\/[^/]+\/runs\/[^/]+\/submit_tool_outputs$/, 'POST', 'SubmitToolOutputsRunRequest', 'RunObject'],
    [/^\/threads\/[^/]+\/runs\/[^/]+\/steps$/, 'GET', undefined, 'ListRunStepsResponse'],
    [/^\/files$/, 'POST', undefined, 'OpenAIFile'],
    [/^\/vector_stores$/, 'POST', 'CreateVectorStoreRequest', 'VectorStoreObject'],
    [/^\/vector_stores\/[^/]+\/files$/, 'POST', 'CreateVectorStoreFileRequest', 'VectorStoreFileObject'],
  ];
  const hit = rules.find(([re, m]) => m === method && re.test(p));
  return hit ? { request: hit[2], response: hit[3] } : null;
}

const STREAM_SCHEMAS: Record<string, string> = {
  'thread.created': 'ThreadObject',
  'thread.run': 'RunObject',
  'thread.run.step': 'RunStepObject',
  'thread.run.step.delta': 'RunStepDeltaObject',
  'thread.message': 'MessageObject',
  'thread.message.delta': 'MessageDeltaObject',
};

function streamSchema(event: string): string {
  if (event.endsWith('.delta')) return STREAM_SCHEMAS[event]!;
  if (event === 'thread.created') return STREAM_SCHEMAS[event]!;
  const kind = ['thread.run.step', 'thread.message', 'thread.run'].find((k) => event.startsWith(`${k}.`))!;
  return STREAM_SCHEMAS[kind]!;
}

/** Checks every successful recorded exchange against the spec; returns how many bodies were checked. */
export async function assertAssistantsExchangesMatchSpec(exchanges: Recorded[]): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  let checked = 0;
  for (const ex of exchanges) {
    if (ex.status !== 200) continue;
    const schemas = schemasFor(ex.method, new URL(ex.url).pathname);
    if (!schemas) continue;
    if (schemas.request && ex.requestBody) {
      assertMatchesSpec(schemas.request, JSON.parse(ex.requestBody));
      checked++;
    }
    if (ex.contentType.startsWith('text/event-stream')) {
      const raw = ex.responseBody;
      if (!raw.endsWith('event: done\ndata: [DONE]\n\n'))
        throw new Error(`stream does not end with done: ${raw.slice(-80)}`);
      for (const block of raw.split('\n\n').filter(Boolean)) {
        const event = /^event: (.+)$/m.exec(block)![1]!;
        if (event === 'done') continue;
        assertMatchesSpec(streamSchema(event), sseData(`${block}\n\n`)[0]);
        checked++;
      }
    } else {
      assertMatchesSpec(schemas.response, JSON.parse(ex.responseBody));
      checked++;
    }
  }
  return checked;
}

/**
 * A stand-in code runner for unit tests of the mock: it prints the given lines and keeps the programs it was handed. The
 * real one (Pyodide) is tested where tools/ may be imported: tools/python and the engine's Assistants tests.
 */
export function stubRunner(printed: string[]) {
  const programs: string[] = [];
  const runCode = async (program: string) => {
    programs.push(program);
    return { logs: printed, error: null };
  };
  return { runCode, programs };
}
