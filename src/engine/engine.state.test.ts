// The engine as an external store: immutable snapshots, subscribe/unsubscribe, configure, tool issues.
import { createMockMcpHandler, handlerFetch } from '@loopscope/mock-api/mcp/index';
import { describe, expect, it } from 'vitest';
import { jsonSchemaTool } from '@loopscope/tools/define-tool';
import { scenarioConfig, seed001Config, SCENARIOS } from '@loopscope/seed-scenarios';
import { activeBranch, chat, createHarness, roles } from '@loopscope/seed-scenarios/testing/harness';

describe('engine state', () => {
  it('hands out a new snapshot on every change and notifies until unsubscribed', async () => {
    const { engine } = createHarness();
    const before = engine.getState();
    expect(engine.getState()).toBe(before);
    let calls = 0;
    const unsubscribe = engine.subscribe(() => calls++);
    await engine.step();
    expect(calls).toBeGreaterThan(3);
    expect(engine.getState()).not.toBe(before);
    expect(before.branches[before.activeBranchId]!.exchanges).toEqual([]);
    unsubscribe();
    const seen = calls;
    await engine.step();
    expect(calls).toBe(seen);
  });

  it('configure previews a new configuration before anything is sent, and keeps history afterwards', async () => {
    const { engine } = createHarness();
    engine.configure({ ...seed001Config(), systemPrompt: '' });
    expect(roles(activeBranch(engine).messages)).toEqual(['user']);
    await engine.step();
    engine.configure(scenarioConfig('calculator'));
    expect(activeBranch(engine).exchanges).toHaveLength(1);
    expect(engine.getState().config.tools.map((t) => t.name)).toEqual(['calculate']);
  });

  it('lists strict-mode violations of the configured tools without blocking the run', async () => {
    const loose = jsonSchemaTool({
      name: 'loose',
      description: '',
      parameters: { type: 'object', properties: { a: { type: 'string' } } },
      source: '',
    });
    const { engine } = createHarness({ config: { ...seed001Config(), tools: [...seed001Config().tools, loose] } });
    expect(engine.getState().toolIssues?.map((i) => i.path)).toEqual([
      '$.tools[2].function.parameters.required',
      '$.tools[2].function.parameters.additionalProperties',
    ]);
    await engine.step();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('error');
    expect(branch.stopReason).toContain("Invalid schema for function 'loose'");
  });

  // The math tutor's only tool is Assistants' built-in code_interpreter (engine.assistants.test.ts runs it); seed 002's
  // joke has no tools (engine.joke.test.ts).
  // Chat-style scenarios only: the Responses-only ones (tool search, program-weather) run in engine.responses-scenarios.test.ts.
  it.each(
    SCENARIOS.filter((s) => s.config().tools.length > 0 && s.config().apiStyle === 'chat').map(
      (s) => [s.id, s] as const,
    ),
  )('scenario %s runs to a final answer against the mock, tools included', async (_id, scenario) => {
    // A scenario whose tool is on the built-in MCP server reaches it in process, as the page does.
    const { engine } = createHarness({
      config: scenario.config(),
      mcpFetch: () => handlerFetch(createMockMcpHandler()),
    });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    const results = branch.messages.filter((m) => chat(m).role === 'tool');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((m) => m.toolRun?.ok)).toBe(true);
    for (const followUp of scenario.followUps) {
      const toolsBefore = activeBranch(engine).messages.filter((m) => chat(m).role === 'tool').length;
      await engine.continueWith(followUp);
      const after = activeBranch(engine);
      expect(after.status).toBe('done');
      const newResults = after.messages.filter((m) => chat(m).role === 'tool').slice(toolsBefore);
      expect(newResults.length).toBeGreaterThan(0);
      expect(newResults.every((m) => m.toolRun?.ok)).toBe(true);
    }
  });

  it('refuses a new user message while tool results are owed', async () => {
    const { engine } = createHarness();
    await engine.step();
    engine.fork(2, chat(activeBranch(engine).messages[2]!));
    await engine.continueWith('Hello again');
    expect(engine.getState().notice).toMatch(/still waiting for tool results/);
    expect(roles(activeBranch(engine).messages)).toEqual(['system', 'user', 'assistant']);
    expect(activeBranch(engine).exchanges).toEqual([]);
  });
});
