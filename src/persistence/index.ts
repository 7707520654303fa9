// The persistence layer's public surface: restore(), the session format, storage, files, share links, device settings.
export { restore, MAX_SESSION_CHARS, type RestoreResult } from './restore';
export {
  SESSION_FORMAT,
  SESSION_VERSION,
  metaOf,
  type SessionMeta,
  type SessionExpectations,
  type SessionOrigin,
  type SessionRecord,
} from './session-record';
export { MAX_EXPECTATIONS_CHARS } from './session-expectations';
export { withoutSecrets, settleInterrupted, INTERRUPTED_EXCHANGE, INTERRUPTED_RUN } from './sanitize';
export { openKeyValue, memoryKeyValue, type KeyValue, type StorageProblem } from './key-value';
export { createSessionRepository, storageProblem, type SaveResult, type SessionRepository } from './session-repository';
export { createAutosaver, browserIdle, type Autosaver } from './autosaver';
export { openSaveChannel, type SaveChannel, type SavedNotice } from './save-channel';
export {
  readSessionFile,
  sessionFileName,
  sessionFileText,
  sessionOtlpText,
  SESSION_FILE_SUFFIX,
} from './session-file';
export { sessionCassetteName, sessionCassetteText } from './cassette-export';
export {
  shareLink,
  readShareFragment,
  takeShareFragment,
  shareBase,
  MAX_SHARE_CHARS,
  SHARE_PARAM,
  type ShareResult,
} from './share-link';
export { lastSessionId, setLastSessionId, rememberKey, rememberedKey } from './device-settings';
export {
  importPayload,
  type ImportOptions,
  type ImportResult,
  type KnownToolSource,
  type ToSession,
} from './import/import-payload';
export {
  exportCode,
  exportExchange,
  type RequestParams,
  type CodeExport,
  type CodeFile,
  type CodeLanguage,
  type ExportFileKind,
} from './code-export/index';
