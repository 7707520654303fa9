// Doctor rules for MCP mistakes: an approval answered with the wrong id, and an MCP tool result passed on with its failure hidden.
import { str } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import type { DoctorRule, RuleContext, RuleHit } from '../types';
import { inputItems, itemsOfType, serverHeldItems } from './responses-items';
import { hitsWhere } from './rule-helpers';
import { say } from '../details';
import { payloadStyleOf, type ToolResultSlot } from '../../payload-styles';

export const approvalUnknownId: DoctorRule = {
  id: 'mcp-approval-unknown-id',
  title: 'An mcp_approval_response answering no mcp_approval_request',
  severity: 'error',
  styles: ['responses'],
  why: 'The API runs an approved MCP call by looking up the mcp_approval_request it answers, among the input items and those the server holds behind previous_response_id or in the conversation; this id is in neither.',
  fix: 'Set approval_request_id to the id of the mcp_approval_request item (mcpr_…), and send that item too unless previous_response_id or the conversation carries it.',
  apiError: "No MCP approval request found with id 'mcpr_abc'.",
  check(ctx) {
    const items = inputItems(ctx.call.request);
    const chain = serverHeldItems(ctx);
    if (!chain.known) return [];
    const asked = new Set(
      [...items, ...chain.items].filter((item) => item.type === 'mcp_approval_request').map((item) => item.id),
    );
    return hitsWhere(itemsOfType(items, 'mcp_approval_response'), ({ index, item }) => {
      const id = str(item.approval_request_id) ?? '';
      return (
        !asked.has(id) && {
          path: ['input', index, 'approval_request_id'],
          ...say('noApprovalRequest', { id }),
          apiError: `No MCP approval request found with id '${id}'.`,
        }
      );
    });
  },
};

/** A tools/call result passed on whole (`{"content": [...], "isError": true}`) as a tool's output, when it failed. */
function failedMcpResult(output: unknown): boolean {
  if (typeof output !== 'string' || !output.includes('isError')) return false;
  try {
    const parsed = JSON.parse(output) as unknown;
    return isObject(parsed) && parsed.isError === true && Array.isArray(parsed.content);
  } catch {
    return false;
  }
}

/** Each tool result of the request with where it sits: Chat's role "tool" messages, Responses' function_call_output items (its style's entry finds them). */
function toolOutputs(ctx: RuleContext): ToolResultSlot[] {
  return payloadStyleOf(ctx.call.style)?.toolResults(ctx.call.request) ?? [];
}

export const mcpErrorHidden: DoctorRule = {
  id: 'mcp-error-hidden',
  title: "A failed MCP tool call passed on as MCP's result object",
  severity: 'warning',
  styles: ['chat', 'responses'],
  why: 'The MCP server said the call failed (isError: true), but the tool result the model reads is the raw tools/call result JSON: nothing in it reads as a failure unless the model notices one flag among the content, so it may answer as if the tool had worked.',
  fix: 'Turn an MCP result into the tool output yourself: the text of its content parts, and when isError is true, say so in words ("Error: …") so the model can retry or tell the user.',
  check(ctx) {
    return toolOutputs(ctx).flatMap(({ path, output }): RuleHit[] =>
      failedMcpResult(output) ? [{ path, ...say('mcpErrorAsJson') }] : [],
    );
  },
};
