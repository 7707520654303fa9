// One generated file (curl, TypeScript, Python, or a JSON Lines capture) with what it holds, and ways to copy or download it.
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../ui';
import type { CodeExport, ExportFileKind } from '../../store';
import { downloadText } from './download';

const MIME: Record<ExportFileKind, string> = {
  curl: 'text/x-sh',
  typescript: 'text/typescript',
  python: 'text/x-python',
  jsonl: 'application/x-ndjson',
};

/** `about` says what the file holds (a whole loop, one request). */
export function CodeExportPanel({
  language,
  code,
  about,
}: {
  language: ExportFileKind;
  code: CodeExport | null;
  about: string;
}) {
  const { t } = useTranslation('sessions');
  if (!code)
    return (
      <p className="code-export-note" role="status">
        {t('code.writing')}
      </p>
    );
  if (!code.ok)
    return (
      <p className="code-export-note" role="alert">
        {code.error}
      </p>
    );
  const file = code.files.find((f) => f.language === language)!;
  return (
    <div className="code-export" data-testid="code-export">
      <div className="code-export-bar">
        <p className="code-export-note">{about}</p>
        <CopyButton text={file.text} label={t('code.copy', { file: file.fileName })} />
        <button
          type="button"
          className="ui-button"
          onClick={() => downloadText(file.fileName, file.text, MIME[language])}
        >
          {t('code.download', { file: file.fileName })}
        </button>
      </div>
      <pre
        className="code-export-text mono"
        tabIndex={0}
        aria-label={t('code.generated', { file: file.fileName })}
        data-testid="code-export-text"
      >
        {file.text}
      </pre>
    </div>
  );
}
