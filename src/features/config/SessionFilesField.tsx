// The text files file_search reads (the assistant's vector store, or the one Responses' hosted file_search names): listed, removable, added from disk.
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { AssistantsFile } from '@loopscope/engine/types';
import { useSession, useSessionActions } from '../../store';

const NO_FILES: AssistantsFile[] = [];
/** What file_search can read here: text kept as text (the upload is sent as the text it is). */
const SEARCHABLE = '.txt,.md,.markdown,.json,text/plain,text/markdown,application/json';

/** The files uploaded into a vector store (the assistant's, or the one Responses' file_search names): listed, removable, added from disk. */
export function AssistantsFilesField({ where = 'files.where' }: { where?: 'files.where' | 'files.whereResponses' }) {
  const { t } = useTranslation('config');
  const files = useSession((s) => s.draft.options.assistantsFiles ?? NO_FILES);
  const actions = useSessionActions();
  const inputId = useId();
  const setFiles = (next: AssistantsFile[]) =>
    actions.updateDraft((d) => ({ ...d, options: { ...d.options, assistantsFiles: next } }));
  const add = async (list: FileList | null) => {
    const added = await Promise.all(
      [...(list ?? [])].map(async (f) => ({ filename: f.name, content: await f.text() })),
    );
    const names = new Set(added.map((f) => f.filename));
    setFiles([...files.filter((f) => !names.has(f.filename)), ...added]);
  };
  return (
    <div className="assistants-files">
      <p className="field-hint">
        <Trans t={t} i18nKey={where} components={{ code: <code /> }} />
      </p>
      {files.length > 0 ? (
        <ul className="assistants-file-list" aria-label={t('files.list')}>
          {files.map((f) => (
            <li key={f.filename}>
              <code>{f.filename}</code>{' '}
              <span className="field-hint">{t('files.size', { count: f.content.length })}</span>
              <button
                type="button"
                className="btn btn-sm"
                aria-label={t('files.removeName', { name: f.filename })}
                onClick={() => setFiles(files.filter((g) => g !== f))}
              >
                {t('files.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-hint">{t('files.none')}</p>
      )}
      <label htmlFor={inputId} className="field-label">
        {t('files.add')}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={SEARCHABLE}
        onChange={(e) => void add(e.target.files).then(() => (e.target.value = ''))}
      />
    </div>
  );
}
