// What a shell, local_shell or apply_patch item says: the commands the model wants run, what each printed and how it
// exited, the file operation and its diff, the patch's outcome.
import { useTranslation } from 'react-i18next';
import './workspace-items.css';

type Item = Record<string, unknown>;

export const WORKSPACE_ITEM_TYPES = new Set([
  'shell_call',
  'shell_call_output',
  'apply_patch_call',
  'apply_patch_call_output',
  'local_shell_call',
  'local_shell_call_output',
]);

interface Chunk {
  stdout?: string;
  stderr?: string;
  outcome?: { type?: string; exit_code?: number };
}

export function WorkspaceItemBody({ wire }: { wire: Item }) {
  const { t } = useTranslation('timeline');
  if (wire.type === 'shell_call') {
    const commands = (wire.action as { commands?: string[] } | undefined)?.commands ?? [];
    return (
      <>
        <p className="card-explain">{t('workspace.shellCall', { callId: String(wire.call_id) })}</p>
        <pre className="mono workspace-commands" aria-label={t('workspace.commands')}>
          {commands.map((c) => `$ ${c}`).join('\n')}
        </pre>
      </>
    );
  }
  if (wire.type === 'local_shell_call') {
    // One command as an argv list (the codex models write ["bash", "-lc", "…"]), shown as the wire carries it.
    const command = (wire.action as { command?: unknown } | undefined)?.command;
    return (
      <>
        <p className="card-explain">{t('workspace.localShellCall', { callId: String(wire.call_id) })}</p>
        <pre className="mono workspace-commands" aria-label={t('workspace.commands')}>
          {JSON.stringify(command ?? [])}
        </pre>
      </>
    );
  }
  if (wire.type === 'local_shell_call_output') {
    // It names its call by call_id, or by id, the field the SDK's type gives it.
    const callId = String(typeof wire.call_id === 'string' ? wire.call_id : wire.id);
    return (
      <>
        <p className="card-explain">{t('workspace.localShellOutput', { callId })}</p>
        {typeof wire.output === 'string' && wire.output !== '' ? (
          <pre className="mono workspace-stdout">{wire.output}</pre>
        ) : (
          <p className="field-hint">{t('workspace.nothingPrinted')}</p>
        )}
      </>
    );
  }
  if (wire.type === 'shell_call_output') {
    const chunks = Array.isArray(wire.output) ? (wire.output as Chunk[]) : [];
    return (
      <>
        <p className="card-explain">{t('workspace.shellOutput', { callId: String(wire.call_id) })}</p>
        <ol className="workspace-chunks">
          {chunks.map((c, k) => {
            const timedOut = c.outcome?.type === 'timeout';
            const code = c.outcome?.exit_code ?? 0;
            return (
              <li key={k}>
                <span className={`workspace-exit${timedOut || code !== 0 ? ' is-failed' : ''}`}>
                  {timedOut ? t('workspace.timeout') : t('workspace.exit', { code })}
                </span>
                {c.stdout ? <pre className="mono workspace-stdout">{c.stdout}</pre> : null}
                {c.stderr ? (
                  <pre className="mono workspace-stderr" aria-label={t('workspace.stderr')}>
                    {c.stderr}
                  </pre>
                ) : null}
                {!c.stdout && !c.stderr ? <p className="field-hint">{t('workspace.nothingPrinted')}</p> : null}
              </li>
            );
          })}
        </ol>
      </>
    );
  }
  if (wire.type === 'apply_patch_call') {
    const op = (wire.operation ?? {}) as { type?: string; path?: string; diff?: string };
    return (
      <>
        <p className="card-explain">
          {t(`workspace.op_${op.type === 'create_file' || op.type === 'delete_file' ? op.type : 'update_file'}`, {
            path: String(op.path ?? ''),
          })}
        </p>
        {typeof op.diff === 'string' && <DiffView diff={op.diff} label={t('workspace.diff')} />}
      </>
    );
  }
  const failed = wire.status === 'failed';
  return (
    <>
      <p className="card-explain">
        <span className={`workspace-exit${failed ? ' is-failed' : ''}`}>{String(wire.status)}</span>{' '}
        {t(failed ? 'workspace.patchFailed' : 'workspace.patchApplied')}
      </p>
      {typeof wire.output === 'string' && wire.output !== '' && (
        <pre className="mono workspace-stdout">{wire.output}</pre>
      )}
    </>
  );
}

/** A V4A diff with its line kinds marked (added, removed, context, hunk header), as text so it copies whole. */
function DiffView({ diff, label }: { diff: string; label: string }) {
  const lines = diff.replace(/\n$/, '').split('\n');
  return (
    <pre className="mono workspace-diff" aria-label={label}>
      {lines.map((line, k) => (
        <span
          key={k}
          className={
            line.startsWith('+')
              ? 'diff-add'
              : line.startsWith('-')
                ? 'diff-del'
                : line.startsWith('@@') || line.startsWith('***')
                  ? 'diff-hunk'
                  : undefined
          }
        >
          {line}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}
