// The hosted `mcp` tool in one Responses turn: list each server's tools (or reuse the chain's list), run the calls the
// model makes (or stop at an approval request), run the calls the caller approved, and say what the output gains.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import {
  approvalRequestNotFound,
  isAllowedTool,
  isMcpTool,
  mcpListToolsError,
  needsApproval,
} from '@loopscope/wire/responses/mcp-tool';
import { invalidRequest } from '@loopscope/wire/errors';
import type { ChoiceDraft } from '../../chat/truncate.ts';
import { itemId } from '../ids.ts';
import type { StoredItem } from '../store.ts';
import { McpServerLink, type McpReach } from './connect.ts';

type Obj = Record<string, unknown>;
interface Listed {
  name: string;
  description?: string | null;
  input_schema: unknown;
  annotations?: unknown;
}

/** Rounds of MCP calls the model may make in one response before the mock stops it (a loop that never ends is a hang). */
const MAX_ROUNDS = 8;

/** What a request needs to reach its servers: the fetches, the deadline and the URL it came to (for the built-in /mcp). */
export interface HostedMcpDeps extends McpReach {
  apiUrl: URL | null;
}

export class HostedMcp {
  /** Items this turn adds to the output so far, in order. */
  readonly output: StoredItem[] = [];
  private readonly tools = new Map<string, { server: Obj; tool: Listed }>();
  private readonly links = new Map<string, McpServerLink>();

  private constructor(
    private readonly deps: HostedMcpDeps,
    private readonly idParts: readonly (string | number)[],
  ) {}

  /** Null when the request has no mcp tool. Lists (or reuses) every server's tools and runs the approved calls of `input`. */
  static async open(
    body: Obj,
    context: readonly StoredItem[],
    input: readonly StoredItem[],
    idParts: readonly (string | number)[],
    deps: HostedMcpDeps,
  ): Promise<HostedMcp | null> {
    const servers = (Array.isArray(body.tools) ? (body.tools as unknown[]) : []).filter(isMcpTool);
    if (servers.length === 0) return null;
    const turn = new HostedMcp(deps, idParts);
    for (const server of servers) await turn.listServer(server, context);
    await turn.runApproved(context, input);
    return turn;
  }

  /** The MCP tools as the model sees them: function definitions (an MCP input schema need not be strict-compatible). */
  get functions(): FunctionDefinition[] {
    return [...this.tools.values()].map(({ tool }) => ({
      name: tool.name,
      description: tool.description ?? undefined,
      parameters: tool.input_schema as FunctionDefinition['parameters'],
      strict: false,
    }));
  }

  private link(server: Obj): McpServerLink {
    const label = String(server.server_label);
    let link = this.links.get(label);
    if (!link) this.links.set(label, (link = new McpServerLink(server, this.deps.apiUrl, this.deps)));
    return link;
  }

  /**
   * A chain that already holds a `mcp_list_tools` of the same label is not given another, as the API does. But that item
   * may be the caller's own writing (in `input`, or an earlier request's input kept in the chain): the server is listed
   * all the same, the tools used are the server's own, and a list naming a tool the server does not list is refused.
   */
  private async listServer(server: Obj, context: readonly StoredItem[]): Promise<void> {
    const label = String(server.server_label);
    const link = this.link(server);
    // Our wording: the real API reaches any public server, so it has no such error.
    if (link.refusal) throw invalidRequest(link.refusal, 'tools', 'mcp_server_not_allowed');
    const known = context.findLast(
      (item) => item.type === 'mcp_list_tools' && item.server_label === label && !item.error,
    );
    let listed: Listed[];
    try {
      listed = (await link.listTools()).map((t) => ({
        name: t.name,
        description: t.description ?? null,
        input_schema: t.inputSchema,
        annotations: t.annotations ?? null,
      }));
    } catch {
      throw mcpListToolsError(label);
    }
    listed = listed.filter((tool) => isAllowedTool(server, tool));
    if (known) {
      const names = (Array.isArray(known.tools) ? (known.tools as unknown[]) : []).map((tool) =>
        String((tool as Obj | null)?.name),
      );
      const made = names.find((name) => !listed.some((tool) => tool.name === name));
      // Our wording: what the real API does with a list it did not make is not documented.
      if (made !== undefined)
        throw invalidRequest(
          `The mcp_list_tools item for '${label}' names the tool '${made}', which that MCP server does not list (or allowed_tools leaves out): send back the list the API gave, or leave it out to list the server again.`,
          'input',
          'invalid_mcp_list_tools',
        );
      listed = listed.filter((tool) => names.includes(tool.name));
    } else {
      this.output.push({
        id: itemId('mcpl', [...this.idParts, label]),
        type: 'mcp_list_tools',
        server_label: label,
        tools: listed,
      });
    }
    for (const tool of listed) if (!this.tools.has(tool.name)) this.tools.set(tool.name, { server, tool });
  }

  /**
   * Each `mcp_approval_response` that approves runs its request's call now, once. The request must be one this mock
   * issued: its name, arguments and server are taken from the mock's own record, never from an item the caller wrote.
   */
  private async runApproved(context: readonly StoredItem[], input: readonly StoredItem[]): Promise<void> {
    const all = [...context, ...input];
    for (const answer of input.filter((item) => item.type === 'mcp_approval_response')) {
      const requestId = String(answer.approval_request_id);
      const request = this.deps.issued.get(requestId);
      if (!request) throw approvalRequestNotFound(requestId);
      if (
        answer.approve !== true ||
        all.some((item) => item.type === 'mcp_call' && item.approval_request_id === requestId)
      )
        continue;
      const server = this.tools.get(request.name)?.server ?? this.serverLabelled(request.server_label);
      if (!server || server.server_label !== request.server_label || !this.deps.issued.spend(requestId)) continue;
      this.output.push(await this.call(server, request.name, request.arguments, requestId));
    }
  }

  private serverLabelled(label: string): Obj | undefined {
    return [...this.tools.values()].find(({ server }) => server.server_label === label)?.server;
  }

  private async call(server: Obj, name: string, args: string, approvalRequestId: string | null): Promise<StoredItem> {
    let parsed: Obj = {};
    try {
      parsed = JSON.parse(args) as Obj;
    } catch {
      // The model's arguments are JSON; a replayed request with bad JSON is sent as no arguments.
    }
    const outcome = await this.link(server).callTool(name, parsed);
    const id = itemId('mcp', [...this.idParts, 'call', this.output.length]);
    return {
      id,
      type: 'mcp_call',
      status: outcome.error ? 'failed' : 'completed',
      approval_request_id: approvalRequestId,
      arguments: args,
      error: outcome.error,
      name,
      output: outcome.output,
      server_label: String(server.server_label),
    };
  }

  /**
   * The model's calls to MCP tools are the server's to run: each becomes an `mcp_call` (or an `mcp_approval_request`,
   * which ends the response), and the model goes on with the results (`regenerate`) until it answers or calls a
   * function the caller runs. Returns the draft that ends the turn.
   */
  async run(
    first: ChoiceDraft,
    regenerate: (items: readonly StoredItem[], round: number) => ChoiceDraft,
  ): Promise<ChoiceDraft> {
    let draft = first;
    for (let round = 1; round <= MAX_ROUNDS; round++) {
      const mine = draft.toolCalls.filter((c) => !c.custom && this.tools.has(c.name));
      if (mine.length === 0) return draft;
      const others = draft.toolCalls.filter((c) => !mine.includes(c));
      let waiting = false;
      for (const call of mine) {
        const { server, tool } = this.tools.get(call.name)!;
        if (needsApproval(server, tool)) {
          waiting = true;
          const request = { arguments: call.arguments, name: call.name, server_label: String(server.server_label) };
          const id = itemId('mcpr', [...this.idParts, 'approval', this.output.length]);
          this.deps.issued.issue(id, request);
          this.output.push({ id, type: 'mcp_approval_request', ...request });
        } else {
          this.output.push(await this.call(server, call.name, call.arguments, null));
        }
      }
      // Approval requests end the response; calls the caller runs end it too, after the server's calls ran.
      if (waiting || others.length > 0)
        return { content: null, toolCalls: others, finishReason: others.length > 0 ? 'tool_calls' : 'stop' };
      draft = regenerate(this.output, round);
    }
    return { ...draft, toolCalls: draft.toolCalls.filter((c) => !this.tools.has(c.name)) };
  }
}
