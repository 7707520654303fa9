// Builds the services the UI uses beside the engine: model lists, sandbox runs, strict findings, zod, mock faults.
import type { ProviderConfig, ToolExecutor } from '../engine/types';
import type { MockApi } from '../mock-api';
import { findModel } from '../mock-api/models';
import { checkToolStrictness } from '../tools/strict-check';
import type { MockFaults, ModelInfo, Scenario, SchemaParseResult, SessionServices } from '../store';
import { rememberedKey, rememberKey } from '../persistence/device-settings';
import { MOCK_BASE_URL } from './scenarios';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface ServiceDeps {
  /** The embedded mock, loaded on first use. */
  getMock(): Promise<MockApi>;
  /** Routes the mock's fake origin in-page and everything else to the network. */
  fetch: Fetch;
  executor: ToolExecutor;
  scenarios: Scenario[];
  /** Where zod source is evaluated: the sandbox worker, so a looping schema cannot freeze the page. */
  convertZod: (source: string) => Promise<SchemaParseResult>;
}

/** Known limits for well-known model ids (the mock's catalogue mirrors the real ones); unknown models get none. */
function modelInfo(id: string): ModelInfo {
  const known = findModel(id);
  return { id, contextWindow: known?.contextWindow ?? null, maxOutputTokens: known?.maxOutputTokens ?? null };
}

export function createServices({ getMock, fetch, executor, scenarios, convertZod }: ServiceDeps): SessionServices {
  return {
    async listModels(provider: ProviderConfig) {
      // The real SDK, so the request is exactly what an app would send (and the mock answers it in-page).
      const { default: OpenAI } = await import('openai');
      const client = new OpenAI({ apiKey: provider.apiKey || 'sk-none', baseURL: provider.baseURL, dangerouslyAllowBrowser: true, maxRetries: 0, fetch });
      const ids: string[] = [];
      for await (const model of client.models.list()) ids.push(model.id);
      return ids.sort().map(modelInfo);
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
      void getMock().then((mock) => mock.setFaults({
        latencyMs: faults.latencyMs || undefined,
        error: faults.error,
        malformedArguments: faults.malformedArguments || undefined,
        cutStreamAfterEvents: faults.cutStreamAfterEvents,
      }));
    },
    scenarios,
    defaultScenarioId: scenarios[0]!.id,
    mockBaseURL: MOCK_BASE_URL,
    keys: { remembered: rememberedKey, remember: rememberKey, where: "this browser's localStorage" },
  };
}
