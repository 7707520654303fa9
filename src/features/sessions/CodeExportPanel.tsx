// One generated program (curl, TypeScript or Python) with what it does, and ways to copy or download it.
import { CopyButton } from '../../ui';
import type { CodeExport, CodeLanguage } from '../../store';
import { downloadText } from './download';

const ABOUT: Record<CodeLanguage, string> = {
  curl: 'Every request this branch sent, as a curl command with the recorded body byte for byte.',
  typescript: 'The whole loop with the openai SDK for Node: tool definitions, the request loop, and tool stubs that answer with this session’s tool results. Compiles with tsc.',
  python: 'The whole loop with the openai SDK for Python: tool definitions, the request loop, and tool stubs that answer with this session’s tool results.',
};

const MIME: Record<CodeLanguage, string> = { curl: 'text/x-sh', typescript: 'text/typescript', python: 'text/x-python' };

export function CodeExportPanel({ language, code }: { language: CodeLanguage; code: CodeExport | null }) {
  if (!code) return <p className="code-export-note" role="status">Writing the code…</p>;
  if (!code.ok) return <p className="code-export-note" role="alert">{code.error}</p>;
  const file = code.files.find((f) => f.language === language)!;
  return (
    <div className="code-export" data-testid="code-export">
      <div className="code-export-bar">
        <p className="code-export-note">{ABOUT[language]}</p>
        <CopyButton text={file.text} label={`Copy ${file.fileName}`} />
        <button type="button" className="ui-button" onClick={() => downloadText(file.fileName, file.text, MIME[language])}>
          Download {file.fileName}
        </button>
      </div>
      <pre className="code-export-text mono" tabIndex={0} aria-label={`${file.fileName}, generated code`} data-testid="code-export-text">
        {file.text}
      </pre>
    </div>
  );
}
