// zod source → strict tool parameters, evaluated and converted inside the QuickJS sandbox, never in the page.
import { loadQuickJs } from './sandbox/quickjs';
import { convertZodInSandbox, type ZodConversion } from './zod-sandbox/run-zod';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits } from './types';

export type { ZodConversion } from './zod-sandbox/run-zod';

export interface ZodSourceOptions {
  limits?: Partial<SandboxLimits>;
  /** Milliseconds clock for the deadlines; performance.now by default. */
  now?: () => number;
}

let bundlePromise: Promise<string> | null = null;

/** zod and the SDK helper as one script for the VM (about 80 KB gzip), fetched on first use only. */
function loadZodBundle(): Promise<string> {
  bundlePromise ??= import('virtual:zod-sandbox-bundle').then((m) => m.default);
  bundlePromise.catch(() => {
    bundlePromise = null;
  });
  return bundlePromise;
}

/**
 * Evaluates a zod expression (e.g. `z.object({ city: z.string() })`, with `z` in scope) and converts
 * it like `zodFunction()` from openai/helpers/zod, on the calling thread. The browser goes through the
 * sandbox worker instead (`WorkerExecutor.zodToParameters`), so a looping schema cannot freeze the page.
 */
export async function zodSourceToParameters(source: string, options: ZodSourceOptions = {}): Promise<ZodConversion> {
  const limits = { ...DEFAULT_SANDBOX_LIMITS, ...options.limits };
  const now = options.now ?? (() => performance.now());
  const [qjs, bundle] = await Promise.all([loadQuickJs(), loadZodBundle()]);
  return convertZodInSandbox(qjs, bundle, source, limits, now);
}
