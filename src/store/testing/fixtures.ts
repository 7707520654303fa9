// Test helpers: a seed-shaped config, messages and exchanges, and a scripted in-memory engine double.
import type {
  Branch,
  EngineCommands,
  EngineState,
  Exchange,
  SessionConfig,
  TimelineEntry,
} from '@loopscope/engine/types';

export const config: SessionConfig = {
  apiStyle: 'chat',
  provider: { kind: 'mock', baseURL: 'http://mock.loopscope.local/v1', apiKey: 'sk-test' },
  model: 'gpt-4o',
  systemPrompt: 'You are a helpful weather assistant.',
  userMessage: "What's the weather in Berlin and Tokyo?",
  tools: [],
  options: { maxSteps: 8, parallelToolCalls: true, stream: false, seed: 1, toolChoice: 'auto' },
};

export function exchange(step: number, messages: number, over: Partial<Exchange> = {}): Exchange {
  return {
    id: `ex-${step}-${over.attempt ?? 0}`,
    step,
    attempt: 0,
    method: 'POST',
    url: 'http://mock.loopscope.local/v1/chat/completions',
    requestHeaders: {},
    requestBody: JSON.stringify({
      model: 'gpt-4o',
      messages: Array.from({ length: messages }, () => ({ role: 'user', content: 'x' })),
    }),
    status: 200,
    responseHeaders: {},
    responseBody: '{}',
    streamed: false,
    events: [],
    startedAt: 0,
    durationMs: 5,
    state: 'done',
    error: null,
    ...over,
  };
}

export function message(
  id: string,
  role: 'system' | 'user' | 'assistant' | 'tool',
  firstSentInStep: number | null,
): TimelineEntry {
  const msg =
    role === 'tool'
      ? { role, content: '{}', tool_call_id: `call_${id}` }
      : role === 'assistant'
        ? { role, content: 'done' }
        : { role, content: id };
  const kind = role === 'tool' ? 'tool-result' : role;
  return { id, style: 'chat', kind, wire: msg, provenance: { kind: 'config' }, firstSentInStep };
}

export function branch(over: Partial<Branch> = {}): Branch {
  return {
    id: 'main',
    parentId: null,
    forkIndex: null,
    label: 'main',
    messages: [],
    exchanges: [],
    status: 'idle',
    stopReason: null,
    steps: 0,
    ...over,
  };
}

export function engineState(over: Partial<EngineState> = {}): EngineState {
  return {
    config,
    branches: { main: branch() },
    branchOrder: ['main'],
    activeBranchId: 'main',
    breakpoints: false,
    pending: null,
    notice: null,
    ...over,
  };
}

/** An engine double that records commands and lets a test push new states, like engine events would. */
export function fakeEngine(initial: EngineState = engineState()) {
  let state = initial;
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  const engine: EngineCommands & { push(next: EngineState): void; calls: string[] } = {
    calls,
    push(next) {
      state = next;
      listeners.forEach((l) => l());
    },
    getState: () => state,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    configure: (c) => {
      calls.push(`configure:${c.model}`);
      state = { ...state, config: c };
    },
    run: async () => void calls.push('run'),
    step: async () => void calls.push('step'),
    setBreakpoints: (on) => void calls.push(`breakpoints:${on}`),
    answerToolCall: (callId, output) => void calls.push(`answer:${callId}:${output}`),
    steer: (text) => (calls.push(`steer:${text}`), true),
    sendPending: (body) => {
      calls.push(`send:${body ?? ''}`);
      return null;
    },
    abort: () => void calls.push('abort'),
    reset: () => void calls.push('reset'),
    listMcpTools: async (server) => {
      calls.push(`mcp-list:${server.url}`);
      return { ok: true, tools: [] };
    },
    continueWith: async (text) => void calls.push(`continue:${text}`),
    fork: () => 'fork',
    replayFrom: async (index) => {
      calls.push(`replay:${index}`);
      return 'fork-1';
    },
    switchBranch: (id) => void calls.push(`switch:${id}`),
  };
  return engine;
}
