// Export: the session as a `.loopscope.json` file (keys are never written).
import { Dialog } from '../../ui';
import { useSessions, useSessionsActions } from '../../store';
import { downloadText } from './download';

export function ExportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const actions = useSessionsActions();
  const name = useSessions((s) => s.current.name);
  return (
    <Dialog open={open} title="Export" onClose={onClose} size="wide" description="Everything needed to open this session elsewhere: configuration, tools and their code, every branch and exchange byte for byte. API keys are never written.">
      <div className="export-file">
        <p>
          <strong>{name}</strong> as a session file.
        </p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void actions.exportFile().then((file) => downloadText(file.fileName, file.text))}
        >
          Download .loopscope.json
        </button>
      </div>
    </Dialog>
  );
}
