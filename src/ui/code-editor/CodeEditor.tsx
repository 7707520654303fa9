// The only Monaco entry point of the app: a lazy component with a text skeleton while the editor chunk loads.
import { lazy, Suspense } from 'react';
import { EditorSkeleton } from './EditorSkeleton';
import type { CodeEditorProps } from './types';
import './code-editor.css';

const MonacoEditor = lazy(() => import('./MonacoEditor'));

export function CodeEditor(props: CodeEditorProps) {
  const fallback = <EditorSkeleton value={props.value} height={props.height ?? 240} ariaLabel={props.ariaLabel} />;
  return (
    <Suspense fallback={fallback}>
      <MonacoEditor {...props} />
    </Suspense>
  );
}
