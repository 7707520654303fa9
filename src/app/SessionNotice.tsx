// Engine notices and failed commands as a status line above the timeline, never as a crash.
import { useTranslation } from 'react-i18next';
import { useMessageWords, useSession } from '../store';

export function SessionNotice() {
  const { t } = useTranslation();
  const notice = useSession((s) => s.engine.notice);
  const noticeCode = useSession((s) => s.engine.noticeCode ?? null);
  const commandError = useSession((s) => s.commandError);
  const words = useMessageWords();
  // Engine notices and the store's refusals are worded here in the learner's language (a thrown error's own text as it came).
  const engineNotice = noticeCode
    ? t(`engineNotice.${noticeCode.code}`, { ...noticeCode.params, defaultValue: notice ?? '' })
    : notice;
  const text = commandError ? words(commandError) : engineNotice;
  if (!text) return null;
  return (
    <p className="session-notice" role="status">
      {text}
    </p>
  );
}
