// The client half of MCP's Tasks extension (io.modelcontextprotocol/tasks, SEP-2663) for the 2026-07-28 revision: a
// tools/call answered with a task handle is polled with `tasks/get` until the task ends, and the call resolves with its result.
//
// Why this file exists: SDK 2.4.0 ships no Tasks runtime. Its 2026 codec rejects a `resultType: "task"` result before
// any hook (`decodeResult` → UnsupportedResultType) and offers no client task API. What it does allow is the raw request
// API for the extension's reused method names (`client.request({ method: 'tasks/get' }, schema)`), which this file uses
// for every poll: each poll is a real request of the SDK, recorded on the wire like any other. Only the task handle is
// caught here, at the transport seam, before the codec sees it; the handle itself crossed the wire and is recorded.
import type { Client, JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { z } from 'zod';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** A Task as `tasks/get` answers it; `result` or `error` once it ended (SEP-2663's Task shape). */
const PolledTaskSchema = z.looseObject({
  taskId: z.string(),
  status: z.enum(['working', 'input_required', 'completed', 'failed', 'cancelled']),
  statusMessage: z.string().optional(),
  pollInterval: z.number().optional(),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
});
export type PolledTask = z.infer<typeof PolledTaskSchema>;

/** Polls no faster than this, however small the server's hint, and no slower than the longest wait. */
const MIN_POLL_MS = 50;
const MAX_POLL_MS = 2_000;
/** A task that never ends is a hang: the client stops polling after this many polls. */
const MAX_POLLS = 600;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A task handle: the result of a request, `resultType: "task"` with its id (and the first status). */
export function taskHandleOf(
  message: JSONRPCMessage,
): { id: string | number; taskId: string; pollInterval?: number } | null {
  if (!('result' in message) || !('id' in message)) return null;
  const result = message.result as Record<string, unknown>;
  if (result.resultType !== 'task' || typeof result.taskId !== 'string') return null;
  return {
    id: message.id,
    taskId: result.taskId,
    ...(typeof result.pollInterval === 'number' ? { pollInterval: result.pollInterval } : {}),
  };
}

/**
 * The transport `inner`, except that a task handle is not delivered to the client: the task is polled (through the
 * client) and the request is answered with the task's own result or error once it ends. `inner` is wrapped in a proxy so
 * that the SDK still sees the transport it made (its class, its per-request stream support).
 */
export function withTasks(inner: Transport, client: () => Client, timeoutMs: number): Transport {
  let deliver: Transport['onmessage'];
  const settle = async (handle: NonNullable<ReturnType<typeof taskHandleOf>>) => {
    let wait = handle.pollInterval ?? 200;
    for (let poll = 0; poll < MAX_POLLS; poll++) {
      await sleep(Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, wait)));
      let task: PolledTask;
      try {
        task = await client().request({ method: 'tasks/get', params: { taskId: handle.taskId } }, PolledTaskSchema, {
          timeout: timeoutMs,
        });
      } catch (error) {
        deliver?.({
          jsonrpc: '2.0',
          id: handle.id,
          error: {
            code: -32603,
            message: `tasks/get failed: ${error instanceof Error ? error.message : String(error)}`,
          },
        });
        return;
      }
      wait = task.pollInterval ?? wait;
      if (task.status === 'completed' && task.result) {
        // The task's result is the call's own result; the modern codec reads it as any complete result.
        deliver?.({ jsonrpc: '2.0', id: handle.id, result: { ...task.result, resultType: 'complete' } });
        return;
      }
      if (task.status === 'failed' || task.status === 'cancelled' || task.status === 'completed') {
        deliver?.({
          jsonrpc: '2.0',
          id: handle.id,
          error: task.error ?? { code: -32603, message: task.statusMessage ?? `The task ended ${task.status}.` },
        });
        return;
      }
    }
    deliver?.({
      jsonrpc: '2.0',
      id: handle.id,
      error: { code: -32001, message: `The task ${handle.taskId} did not end after ${MAX_POLLS} polls.` },
    });
  };
  return new Proxy(inner, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(target, key, value) {
      if (key !== 'onmessage') return Reflect.set(target, key, value, target);
      deliver = value as Transport['onmessage'];
      target.onmessage = deliver
        ? (message, extra) => {
            const handle = taskHandleOf(message);
            if (handle) void settle(handle);
            else deliver?.(message, extra);
          }
        : undefined;
      return true;
    },
  });
}
