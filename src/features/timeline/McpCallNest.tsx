// Under a model's tool call that an MCP server ran: the JSON-RPC exchanges it caused (tools/call, and a connection opened
// for it), the arguments sent, the result's content (or its error), and the tool message built from it.
import { useTranslation } from 'react-i18next';
import type { Exchange } from '@loopscope/engine/types';
import { mcpCallView, mcpWireView, useActiveExchanges, useSelectedExchangeId, useSessionActions } from '../../store';

const MAX_SHOWN = 240;
/** The wire's own field and method names, shown as code in every language. */
const FIELD = {
  resultType: 'resultType',
  args: 'params.arguments',
  content: 'result.content',
  structured: 'result.structuredContent',
  error: 'error',
  progress: 'notifications/progress',
  wire: 'MCP',
  isError: 'isError: true',
};

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
  // The last tools/call: on 2026-07-28 an input-required answer comes first, and its retry carries the result.
  const call = served.filter((e) => e.mcp!.methods.includes('tools/call')).at(-1) ?? null;
  // A task's result arrives in the last tasks/get, not in the tools/call that made the task.
  const ended = served.filter((e) => e.mcp!.methods.includes('tasks/get')).at(-1);
  const callView = call ? mcpCallView(call) : null;
  const view = callView && ended && !callView.result ? { ...callView, result: mcpCallView(ended).result } : callView;
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
            <McpWireNote exchange={exchange} />
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

/** What today's MCP wire adds to one exchange: its revision, an input-required ask, a retry with the answer, a task's state. */
function McpWireNote({ exchange }: { exchange: Exchange }) {
  const { t } = useTranslation('timeline');
  const view = mcpWireView(exchange);
  const notes: { key: string; text: string }[] = [];
  if (view.revision) notes.push({ key: 'revision', text: t('mcpWire.revision', { revision: view.revision }) });
  if (view.supportedVersions)
    notes.push({ key: 'discover', text: t('mcpWire.discover', { versions: view.supportedVersions.join(', ') }) });
  if (view.inputRequests.length > 0)
    notes.push({
      key: 'input',
      text: t('mcpWire.inputRequired', { keys: view.inputRequests.map((r) => r.key).join(', ') }),
    });
  if (exchange.mcp?.retryOf || view.inputResponses.length > 0)
    notes.push({
      key: 'retry',
      text: t('mcpWire.retryOf', {
        answers: view.inputResponses.map((r) => `${r.key}: ${r.action ?? '?'}`).join(', '),
      }),
    });
  if (view.task)
    notes.push({
      key: 'task',
      text: t('mcpWire.task', {
        status: view.task.statusMessage ? `${view.task.status} — ${view.task.statusMessage}` : view.task.status,
      }),
    });
  if (view.ttlMs) notes.push({ key: 'ttl', text: t('mcpWire.ttl', { seconds: Math.round(view.ttlMs / 1000) }) });
  if (notes.length === 0) return null;
  return (
    <span className="mcp-wire-notes" data-testid="mcp-wire-notes">
      {view.resultType && <code className="mcp-result-type">{`${FIELD.resultType}: ${view.resultType}`}</code>}
      {notes.map((note) => (
        <span key={note.key} className={`mcp-wire-note mcp-wire-${note.key}`} data-testid={`mcp-wire-${note.key}`}>
          {note.text}
        </span>
      ))}
    </span>
  );
}
