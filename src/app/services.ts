// Builds the services the UI uses beside the engine: model lists, sandbox runs, strict findings, zod, mock faults.
import type { ProviderConfig, ToolExecutor } from '@loopscope/engine/types';
import type { MockApi } from '@loopscope/mock-api';
import { MODEL_CATALOGUE, catalogueModel } from '@loopscope/wire/model-catalogue';
import { checkToolStrictness } from '@loopscope/tools/strict-check';
import type { MockFaults, ModelInfo, ScenarioChoice, SchemaParseResult, SessionServices } from '../store';
import { rememberedKey, rememberKey } from '../persistence/device-settings';
import { MOCK_BASE_URL } from './scenarios';
import { launchHeaders } from './launch-token';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface ServiceDeps {
  /** The embedded mock, loaded on first use. */
  getMock(): Promise<MockApi>;
  /** Routes the mock's fake origin in-page and everything else to the network. */
  fetch: Fetch;
  executor: ToolExecutor;
  scenarios: ScenarioChoice[];
  /** Where zod source is evaluated: the sandbox worker, so a looping schema cannot freeze the page. */
  convertZod: (source: string) => Promise<SchemaParseResult>;
}

/** Known limits and group for the catalogue's ids (the mock answers them all, the real ones are named alike); unknown models get none. */
function modelInfo(id: string): ModelInfo {
  const known = catalogueModel(id);
  return {
    id,
    contextWindow: known?.contextWindow ?? null,
    maxOutputTokens: known?.maxOutputTokens ?? null,
    group: known?.group ?? null,
  };
}

const CATALOGUE_ORDER = new Map(MODEL_CATALOGUE.map((m, i) => [m.id, i]));

/** The catalogue's order (newest first) for the ids it knows, then the provider's own ids alphabetically. */
export function orderModelIds(ids: readonly string[]): string[] {
  const rank = (id: string) => CATALOGUE_ORDER.get(id) ?? Infinity;
  return [...ids].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export function createServices({ getMock, fetch, executor, scenarios, convertZod }: ServiceDeps): SessionServices {
  return {
    async listModels(provider: ProviderConfig) {
      // The real SDK, so the request is exactly what an app would send (and the mock answers it in-page).
      const { default: OpenAI } = await import('openai');
      const client = new OpenAI({
        apiKey: provider.apiKey || 'sk-none',
        baseURL: provider.baseURL,
        dangerouslyAllowBrowser: true,
        maxRetries: 0,
        fetch,
      });
      const ids: string[] = [];
      for await (const model of client.models.list()) ids.push(model.id);
      return orderModelIds(ids).map(modelInfo);
    },
    runTool: (call, source) => executor.execute(call, source),
    checkTool(tool) {
      return checkToolStrictness([tool]).map((issue) => ({
        severity: 'error' as const,
        message: issue.message,
        path: issue.path.replace('$.tools[0].function.parameters', 'parameters'),
      }));
    },
    zodToParameters: convertZod,
    setMockFaults(faults: MockFaults) {
      void getMock().then((mock) =>
        mock.setFaults({
          latencyMs: faults.latencyMs || undefined,
          error: faults.error,
          malformedArguments: faults.malformedArguments || undefined,
          cutStreamAfterEvents: faults.cutStreamAfterEvents,
        }),
      );
    },
    async postJson({ baseURL, apiKey, path, body }) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseURL.replace(/\/+$/, '')}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey || 'sk-none'}` },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        return { status: response.status, body: text, durationMs: Math.round(performance.now() - started) };
      } catch (error) {
        return {
          failure: error instanceof Error ? error.message : String(error),
          durationMs: Math.round(performance.now() - started),
        };
      }
    },
    async startStdioMcp({ command, args }) {
      try {
        // confirm: true only ever comes from here, after the user confirmed this exact command in the dialog.
        // The server starts nothing without this launch's token, which only a page opened through the printed link holds.
        const response = await fetch(`${location.origin}/api/mcp-stdio/start`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...launchHeaders() },
          body: JSON.stringify({ command, args, confirm: true }),
        });
        const body = (await response.json().catch(() => null)) as { url?: string; error?: { message?: string } } | null;
        if (response.ok && body?.url) return { ok: true, url: new URL(body.url, location.origin).href };
        return { ok: false, error: body?.error?.message ?? `HTTP ${response.status}` };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    async stopStdioMcp(url) {
      // The bridge's URL ends in /mcp; DELETE /api/mcp-stdio/<id> stops the child. A stopped one is already gone.
      await fetch(url.replace(/\/mcp$/, ''), { method: 'DELETE' }).catch(() => undefined);
    },
    scenarios,
    defaultScenarioId: scenarios[0]!.id,
    mockBaseURL: MOCK_BASE_URL,
    keys: { remembered: rememberedKey, remember: rememberKey, where: "this browser's localStorage" },
  };
}
