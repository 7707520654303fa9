// Export of one exchange: its request and response as a file the import reads back, or the request as curl, TypeScript or Python.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Tabs } from '../../ui';
import { useSavedSessionsActions, type CodeExport, type ExportFileKind } from '../../store';
import type { Exchange } from '@loopscope/engine/types';
import { CodeExportPanel } from './CodeExportPanel';
import { isFramed } from '@loopscope/wire/wires';

export interface ExchangeExportDialogProps {
  /** The exchange to export; null keeps the dialog closed. */
  exchange: Exchange | null;
  /** Its place in the inspector's list, so the files are named as the curl export of the whole loop numbers them. */
  index: number;
  onClose(): void;
}

/** The code tabs carry their languages' own names; the capture file's tab is named by the catalog. */
const CODE_TABS: readonly { id: ExportFileKind; label: string }[] = [
  { id: 'curl', label: 'curl' },
  { id: 'typescript', label: 'TypeScript' },
  { id: 'python', label: 'Python' },
];

export function ExchangeExportDialog({ exchange, index, onClose }: ExchangeExportDialogProps) {
  const { t } = useTranslation('sessions');
  const actions = useSavedSessionsActions();
  const [tab, setTab] = useState<ExportFileKind>('jsonl');
  const [code, setCode] = useState<CodeExport | null>(null);
  // Written when the dialog opens: the files are a snapshot of the exchange at that moment.
  useEffect(() => {
    if (!exchange) return;
    let live = true;
    void actions.exportExchange(exchange, index).then((made) => live && setCode(made));
    return () => {
      live = false;
      setCode(null);
    };
  }, [exchange, index, actions]);

  const number = index + 1;
  // A WebSocket turn has no curl file (curl speaks no WebSocket): only the files the export wrote get a tab.
  const tabs = [{ id: 'jsonl' as const, label: t('exchange.fileTab') }, ...CODE_TABS].filter(
    (each) => !code?.ok || code.files.some((f) => f.language === each.id),
  );
  const socket = exchange ? isFramed(exchange) : false;
  return (
    <Dialog
      open={exchange !== null}
      title={t('exchange.title', { number })}
      onClose={onClose}
      size="wide"
      description={t('exchange.description')}
    >
      <Tabs<ExportFileKind> tabs={tabs} selected={tab} onSelect={setTab} ariaLabel={t('exchange.as', { number })}>
        <CodeExportPanel
          language={tab}
          code={code}
          about={
            socket && (tab === 'typescript' || tab === 'python')
              ? t(`exchange.aboutSocket.${tab}`)
              : t(`exchange.about.${tab}`)
          }
        />
      </Tabs>
    </Dialog>
  );
}
