// The classic Responses mistakes, made on purpose when a session asks for one (a break-it lab): each turns the correct
// request into the broken one a learner would send. Their entries in MISTAKES (engine/mistakes.ts).
import type { ResponsesMistakeId } from '@loopscope/payloads/teaching/classic-mistakes';
import type { Mistake } from '../../mistake';
import { toChatTool } from '../chat/driver';

/** Chat's tool result, as code ported from Chat Completions appends it; Responses has no `tool` role. */
export interface ToolRoleItem {
  role: 'tool';
  tool_call_id: string;
  content: string;
}

export function isToolRoleItem(item: unknown): item is ToolRoleItem {
  return typeof item === 'object' && item !== null && (item as { role?: unknown }).role === 'tool';
}

const mistake = (id: ResponsesMistakeId, alters: Mistake['alters']): Mistake => ({
  id,
  styles: ['responses'],
  lesson: id,
  alters,
});

/** The tools as code ported from Chat sends them: Chat's nested shape. */
const nestedTools: NonNullable<Mistake['alters']['tools']> = (config) => config.tools.map(toChatTool);

export const RESPONSES_MISTAKES = {
  'responses-nested-tools': mistake('responses-nested-tools', {
    tools: nestedTools,
    request: (params, config) => ({ ...params, tools: nestedTools(config) }),
  }),
  'responses-tool-role': mistake('responses-tool-role', {
    toolResult: (call, output): ToolRoleItem => ({ role: 'tool', tool_call_id: call.callId, content: output }),
  }),
  'responses-dropped-reasoning': mistake('responses-dropped-reasoning', {
    request: (params) => {
      const input = (params as { input?: unknown }).input;
      return Array.isArray(input)
        ? {
            ...params,
            input: input.filter(
              (item) => !(typeof item === 'object' && item !== null && 'type' in item && item.type === 'reasoning'),
            ),
          }
        : params;
    },
  }),
  'responses-chain-unstored': mistake('responses-chain-unstored', {
    request: (params) => ({ ...params, store: false }),
  }),
} satisfies Record<ResponsesMistakeId, Mistake>;
