// A stdio MCP server: the command the Node server of `npm start` runs for this session, only after the user confirms
// exactly what will run in a dialog; its tools then come over a loopback bridge like any MCP server's.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices, useSession, useSessionActions } from '../../store';
import type { McpServerSpec } from '@loopscope/engine/types';
import { Dialog, DialogCancelButton } from '../../ui';
import { Field } from './Field';

/** A command line as a shell would split it into words: spaces separate, quotes keep spaces in a word. */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3] ?? '');
  return words;
}

function basename(command: string): string {
  return (command.split(/[\\/]/).pop() ?? command).replace(/[^a-zA-Z0-9_-]/g, '_') || 'stdio';
}

type Asked = { command: string; args: string[]; server?: McpServerSpec };

/**
 * `restart`: a stdio server of the configuration (loaded with a session, or whose process ended) that the user asked to run
 * again: the same dialog asks first, and the server keeps its id and label.
 */
export function StdioServerField({
  nextId,
  restart = null,
  onRestartClosed,
}: {
  nextId: string;
  restart?: McpServerSpec | null;
  onRestartClosed?(): void;
}) {
  const { t } = useTranslation('config');
  const services = useServices();
  const readOnly = useSession((s) => s.readOnly);
  const actions = useSessionActions();
  const inputId = useId();
  const [line, setLine] = useState('');
  const [typed, setAsking] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!services.startStdioMcp) return null;
  const start = services.startStdioMcp;
  const words = splitCommandLine(line);
  const asking: Asked | null = typed ?? (restart?.stdio ? { ...restart.stdio, server: restart } : null);
  const close = () => {
    setAsking(null);
    onRestartClosed?.();
  };

  const run = async ({ server, ...command }: Asked) => {
    close();
    setBusy(true);
    setError(null);
    const started = await start(command);
    const added = {
      id: server?.id ?? nextId,
      label: server?.label ?? basename(command.command),
      transport: 'streamable-http' as const,
      headers: {},
      stdio: command,
    };
    const failed = started.ok ? await actions.addMcpServer({ ...added, url: started.url }) : started.error;
    setBusy(false);
    if (failed) setError(failed);
    else setLine('');
  };

  return (
    <div className="mcp-stdio">
      <Field label={t('mcpServers.stdio')} htmlFor={inputId} hint={t('mcpServers.stdioHint')}>
        <input
          id={inputId}
          className="input"
          value={line}
          spellCheck={false}
          onChange={(e) => setLine(e.target.value)}
        />
      </Field>
      <button
        type="button"
        className="btn btn-sm"
        disabled={busy || readOnly || words.length === 0}
        onClick={() => setAsking({ command: words[0]!, args: words.slice(1) })}
      >
        {busy ? t('mcpServers.connecting') : t('mcpServers.stdioRun')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {t('mcpServers.stdioFailed', { error })}
        </p>
      )}
      {asking && (
        <Dialog
          open
          title={t('mcpServers.confirmTitle')}
          onClose={close}
          description={t('mcpServers.confirmWhy')}
          footer={
            <>
              <DialogCancelButton>{t('mcpServers.confirmCancel')}</DialogCancelButton>
              <button type="button" className="btn btn-danger" onClick={() => void run(asking)}>
                {t('mcpServers.confirmRun')}
              </button>
            </>
          }
        >
          <p>{t('mcpServers.confirmCommand')}</p>
          <pre className="mcp-stdio-command" data-testid="stdio-command">
            {JSON.stringify([asking.command, ...asking.args])}
          </pre>
        </Dialog>
      )}
    </div>
  );
}
