// The MCP server for coding agents (Claude Code, Cursor, Codex): read-only tools over what Loopscope captured, and one replay against the mock.
import { McpServer, type CallToolResult } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { CapturedLoop } from '@loopscope/payloads/loops/capture-loops';
import type { diagnoseLoop as DiagnoseLoop, wireCallOf as WireCallOf } from '@loopscope/payloads/doctor/index';
import { maskedHeaderRecord, maskedUrl } from '@loopscope/payloads/secret-headers';
import { endpointPath } from '@loopscope/wire/endpoint-style';
import type { Exchange } from '@loopscope/wire/exchange';
import type { CaptureSource } from './capture-source.ts';
import { jsonChanges, mergePatch } from './json-edits.ts';

const json = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
});
const problem = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

function parseBody(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An exchange as the exports show it: headers and URL masked by the same functions as HAR and JSON Lines. */
function exportedExchange(e: Exchange) {
  return {
    id: e.id,
    method: e.method,
    url: maskedUrl(e.url),
    status: e.status,
    streamed: e.streamed,
    duration_ms: e.durationMs,
    error: e.error,
    request_headers: maskedHeaderRecord(e.requestHeaders),
    request_body: e.requestBody,
    response_headers: maskedHeaderRecord(e.responseHeaders),
    response_body: e.responseBody,
  };
}

/**
 * Loop grouping and the doctor load with the first tool call that needs them, not with the server: their rules and the
 * MCP client schemas they read are a third of what `loopscope mcp` loaded before it could answer `initialize`.
 */
async function loopsOf(
  source: CaptureSource,
  day?: string,
): Promise<{
  exchanges: Exchange[];
  loops: CapturedLoop[];
  diagnoseLoop: typeof DiagnoseLoop;
  wireCallOf: typeof WireCallOf;
}> {
  const [exchanges, { groupLoops }, { diagnoseLoop, wireCallOf }] = await Promise.all([
    source.exchanges(day),
    import('@loopscope/payloads/loops/capture-loops'),
    import('@loopscope/payloads/doctor/index'),
  ]);
  return { exchanges, loops: groupLoops(exchanges), diagnoseLoop, wireCallOf };
}

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

export function createAgentMcpServer(source: CaptureSource, version: string): McpServer {
  const server = new McpServer(
    { name: 'loopscope', version },
    {
      instructions:
        'Loopscope records the OpenAI API traffic of an app (its capture proxy at /proxy/v1). Start with list_loops, then get_exchange for exact bytes; API keys are masked.',
    },
  );
  const find = async (id: string) => (await source.exchanges()).find((e) => e.id === id) ?? null;

  const dayInput = z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe('a stored day (YYYY-MM-DD, from list_days); without it, the live window');
  server.registerTool(
    'list_days',
    {
      description: 'The days Loopscope’s store holds captures for (newest first), with how many exchanges each.',
      annotations: READ_ONLY,
    },
    async () => json(await source.days()),
  );

  server.registerTool(
    'list_loops',
    {
      description:
        'The captured agent loops (the live window, or a stored day’s): each with its first user text, API style, request count, errors and doctor findings.',
      inputSchema: z.object({ day: dayInput }),
      annotations: READ_ONLY,
    },
    async ({ day }) => {
      const { exchanges, loops, diagnoseLoop, wireCallOf } = await loopsOf(source, day);
      const byId = new Map(exchanges.map((e) => [e.id, e]));
      return json(
        loops.map((loop) => {
          const members = loop.exchangeIds.flatMap((id) => byId.get(id) ?? []);
          return {
            id: loop.id,
            title: loop.title,
            style: loop.style,
            model: loop.model,
            requests: members.length,
            errors: members.filter((e) => e.error !== null || (e.status ?? 0) >= 400).length,
            findings: diagnoseLoop(members.map(wireCallOf)).length,
          };
        }),
      );
    },
  );

  server.registerTool(
    'list_exchanges',
    {
      description: 'Captured HTTP exchanges in order (all, or one loop’s): id, method, path, status, whether streamed.',
      inputSchema: z.object({ loop_id: z.string().optional().describe('a loop id from list_loops'), day: dayInput }),
      annotations: READ_ONLY,
    },
    async ({ loop_id, day }) => {
      const { exchanges, loops } = await loopsOf(source, day);
      const loop = loop_id === undefined ? null : loops.find((l) => l.id === loop_id);
      if (loop === undefined) return problem(`No loop ${loop_id}: list_loops names the loops there are.`);
      const shown = loop ? exchanges.filter((e) => loop.exchangeIds.includes(e.id)) : exchanges;
      return json(
        shown.map((e) => ({
          id: e.id,
          method: e.method,
          path: endpointPath(e.url),
          status: e.status,
          streamed: e.streamed,
          error: e.error,
        })),
      );
    },
  );

  server.registerTool(
    'get_exchange',
    {
      description: 'One exchange’s exact request and response: headers (secrets masked) and body text byte for byte.',
      inputSchema: z.object({ id: z.string().describe('an exchange id from list_exchanges') }),
      annotations: READ_ONLY,
    },
    async ({ id }) => {
      const exchange = await find(id);
      return exchange
        ? json(exportedExchange(exchange))
        : problem(`No exchange ${id}: list_exchanges names the exchanges there are.`);
    },
  );

  server.registerTool(
    'doctor_findings',
    {
      description: 'The payload doctor’s findings for a loop: what is wrong in which request, why, and the fix.',
      inputSchema: z.object({ loop_id: z.string() }),
      annotations: READ_ONLY,
    },
    async ({ loop_id }) => {
      const { exchanges, loops, diagnoseLoop, wireCallOf } = await loopsOf(source);
      const loop = loops.find((l) => l.id === loop_id);
      if (!loop) return problem(`No loop ${loop_id}: list_loops names the loops there are.`);
      const members = exchanges.filter((e) => loop.exchangeIds.includes(e.id));
      return json(
        diagnoseLoop(members.map(wireCallOf)).map((f) => ({
          request: f.call + 1,
          exchange_id: members[f.call]?.id,
          rule: f.rule,
          severity: f.severity,
          title: f.title,
          at: f.at,
          detail: f.detail,
          why: f.why,
          fix: f.fix,
        })),
      );
    },
  );

  server.registerTool(
    'diff_requests',
    {
      description: 'What changed between two requests’ JSON bodies: each changed path with its value before and after.',
      inputSchema: z.object({ from: z.string(), to: z.string() }),
      annotations: READ_ONLY,
    },
    async ({ from, to }) => {
      const [a, b] = [await find(from), await find(to)];
      if (!a || !b) return problem(`No exchange ${a ? to : from}: list_exchanges names the exchanges there are.`);
      return json(jsonChanges(parseBody(a.requestBody), parseBody(b.requestBody)));
    },
  );

  server.registerTool(
    'token_breakdown',
    {
      description:
        'Where a request’s context goes: tokens (o200k) for the instructions, each tool definition and each message or item.',
      inputSchema: z.object({ id: z.string() }),
      annotations: READ_ONLY,
    },
    async ({ id }) => {
      const exchange = await find(id);
      if (!exchange) return problem(`No exchange ${id}: list_exchanges names the exchanges there are.`);
      const body = parseBody(exchange.requestBody);
      if (body === null || typeof body !== 'object') return problem(`Exchange ${id} has no JSON request body.`);
      // The o200k encoding (2 MB of ranks) loads with the first count, not with the server: `loopscope mcp` starts fast.
      const { tokenBreakdown } = await import('./token-breakdown.ts');
      return json(tokenBreakdown(body as Record<string, unknown>));
    },
  );

  server.registerTool(
    'replay_request',
    {
      description:
        'Send a captured request again to Loopscope’s embedded mock (never to a real provider), optionally edited with a JSON merge patch (RFC 7386), and return the mock’s answer.',
      inputSchema: z.object({
        id: z.string(),
        edit: z
          .record(z.string(), z.unknown())
          .optional()
          .describe('a JSON merge patch applied to the request body, e.g. {"tool_choice":"none"}'),
      }),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async ({ id, edit }) => {
      const exchange = await find(id);
      if (!exchange) return problem(`No exchange ${id}: list_exchanges names the exchanges there are.`);
      const body = parseBody(exchange.requestBody);
      if (exchange.method !== 'POST' || body === null || typeof body !== 'object')
        return problem(`Exchange ${id} is not a POST with a JSON body; only those can be replayed.`);
      const sent = edit ? mergePatch(body, edit) : body;
      const answer = await source.replay(endpointPath(exchange.url), JSON.stringify(sent));
      return json({
        path: endpointPath(exchange.url),
        request_body: sent,
        status: answer.status,
        response_body: parseBody(answer.body),
      });
    },
  );
  return server;
}
