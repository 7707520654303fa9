// Reference stdio MCP servers for tests, none of them Loopscope's (compiled by routes.test.ts, or run with `node --import tsx <file> <kind>`): the v2
// server package in 2026-only mode or both revisions, or the v1 SDK's server (2025-11-25 only).
import { McpServer, acceptedContent, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { McpServer as V1McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport as V1StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const kind = process.argv[2];
const addition = ({ a, b }: { a: number; b: number }) => ({
  content: [{ type: 'text' as const, text: String(a + b) }],
});
const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
/** The form `greet` asks for: the v2 server asks with an input_required result (its legacy shim turns it into elicitation/create). */
const nameForm = z.object({ name: z.string().min(1).describe('Your name') });

if (kind === 'v1-legacy') {
  const server = new V1McpServer({ name: 'reference-v1', version: '1.32.0' });
  server.registerTool(
    'add',
    { description: 'Add two numbers', inputSchema: { a: z.number(), b: z.number() } },
    addition,
  );
  // The 2025-11-25 way to ask: a request to the client in the middle of the call.
  server.registerTool(
    'greet',
    { description: 'Greets the user by the name it asks for', inputSchema: {} },
    async () => {
      const answer = await server.server.elicitInput({
        message: 'What is your name?',
        requestedSchema: {
          type: 'object',
          properties: { name: { type: 'string', description: 'Your name' } },
          required: ['name'],
        },
      });
      if (answer.action !== 'accept') return text(`No greeting: you chose ${answer.action}.`);
      return text(`Hello, ${String(answer.content?.name)}!`);
    },
  );
  await server.connect(new V1StdioServerTransport());
} else {
  serveStdio(
    () => {
      const server = new McpServer({ name: 'reference-v2', version: '2.4.0' });
      server.registerTool(
        'add',
        { description: 'Add two numbers', inputSchema: z.object({ a: z.number(), b: z.number() }) },
        addition,
      );
      server.registerTool(
        'greet',
        { description: 'Greets the user by the name it asks for', inputSchema: z.object({}) },
        (_args, ctx) => {
          const answer = inputResponse(ctx.mcpReq.inputResponses, 'name');
          if (answer.kind === 'elicit' && answer.action !== 'accept')
            return text(`No greeting: you chose ${answer.action}.`);
          const given = acceptedContent(ctx.mcpReq.inputResponses, 'name', nameForm);
          if (!given)
            return inputRequired({
              inputRequests: {
                name: inputRequired.elicit({ message: 'What is your name?', requestedSchema: nameForm }),
              },
            });
          return text(`Hello, ${given.name}!`);
        },
      );
      return server;
    },
    { legacy: kind === 'v2-modern-only' ? 'reject' : 'serve' },
  );
}
