// The assistant a session's configuration describes: the body of `POST /v1/assistants` in seed 004's layout.
import type { FunctionTool } from 'openai/resources/beta/assistants';
import type { AssistantSetup } from '@loopscope/payloads/assistants/entries';
import type { SessionConfig, ToolSpec } from '../../types';

/** Key order of seed 004's tools (name, description, parameters); `strict` only when on, as the seed sends none. */
export function toAssistantsTool(tool: ToolSpec): FunctionTool {
  return {
    type: 'function',
    function: {
      name: tool.name,
      description: tool.description,
      parameters: tool.parameters,
      ...(tool.strict ? { strict: true } : {}),
    },
  };
}

/** Seed 004's key order: instructions, tools, model; the built-in tools follow the function tools. */
export function assistantSetup(config: SessionConfig): AssistantSetup {
  const builtins = (config.options.assistantsTools ?? []).map((type) => ({ type }));
  return {
    ...(config.systemPrompt ? { instructions: config.systemPrompt } : {}),
    tools: [...config.tools.map(toAssistantsTool), ...builtins],
    model: config.model,
  };
}
