// The real editor behind CodeEditor: loaded with React.lazy so Monaco (~1 MB gzip) never sits in the entry chunk.
import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect } from 'react';
import { addTypeLibraries } from './monaco-setup';
import { useDocumentTheme } from '../use-document-theme';
import { useDocumentZoom } from '../use-document-zoom';
import { EditorSkeleton } from './EditorSkeleton';
import type { CodeEditorProps } from './types';

/** The model's tokenizer, which Monaco keeps internal. */
interface ModelTokenization {
  tokenization?: { forceTokenization?(lineNumber: number): void };
}

/** Lines tokenized at once when an editor opens: dialogs hold short texts; longer ones tokenize as Monaco goes. */
const TOKENIZE_AT_MOUNT = 500;

/**
 * Monaco colours (splits into tokens) the lines it shows only when the page is idle (requestIdleCallback), which a busy
 * page may not be for minutes: the editor then shows one uncoloured run of text. Tokenizing the opening lines at mount
 * shows keys, strings and numbers as tokens from the first frame.
 */
const tokenizeAtMount: OnMount = (editor) => {
  const model = editor.getModel();
  if (!model) return;
  (model as unknown as ModelTokenization).tokenization?.forceTokenization?.(Math.min(model.getLineCount(), TOKENIZE_AT_MOUNT));
};

export default function MonacoEditor({ value, onChange, language, readOnly = false, height = 240, ariaLabel, typeLibraries, theme }: CodeEditorProps) {
  const documentTheme = useDocumentTheme();
  const resolved = theme ?? documentTheme;
  // The page may be zoomed (text size); the editor's frame undoes the zoom (Monaco measures the mouse in real pixels) and scales its font instead.
  const zoom = useDocumentZoom();
  useEffect(() => {
    if (!typeLibraries) return;
    let live = true;
    // Declarations arrive after the editor opens; the service re-checks the model when they are added.
    void typeLibraries().then((libraries) => {
      if (live) addTypeLibraries(libraries);
    });
    return () => {
      live = false;
    };
  }, [typeLibraries]);
  return (
    <div className="ui-code-editor" data-language={language} style={{ zoom: 1 / zoom }}>
      <Editor
        value={value}
        language={language}
        height={typeof height === 'number' ? height * zoom : `calc(${height} * ${zoom})`}
        theme={resolved === 'dark' ? 'vs-dark' : 'vs'}
        loading={<EditorSkeleton value={value} height={height} ariaLabel={ariaLabel} />}
        onChange={(next) => onChange?.(next ?? '')}
        onMount={tokenizeAtMount}
        options={{
          readOnly,
          ariaLabel,
          domReadOnly: readOnly,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          automaticLayout: true,
          fontSize: Math.round(13 * zoom),
          tabSize: 2,
          wordWrap: 'on',
          renderWhitespace: 'selection',
          // Tab must be able to leave the editor for keyboard users; the hint under the editor says so (Ctrl+M lets Tab indent).
          tabFocusMode: true,
          // Sticky-scroll lines are Tab stops of their own: Tab would land on them instead of leaving the editor.
          stickyScroll: { enabled: false },
          fixedOverflowWidgets: true,
        }}
      />
    </div>
  );
}
