// A stdio MCP server the user confirmed, run by this Node server for the page: one SDK v2 Client to the child (either
// revision, negotiated), and in front of it the SDK's HTTP handler for both revisions, each request served by a fresh
// proxy server that forwards to that one client, so any number of clients may use the bridge at once.
import { randomUUID } from 'node:crypto';
import {
  isJSONRPCNotification,
  type CallToolRequest,
  type Client,
  type ElicitRequestParams,
  type ElicitResult,
  type ProgressNotificationParams,
} from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { createMcpClient } from '@loopscope/wire/mcp/connection';
import {
  ProtocolError,
  ProtocolErrorCode,
  Server,
  createMcpHandler,
  inputRequired,
  isInputRequiredResult,
  type CallToolResult,
  type InputRequiredResult,
} from '@modelcontextprotocol/server';

export interface StdioCommand {
  command: string;
  args: string[];
}

export interface StdioBridge extends StdioCommand {
  id: string;
  /** The revision the bridge speaks with the child. */
  childRevision: string;
  /** Answers the page's Streamable HTTP requests (either revision) for this server. */
  handle(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/** How long the bridge waits on the child for one request (the page's own client waits 10 s). */
const CHILD_TIMEOUT_MS = 30_000;
/** A tool call may wait on a person filling in a 2025-11-25 child's form, so it is given longer. */
const CHILD_CALL_TIMEOUT_MS = 5 * 60_000;

/** A call's progress as the child reports it, without the token. */
type Progress = Omit<ProgressNotificationParams, 'progressToken'>;

/**
 * Forwards the child's progress to the page in the order the child sent it. The SDK's own onprogress cannot: its Client
 * runs a progress notification's handler a microtask later but settles the call as soon as it reads the result, and
 * drops that handler then, so progress read in the same chunk as the result was lost ("unknown token"). Watching the
 * child's messages as the transport reads them, before the SDK dispatches them, sees each progress line before the
 * result by construction. Each call gets a token of the bridge's own, never the page's, as many pages share one child
 * (the SDK's Client, which holds no handler for that token, reports each to its onerror, which the bridge leaves unset).
 */
class ProgressRelay {
  private readonly forwarders = new Map<string, (progress: Progress) => void>();

  /** Chains onto the child transport's reading; set before the Client connects (the SDK keeps a prior onmessage). */
  watch(transport: StdioClientTransport): void {
    transport.onmessage = (message) => {
      if (!isJSONRPCNotification(message) || message.method !== 'notifications/progress') return;
      const { progressToken, ...progress } = message.params as ProgressNotificationParams;
      if (typeof progressToken === 'string') this.forwarders.get(progressToken)?.(progress);
    };
  }

  /** Runs a call with a fresh token whose progress goes to `forward`; removed when the call settles. */
  async run<T>(forward: (progress: Progress) => void, call: (token: string) => Promise<T>): Promise<T> {
    const token = `loopscope-bridge-${randomUUID()}`;
    this.forwarders.set(token, forward);
    try {
      return await call(token);
    } finally {
      this.forwarders.delete(token);
    }
  }
}

/**
 * What a call to the child ends in: its result, or a 2026-07-28 child's input-required answer, handed back as it is
 * (the SDK's manual multi-round-trip mode).
 */
type ChildOutcome = CallToolResult | InputRequiredResult;
/** A held call's next step: the child's outcome, or the question it asked meanwhile (the call still running). */
type Step = { done: ChildOutcome } | { asked: ElicitRequestParams; id: string };

/** The requestState that names a held call, and the one inputRequests key its question travels under. */
const HELD_STATE = 'loopscope-bridge-held:';
const HELD_KEY = 'elicitation';

interface Pending {
  id: string;
  settled: Promise<ChildOutcome>;
  question: { promise: Promise<ElicitRequestParams>; resolve: (params: ElicitRequestParams) => void };
  answer?: (result: ElicitResult) => void;
}

function question(): Pending['question'] {
  let resolve!: (params: ElicitRequestParams) => void;
  const promise = new Promise<ElicitRequestParams>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * A 2025-11-25 child asks its client with an elicitation/create request in the middle of a call. The page's request is
 * stateless, so the bridge holds the child's call open, asks the page in an input_required answer naming the held call
 * in its requestState, and answers the child with what the page's retry brings. Over stdio a request of the child says
 * nothing of the call it belongs to, so a question is the call's only when one call is running; with several, the bridge
 * cannot tell whose it is and declines it for the user (never showing one page another's question).
 */
class HeldCalls {
  /** Calls running on the child, not waiting for an answer. */
  private readonly running = new Set<Pending>();
  /** Calls whose question a page is being asked, by id. */
  private readonly held = new Map<string, Pending>();

  /** The child's elicitation/create: the one running call's page is asked; the answer comes with its retry. */
  ask(params: ElicitRequestParams): Promise<ElicitResult> {
    const [only, ...others] = this.running;
    if (!only || others.length > 0) return Promise.resolve({ action: 'decline' });
    this.running.delete(only);
    this.held.set(only.id, only);
    const answered = new Promise<ElicitResult>((resolve) => (only.answer = resolve));
    only.question.resolve(params);
    return answered;
  }

  start(call: Promise<ChildOutcome>): Promise<Step> {
    const pending: Pending = { id: randomUUID(), settled: call, question: question() };
    this.running.add(pending);
    // A call the page stopped retrying ends on the child's own timeout; it is forgotten then.
    void call
      .catch(() => undefined)
      .finally(() => {
        this.running.delete(pending);
        this.held.delete(pending.id);
      });
    return this.step(pending);
  }

  /** A page's retry: the answer goes to the child, and the call goes on to its result or its next question. */
  resume(state: string, answer: ElicitResult): Promise<Step> {
    const pending = this.held.get(state.slice(HELD_STATE.length));
    // The state comes back from the page, so it is only ever a key here, and an unknown one is refused.
    if (!pending?.answer)
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        'The stdio server is no longer waiting for this answer: call the tool again.',
      );
    this.held.delete(pending.id);
    pending.question = question();
    this.running.add(pending);
    pending.answer(answer);
    return this.step(pending);
  }

  private step(pending: Pending): Promise<Step> {
    return Promise.race([
      pending.settled.then((done): Step => ({ done })),
      pending.question.promise.then((asked): Step => ({ asked, id: pending.id })),
    ]);
  }
}

/**
 * The proxy one request is served by: the child's own capabilities and identity, and its tools, resources and prompts
 * passed through the shared client. A tool call's progress is forwarded to the page as it arrives, all of it before the
 * result.
 */
function proxyServer(child: Client, relay: ProgressRelay, held: HeldCalls): Server {
  const info = child.getServerVersion() ?? { name: 'stdio-server', version: '0.0.0' };
  const capabilities = child.getServerCapabilities() ?? {};
  const offered = {
    ...(capabilities.tools ? { tools: {} } : {}),
    ...(capabilities.resources ? { resources: {} } : {}),
    ...(capabilities.prompts ? { prompts: {} } : {}),
  };
  const server = new Server(info, {
    capabilities: offered,
    ...(child.getInstructions() ? { instructions: child.getInstructions() } : {}),
  });
  const options = { timeout: CHILD_TIMEOUT_MS };
  if (offered.tools) {
    server.setRequestHandler('tools/list', (request) =>
      child.listTools(request.params, { ...options, cacheMode: 'bypass' }),
    );
    server.setRequestHandler('tools/call', async (request: CallToolRequest, ctx) => {
      const state = ctx.mcpReq.requestState();
      let step: Step;
      if (typeof state === 'string' && state.startsWith(HELD_STATE)) {
        // The page answers a 2025-11-25 child's question: its held call goes on.
        const answer = ctx.mcpReq.inputResponses?.[HELD_KEY] as ElicitResult | undefined;
        step = await held.resume(state, answer ?? { action: 'cancel' });
      } else {
        // A retry of a 2026-07-28 child's input-required call brings the page's answers and the child's request state
        // back: they go to the child with the same call, so nothing is held between the two requests.
        const retry = {
          ...(ctx.mcpReq.inputResponses ? { inputResponses: ctx.mcpReq.inputResponses } : {}),
          ...(typeof state === 'string' ? { requestState: state } : {}),
        };
        const params = { ...request.params, ...retry };
        const pageToken = ctx.mcpReq._meta?.progressToken;
        const call = (callParams: typeof params) =>
          child.callTool(callParams, {
            timeout: CHILD_CALL_TIMEOUT_MS,
            allowInputRequired: true,
          }) as Promise<ChildOutcome>;
        if (pageToken === undefined) step = await held.start(call(params));
        else {
          // Every notification is handed to the page's stream as its line is read, so all are queued before the result
          // is known; waiting for them to be written puts them ahead of the result, which ends the page's stream.
          const sent: Promise<unknown>[] = [];
          const forward = (progress: Progress) =>
            void sent.push(
              ctx.mcpReq
                .notify({ method: 'notifications/progress', params: { ...progress, progressToken: pageToken } })
                .catch(() => undefined),
            );
          step = await held.start(
            relay.run(forward, (token) => call({ ...params, _meta: { ...params._meta, progressToken: token } })),
          );
          await Promise.all(sent);
        }
      }
      if ('asked' in step)
        return inputRequired({
          inputRequests: { [HELD_KEY]: { method: 'elicitation/create', params: step.asked } },
          requestState: `${HELD_STATE}${step.id}`,
        }) as never;
      const result = step.done;
      // A 2026-07-28 child asks for input (an elicitation form): the page that made the call is asked, in its own
      // answer, with the child's questions and state as they are, and its retry comes back here.
      if (isInputRequiredResult(result))
        return inputRequired({
          ...(result.inputRequests ? { inputRequests: result.inputRequests } : {}),
          ...(result.requestState !== undefined ? { requestState: result.requestState } : {}),
        }) as never;
      return result;
    });
  }
  if (offered.resources) {
    server.setRequestHandler('resources/list', (request) =>
      child.listResources(request.params, { ...options, cacheMode: 'bypass' }),
    );
    server.setRequestHandler('resources/read', (request) =>
      child.readResource(request.params, { ...options, cacheMode: 'bypass' }),
    );
  }
  if (offered.prompts) {
    server.setRequestHandler('prompts/list', (request) =>
      child.listPrompts(request.params, { ...options, cacheMode: 'bypass' }),
    );
    server.setRequestHandler('prompts/get', (request) => child.getPrompt(request.params, options));
  }
  return server;
}

/** `onClose` gets the bridge's id: the child can end while it is still starting, before the caller holds the bridge. */
export async function startStdioBridge(
  { command, args }: StdioCommand,
  onClose: (id: string) => void,
): Promise<StdioBridge> {
  const id = randomUUID();
  // It declares elicitation forms so a child asks: the page that made the call answers (tools/call above).
  const child = createMcpClient({
    clientInfo: { name: 'loopscope-stdio-bridge', version: '1.0.0' },
    revision: 'auto',
    elicitation: true,
    tasks: false,
  });
  const relay = new ProgressRelay();
  const held = new HeldCalls();
  // A 2025-11-25 child's question during a call (a 2026-07-28 child answers the call with input_required instead).
  child.setRequestHandler('elicitation/create', (request) => held.ask(request.params));
  let closed = false;
  const http = createMcpHandler(() => proxyServer(child, relay, held), { legacy: 'stateless' });
  const close = async () => {
    if (closed) return;
    closed = true;
    onClose(id);
    await Promise.allSettled([child.close(), http.close()]);
  };
  child.onclose = () => void close();
  // The SDK probes a stdio server with 2026-07-28's server/discover on a short-lived sibling process, then starts this one.
  const transport = new StdioClientTransport({ command, args, stderr: 'ignore' });
  relay.watch(transport);
  await child.connect(transport, { timeout: CHILD_TIMEOUT_MS });
  return {
    id,
    command,
    args,
    childRevision: child.getNegotiatedProtocolVersion() ?? 'unknown',
    handle: (request) => http.fetch(request),
    close,
  };
}
