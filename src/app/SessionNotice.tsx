// Engine notices and failed commands as a status line above the timeline, never as a crash.
import { useTranslation } from 'react-i18next';
import { useSession } from '../store';

export function SessionNotice() {
  const { t } = useTranslation();
  const notice = useSession((s) => s.engine.notice);
  const noticeCode = useSession((s) => s.engine.noticeCode ?? null);
  const commandError = useSession((s) => s.commandError);
  const commandErrorKey = useSession((s) => s.commandErrorKey);
  // The store's own refusals are worded here in the learner's language; other failures are shown as they came.
  const engineNotice = noticeCode ? t(`engineNotice.${noticeCode.code}`, { ...noticeCode.params, defaultValue: notice ?? '' }) : notice;
  const text = commandErrorKey ? t(`commandError.${commandErrorKey}`) : (commandError ?? engineNotice);
  if (!text) return null;
  return (
    <p className="session-notice" role="status">
      {text}
    </p>
  );
}
