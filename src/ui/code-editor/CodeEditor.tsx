// The only Monaco entry point of the app: a lazy component with a text skeleton while the editor chunk loads.
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
  const fallback = <EditorSkeleton value={props.value} height={props.height ?? 240} ariaLabel={props.ariaLabel} />;
  return (
    <div className="ui-code-editor-frame">
      <Suspense fallback={fallback}>
        <MonacoEditor {...props} />
      </Suspense>
      {!props.readOnly && (
        <p className="ui-code-editor-keys">
          <kbd>Tab</kbd> / <kbd>Shift</kbd>+<kbd>Tab</kbd> move out of the editor · <kbd>Ctrl</kbd>+<kbd>M</kbd> makes <kbd>Tab</kbd> indent instead
        </p>
      )}
    </div>
  );
}
