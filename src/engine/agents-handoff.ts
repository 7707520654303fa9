// A real OpenAI Agents SDK handoff (`handoffs: [specialist]`) run through the recording fetch: every request either
// agent sends is recorded byte for byte and filed under the agent that sent it, so each agent's loop can be drawn in
// its own lane. The SDK decides what crosses (by default the whole history, its transfer call included).
import { createRecordingFetch, type FetchLike } from './recording-fetch';
import { createIdSource } from './ids';
import type { Exchange, ToolExecutor, ToolSpec } from './types';

export interface AgentSpec {
  name: string;
  instructions: string;
  /** The agent's own function tools, run by the session's tool runner (the sandbox) like the playground's. */
  tools: ToolSpec[];
}

export interface AgentsHandoffRequest {
  /** The first agent; it may hand over to `specialist` with the SDK's `transfer_to_<name>` tool. */
  triage: AgentSpec;
  specialist: AgentSpec & { handoffDescription: string };
  model: string;
  question: string;
  baseURL: string;
  apiKey: string;
  fetch: FetchLike;
  tools: ToolExecutor;
  clock: () => number;
  /** Prefix of the exchange ids, so they never collide with an engine's own. */
  idPrefix?: string;
}

export interface AgentsHandoffResult {
  /** The exchanges of each agent, in the order they were sent; keyed by agent name. */
  lanes: Record<string, Exchange[]>;
  /** The agent that gave the final answer (the specialist, when the triage agent handed over). */
  lastAgent: string;
  finalOutput: string;
}

/** Runs the two agents with the Agents SDK (loaded on first use: it is a chunk of its own) in Chat Completions mode. */
export async function runAgentsHandoff(request: AgentsHandoffRequest): Promise<AgentsHandoffResult> {
  const [{ Agent, Runner, tool, OpenAIProvider }, { default: OpenAIClient }] = await Promise.all([
    import('@openai/agents'),
    import('openai'),
  ]);
  const ids = createIdSource(request.idPrefix ?? 'agents-');
  const lanes: Record<string, Exchange[]> = { [request.triage.name]: [], [request.specialist.name]: [] };
  const where = new Map<string, string>();
  let current = request.triage.name;
  const steps: Record<string, number> = {};
  const recorder = createRecordingFetch(request.fetch, request.clock, {
    open: () => {
      const id = ids.next('exchange');
      where.set(id, current);
      const step = (steps[current] ?? 0) + 1;
      steps[current] = step;
      return { id, step };
    },
    hold: async ({ body }) => body,
    record: (exchange) => {
      const lane = lanes[where.get(exchange.id)!]!;
      const at = lane.findIndex((e) => e.id === exchange.id);
      if (at === -1) lane.push(exchange);
      else lane[at] = exchange;
    },
  });
  const client = new OpenAIClient({
    apiKey: request.apiKey,
    baseURL: request.baseURL,
    organization: null,
    project: null,
    dangerouslyAllowBrowser: true,
    maxRetries: 0,
    fetch: recorder.fetch,
  });

  const toolsOf = (spec: AgentSpec) =>
    spec.tools.map((t) =>
      tool({
        name: t.name,
        description: t.description,
        parameters: t.parameters as never,
        strict: t.strict,
        // The SDK hands the arguments over parsed; the sandbox takes the JSON string the model sent.
        execute: async (args: unknown, _context: unknown, details?: { toolCall?: { callId?: string } }) => {
          const run = await request.tools.execute(
            { callId: details?.toolCall?.callId ?? t.name, name: t.name, argumentsJson: JSON.stringify(args) },
            t.source,
          );
          if (!run.ok) throw new Error(run.output);
          return run.output;
        },
      }),
    );
  const specialist = new Agent({
    name: request.specialist.name,
    instructions: request.specialist.instructions,
    handoffDescription: request.specialist.handoffDescription,
    model: request.model,
    tools: toolsOf(request.specialist),
  });
  const triage = Agent.create({
    name: request.triage.name,
    instructions: request.triage.instructions,
    model: request.model,
    tools: toolsOf(request.triage),
    handoffs: [specialist],
  });
  const runner = new Runner({
    modelProvider: new OpenAIProvider({ openAIClient: client as never, useResponses: false }),
    tracingDisabled: true,
  });
  // Requests go out after `agent_start`: the agent named last is the one sending.
  runner.on('agent_start', (_context, agent) => {
    current = agent.name;
  });
  const result = await runner.run(triage, request.question);
  await recorder.idle();
  return { lanes, lastAgent: result.lastAgent?.name ?? current, finalOutput: String(result.finalOutput ?? '') };
}
