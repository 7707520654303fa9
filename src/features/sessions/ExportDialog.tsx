// Export: the session as a `.loopscope.json` file, or the active branch's loop as curl, TypeScript or Python (keys are never written).
import { useEffect, useState } from 'react';
import { Dialog, Tabs } from '../../ui';
import { useSessions, useSessionsActions, type CodeExport, type CodeLanguage } from '../../store';
import { CodeExportPanel } from './CodeExportPanel';
import { downloadText } from './download';

type Tab = 'file' | CodeLanguage;

const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'file', label: 'Session file' },
  { id: 'curl', label: 'curl' },
  { id: 'typescript', label: 'TypeScript' },
  { id: 'python', label: 'Python' },
];

export function ExportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const actions = useSessionsActions();
  const name = useSessions((s) => s.current.name);
  const [tab, setTab] = useState<Tab>('file');
  const [code, setCode] = useState<CodeExport | null>(null);
  // Written when the dialog opens: the code is a snapshot of the session at that moment.
  useEffect(() => {
    if (!open) return;
    let live = true;
    void actions.exportCode().then((made) => live && setCode(made));
    return () => {
      live = false;
      setCode(null);
    };
  }, [open, actions]);

  return (
    <Dialog open={open} title="Export" onClose={onClose} size="wide" description="The session as a file to open elsewhere, or its loop as code that runs on its own. API keys are never written: code reads OPENAI_API_KEY from the environment.">
      <Tabs<Tab> tabs={TABS} selected={tab} onSelect={setTab} ariaLabel="Export as">
        {tab === 'file' ? (
          <div className="export-file">
            <p>
              <strong>{name}</strong> as a session file: configuration, tools and their code, every branch and exchange byte for byte.
            </p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void actions.exportFile().then((file) => downloadText(file.fileName, file.text))}
            >
              Download .loopscope.json
            </button>
          </div>
        ) : (
          <CodeExportPanel language={tab} code={code} />
        )}
      </Tabs>
    </Dialog>
  );
}
