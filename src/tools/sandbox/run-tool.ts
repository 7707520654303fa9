// Runs one tool call in a fresh QuickJS runtime with stack, memory and time limits, and turns every outcome into a ToolRun.
import type { QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { SandboxLimits, ToolCall, ToolRun } from '../types';
import { formatToolError, formatToolValue, type ToolErrorType } from '../tool-result';
import { callWrapper, entryLookup, HOST_LOG, MAX_RESULT_CHARS, PRELUDE } from './prelude';
import { createLogSink } from './log-sink';
import { parseToolArguments } from './parse-arguments';
import { openLimitedVm } from './limited-vm';
import { discardQuickJs } from './quickjs';
import { describeError, disposeAfter } from './vm-errors';

/** The share of the memory limit in use past which a program stopped by the clock is said to have run out of memory. */
const NEAR_MEMORY_LIMIT = 0.75;

type Outcome = { ok: true; output: string } | { ok: false; type: ToolErrorType; message: string };

/** Synchronous: the sync QuickJS variant settles async tool functions via executePendingJobs. */
export function runToolInSandbox(
  qjs: QuickJSWASMModule,
  call: ToolCall,
  source: string,
  limits: SandboxLimits,
  now: () => number,
): ToolRun {
  const startedAt = now();
  const logs = createLogSink();
  const outcome = runGuarded(qjs, call, source, limits, now, logs.push);
  const output = outcome.ok ? outcome.output : formatToolError(outcome.type, outcome.message);
  return { output, ok: outcome.ok, logs: logs.lines(), durationMs: now() - startedAt };
}

function runGuarded(
  qjs: QuickJSWASMModule,
  call: ToolCall,
  source: string,
  limits: SandboxLimits,
  now: () => number,
  log: (level: string, text: string) => void,
): Outcome {
  const args = parseToolArguments(call);
  if (!args.ok) return { ok: false, type: 'invalid_arguments', message: args.message };

  const vm = openLimitedVm(qjs, limits, now);
  const { runtime, context } = vm;
  const fail = (type: ToolErrorType, message: string): Outcome => ({ ok: false, type, message });
  // A program that fills memory with many small objects spends its time in the collector near the limit, so the clock
  // stops it before an allocation fails: one stopped with most of its memory in use ran out of memory.
  const stopped = (): Outcome => {
    const used = vm.memoryAtStop();
    if (used !== null && used >= limits.memoryLimitBytes * NEAR_MEMORY_LIMIT) {
      return fail(
        'out_of_memory',
        `${call.name} ran out of memory (limit ${Math.round(limits.memoryLimitBytes / 1048576)} MB): it had used ${Math.round(used / 1048576)} MB when it was stopped after ${limits.timeoutMs} ms.`,
      );
    }
    return fail('timeout', `${call.name} did not finish within ${limits.timeoutMs} ms and was stopped.`);
  };
  const failFrom = (error: QuickJSHandle, phase: 'load' | 'call'): Outcome => {
    const { name, message } = describeError(context, error);
    if (vm.interrupted()) return stopped();
    if (/out of memory/i.test(message)) {
      return fail(
        'out_of_memory',
        `${call.name} ran out of memory (limit ${Math.round(limits.memoryLimitBytes / 1048576)} MB).`,
      );
    }
    if (/stack overflow/i.test(message))
      return fail('stack_overflow', `${call.name} recursed too deeply: ${name}: ${message}`);
    if (phase === 'load' && name === 'SyntaxError')
      return fail('syntax_error', `The source of ${call.name} does not parse: ${message}`);
    return fail('exception', `${name}: ${message}`);
  };

  try {
    const logFn = context.newFunction(HOST_LOG, (level, text) => {
      log(context.getString(level), context.getString(text));
    });
    context.setProp(context.global, HOST_LOG, logFn);
    logFn.dispose();
    context.unwrapResult(context.evalCode(PRELUDE, 'prelude.js')).dispose();

    const loaded = context.evalCode(source, `${call.name}.js`);
    if (loaded.error) return disposeAfter(loaded.error, () => failFrom(loaded.error, 'load'));
    loaded.value.dispose();

    const entry = context.unwrapResult(context.evalCode(entryLookup(call.name)));
    const entryName = context.getString(entry);
    entry.dispose();
    if (!entryName) {
      return fail(
        'missing_function',
        `The source must define a function named ${call.name} (or run) that takes the arguments object.`,
      );
    }

    const started = context.evalCode(callWrapper(entryName, args.json), 'call.js');
    if (started.error) return disposeAfter(started.error, () => failFrom(started.error, 'call'));
    const promise = started.value;
    try {
      const jobs = runtime.executePendingJobs();
      if (jobs.error) return disposeAfter(jobs.error, () => failFrom(jobs.error, 'call'));
      const state = context.getPromiseState(promise);
      if (state.type === 'pending') {
        return fail(
          'never_settled',
          `${call.name} returned a promise that never settled (the sandbox has no timers or network).`,
        );
      }
      if (state.type === 'rejected') return disposeAfter(state.error, () => failFrom(state.error, 'call'));
      const envelope = context.getString(state.value);
      state.value.dispose();
      return readEnvelope(call.name, envelope);
    } finally {
      promise.dispose();
    }
  } catch (error) {
    // Host-side failures (e.g. the VM could not even allocate an error object) still become a readable result.
    if (vm.interrupted()) return stopped();
    const message = error instanceof Error ? error.message : String(error);
    if (/out of memory/i.test(message)) return fail('out_of_memory', `${call.name} ran out of memory.`);
    return fail('sandbox_crashed', `The sandbox failed while running ${call.name}: ${message}`);
  } finally {
    // The outcome is already known; a module that aborted while freeing the VM only needs replacing for the next call.
    if (!vm.dispose()) discardQuickJs(qjs);
  }
}

function readEnvelope(name: string, envelope: string): Outcome {
  const parsed = JSON.parse(envelope) as { kind: 'string' | 'json' | 'unserializable' | 'too_large'; text: string };
  if (parsed.kind === 'string') return { ok: true, output: parsed.text };
  if (parsed.kind === 'json') return { ok: true, output: formatToolValue(JSON.parse(parsed.text)) };
  if (parsed.kind === 'too_large') {
    const size = (chars: number) => `${(chars / 1048576).toFixed(1).replace(/\.0$/, '')} MB`;
    return {
      ok: false,
      type: 'output_too_large',
      message: `${name} returned ${size(Number(parsed.text))} of text; a tool result may be at most ${size(MAX_RESULT_CHARS)}. Return less (a summary, or the first items).`,
    };
  }
  return {
    ok: false,
    type: 'not_serializable',
    message: `${name} returned a value that cannot be sent as JSON: ${parsed.text}`,
  };
}
