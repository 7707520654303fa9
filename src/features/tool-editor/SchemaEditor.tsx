// The schema half of a tool: JSON Schema or zod source in Monaco, parsed live, with strict-mode findings inline.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../ui';
import { useServices, type SchemaFinding } from '../../store';
import { parseSchemaText, ZOD_TEMPLATE } from './tool-templates';
import { loadZodTypings } from './zod-typings';

export type SchemaMode = 'json' | 'zod';

export interface SchemaEditorProps {
  name: string;
  strict: boolean;
  mode: SchemaMode;
  onModeChange(mode: SchemaMode): void;
  text: string;
  onTextChange(text: string): void;
  /** Called with the parsed parameters, or an error message when the text does not make a schema. */
  onParsed(result: { ok: true; parameters: Record<string, unknown> } | { ok: false; error: string }): void;
  parameters: Record<string, unknown> | null;
}

export function SchemaEditor({
  name,
  strict,
  mode,
  onModeChange,
  text,
  onTextChange,
  onParsed,
  parameters,
}: SchemaEditorProps) {
  const { t } = useTranslation('tool-editor');
  const services = useServices();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const handle = (r: { ok: true; parameters: Record<string, unknown> } | { ok: false; error: string }) => {
      if (!live) return;
      setError(r.ok ? null : r.error);
      onParsed(r);
    };
    if (mode === 'json') handle(parseSchemaText(text));
    else {
      // zod source is evaluated off the typing path: wait until the user pauses.
      const timer = setTimeout(() => void services.zodToParameters(text).then(handle), 300);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    return () => {
      live = false;
    };
  }, [mode, text, services, onParsed]);

  const findings: SchemaFinding[] = parameters && !error ? services.checkTool({ name, parameters, strict }) : [];

  return (
    <div className="schema-editor">
      <div className="schema-mode" role="radiogroup" aria-label={t('schema.language')}>
        {(['json', 'zod'] as const).map((m) => (
          <label key={m} className="segmented-option">
            <input
              type="radio"
              name={`schema-mode-${name}`}
              checked={mode === m}
              onChange={() => {
                if (m === 'zod' && mode === 'json') onTextChange(ZOD_TEMPLATE);
                if (m === 'json' && mode === 'zod' && parameters) onTextChange(JSON.stringify(parameters, null, 2));
                onModeChange(m);
              }}
            />
            {m === 'json' ? 'JSON Schema' : 'zod'}
          </label>
        ))}
      </div>
      <CodeEditor
        value={text}
        onChange={onTextChange}
        language={mode === 'json' ? 'json' : 'typescript'}
        typeLibraries={mode === 'zod' ? loadZodTypings : undefined}
        height={220}
        ariaLabel={t('schema.parametersOf', { name, language: mode === 'json' ? 'JSON Schema' : 'zod' })}
      />
      {error && (
        <p className="finding finding-error" role="alert">
          {error}
        </p>
      )}
      {mode === 'zod' && parameters && !error && (
        <details className="zod-output">
          <summary>{t('schema.sent')}</summary>
          {/* Focusable: it scrolls, and keyboard users must be able to scroll it too. */}
          <pre tabIndex={0} aria-label={t('schema.sentName')}>
            {JSON.stringify(parameters, null, 2)}
          </pre>
        </details>
      )}
      {/* A schema that does not parse has no strict verdict: only its error is shown. */}
      {parameters && !error && <StrictFindings strict={strict} findings={findings} />}
    </div>
  );
}

function StrictFindings({ strict, findings }: { strict: boolean; findings: SchemaFinding[] }) {
  const { t } = useTranslation('tool-editor');
  if (findings.length === 0) {
    return <p className="finding finding-ok">{strict ? t('schema.strictOk') : t('schema.strictOff')}</p>;
  }
  return (
    <ul className="findings" aria-label={t('schema.findings')}>
      {findings.map((f) => (
        <li key={`${f.path}:${f.message}`} className={`finding finding-${f.severity}`}>
          <strong>{f.severity === 'error' ? t('schema.willReject') : t('schema.note')}</strong> {f.message}
        </li>
      ))}
    </ul>
  );
}
