// Export: the session as a `.loopscope.json` file, or the active branch's loop as curl, TypeScript or Python (keys are never written).
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Dialog, Tabs } from '../../ui';
import { useSavedSessions, useSavedSessionsActions, type CodeExport, type CodeLanguage } from '../../store';
import { CodeExportPanel } from './CodeExportPanel';
import { downloadText } from './download';

type Tab = 'file' | CodeLanguage;

/** The code tabs carry their languages' own names; the session file's tab is named by the catalog. */
const CODE_TABS: readonly { id: Tab; label: string }[] = [
  { id: 'curl', label: 'curl' },
  { id: 'typescript', label: 'TypeScript' },
  { id: 'python', label: 'Python' },
];

export function ExportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('sessions');
  const tabs = [{ id: 'file' as const, label: t('export.fileTab') }, ...CODE_TABS];
  const actions = useSavedSessionsActions();
  const name = useSavedSessions((s) => s.current.name);
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
    <Dialog open={open} title={t('export.title')} onClose={onClose} size="wide" description={t('export.description')}>
      <Tabs<Tab> tabs={tabs} selected={tab} onSelect={setTab} ariaLabel={t('export.as')}>
        {tab === 'file' ? (
          <div className="export-file">
            <p>
              <Trans t={t} i18nKey="export.file" values={{ name }} components={{ strong: <strong /> }} />
            </p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void actions.exportFile().then((file) => downloadText(file.fileName, file.text))}
            >
              {t('export.download')}
            </button>
            <p>{t('export.otlp')}</p>
            <button
              type="button"
              className="btn"
              onClick={() => void actions.exportOtlp().then((file) => downloadText(file.fileName, file.text))}
            >
              {t('export.downloadOtlp')}
            </button>
            <p>{t('export.cassette')}</p>
            <button
              type="button"
              className="btn"
              onClick={() => void actions.exportCassette().then((file) => downloadText(file.fileName, file.text))}
            >
              {t('export.downloadCassette')}
            </button>
          </div>
        ) : (
          <CodeExportPanel language={tab} code={code} about={t(`code.about.${tab}`)} />
        )}
      </Tabs>
    </Dialog>
  );
}
