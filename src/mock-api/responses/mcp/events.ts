// The streaming events of the hosted mcp tool's items, between `output_item.added` and `output_item.done` (SDK 7.59 event types).

type Json = Record<string, unknown>;
type Push = (type: string, fields: Json) => void;

/**
 * Pushes an MCP item's opening events; false when the item is no MCP list or call (an approval request has none of
 * its own: added and done, like any other item). The caller pushes `response.output_item.done`.
 */
export function pushMcpItemEvents(
  item: Json,
  output_index: number,
  push: Push,
  pieces: (text: string) => string[],
): boolean {
  const item_id = item.id;
  if (item.type === 'mcp_list_tools') {
    push('response.output_item.added', { output_index, item: { ...item, tools: [] } });
    push('response.mcp_list_tools.in_progress', { item_id, output_index });
    push(item.error ? 'response.mcp_list_tools.failed' : 'response.mcp_list_tools.completed', {
      item_id,
      output_index,
    });
    return true;
  }
  if (item.type === 'mcp_call') {
    const args = String(item.arguments);
    push('response.output_item.added', {
      output_index,
      item: { ...item, status: 'in_progress', arguments: '', output: null, error: null },
    });
    push('response.mcp_call.in_progress', { item_id, output_index });
    for (const delta of pieces(args)) push('response.mcp_call_arguments.delta', { item_id, output_index, delta });
    push('response.mcp_call_arguments.done', { item_id, output_index, arguments: args });
    push(item.error ? 'response.mcp_call.failed' : 'response.mcp_call.completed', { item_id, output_index });
    return true;
  }
  return false;
}
