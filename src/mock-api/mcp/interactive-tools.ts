// The mock MCP server's tools that show the 2026-07-28 revision's new parts: one that asks the user for input
// (an input_required result with an elicitation form) and one that runs as a task (the Tasks extension).
import { acceptedContent, inputRequired, inputResponse, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { forecastFor } from './weather-data.ts';
import { TASKS_EXTENSION, type TaskBoard } from './task-board.ts';

export interface InteractiveToolOptions {
  /** Which revision the request came in on (the SDK's per-request factory says). */
  era: 'modern' | 'legacy';
  /** The tasks of this handler, shared by its per-request servers (a task outlives the request that made it). */
  tasks: TaskBoard;
  sleep: (ms: number) => Promise<void>;
  progressStepMs: number;
}

/** The elicitation's key in `inputRequests`, and the form it asks for. */
export const FAVORITE_KEY = 'favorite_city';
const favoriteForm = z.object({
  city: z.string().min(1).describe('Your favourite city'),
  unit: z.enum(['celsius', 'fahrenheit']).describe('Which unit you read temperatures in'),
});
export const REPORT_STEPS = 4;

const text = (value: string, isError = false) => ({
  content: [{ type: 'text' as const, text: value }],
  ...(isError ? { isError: true } : {}),
});

function reportFor(city: string): string {
  const forecast = forecastFor(city);
  const warmest = [...forecast.days].sort((a, b) => b.high - a.high)[0]!;
  return `Weather report for ${forecast.city}: warmest on ${warmest.day} (${warmest.high}${forecast.unit}, ${warmest.condition}); ${forecast.days.length} days checked.`;
}

export function registerInteractiveTools(server: McpServer, options: InteractiveToolOptions): void {
  server.registerTool(
    'save_favorite_city',
    {
      description: 'Save the user’s favourite city: the server asks the user which one (an elicitation form)',
      inputSchema: z.object({}),
    },
    (_args, ctx) => {
      if (options.era === 'legacy') {
        // A 2025 server asks with a server-to-client request inside a session; this server is stateless, so it cannot.
        return text(
          'save_favorite_city asks you for the city, which this stateless server can only do over the 2026-07-28 revision (an input_required result). Over 2025-11-25 it would need a session.',
          true,
        );
      }
      const answer = inputResponse(ctx.mcpReq.inputResponses, FAVORITE_KEY);
      if (answer.kind === 'elicit' && answer.action === 'decline')
        return text('Nothing saved: you declined to name a city.');
      if (answer.kind === 'elicit' && answer.action === 'cancel')
        return text('Nothing saved: the question was cancelled.');
      const saved = acceptedContent(ctx.mcpReq.inputResponses, FAVORITE_KEY, favoriteForm);
      if (!saved) {
        return inputRequired({
          inputRequests: {
            [FAVORITE_KEY]: inputRequired.elicit({
              message: 'Which city should I save as your favourite?',
              requestedSchema: favoriteForm,
            }),
          },
        });
      }
      return text(`Saved ${saved.city} as your favourite city (temperatures in ${saved.unit}).`);
    },
  );
  server.registerTool(
    'generate_weather_report',
    {
      description:
        'A long weather report for a city: runs as a task (status, progress, result) when the client supports the Tasks extension',
      inputSchema: z.object({ city: z.string().describe('City name') }),
      annotations: { readOnlyHint: true },
    },
    async ({ city }, ctx) => {
      const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
      const capabilities = envelope?.['io.modelcontextprotocol/clientCapabilities'] as
        | { extensions?: Record<string, unknown> }
        | undefined;
      if (options.era === 'modern' && capabilities?.extensions?.[TASKS_EXTENSION] !== undefined) {
        // The Tasks extension's handle in lieu of the result (resultType "task"); the SDK passes it through as written.
        return options.tasks.start(REPORT_STEPS, () => text(reportFor(city))) as never;
      }
      // No task support: the same work, in the call, with progress for a caller that asked for it.
      const token = ctx.mcpReq._meta?.progressToken;
      for (let step = 1; step <= REPORT_STEPS; step++) {
        await options.sleep(options.progressStepMs);
        if (token !== undefined)
          await ctx.mcpReq.notify({
            method: 'notifications/progress',
            params: { progressToken: token, progress: step, total: REPORT_STEPS },
          });
      }
      return text(reportFor(city));
    },
  );
  if (options.era === 'modern') {
    // tasks/get is one of the names the Tasks extension re-defines on 2026-07-28; the SDK routes it to a handler
    // registered with explicit schemas (it has no Tasks runtime of its own).
    server.server.setRequestHandler('tasks/get', { params: z.looseObject({ taskId: z.string() }) }, ({ taskId }) =>
      options.tasks.get(taskId),
    );
  }
}
