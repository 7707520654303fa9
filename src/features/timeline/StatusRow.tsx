// Why the loop stopped, in words a learner understands (finish_reason stop, an error, max steps, Stop pressed).
import { useTranslation } from 'react-i18next';
import type { RunStatus } from '../../store/engine-types';

const TITLED = ['done', 'error', 'aborted', 'max-steps'] as const;
type Titled = (typeof TITLED)[number];
const isTitled = (status: RunStatus): status is Titled => (TITLED as readonly string[]).includes(status);

export function StatusRow({ status, reason }: { status: RunStatus; reason: string | null }) {
  const { t } = useTranslation('timeline');
  return (
    <div className="status-row" data-status={status}>
      <strong>{isTitled(status) ? t(`status.${status}`) : status}</strong>
      {reason && <span> — {reason}</span>}
    </div>
  );
}
