// /api/mcp-stdio: start a stdio MCP server the user confirmed (loopback only, never without `confirm: true` and this
// launch's token), then talk to it over Streamable HTTP at /api/mcp-stdio/<id>/mcp; DELETE /api/mcp-stdio/<id> stops it.
import type { Context, Hono } from 'hono';
import { startStdioBridge, type StdioBridge } from './bridge.ts';
import { sameToken } from '../access-token.ts';
import { LAUNCH_HEADER, LAUNCH_PARAM } from './launch-token.ts';

/** A page of one person runs a handful of servers at most; more is a runaway page or script. */
export const MAX_STDIO_SERVERS = 8;

export const REFUSED_UNCONFIRMED =
  'A stdio MCP server starts only after the user confirms its exact command: send confirm: true with it.';
export const REFUSED_EXPOSED =
  'This Loopscope listens on the local network, so it runs no stdio MCP server: start it on loopback (the default HOST) to use one.';
export const REFUSED_ORIGIN = 'Only the Loopscope page served from this address may start a stdio MCP server.';
export const REFUSED_TOKEN = `This page does not hold this launch's token, so it may not run a command here: open Loopscope through the link that \`npm start\` (or \`npm run dev\`) printed in its terminal, the one ending in ?${LAUNCH_PARAM}=…, and try again.`;

function refuse(c: Context, status: 400 | 403 | 404 | 429, message: string): Response {
  return c.json({ error: { message } }, status);
}

/**
 * A web page elsewhere could post here (a browser sends the request, only its answer is hidden): it must be JSON (a
 * cross-site form cannot send that without a preflight this server never grants) from this very origin.
 */
function sameOrigin(c: Context): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === c.req.header('host');
  } catch {
    return false;
  }
}

function readCommand(body: unknown): { command: string; args: string[]; confirm: unknown } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { command, args, confirm } = body as Record<string, unknown>;
  if (typeof command !== 'string' || command.trim() === '') return null;
  if (args !== undefined && !(Array.isArray(args) && args.every((a) => typeof a === 'string'))) return null;
  return { command, args: (args as string[] | undefined) ?? [], confirm };
}

export interface StdioOptions {
  /** Listening beyond loopback: no process is ever started. */
  exposed: boolean;
  /**
   * This launch's token (launch-token.ts): a start must carry it in the X-Loopscope-Launch-Token header. Any local
   * process or other user of this machine can reach loopback and read the page, but not the terminal that printed it.
   */
  launchToken: string;
}

export function mountMcpStdio(app: Hono, { exposed, launchToken }: StdioOptions): Map<string, StdioBridge> {
  const bridges = new Map<string, StdioBridge>();

  app.post('/api/mcp-stdio/start', async (c) => {
    if (exposed) return refuse(c, 403, REFUSED_EXPOSED);
    if (!sameOrigin(c) || !(c.req.header('content-type') ?? '').startsWith('application/json'))
      return refuse(c, 403, REFUSED_ORIGIN);
    if (!sameToken(c.req.header(LAUNCH_HEADER), launchToken)) return refuse(c, 403, REFUSED_TOKEN);
    const asked = readCommand(await c.req.json().catch(() => null));
    if (!asked) return refuse(c, 400, 'Send {"command": "…", "args": ["…"], "confirm": true}.');
    if (asked.confirm !== true) return refuse(c, 400, REFUSED_UNCONFIRMED);
    if (bridges.size >= MAX_STDIO_SERVERS)
      return refuse(c, 429, `At most ${MAX_STDIO_SERVERS} stdio MCP servers run at once; remove one first.`);
    try {
      const bridge = await startStdioBridge(asked, (id) => bridges.delete(id));
      bridges.set(bridge.id, bridge);
      return c.json({
        id: bridge.id,
        url: `/api/mcp-stdio/${bridge.id}/mcp`,
        command: bridge.command,
        args: bridge.args,
        revision: bridge.childRevision,
      });
    } catch (error) {
      return refuse(
        c,
        400,
        `Could not start ${asked.command}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });

  app.all('/api/mcp-stdio/:id/mcp', (c) => {
    if (exposed) return refuse(c, 403, REFUSED_EXPOSED);
    if (!sameOrigin(c)) return refuse(c, 403, REFUSED_ORIGIN);
    const bridge = bridges.get(c.req.param('id'));
    return bridge
      ? bridge.handle(c.req.raw)
      : refuse(c, 404, 'No stdio MCP server runs under this id (it stopped, or the server restarted): start it again.');
  });

  app.delete('/api/mcp-stdio/:id', async (c) => {
    if (!sameOrigin(c)) return refuse(c, 403, REFUSED_ORIGIN);
    const bridge = bridges.get(c.req.param('id'));
    await bridge?.close();
    return c.body(null, 204);
  });

  return bridges;
}
