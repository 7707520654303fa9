// Engine notices and failed commands as a status line above the timeline, never as a crash.
import { useSession } from '../store';

export function SessionNotice() {
  const notice = useSession((s) => s.engine.notice);
  const commandError = useSession((s) => s.commandError);
  const text = commandError ?? notice;
  if (!text) return null;
  return (
    <p className="session-notice" role="status">
      {text}
    </p>
  );
}
