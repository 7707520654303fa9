// The only Monaco entry point of the app: a lazy component with a text skeleton while the editor chunk loads.
import { Trans, useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { EditorSkeleton } from './EditorSkeleton';
import type { CodeEditorProps } from './types';
import './code-editor.css';

/** The editor appears once JSON is set up, so JSON text is split into tokens from the first frame. */
const MonacoEditor = lazy(async () => {
  const [editor, setup] = await Promise.all([import('./MonacoEditor'), import('./monaco-setup')]);
  await setup.jsonLanguageReady;
  return editor;
});

export function CodeEditor(props: CodeEditorProps) {
  const { t } = useTranslation('ui');
  const fallback = <EditorSkeleton value={props.value} height={props.height ?? 240} ariaLabel={props.ariaLabel} />;
  return (
    <div
      className="ui-code-editor-frame"
      onKeyDown={(event) => {
        // Escape belongs to the editor (it closes Monaco's own widgets first): marked handled, it never closes the
        // dialog around the editor and its unsaved text. Tab leaves the editor; Escape there closes the dialog.
        if (event.key === 'Escape') event.preventDefault();
      }}
    >
      <Suspense fallback={fallback}>
        <MonacoEditor {...props} />
      </Suspense>
      {!props.readOnly && (
        <p className="ui-code-editor-keys">
          <Trans t={t} i18nKey="editor.keys" components={{ kbd: <kbd /> }} />
        </p>
      )}
    </div>
  );
}
