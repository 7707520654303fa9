// Converts zod source to strict parameters in a fresh QuickJS VM with the same stack, memory and time limits as tool runs.
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { SandboxLimits } from '../types';
import { openLimitedVm } from '../sandbox/limited-vm';
import { discardQuickJs } from '../sandbox/quickjs';
import { describeError, disposeAfter } from '../sandbox/vm-errors';
import { isObject } from '@loopscope/wire/json-object';
import { ZOD_SANDBOX_GLOBAL, type ZodSandboxReply } from './reply';

export type ZodConversion = { ok: true; parameters: Record<string, unknown> } | { ok: false; error: string };

/**
 * Evaluating our own bundle is not the user's time, so it gets its own budget (measured: 50-120 ms
 * in Node and in a Chromium worker; the rest is room for slow machines); the user's source then gets
 * `limits.timeoutMs` from a fresh deadline.
 */
export const BUNDLE_LOAD_BUDGET_MS = 5000;

export function convertZodInSandbox(
  qjs: QuickJSWASMModule,
  bundle: string,
  source: string,
  limits: SandboxLimits,
  now: () => number,
): ZodConversion {
  const vm = openLimitedVm(qjs, limits, now, BUNDLE_LOAD_BUDGET_MS);
  const { context } = vm;
  const limitError = (message: string): string | null => {
    if (vm.interrupted()) return `The zod source did not finish within ${limits.timeoutMs} ms and was stopped.`;
    if (/out of memory/i.test(message))
      return `The zod source ran out of memory (limit ${Math.round(limits.memoryLimitBytes / 1048576)} MB).`;
    if (/stack overflow/i.test(message)) return `The zod source nests or recurses too deeply: ${message}`;
    return null;
  };

  try {
    const loaded = context.evalCode(bundle, 'zod-sandbox.js');
    if (loaded.error) {
      const { message } = disposeAfter(loaded.error, () => describeError(context, loaded.error));
      // Our bundle failing is never the user's fault: say so rather than blaming their schema.
      return {
        ok: false,
        error: `The zod sandbox could not start: ${vm.interrupted() ? 'loading zod took too long' : message}`,
      };
    }
    loaded.value.dispose();

    vm.restartClock(limits.timeoutMs);
    const called = context.evalCode(`${ZOD_SANDBOX_GLOBAL}(${JSON.stringify(source)})`, 'schema.js');
    if (called.error) {
      const { name, message } = disposeAfter(called.error, () => describeError(context, called.error));
      return { ok: false, error: limitError(message) ?? `The zod source failed: ${name}: ${message}` };
    }
    const text = context.typeof(called.value) === 'string' ? context.getString(called.value) : '';
    called.value.dispose();
    return readReply(text, limitError);
  } catch (error) {
    // Host-side failures (e.g. the VM could not even allocate an error object) still become a readable result.
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: limitError(message) ?? `The zod sandbox failed: ${message}` };
  } finally {
    // A module that aborted while freeing the VM is dropped; the next conversion loads a fresh one.
    if (!vm.dispose()) discardQuickJs(qjs);
  }
}

/** The wording the tool editor shows; the SDK helper's own message is kept verbatim, since it names the field. */
function readReply(text: string, limitError: (message: string) => string | null): ZodConversion {
  const unreadable: ZodConversion = { ok: false, error: 'The zod sandbox returned no readable result.' };
  let reply: ZodSandboxReply;
  try {
    reply = JSON.parse(text) as ZodSandboxReply;
  } catch {
    return unreadable;
  }
  if (reply.ok) {
    const { parameters } = reply;
    return isObject(parameters) ? { ok: true, parameters } : unreadable;
  }
  const limited = limitError(String(reply.message));
  if (limited) return { ok: false, error: limited };
  if (reply.phase === 'evaluate') {
    return { ok: false, error: `The zod source did not evaluate: ${reply.name}: ${reply.message}` };
  }
  if (reply.phase === 'not_object') return { ok: false, error: 'The zod source must evaluate to z.object({...}).' };
  return { ok: false, error: String(reply.message) };
}
