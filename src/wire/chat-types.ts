// The Chat Completions wire types, re-exported from the official openai SDK so nothing is retyped here.
export type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionCreateParams,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessage,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageCustomToolCall,
  ChatCompletionCustomTool,
  ChatCompletionAssistantMessageParam,
  ChatCompletionToolMessageParam,
  ChatCompletionSystemMessageParam,
  ChatCompletionUserMessageParam,
  ChatCompletionDeveloperMessageParam,
  ChatCompletionTool,
  ChatCompletionFunctionTool,
  ChatCompletionToolChoiceOption,
  ChatCompletionContentPart,
  ChatCompletionStreamOptions,
  ChatCompletionTokenLogprob,
} from 'openai/resources/chat/completions';
export type { CompletionUsage } from 'openai/resources/completions';
export type { Model, ModelsPage } from 'openai/resources/models';
export type { FunctionDefinition, FunctionParameters, ResponseFormatJSONSchema } from 'openai/resources/shared';
