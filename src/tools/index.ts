// The tool runtime's public surface: sandbox executors, tool definitions, the strict checker and the built-in tools.
export type { SandboxLimits, ToolCall, ToolDefinition, ToolRun, ToolRunner } from './types';
export { DEFAULT_SANDBOX_LIMITS } from './types';
export { createSandboxExecutor, type SandboxExecutorOptions } from './sandbox-executor';
export { createWorkerExecutor, type SandboxWorker, type WorkerExecutor, type WorkerExecutorOptions } from './worker-executor';
export { formatToolError, formatToolValue, type ToolErrorType } from './tool-result';
export { pyJsonDumps } from './py-json';
export { checkToolStrictness, type ToolSchemaIssue, type ToolWireLayout } from './strict-check';
// zodTool / jsonSchemaTool live in './define-tool', imported directly (and lazily), so zod stays out of the entry chunk.
export type { JsonSchemaToolOptions, ZodToolOptions } from './define-tool';
export { builtinTool, builtinTools, BUILTIN_TOOL_NAMES, type BuiltinToolName } from './builtin/index';
