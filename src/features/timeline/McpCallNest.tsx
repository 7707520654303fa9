// Under a model's tool call that an MCP server ran: the JSON-RPC exchanges it caused (tools/call, and a connection opened
// for it), the arguments sent, the result's content (or its error), and the tool message built from it.
import { useTranslation } from 'react-i18next';
import type { Exchange } from '../../engine/types';
import { mcpCallView, useActiveExchanges, useSelectedExchangeId, useSessionActions } from '../../store';

const MAX_SHOWN = 240;
/** The wire's own field and method names, shown as code in every language. */
const FIELD = { args: 'params.arguments', content: 'result.content', structured: 'result.structuredContent', error: 'error', progress: 'notifications/progress', wire: 'MCP', isError: 'isError: true' };

function clip(text: string): string {
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/** The content parts as the tool message reads them: text parts joined, other parts by type. */
function contentText(content: readonly { type: string; text?: string }[]): string {
  return content.map((part) => (part.type === 'text' ? (part.text ?? '') : `[${part.type}]`)).join('\n');
}

export function McpCallNest({ callId, item }: { callId: string; item: boolean }) {
  const exchanges = useActiveExchanges();
  const served = exchanges.filter((e) => e.mcp?.toolCallId === callId);
  if (served.length === 0) return null;
  return <Nest served={served} item={item} />;
}

function Nest({ served, item }: { served: Exchange[]; item: boolean }) {
  const { t } = useTranslation('timeline');
  const selectedId = useSelectedExchangeId();
  const { selectExchange } = useSessionActions();
  const call = served.find((e) => e.mcp!.methods.includes('tools/call')) ?? null;
  const view = call ? mcpCallView(call) : null;
  const server = served[0]!.mcp!.serverLabel;
  return (
    <div className="mcp-nest" data-testid="mcp-call">
      <div className="mcp-nest-head">
        <span className="mcp-wire">{FIELD.wire}</span>
        <span>{t('mcpCall.ranOn', { server })}</span>
      </div>
      <ol className="mcp-nest-exchanges">
        {served.map((exchange) => (
          <li key={exchange.id}>
            <button
              type="button"
              className="mcp-nest-link"
              aria-pressed={selectedId === exchange.id}
              title={t('mcpCall.inspect')}
              onClick={(event) => {
                event.stopPropagation();
                selectExchange(exchange.id);
              }}
            >
              <code>{exchange.mcp!.methods.join(', ') || exchange.method}</code>
              <span className="mcp-nest-status">{exchange.status ?? exchange.state}</span>
            </button>
          </li>
        ))}
      </ol>
      {view && (
        <dl className="mcp-nest-values">
          <dt>
            <code>{FIELD.args}</code>
          </dt>
          <dd>
            <code>{clip(JSON.stringify(view.arguments))}</code>
          </dd>
          {view.result && (
            <>
              <dt>
                <code>{FIELD.content}</code>
              </dt>
              <dd>
                <code data-testid="mcp-result-content">{clip(contentText(view.result.content))}</code>
                {view.result.isError === true && <span className="mcp-is-error">{FIELD.isError}</span>}
              </dd>
            </>
          )}
          {view.result?.structuredContent !== undefined && (
            <>
              <dt>
                <code>{FIELD.structured}</code>
              </dt>
              <dd>
                <code>{clip(JSON.stringify(view.result.structuredContent))}</code>
              </dd>
            </>
          )}
          {view.error && (
            <>
              <dt>
                <code>{FIELD.error}</code>
              </dt>
              <dd>
                <code>{clip(`${view.error.code}: ${view.error.message}`)}</code>
              </dd>
            </>
          )}
          {view.progress > 0 && (
            <>
              <dt>
                <code>{FIELD.progress}</code>
              </dt>
              <dd>{t('mcpCall.progress', { count: view.progress })}</dd>
            </>
          )}
        </dl>
      )}
      <p className="mcp-nest-then">{t(item ? 'mcpCall.thenItem' : 'mcpCall.thenChat')}</p>
    </div>
  );
}
