// The tool runtime's public surface: sandbox executors, tool definitions, the strict checker and the built-in tools.
export type { SandboxLimits, ToolCall, ToolDefinition, ToolRun, ToolRunner } from './types';
export { DEFAULT_SANDBOX_LIMITS } from './types';
export { createSandboxExecutor, type SandboxExecutorOptions } from './sandbox-executor';
export {
  createWorkerExecutor,
  type SandboxWorker,
  type WorkerExecutor,
  type WorkerExecutorOptions,
} from './worker-executor';
export { zodSourceToParameters, type ZodConversion, type ZodSourceOptions } from './zod-source';
export { formatToolError, formatToolValue, type ToolErrorType } from './tool-result';
export { pyJsonDumps } from './py-json';
export {
  runWorkspaceCall,
  workspaceAt,
  type ShellOutputChunk,
  type WorkspaceCall,
  type WorkspaceResult,
} from './workspace/workspace-run';
export { STARTING_FILES } from './workspace/file-tree';
export { checkToolStrictness, type ToolSchemaIssue, type ToolWireLayout } from './strict-check';
// zodTool / jsonSchemaTool live in './define-tool', imported directly by Node code and tests, so zod stays out of the entry chunk;
// the app converts user zod source inside the sandbox instead (zodSourceToParameters / WorkerExecutor.zodToParameters).
export type { JsonSchemaToolOptions, ZodToolOptions } from './define-tool';
export {
  builtinTool,
  builtinToolSource,
  builtinToolSourceFor,
  builtinTools,
  BUILTIN_TOOL_NAMES,
  type BuiltinToolName,
} from './builtin/index';
// code_interpreter runs Python: the page's worker (./python/page-python) and the server's thread load Pyodide only when a run starts.
export type { ProgramRun, PythonLimits } from './python/python-limits';
export { DEFAULT_PYTHON_LIMITS } from './python/python-limits';
