// The Assistants v2 simulator's routes on the mock API's Hono app.
import type { Hono } from 'hono';
import type { AssistantsDeps } from './http.ts';
import { registerAssistantRoutes } from './routes-assistants.ts';
import { registerFileRoutes } from './routes-files.ts';
import { registerRunRoutes } from './routes-runs.ts';
import { registerThreadRoutes } from './routes-threads.ts';
import { registerVectorStoreRoutes } from './routes-vector-stores.ts';
import { registerFileBatchRoutes } from './file-batches.ts';

export type { AssistantsDeps } from './http.ts';
export { AssistantsStore, vectorStoreFiles } from './store.ts';
export {
  DEFAULT_RUN_TIMING,
  RUN_PACE_TIMING,
  sessionRunTiming,
  type CodeRun,
  type CodeRunner,
  type RunTiming,
} from './run-machine.ts';

export function registerAssistantsApi(app: Hono, deps: AssistantsDeps): void {
  registerAssistantRoutes(app, deps);
  // Create-and-run (/v1/threads/runs) before /v1/threads/:tid so "runs" is not read as a thread id.
  registerRunRoutes(app, deps);
  registerThreadRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerVectorStoreRoutes(app, deps);
  registerFileBatchRoutes(app, deps);
}
