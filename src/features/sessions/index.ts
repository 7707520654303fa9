// Saved sessions: the header menu (list, import, export, share, drag and drop) and the saving notices.
export { SessionMenu } from './SessionMenu';
export { SessionNotices } from './SessionNotices';
export { downloadText } from './download';
