// The loop stopped at a hosted MCP call that asks for approval: the learner sees what would be called and decides.
import { useTranslation } from 'react-i18next';
import { MCP_APPROVE, MCP_DENY, useSession, useSessionActions } from '../../store';

export function McpApproval({
  name,
  callId,
  server,
  args,
}: {
  name: string;
  callId: string;
  server: string;
  args: string;
}) {
  const { t } = useTranslation('timeline');
  const actions = useSessionActions();
  const busy = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.status === 'running');
  // The answer goes out with the next request, so deciding runs the loop on.
  const decide = (answer: string) => actions.answerToolCall(callId, answer);
  return (
    <section className="asked-call" aria-label={t('approval.title', { name, server })}>
      <p className="asked-call-title">
        <strong>{t('approval.title', { name, server })}</strong>
      </p>
      <p className="asked-call-note">{t('approval.body')}</p>
      <pre className="mono approval-args" tabIndex={0}>
        {args}
      </pre>
      <div className="approval-actions">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={busy}
          onClick={() => void decide(MCP_APPROVE)}
        >
          {t('approval.approve')}
        </button>
        <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void decide(MCP_DENY)}>
          {t('approval.deny')}
        </button>
      </div>
    </section>
  );
}
