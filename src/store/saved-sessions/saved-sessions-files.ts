// The saved-sessions store's ways in and out of the page: files, pasted text, share links and generated code.
import type { Message } from '../../persistence/message';
import { megabytes, say as sayStored } from '../../persistence/say';
import type { SessionOrigin, SessionRecord } from '../../persistence/session-record';
import { say } from '../say';
import type {
  PersistenceApi,
  SavedSessionsActions,
  SavedSessionsDeps,
  SavedSessionsState,
} from './saved-sessions-types';

type FileActions = Pick<
  SavedSessionsActions,
  | 'exportFile'
  | 'exportOtlp'
  | 'exportCassette'
  | 'share'
  | 'exportCode'
  | 'exportExchange'
  | 'importFile'
  | 'importText'
>;

export interface FileContext {
  deps: SavedSessionsDeps;
  get(): SavedSessionsState & SavedSessionsActions;
  set(partial: Partial<SavedSessionsState>): void;
  /** The open session as a record. */
  record(): SessionRecord;
  word(message: Message): string;
}

export function fileActions({ deps, get, set, record, word }: FileContext): FileActions {
  const servedMockURL = deps.servedMockURL ?? 'http://localhost:5173/v1';
  const engine = () => deps.session.getState().engine;

  /** Any supported format: a session keeps its name and origin; anything else becomes a session named after its format. */
  const importText = async (
    api: PersistenceApi,
    text: string,
    sourceName: string,
    pasted = false,
  ): Promise<boolean> => {
    const result = api.importPayload(text, sourceName, deps.now());
    if (!result.ok) return get().adopt(result, { kind: 'file', fileName: sourceName });
    const session = result.format.key === 'persistence:format.session';
    const origin: SessionOrigin = session
      ? { kind: 'file', fileName: sourceName }
      : { kind: 'import', format: result.format.text };
    const adopted = await get().adopt(
      result,
      origin,
      session ? undefined : word(say('names.imported', { source: sourceName, format: result.format })),
    );
    if (adopted && !session) {
      const params = { file: sourceName, format: result.format };
      set({
        message: {
          tone: 'info',
          ...(pasted ? say('sessions.importedPaste', params) : say('sessions.importedFile', params)),
        },
      });
    }
    return adopted;
  };

  return {
    async exportFile() {
      const api = await deps.persistence;
      const open = record();
      return { fileName: api.sessionFileName(open), text: api.sessionFileText(open) };
    },
    async exportOtlp() {
      const api = await deps.persistence;
      const open = record();
      return {
        fileName: api.sessionFileName(open).replace(api.SESSION_FILE_SUFFIX, '.otlp.json'),
        text: api.sessionOtlpText(open),
      };
    },
    async exportCassette() {
      const api = await deps.persistence;
      const open = record();
      return { fileName: api.sessionCassetteName(open), text: api.sessionCassetteText(open) };
    },
    async share() {
      const api = await deps.persistence;
      return api.shareLink(record(), api.shareBase());
    },
    async exportCode() {
      const api = await deps.persistence;
      return api.exportCode(engine(), get().current.name, servedMockURL);
    },
    async exportExchange(exchange, index) {
      const api = await deps.persistence;
      const { provider } = engine().config;
      const mock = provider.kind === 'mock';
      return api.exportExchange(exchange, {
        title: get().current.name,
        baseURL: mock ? servedMockURL : provider.baseURL,
        mock,
        index,
      });
    },
    async importFile(file) {
      const api = await deps.persistence;
      if (file.size > api.MAX_SESSION_CHARS) {
        const params = { file: file.name, size: megabytes(file.size), max: megabytes(api.MAX_SESSION_CHARS) };
        set({ message: { tone: 'error', ...sayStored('restore.fileTooLarge', params) } });
        return false;
      }
      return importText(api, await file.text(), file.name);
    },
    importText: async (text) => importText(await deps.persistence, text, word(say('names.pasted')), true),
  };
}
