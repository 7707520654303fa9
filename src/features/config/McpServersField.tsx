// MCP servers as the loop's tools: add the built-in server or one by URL (with a secret header), pick the MCP revision the
// page's client speaks to it, see how each of its tools maps to the function tool the model sees, remove it.
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { nameClashes, useServices, useSession, useSessionActions, type NameClash } from '../../store';
import { BUILTIN_MCP_URL } from '../../store';
import type { McpServerSpec, ToolSpec } from '@loopscope/engine/types';
import { Field } from './Field';
import { StdioServerField } from './StdioServerField';

const NO_SERVERS: McpServerSpec[] = [];
type Revision = NonNullable<McpServerSpec['revision']>;
/** The picker's choices, in its order: auto first, as it suits every server. */
const REVISIONS: { value: Revision; label: 'revisionAuto' | 'revisionModern' | 'revisionLegacy' }[] = [
  { value: 'auto', label: 'revisionAuto' },
  { value: 'modern', label: 'revisionModern' },
  { value: 'legacy', label: 'revisionLegacy' },
];

/** Which MCP revision the page's client speaks to a server; HTTP+SSE is 2025-11-25 only, so it has no choice. */
function RevisionSelect({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: Revision;
  disabled: boolean;
  onChange: (revision: Revision) => void;
}) {
  const { t } = useTranslation('config');
  return (
    <select
      id={id}
      className="select"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as Revision)}
    >
      {REVISIONS.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {t(`mcpServers.${choice.label}`)}
        </option>
      ))}
    </select>
  );
}
/** What a header value shows: never the value, in any form. */
const HIDDEN = '••••••';

/** A tool name that may wrap after its underscores (not in the middle of a word) in the narrow configuration column. */
function Wrappable({ name }: { name: string }) {
  const parts = name.split('_');
  return (
    <code>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              _<wbr />
            </>
          )}
        </span>
      ))}
    </code>
  );
}

/** A short label for a server: the built-in one's name, else the URL's host. */
function labelFor(url: string, builtin: boolean): string {
  if (builtin) return 'weather';
  try {
    return new URL(url).hostname.replace(/[^a-zA-Z0-9_-]/g, '_') || 'mcp';
  } catch {
    return 'mcp';
  }
}

function nextId(servers: readonly McpServerSpec[]): string {
  let n = servers.length + 1;
  while (servers.some((s) => s.id === `mcp-${n}`)) n += 1;
  return `mcp-${n}`;
}

export function McpServersField() {
  const { t } = useTranslation('config');
  const servers = useSession((s) => s.draft.mcpServers ?? NO_SERVERS);
  const tools = useSession((s) => s.draft.tools);
  const readOnly = useSession((s) => s.readOnly);
  const actions = useSessionActions();
  const services = useServices();
  const ids = { url: useId(), transport: useId(), revision: useId(), header: useId(), value: useId() };
  const [url, setUrl] = useState('');
  const [transport, setTransport] = useState<McpServerSpec['transport']>('streamable-http');
  const [revision, setRevision] = useState<Revision>('auto');
  const [headerName, setHeaderName] = useState('Authorization');
  const [headerValue, setHeaderValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [restart, setRestart] = useState<McpServerSpec | null>(null);
  // Where the keyboard focus goes after an add or a remove: the button pressed disappears or is disabled, and focus left
  // on nothing drops a keyboard user back at the top of the page.
  const [focusServer, setFocusServer] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  const add = async (spec: Omit<McpServerSpec, 'id' | 'label'>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const server = {
      ...spec,
      id: spec.builtin ? 'builtin' : nextId(servers),
      label: labelFor(spec.url, spec.builtin === true),
    };
    const failed = await actions.addMcpServer(server);
    setBusy(false);
    if (failed) setError(failed);
    else setFocusServer(server.id);
    if (!failed && !spec.builtin) {
      setUrl('');
      setHeaderValue('');
    }
  };
  const addUrl = () => {
    const headers: Record<string, string> =
      headerName.trim() && headerValue ? { [headerName.trim()]: headerValue } : {};
    void add({
      url: url.trim(),
      transport,
      headers,
      ...(transport === 'streamable-http' && revision !== 'auto' ? { revision } : {}),
    });
  };
  const remove = (server: McpServerSpec) => {
    actions.removeMcpServer(server.id);
    urlRef.current?.focus();
    // A stdio server's child process ends with it (it ran for this session only).
    if (server.stdio) void services.stopStdioMcp?.(server.url);
  };
  const validUrl = /^https?:\/\/\S+$/.test(url.trim());
  const clashes = nameClashes({ tools });

  return (
    <div className="mcp-servers" data-testid="mcp-servers">
      <p className="field-hint">
        <Trans t={t} i18nKey="mcpServers.hint" components={{ code: <code /> }} />
      </p>
      <button
        type="button"
        className="btn btn-sm"
        disabled={readOnly || servers.some((s) => s.builtin)}
        aria-busy={busy}
        onClick={() => void add({ url: BUILTIN_MCP_URL, transport: 'streamable-http', headers: {}, builtin: true })}
      >
        {t('mcpServers.addBuiltin')}
      </button>
      <Field
        label={t('mcpServers.url')}
        htmlFor={ids.url}
        hint={t('mcpServers.urlHint', { served: `${location.origin}/mcp` })}
      >
        <input
          ref={urlRef}
          id={ids.url}
          className="input"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </Field>
      <Field label={t('mcpServers.transport')} htmlFor={ids.transport}>
        <select
          id={ids.transport}
          className="select"
          value={transport}
          onChange={(e) => setTransport(e.target.value as McpServerSpec['transport'])}
        >
          <option value="streamable-http">{t('mcpServers.streamable')}</option>
          <option value="sse">{t('mcpServers.sse')}</option>
        </select>
      </Field>
      <Field label={t('mcpServers.revision')} htmlFor={ids.revision} hint={t('mcpServers.revisionHint')}>
        <RevisionSelect
          id={ids.revision}
          value={transport === 'sse' ? 'legacy' : revision}
          disabled={transport === 'sse'}
          onChange={setRevision}
        />
      </Field>
      <div className="mcp-header-row">
        <Field label={t('mcpServers.header')} htmlFor={ids.header}>
          <input id={ids.header} className="input" value={headerName} onChange={(e) => setHeaderName(e.target.value)} />
        </Field>
        <Field label={t('mcpServers.value')} htmlFor={ids.value} hint={t('mcpServers.valueHint')}>
          <input
            id={ids.value}
            className="input"
            type="password"
            autoComplete="off"
            value={headerValue}
            onChange={(e) => setHeaderValue(e.target.value)}
          />
        </Field>
      </div>
      <button type="button" className="btn btn-sm" disabled={readOnly || !validUrl} aria-busy={busy} onClick={addUrl}>
        {busy ? t('mcpServers.connecting') : t('mcpServers.add')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {t('mcpServers.failed', { error })}
        </p>
      )}
      <StdioServerField nextId={nextId(servers)} restart={restart} onRestartClosed={() => setRestart(null)} />
      {servers.map((server) => (
        <ServerCard
          key={server.id}
          server={server}
          focus={focusServer === server.id}
          onFocused={() => setFocusServer(null)}
          tools={tools.filter((tool) => tool.mcp?.server === server.id)}
          clashes={clashes.filter((clash) => clash.server === server.id)}
          onReplace={
            readOnly
              ? null
              : (clash) => {
                  actions.replaceLocalTool(clash);
                  setFocusServer(server.id);
                }
          }
          onRemove={readOnly ? null : () => remove(server)}
          onRevision={
            readOnly || server.transport === 'sse'
              ? null
              : (picked) => actions.addMcpServer({ ...server, revision: picked })
          }
          onRestart={!readOnly && server.stdio && services.startStdioMcp ? () => setRestart(server) : null}
        />
      ))}
    </div>
  );
}

interface ServerCardProps {
  server: McpServerSpec;
  tools: ToolSpec[];
  /** This server's tools renamed for a name a local tool already has: the model would call the local one. */
  clashes: NameClash[];
  onReplace: ((clash: NameClash) => void) | null;
  /** Just added: the card takes the focus, so the keyboard continues from the server it added. */
  focus: boolean;
  onFocused: () => void;
  onRemove: (() => void) | null;
  onRestart: (() => void) | null;
  /** Lists the server's tools again over the picked revision (the change is kept only if that works); null: no choice. */
  onRevision: ((revision: Revision) => Promise<string | null>) | null;
}

function ServerCard({
  server,
  tools,
  clashes,
  onReplace,
  focus,
  onFocused,
  onRemove,
  onRestart,
  onRevision,
}: ServerCardProps) {
  const { t } = useTranslation('config');
  const ref = useRef<HTMLElement>(null);
  const revisionId = useId();
  const [revisionError, setRevisionError] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const pick = async (revision: Revision) => {
    if (!onRevision) return;
    setSwitching(true);
    setRevisionError(await onRevision(revision));
    setSwitching(false);
  };
  useEffect(() => {
    if (!focus) return;
    ref.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  const headers = Object.keys(server.headers);
  const missing = headers.filter((name) => server.headers[name] === '');
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="mcp-server ui-focusable"
      aria-label={t('mcpServers.server', { label: server.label })}
      data-testid="mcp-server"
    >
      <div className="mcp-server-head">
        <strong>{server.label}</strong>
        <code className="mcp-server-url">
          {server.builtin
            ? t('mcpServers.inPage')
            : server.stdio
              ? [server.stdio.command, ...server.stdio.args].join(' ')
              : server.url}
        </code>
        {onRestart && (
          <button type="button" className="btn btn-sm btn-ghost" onClick={onRestart}>
            {t('mcpServers.runAgain')}
          </button>
        )}
        {onRemove && (
          <button type="button" className="btn btn-sm btn-ghost" onClick={onRemove}>
            {t('mcpServers.remove')}
          </button>
        )}
      </div>
      {server.transport !== 'sse' && (
        <div className="mcp-server-revision">
          <label htmlFor={revisionId}>{t('mcpServers.revision')}</label>
          <RevisionSelect
            id={revisionId}
            value={server.revision ?? 'auto'}
            disabled={!onRevision || switching}
            onChange={(revision) => void pick(revision)}
          />
        </div>
      )}
      {revisionError && (
        <p className="field-error" role="alert">
          {t('mcpServers.failed', { error: revisionError })}
        </p>
      )}
      {headers.length > 0 && (
        <p className="field-hint">
          {headers.map((name) => `${name}: ${server.headers[name] ? HIDDEN : '—'}`).join(', ')}
          {missing.length > 0 && ` ${t('mcpServers.reenter')}`}
        </p>
      )}
      {clashes.map((clash) => (
        <div key={clash.mcpTool} className="mcp-clash" role="note">
          <p className="field-hint">
            {t('mcpServers.clash', { mcpTool: clash.mcpTool, sentAs: clash.sentAs, localName: clash.localName })}
          </p>
          {onReplace && (
            <button type="button" className="btn btn-sm" onClick={() => onReplace(clash)}>
              {t('mcpServers.replace', { localName: clash.localName })}
            </button>
          )}
        </div>
      ))}
      <table className="mcp-mapping">
        <caption>{t('mcpServers.mapping')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mcpServers.mcpTool')}</th>
            <th scope="col">{t('mcpServers.functionTool')}</th>
          </tr>
        </thead>
        <tbody>
          {tools.map((tool) => (
            <tr key={tool.name} title={tool.description}>
              <td>
                <Wrappable name={tool.mcp!.tool} />
              </td>
              <td>
                <Wrappable name={tool.name} />
                {tool.strict && <span className="mcp-strict">{t('mcpServers.strict')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
