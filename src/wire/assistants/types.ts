// The Assistants v2 wire types (assistants, threads, messages, runs, steps, files, vector stores), re-exported from the openai SDK.
export type {
  Assistant,
  AssistantDeleted,
  AssistantTool,
  AssistantStreamEvent,
  FunctionTool,
} from 'openai/resources/beta/assistants';
export type { Thread, ThreadDeleted, AssistantToolChoiceOption } from 'openai/resources/beta/threads/threads';
export type {
  Message,
  MessageContent,
  MessageDeleted,
  MessageDelta,
  MessageDeltaEvent,
  TextContentBlock,
  FileCitationAnnotation,
  Annotation,
} from 'openai/resources/beta/threads/messages';
export type { Run, RunStatus, RequiredActionFunctionToolCall } from 'openai/resources/beta/threads/runs/runs';
export type {
  RunStep,
  RunStepDelta,
  RunStepDeltaEvent,
  ToolCall as RunStepToolCall,
  CodeInterpreterToolCall,
  FileSearchToolCall,
  FunctionToolCall,
  MessageCreationStepDetails,
  ToolCallsStepDetails,
} from 'openai/resources/beta/threads/runs/steps';
export type { FileObject, FileDeleted } from 'openai/resources/files';
export type { VectorStore, VectorStoreDeleted } from 'openai/resources/vector-stores/vector-stores';
export type { VectorStoreFile, VectorStoreFileDeleted } from 'openai/resources/vector-stores/files';
export type { VectorStoreFileBatch } from 'openai/resources/vector-stores/file-batches';

/** Statuses in which a run still holds its thread (no new message, no second run). */
export const ACTIVE_RUN_STATUSES = ['queued', 'in_progress', 'requires_action', 'cancelling'] as const;

/** Statuses a run never leaves. */
export const TERMINAL_RUN_STATUSES = ['cancelled', 'failed', 'completed', 'incomplete', 'expired'] as const;

/** Statuses the SDK's poll helpers keep polling through. */
export const POLLING_RUN_STATUSES = ['queued', 'in_progress', 'cancelling'] as const;
