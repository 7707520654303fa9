// Edits one tool in a dialog: name, description, strict, schema, implementation and a try-it box; Save applies it.
import { useCallback, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ToolSpec } from '@loopscope/engine/types';
import { CodeEditor, Dialog, DialogCancelButton } from '../../ui';
import { SchemaEditor, type SchemaMode } from './SchemaEditor';
import { TOOL_NAME_PATTERN, sampleArguments } from './tool-templates';
import { TryIt } from './TryIt';

export interface ToolEditorDialogProps {
  tool: ToolSpec;
  otherNames: string[];
  onSave(tool: ToolSpec): void;
  onClose(): void;
}

export function ToolEditorDialog({ tool, otherNames, onSave, onClose }: ToolEditorDialogProps) {
  const { t } = useTranslation('tool-editor');
  const [name, setName] = useState(tool.name);
  const [description, setDescription] = useState(tool.description);
  const [strict, setStrict] = useState(tool.strict);
  const [mode, setMode] = useState<SchemaMode>('json');
  const [schemaText, setSchemaText] = useState(() => JSON.stringify(tool.parameters, null, 2));
  const [parameters, setParameters] = useState<Record<string, unknown> | null>(tool.parameters);
  const [source, setSource] = useState(tool.source);
  const ids = { name: useId(), description: useId(), strict: useId() };

  const onParsed = useCallback(
    (r: { ok: true; parameters: Record<string, unknown> } | { ok: false; error: string }) => {
      setParameters(r.ok ? r.parameters : null);
    },
    [],
  );

  const nameError = !TOOL_NAME_PATTERN.test(name)
    ? t('editor.badName')
    : otherNames.includes(name)
      ? t('editor.takenName')
      : null;
  const sample = parameters ? sampleArguments(parameters) : '{}';
  const canSave = !nameError && parameters !== null;
  // Anything typed differs from the tool as it came in: closing without Save would throw it away, so the dialog asks.
  const dirty =
    name !== tool.name ||
    description !== tool.description ||
    strict !== tool.strict ||
    source !== tool.source ||
    schemaText !== JSON.stringify(tool.parameters, null, 2);
  const save = () => {
    // A tool with no implementation stays one (the loop asks for its results) until its source is written here.
    const manual = tool.manual === true && source === tool.source ? { manual: true } : {};
    if (canSave && parameters) onSave({ name, description, strict, parameters, source, ...manual });
  };

  return (
    <Dialog
      open
      size="wide"
      title={t('editor.title', { name: name.trim() || tool.name })}
      onClose={onClose}
      dirty={dirty}
      onSubmit={save}
      submitHint={t('editor.submitHint')}
      footer={
        <>
          {!canSave && <span className="finding finding-error">{nameError ?? t('editor.fixSchema')}</span>}
          <DialogCancelButton>{t('editor.cancel')}</DialogCancelButton>
          <button type="button" className="btn btn-primary" disabled={!canSave} onClick={save}>
            {t('editor.save')}
          </button>
        </>
      }
    >
      <div className="tool-editor">
        <div className="tool-editor-col">
          <div className="field">
            <label className="field-label" htmlFor={ids.name}>
              <Trans t={t} i18nKey="editor.name" components={{ code: <code /> }} />
            </label>
            <input
              id={ids.name}
              className="input mono"
              value={name}
              spellCheck={false}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={!!nameError}
            />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.description}>
              <Trans t={t} i18nKey="editor.description" components={{ code: <code /> }} />
            </label>
            <input
              id={ids.description}
              className="input"
              value={description}
              placeholder={t('editor.descriptionPlaceholder')}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <div className="check-row">
            <input id={ids.strict} type="checkbox" checked={strict} onChange={(e) => setStrict(e.target.checked)} />
            <label htmlFor={ids.strict}>
              <Trans t={t} i18nKey="editor.strict" components={{ code: <code /> }} />
            </label>
          </div>
          <SchemaEditor
            name={name}
            strict={strict}
            mode={mode}
            onModeChange={setMode}
            text={schemaText}
            onTextChange={setSchemaText}
            onParsed={onParsed}
            parameters={parameters}
          />
        </div>
        <div className="tool-editor-col">
          <span className="field-label">{t('editor.implementation')}</span>
          <CodeEditor
            value={source}
            onChange={setSource}
            language="javascript"
            height={260}
            ariaLabel={t('editor.implementationOf', { name })}
          />
          {/* Keyed by the sample: when the schema changes, the arguments start over from the new schema. */}
          <TryIt key={sample} name={name} source={source} initialArguments={sample} />
        </div>
      </div>
    </Dialog>
  );
}
