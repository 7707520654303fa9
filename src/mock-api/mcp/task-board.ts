// The mock MCP server's tasks (Tasks extension, SEP-2663): each advances one step per interval of the clock, so a poll
// sees "working" with its step, then "completed" with the result; bounded in number and in lifetime.
import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
/** A page of one person runs a handful of tasks; more is a runaway client. */
export const MAX_TASKS = 64;
/** How long an ended task's result stays readable (the handle's `ttl`). */
export const TASK_TTL_MS = 60_000;

type ToolResult = Record<string, unknown>;

interface Entry {
  taskId: string;
  createdAt: number;
  steps: number;
  result: () => ToolResult;
}

export interface TaskBoard {
  /** A new task: its handle, as the tools/call result in lieu of the tool's own. */
  start(steps: number, result: () => ToolResult): Record<string, unknown>;
  /** The task's state now (`tasks/get`); an unknown id is refused with InvalidParams. */
  get(taskId: string): Record<string, unknown>;
}

export function createTaskBoard(now: () => number, stepMs: number, newId: () => string): TaskBoard {
  const tasks = new Map<string, Entry>();
  const iso = (ms: number) => new Date(ms).toISOString();
  const shape = (entry: Entry) => {
    const elapsed = now() - entry.createdAt;
    const step = Math.min(entry.steps, Math.floor(elapsed / stepMs));
    const done = step >= entry.steps;
    const base = {
      taskId: entry.taskId,
      status: done ? 'completed' : 'working',
      statusMessage: done ? 'The report is ready.' : `Step ${step + 1} of ${entry.steps}: reading the forecast.`,
      createdAt: iso(entry.createdAt),
      lastUpdatedAt: iso(entry.createdAt + step * stepMs),
      ttl: TASK_TTL_MS,
      pollInterval: stepMs,
    };
    return done ? { ...base, result: entry.result() } : base;
  };
  const sweep = () => {
    for (const [id, entry] of tasks) if (now() - entry.createdAt > entry.steps * stepMs + TASK_TTL_MS) tasks.delete(id);
    while (tasks.size >= MAX_TASKS) tasks.delete(tasks.keys().next().value!);
  };
  return {
    start(steps, result) {
      sweep();
      const entry = { taskId: newId(), createdAt: now(), steps, result };
      tasks.set(entry.taskId, entry);
      return { resultType: 'task', ...shape(entry) };
    },
    get(taskId) {
      const entry = tasks.get(taskId);
      if (!entry) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown task: ${taskId}`);
      return shape(entry);
    },
  };
}
