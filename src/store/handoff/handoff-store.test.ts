// The handoff for real: the triage agent's loop and then the specialist's run on the mock, and the specialist's first
// request carries exactly what the switch hands over.
import { describe, expect, it } from 'vitest';
import { createHarness, mockTransport } from '@loopscope/seed-scenarios/testing/harness';
import { scenarioConfig } from '@loopscope/seed-scenarios';
import { SPECIALIST_SYSTEM, SPECIALIST_SYSTEM_IN, SPECIALIST_TASK } from './handoff';
import { createHandoffStore } from './handoff-store';
import { recordedRequests } from '../lessons/lesson-runner';
import { createSessionStore } from '../session/session-store';
import { runAgentsHandoff, sessionFromExchanges } from '@loopscope/engine';
import { AGENT_NAMES, agentsSdkAgents, AGENTS_SDK_TRIAGE_SYSTEM, type HandoffLanguage } from './handoff';
import type { AgentsSdkLanes, HandoffDeps } from './handoff-store';

function setup(keepWork?: () => Promise<void>, agentsSdk?: HandoffDeps['agentsSdk'], language?: () => string) {
  const triage = createSessionStore(createHarness().engine);
  const specialist = createSessionStore(createHarness().engine);
  const scenario = {
    id: 'seed-000-search',
    label: 'Search',
    description: '',
    followUps: [],
    config: scenarioConfig('seed-000-search'),
    translations: {
      ko: { systemPrompt: '너는 검색 전문가야', userMessage: '파이썬 GIL이 뭔지 검색해줘', followUps: [] },
      pl: {
        systemPrompt: 'Jesteś ekspertem od wyszukiwania',
        userMessage: 'Wyszukaj, czym jest GIL w Pythonie',
        followUps: [],
      },
    },
  };
  return {
    triage,
    specialist,
    handoff: createHandoffStore({ triage, specialist, scenario, keepWork, agentsSdk, language }),
  };
}

/** The app's Agents SDK wiring, on a mock of the test's own: the real SDK, each agent's exchanges rebuilt as its lane. */
async function agentsSdkOnMock(
  config: Parameters<NonNullable<HandoffDeps['agentsSdk']>>[0],
  language: HandoffLanguage,
): Promise<AgentsSdkLanes> {
  const result = await runAgentsHandoff({
    ...agentsSdkAgents(language, config.tools),
    model: config.model,
    question: config.userMessage,
    ...mockTransport(),
  });
  const lane = (name: string, idPrefix: string) =>
    sessionFromExchanges(result.lanes[name]!, { toolSource: () => null, idPrefix });
  return { triage: lane(AGENT_NAMES.triage, 't-'), specialist: lane(AGENT_NAMES.specialist, 's-') };
}

const lastAnswer = (session: ReturnType<typeof createSessionStore>) =>
  JSON.parse(recordedRequests(session).at(-1)!.responseBody!).choices[0].message.content as string;

const firstRequest = (session: ReturnType<typeof createSessionStore>) =>
  JSON.parse(recordedRequests(session)[0]!.requestBody!) as {
    messages: { role: string; content: unknown }[];
    tools?: unknown;
  };

describe('handoff store', () => {
  it('runs the triage loop, then the specialist loop on the final content', async () => {
    const { triage, specialist, handoff } = setup();
    expect(recordedRequests(specialist)).toHaveLength(0);
    await handoff.getState().run();
    expect(recordedRequests(triage)).toHaveLength(2);
    const triageAnswer = JSON.parse(recordedRequests(triage)[1]!.responseBody!).choices[0].message.content as string;
    const sent = firstRequest(specialist);
    expect(sent.messages).toEqual([
      { role: 'system', content: SPECIALIST_SYSTEM },
      { role: 'user', content: triageAnswer },
    ]);
    expect(sent.tools).toBeUndefined();
    const { engine } = specialist.getState();
    expect(engine.branches[engine.activeBranchId]!.status).toBe('done');
    expect(engine.branches[engine.activeBranchId]!.messages.at(-1)!.kind).toBe('assistant');
    expect(handoff.getState().handedOver).toBe(true);
    // Triage hands over a digest of its search (each result's title and first sentence), not raw results cut mid-word;
    // the specialist explains it as its instructions say (the off-topic Berlin hit left out) instead of saying it is a mock.
    expect(lastAnswer(specialist)).toMatch(/^Put simply: The GIL is a mutex/);
    expect(lastAnswer(specialist)).not.toContain('Berlin');
    expect(lastAnswer(specialist)).not.toContain('fixed sentence');
  });

  it("in the Korean UI both agents are prompted in Korean (issue 45 item 7): the triage question and the specialist's instructions", async () => {
    const { triage, specialist, handoff } = setup(undefined, undefined, () => 'ko');
    await handoff.getState().run();
    const asked = firstRequest(triage).messages;
    expect(asked.map((m) => m.content)).toEqual(['너는 검색 전문가야', '파이썬 GIL이 뭔지 검색해줘']);
    const sent = firstRequest(specialist).messages;
    expect(sent[0]!.content).toBe(SPECIALIST_SYSTEM_IN.ko);
    expect(sent[0]!.content).not.toBe(SPECIALIST_SYSTEM);
    // The mock answers in the language it is asked in.
    expect(lastAnswer(specialist)).toMatch(/[가-힣]/u);
  });

  it('the triage lane starts with its own set-up, not the playground’s loop, which is kept first', async () => {
    const kept: string[] = [];
    const { triage, handoff } = setup(async () => {
      kept.push(triage.getState().engine.config.userMessage);
    });
    await triage.getState().run();
    const playground = triage.getState().engine.config.userMessage;
    await handoff.getState().prepare();
    expect(kept).toEqual([playground]);
    const { engine } = triage.getState();
    expect(engine.config.userMessage).toBe(scenarioConfig('seed-000-search').userMessage);
    expect(engine.config.tools.map((t) => t.name)).toEqual(['search_web']);
    expect(recordedRequests(triage)).toHaveLength(0);
    expect(engine.branches[engine.activeBranchId]!.messages.map((m) => m.kind)).toEqual(['system', 'user']);

    // Already set up (or run): coming back to the page changes nothing.
    await handoff.getState().run();
    await handoff.getState().prepare();
    expect(recordedRequests(triage)).toHaveLength(2);
    expect(kept).toHaveLength(1);
  });

  it('a new choice starts the specialist over with that hand-over; the triage loop is not sent again', async () => {
    const { triage, specialist, handoff } = setup();
    await handoff.getState().run();
    await handoff.getState().choose('all');
    expect(recordedRequests(triage)).toHaveLength(2);
    expect(recordedRequests(specialist)).toHaveLength(1);
    expect(firstRequest(specialist).messages.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'user',
    ]);
    expect(firstRequest(specialist).messages.at(-1)!.content).toBe(SPECIALIST_TASK);

    await handoff.getState().choose('tools');
    const toolResult = JSON.parse(recordedRequests(triage)[1]!.requestBody!).messages[3].content as string;
    expect(firstRequest(specialist).messages[1]).toEqual({ role: 'user', content: toolResult });
  });

  it('before the triage agent has answered, choosing only sets the switch', async () => {
    const { specialist, handoff } = setup();
    await handoff.getState().choose('tools');
    expect(handoff.getState().choice).toBe('tools');
    expect(recordedRequests(specialist)).toHaveLength(0);
  });

  it('an Agents SDK run fills both lanes with what the SDK sent; the switch no longer re-sends', async () => {
    const { triage, specialist, handoff } = setup(undefined, agentsSdkOnMock);
    await handoff.getState().runAgentsSdk();
    expect(handoff.getState()).toMatchObject({ via: 'agents-sdk', handedOver: true, busy: false, error: null });
    expect(recordedRequests(triage)).toHaveLength(2);
    const tools = (
      JSON.parse(recordedRequests(triage)[0]!.requestBody!) as { tools: { function: { name: string } }[] }
    ).tools.map((t) => t.function.name);
    expect(tools).toEqual(['search_web', 'transfer_to_Python_specialist']);
    // The SDK hands over the whole history, its own transfer call and result included.
    expect(firstRequest(specialist).messages.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'tool',
    ]);
    expect(firstRequest(specialist).messages[0]!.content).toBe(SPECIALIST_SYSTEM);
    await handoff.getState().choose('tools');
    expect(recordedRequests(specialist)).toHaveLength(1);
  }, 30_000);

  it('an Agents SDK run in the Korean UI prompts both agents in Korean, and the triage agent still hands over', async () => {
    const { triage, specialist, handoff } = setup(undefined, agentsSdkOnMock, () => 'ko');
    await handoff.getState().runAgentsSdk();
    expect(handoff.getState()).toMatchObject({ via: 'agents-sdk', handedOver: true, error: null });
    const triageSystem = String(firstRequest(triage).messages[0]!.content);
    expect(triageSystem).not.toContain(AGENTS_SDK_TRIAGE_SYSTEM);
    expect(triageSystem).toMatch(/[가-힣]/);
    expect(firstRequest(triage).messages[1]!.content).toBe('파이썬 GIL이 뭔지 검색해줘');
    // The hand-over happened (the transfer call and its result reached the specialist), on Korean instructions.
    expect(firstRequest(specialist).messages.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'tool',
    ]);
    expect(String(firstRequest(specialist).messages[0]!.content)).toMatch(/^너는 파이썬 전문가야/);
  }, 30_000);

  it('a failed Agents SDK run says why and leaves both lanes as they were', async () => {
    const { specialist, handoff } = setup(undefined, async () => {
      throw new Error('400 model_not_found');
    });
    await handoff.getState().runAgentsSdk();
    expect(handoff.getState()).toMatchObject({ error: '400 model_not_found', handedOver: false, busy: false });
    expect(recordedRequests(specialist)).toHaveLength(0);
  });
});
