// A request held at the breakpoint: what it will carry, and the way to open it for editing or send it as is.
import { useTranslation } from 'react-i18next';
import { useSessionActions } from '../../store';

export function PendingRow({
  step,
  messageCount,
  onOpen,
}: {
  step: number;
  messageCount: number | null;
  onOpen(): void;
}) {
  const { t } = useTranslation('timeline');
  const actions = useSessionActions();
  return (
    <div className="pending-row" role="group" aria-label={t('pending.label', { step })}>
      <div>
        <strong>{t('pending.title', { step })}</strong>
        <span className="card-note">
          {' '}
          {messageCount === null ? t('pending.body') : t('pending.messages', { count: messageCount })}
        </span>
      </div>
      <div className="pending-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={onOpen}>
          {t('pending.open', { step })}
        </button>
        <button type="button" className="btn btn-sm" onClick={() => actions.sendPending()}>
          {t('pending.send')}
        </button>
      </div>
    </div>
  );
}
