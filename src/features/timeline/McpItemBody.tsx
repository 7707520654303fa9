// What a hosted MCP item says, in one line or two: the tools a server listed, a call and its output, an approval asked or given.
import { useTranslation } from 'react-i18next';

type Item = Record<string, unknown>;

export const MCP_ITEM_TYPES = new Set(['mcp_list_tools', 'mcp_call', 'mcp_approval_request', 'mcp_approval_response']);

/** `get_weather({"city":"Tokyo"})`, as the call went out (arguments are a JSON string on the wire). */
const callText = (wire: Item) =>
  `${String(wire.name)}(${typeof wire.arguments === 'string' ? wire.arguments : JSON.stringify(wire.arguments ?? {})})`;

export function McpItemBody({ wire }: { wire: Item }) {
  const { t } = useTranslation('timeline');
  const server = String(wire.server_label ?? '');
  if (wire.type === 'mcp_list_tools') {
    const names = Array.isArray(wire.tools) ? (wire.tools as { name?: string }[]).map((tool) => String(tool.name)) : [];
    return (
      <p className="card-explain">
        {t('mcp.listed', { server, count: names.length })} <code>{names.join(', ')}</code>
      </p>
    );
  }
  if (wire.type === 'mcp_approval_response') {
    return (
      <p className="card-explain">
        {t(wire.approve === true ? 'mcp.approved' : 'mcp.denied', { id: String(wire.approval_request_id) })}
      </p>
    );
  }
  const error =
    wire.type === 'mcp_call' && wire.error != null
      ? typeof wire.error === 'string'
        ? wire.error
        : JSON.stringify(wire.error)
      : null;
  return (
    <>
      <p className="card-explain">{t(wire.type === 'mcp_call' ? 'mcp.called' : 'mcp.asks', { server })}</p>
      <pre className="mono approval-args">{callText(wire)}</pre>
      {wire.type === 'mcp_call' && (
        <p className="card-text">{error ? t('mcp.error', { error }) : String(wire.output ?? '')}</p>
      )}
    </>
  );
}
