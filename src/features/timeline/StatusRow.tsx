// Why the loop stopped, in words a learner understands (finish_reason stop, an error, max steps, Stop pressed).
import { useTranslation } from 'react-i18next';
import type { RunStatus, StopNote } from '@loopscope/engine/types';

const TITLED = ['done', 'error', 'aborted', 'max-steps'] as const;
type Titled = (typeof TITLED)[number];
const isTitled = (status: RunStatus): status is Titled => (TITLED as readonly string[]).includes(status);

export function StatusRow({
  status,
  reason,
  stop = null,
  httpStatus = null,
}: {
  status: RunStatus;
  reason: string | null;
  stop?: StopNote | null;
  httpStatus?: number | null;
}) {
  const { t } = useTranslation('timeline');
  // The engine's code in the learner's language; a reason without one (an older session, an import) shows as it was saved.
  const words = stop ? t(`stop.${stop.code}`, { ...stop.params, defaultValue: reason ?? '' }) : reason;
  const title =
    status === 'error' && httpStatus !== null
      ? t('status.errorHttp', { status: httpStatus })
      : isTitled(status)
        ? t(`status.${status}`)
        : status;
  return (
    <div className="status-row" data-status={status}>
      <strong>{title}</strong>
      {words && <span> — {words}</span>}
    </div>
  );
}
