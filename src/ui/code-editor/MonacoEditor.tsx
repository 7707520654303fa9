// The real editor behind CodeEditor: loaded with React.lazy so Monaco (~1 MB gzip) never sits in the entry chunk.
import Editor from '@monaco-editor/react';
import './monaco-setup';
import { useDocumentTheme } from '../use-document-theme';
import { EditorSkeleton } from './EditorSkeleton';
import type { CodeEditorProps } from './types';

export default function MonacoEditor({ value, onChange, language, readOnly = false, height = 240, ariaLabel, theme }: CodeEditorProps) {
  const documentTheme = useDocumentTheme();
  const resolved = theme ?? documentTheme;
  return (
    <div className="ui-code-editor" data-language={language}>
      <Editor
        value={value}
        language={language}
        height={height}
        theme={resolved === 'dark' ? 'vs-dark' : 'vs'}
        loading={<EditorSkeleton value={value} height={height} ariaLabel={ariaLabel} />}
        onChange={(next) => onChange?.(next ?? '')}
        options={{
          readOnly,
          ariaLabel,
          domReadOnly: readOnly,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          automaticLayout: true,
          fontSize: 13,
          tabSize: 2,
          wordWrap: 'on',
          renderWhitespace: 'selection',
          // Tab must be able to leave the editor for keyboard users (Ctrl+M toggles it back in Monaco).
          tabFocusMode: readOnly,
          fixedOverflowWidgets: true,
        }}
      />
    </div>
  );
}
