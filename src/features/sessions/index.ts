// Saved sessions: the header menu (list, import, export, share, drag and drop) and the saving notices.
export { SessionMenu } from './SessionMenu';
export { SessionNotices } from './SessionNotices';
export { ExchangeExportDialog, type ExchangeExportDialogProps } from './ExchangeExportDialog';
export { downloadText } from './download';
