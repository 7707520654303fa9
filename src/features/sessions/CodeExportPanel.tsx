// One generated program (curl, TypeScript or Python) with what it does, and ways to copy or download it.
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../ui';
import type { CodeExport, CodeLanguage } from '../../store';
import { downloadText } from './download';

const MIME: Record<CodeLanguage, string> = { curl: 'text/x-sh', typescript: 'text/typescript', python: 'text/x-python' };

export function CodeExportPanel({ language, code }: { language: CodeLanguage; code: CodeExport | null }) {
  const { t } = useTranslation('sessions');
  if (!code) return <p className="code-export-note" role="status">{t('code.writing')}</p>;
  if (!code.ok) return <p className="code-export-note" role="alert">{code.error}</p>;
  const file = code.files.find((f) => f.language === language)!;
  return (
    <div className="code-export" data-testid="code-export">
      <div className="code-export-bar">
        <p className="code-export-note">{t(`code.about.${language}`)}</p>
        <CopyButton text={file.text} label={t('code.copy', { file: file.fileName })} />
        <button type="button" className="ui-button" onClick={() => downloadText(file.fileName, file.text, MIME[language])}>
          {t('code.download', { file: file.fileName })}
        </button>
      </div>
      <pre className="code-export-text mono" tabIndex={0} aria-label={t('code.generated', { file: file.fileName })} data-testid="code-export-text">
        {file.text}
      </pre>
    </div>
  );
}
