// Why the loop stopped, in words a learner understands (finish_reason stop, an error, max steps, Stop pressed).
import { useTranslation } from 'react-i18next';
import type { RunStatus } from '../../store/engine-types';

const TITLED = ['done', 'error', 'aborted', 'max-steps'] as const;
type Titled = (typeof TITLED)[number];
const isTitled = (status: RunStatus): status is Titled => (TITLED as readonly string[]).includes(status);

export function StatusRow({ status, reason, httpStatus = null }: { status: RunStatus; reason: string | null; httpStatus?: number | null }) {
  const { t } = useTranslation('timeline');
  const title = status === 'error' && httpStatus !== null ? t('status.errorHttp', { status: httpStatus }) : isTitled(status) ? t(`status.${status}`) : status;
  return (
    <div className="status-row" data-status={status}>
      <strong>{title}</strong>
      {reason && <span> — {reason}</span>}
    </div>
  );
}
