// Code export's content: no key anywhere, curl bodies byte for byte, a fork's loop starting from its edit, the Assistants loop's parts.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAssistantsHarness } from '@loopscope/engine/testing/assistants-harness';
import { assistantsConfig } from '@loopscope/seed-scenarios/testing/harness';
import { createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { scenarioConfig } from '@loopscope/seed-scenarios';
import type { EngineState } from '@loopscope/engine/types';
import { ranSeedState } from '../testing/sessions';
import { requestParamsFor } from '@loopscope/engine/request-params';
import { exportCode, type CodeFile } from './index';
import { pyLiteral } from './literals';

let seed: EngineState;
beforeAll(async () => {
  seed = await ranSeedState();
});

async function files(state: EngineState): Promise<Record<string, CodeFile>> {
  const exported = await exportCode(state, 'Weather', 'http://localhost:5173/v1', { requestParams: requestParamsFor });
  if (!exported.ok) throw new Error(exported.error);
  return Object.fromEntries(exported.files.map((f) => [f.language, f]));
}

/** Undoes the shell's single quoting of curl's --data-binary word. */
function curlBodies(script: string): string[] {
  return [...script.matchAll(/--data-binary '((?:[^']|'\\'')*)'/g)].map((m) => m[1]!.replaceAll(`'\\''`, "'"));
}

describe('exportCode', () => {
  it('never writes the key: not from the configuration, not from recorded headers', async () => {
    const secret = 'sk-test-SECRET123';
    const branch = seed.branches[seed.activeBranchId]!;
    const withKey: EngineState = {
      ...seed,
      config: { ...seed.config, provider: { kind: 'openai', baseURL: 'https://api.openai.com/v1', apiKey: secret } },
      branches: {
        [branch.id]: {
          ...branch,
          exchanges: branch.exchanges.map((e) => ({
            ...e,
            requestHeaders: { ...e.requestHeaders, authorization: `Bearer ${secret}` },
          })),
        },
      },
    };
    const out = await files(withKey);
    for (const file of Object.values(out)) expect(file.text).not.toContain('SECRET123');
    expect(out.typescript!.text).toContain('apiKey: process.env.OPENAI_API_KEY,');
    expect(out.python!.text).toContain('api_key=os.environ["OPENAI_API_KEY"]');
    expect(out.curl!.text).toContain('Authorization: Bearer $OPENAI_API_KEY');
    expect(out.typescript!.text).toContain('process.env.OPENAI_BASE_URL ?? "https://api.openai.com/v1"');
  });

  it('curl re-sends every recorded body byte for byte, quotes and non-ASCII included', async () => {
    const { curl } = await files(seed);
    const recorded = seed.branches[seed.activeBranchId]!.exchanges.map((e) => e.requestBody);
    expect(recorded[0]).toContain("What's");
    expect(curlBodies(curl!.text)).toEqual(recorded);
  });

  it('a fork starts from its edited conversation and its stubs answer with the edited result', async () => {
    const { engine } = createHarness();
    await engine.run();
    const toolIndex = engine
      .getState()
      .branches[engine.getState().activeBranchId]!.messages.findIndex((m) => m.kind === 'tool-result');
    const edited = '{"city": "Berlin", "temperature": -40, "unit": "°C", "condition": "Blizzard", "humidity": 99}';
    await engine.replayFrom(toolIndex, { role: 'tool', tool_call_id: 'call_xK9f2a', content: edited });
    const { typescript, python } = await files(engine.getState());
    const messages = typescript!.text.slice(
      typescript!.text.indexOf('const messages'),
      typescript!.text.indexOf('/**', typescript!.text.indexOf('const messages')),
    );
    // The fork's first request carried the model's tool calls and the edited result, so the program starts there.
    expect(messages).toContain('"tool_calls"');
    expect(messages).toContain(JSON.stringify(edited));
    const stubs = python!.text.slice(python!.text.indexOf('RECORDED_RESULTS = '));
    expect(stubs).toContain(`"output": ${JSON.stringify(edited)}`);
    expect(stubs).not.toContain('Partly cloudy');
  });

  it("writes an Assistants loop with the assistant as created, the question as a thread message and each call's submitted output as a stub", async () => {
    const { engine } = createAssistantsHarness(assistantsConfig('seed-001-weather'));
    await engine.run();
    const state = engine.getState();
    const branch = state.branches[state.activeBranchId]!;
    const created = JSON.parse(
      branch.exchanges.find((e) => e.method === 'POST' && e.url.endsWith('/assistants'))!.requestBody!,
    ) as unknown;
    const submitted = branch.messages
      .filter((m) => m.kind === 'tool-result')
      .map((m) => (m.wire as { output: string }).output);
    // Seed 001 asks for Berlin, Tokyo and a conversion in one run.
    expect(submitted).toHaveLength(3);
    const { typescript, python, curl } = await files(state);
    expect(typescript!.text).toContain(
      `const assistantParams: AssistantCreateParams = ${JSON.stringify(created, null, 2)};`,
    );
    expect(typescript!.text).toContain(
      `const pendingMessages: MessageCreateParams[] = ${JSON.stringify([{ role: 'user', content: state.config.userMessage }], null, 2)};`,
    );
    const stubs = python!.text.slice(python!.text.indexOf('RECORDED_RESULTS = '));
    for (const output of submitted) expect(stubs).toContain(`"output": ${JSON.stringify(output)}`);
    // Polls and all: every recorded request is a curl command, the body bytes unchanged.
    expect(curl!.text.match(/^curl /gm)).toHaveLength(branch.exchanges.length);
    expect(curlBodies(curl!.text)).toEqual(
      branch.exchanges.flatMap((e) => (e.requestBody === null ? [] : [e.requestBody])),
    );
  });

  it('writes JSON as Python literals', () => {
    expect(pyLiteral({ a: [true, false, null], b: 'it\'s "x"\n', c: 1.5 })).toBe(
      '{\n    "a": [\n        True,\n        False,\n        None,\n    ],\n    "b": "it\'s \\"x\\"\\n",\n    "c": 1.5,\n}',
    );
  });
});

describe('exportCode of the Responses options set in the configuration panel', () => {
  async function responsesFiles(options: EngineState['config']['options']): Promise<Record<string, CodeFile>> {
    const { engine } = createHarness();
    const config = engine.getState().config;
    engine.configure({ ...config, apiStyle: 'responses', options: { ...config.options, ...options } });
    await engine.run();
    return files(engine.getState());
  }

  it('sends context_management and the programmatic tool as the session did, in both languages', async () => {
    const out = await responsesFiles({ ...seed.config.options, programmaticTools: true, compactThreshold: 1200 });
    for (const text of [out.typescript!.text, out.python!.text]) {
      expect(text).toContain('"type": "programmatic_tool_calling"');
      expect(text).toMatch(
        /"context_management": \[\s*\{\s*"type": "compaction",\s*"compact_threshold": 1200,?\s*\},?\s*\]/,
      );
    }
  });

  it('writes a session whose tool search ran in Loopscope with the hosted search, and says so', async () => {
    const { engine } = createHarness({ config: scenarioConfig('tool-search-shop-desk') });
    const config = engine.getState().config;
    engine.configure({ ...config, options: { ...config.options, toolSearchExecution: 'client' } });
    await engine.run();
    // The session sent the client search (the engine's test shows it); a program has no search of its own to answer with.
    const state = engine.getState();
    expect(JSON.parse(state.branches[state.activeBranchId]!.exchanges[0]!.requestBody!).tools[0]).toEqual({
      type: 'tool_search',
      execution: 'client',
    });
    const { typescript, python } = await files(state);
    for (const text of [typescript!.text, python!.text]) {
      expect(text).toMatch(/"tools": \[\s*\{\s*"type": "tool_search",?\s*\}/);
      expect(text).not.toContain('"execution": "client"');
      expect(text).toContain('This session ran the tool search in Loopscope (execution: "client")');
    }
  });

  it('answers shell and apply_patch calls with the output items the session sent, each recording in its turn, in both languages', async () => {
    const { engine } = createHarness({ config: scenarioConfig('workspace-typo') });
    await engine.run();
    await engine.continueWith('Run `cat src/greet.py`.');
    const state = engine.getState();
    const sent = state.branches[state.activeBranchId]!.messages.map(
      (m) => m.wire as unknown as Record<string, unknown>,
    );
    const shellOutputs = sent
      .filter((item) => item.type === 'shell_call_output')
      .map((item) => item.output as { stdout: string }[]);
    const patchOutput = sent.find((item) => item.type === 'apply_patch_call_output')!;
    // The file is read before the patch and again in the follow-up, after it: two recordings of one command.
    expect(shellOutputs.map((output) => output[0]!.stdout.includes('Helo,'))).toEqual([true, false]);
    const { typescript, python, curl } = await files(state);
    const ts = typescript!.text;
    const tsShell = ts.slice(ts.indexOf('const recordedShell'), ts.indexOf('const recordedPatches'));
    expect(tsShell.indexOf(JSON.stringify(shellOutputs[0]![0]!.stdout))).toBeLessThan(
      tsShell.indexOf(JSON.stringify(shellOutputs[1]![0]!.stdout)),
    );
    expect(ts).toContain(
      `"status": ${JSON.stringify(patchOutput.status)},\n    "output": ${JSON.stringify(patchOutput.output)}`,
    );
    expect(ts).toContain('history.push(...workspaceCalls.map(runWorkspaceCall));');
    const py = python!.text;
    const pyShell = py.slice(py.indexOf('RECORDED_SHELL = '), py.indexOf('RECORDED_PATCHES = '));
    expect(pyShell.indexOf(JSON.stringify(shellOutputs[0]![0]!.stdout))).toBeLessThan(
      pyShell.indexOf(JSON.stringify(shellOutputs[1]![0]!.stdout)),
    );
    expect(py).toContain('history.extend(run_workspace_call(call) for call in workspace_calls)');
    for (const text of [ts, py]) expect(text).toContain('"type": "apply_patch"');
    // The requests themselves as recorded.
    expect(curlBodies(curl!.text)).toEqual(state.branches[state.activeBranchId]!.exchanges.map((e) => e.requestBody));
    const weather = await responsesFiles(seed.config.options);
    for (const file of Object.values(weather))
      expect(file.text).not.toMatch(/runWorkspaceCall|run_workspace_call|shell_call/);
  });

  it('writes a WebSocket-mode session with the SDK socket clients: ResponsesWS in TypeScript, responses.connect() in Python', async () => {
    const socket = await responsesFiles({ ...seed.config.options, responsesTransport: 'websocket' });
    const ts = socket.typescript!.text;
    expect(ts).toContain("import { ResponsesWS } from 'openai/resources/responses/ws';");
    expect(ts).toContain('const socket = new ResponsesWS(client);');
    expect(ts).toContain("socket.send({ type: 'response.create', ...request });");
    expect(ts).toContain('const response = await createOverSocket(request);');
    expect(ts).not.toContain('client.responses.create(');
    // The socket would keep Node running: it is closed once the turns are done, failed or not.
    expect(ts).toMatch(/\.finally\(\(\) => \{\s*socket\.close\(\);\s*\}\)/);
    const py = socket.python!.text;
    expect(py).toContain('connection = client.responses.connect().enter()');
    expect(py).toContain('connection.response.create(**request)');
    expect(py).toContain('response = create_over_socket(request)');
    expect(py).not.toContain('client.responses.create(');
    const http = await responsesFiles(seed.config.options);
    for (const file of Object.values(http)) expect(file.text).not.toMatch(/WebSocket|ResponsesWS|responses\.connect/);
  });
});
