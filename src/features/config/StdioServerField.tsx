// A stdio MCP server: the command the Node server of `npm start` runs for this session, only after the user confirms
// exactly what will run in a dialog; its tools then come over a loopback bridge like any MCP server's.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices, useSession, useSessionActions } from '../../store';
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

export function StdioServerField({ nextId }: { nextId: string }) {
  const { t } = useTranslation('config');
  const services = useServices();
  const readOnly = useSession((s) => s.readOnly);
  const actions = useSessionActions();
  const inputId = useId();
  const [line, setLine] = useState('');
  const [asking, setAsking] = useState<{ command: string; args: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!services.startStdioMcp) return null;
  const start = services.startStdioMcp;
  const words = splitCommandLine(line);

  const run = async (command: { command: string; args: string[] }) => {
    setAsking(null);
    setBusy(true);
    setError(null);
    const started = await start(command);
    const failed = started.ok ? await actions.addMcpServer({ id: nextId, label: basename(command.command), url: started.url, transport: 'streamable-http', headers: {}, stdio: command }) : started.error;
    setBusy(false);
    if (failed) setError(failed);
    else setLine('');
  };

  return (
    <div className="mcp-stdio">
      <Field label={t('mcpServers.stdio')} htmlFor={inputId} hint={t('mcpServers.stdioHint')}>
        <input id={inputId} className="input" value={line} spellCheck={false} onChange={(e) => setLine(e.target.value)} />
      </Field>
      <button type="button" className="btn btn-sm" disabled={busy || readOnly || words.length === 0} onClick={() => setAsking({ command: words[0]!, args: words.slice(1) })}>
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
          onClose={() => setAsking(null)}
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
