// The real editor behind CodeEditor: loaded with React.lazy so Monaco (~1 MB gzip) never sits in the entry chunk.
import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useRef, useState } from 'react';
import { addTypeLibraries } from './monaco-setup';
import { useDocumentTheme } from '../use-document-theme';
import { useDocumentZoom } from '../use-document-zoom';
import { EditorSkeleton } from './EditorSkeleton';
import type { CodeEditorProps } from './types';
import { ValueEchoes } from './value-echoes';

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
const tokenizeAtMount = (editor: Parameters<OnMount>[0]) => {
  const model = editor.getModel();
  if (!model) return;
  (model as unknown as ModelTokenization).tokenization?.forceTokenization?.(
    Math.min(model.getLineCount(), TOKENIZE_AT_MOUNT),
  );
};

export default function MonacoEditor({
  value,
  onChange,
  language,
  readOnly = false,
  height = 240,
  ariaLabel,
  typeLibraries,
  theme,
  suggestions = true,
}: CodeEditorProps) {
  const documentTheme = useDocumentTheme();
  const resolved = theme ?? documentTheme;
  // The page may be zoomed (text size); the editor's frame undoes the zoom (Monaco measures the mouse in real pixels) and scales its font instead.
  const zoom = useDocumentZoom();
  const { onMount, onEditorChange } = useStoreBinding(value, onChange, readOnly);
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
        defaultValue={value}
        language={language}
        height={typeof height === 'number' ? height * zoom : `calc(${height} * ${zoom})`}
        theme={resolved === 'dark' ? 'vs-dark' : 'vs'}
        loading={<EditorSkeleton value={value} height={height} ariaLabel={ariaLabel} />}
        onChange={onEditorChange}
        onMount={onMount}
        options={{
          readOnly,
          ariaLabel,
          domReadOnly: readOnly,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          automaticLayout: true,
          fontSize: Math.round(13 * zoom),
          // Monaco draws with its own font list; the page's monospace stack ends in the shipped Hangul subset.
          fontFamily: monospaceStack(),
          tabSize: 2,
          wordWrap: 'on',
          renderWhitespace: 'selection',
          // Tab must be able to leave the editor for keyboard users; the hint under the editor says so (Ctrl+M lets Tab indent).
          tabFocusMode: true,
          // Sticky-scroll lines are Tab stops of their own: Tab would land on them instead of leaving the editor.
          stickyScroll: { enabled: false },
          fixedOverflowWidgets: true,
          ...(suggestions ? {} : QUIET),
          ...(language === 'json' ? TYPED_DATA : {}),
        }}
      />
    </div>
  );
}

/** Options for an editor of plain data: nothing pops up while typing (Ctrl+Space still asks for suggestions on purpose). */
const QUIET = {
  quickSuggestions: false,
  suggestOnTriggerCharacters: false,
  wordBasedSuggestions: 'off',
  tabCompletion: 'off',
  parameterHints: { enabled: false },
} as const;

/**
 * Options for JSON a person types: quotes and brackets are not closed for them. Auto-closing typed `"` and `}` after
 * the closers it had inserted, which left a stray `"}` in tool results typed key by key.
 */
const TYPED_DATA = {
  autoClosingBrackets: 'never',
  autoClosingQuotes: 'never',
  autoClosingOvertype: 'never',
  autoSurround: 'never',
} as const;

/** The page's --ui-mono stack (which falls back to the self-hosted Noto Sans KR), or Monaco's own when unstyled. */
function monospaceStack(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return getComputedStyle(document.documentElement).getPropertyValue('--font-mono').trim() || undefined;
}

type MonacoInstance = Parameters<OnMount>[0];

/**
 * Binds the editor to the store's value. The library's own binding writes every differing `value` back into the editor,
 * including a stale echo that arrives after the user typed on, which undid keys and moved the cursor (fast typing came
 * out mangled); here the editor keeps the text it has and takes only values set from outside.
 */
function useStoreBinding(value: string, onChange: CodeEditorProps['onChange'], readOnly: boolean) {
  const [editor, setEditor] = useState<MonacoInstance | null>(null);
  const echoes = useRef(new ValueEchoes());
  const writing = useRef(false);
  useEffect(() => {
    if (!editor || !echoes.current.mustWrite(value, editor.getValue())) return;
    writing.current = true;
    // A read-only view has no undo history worth keeping: replace it outright.
    if (readOnly) editor.setValue(value);
    else {
      const model = editor.getModel();
      if (model) editor.executeEdits('', [{ range: model.getFullModelRange(), text: value, forceMoveMarkers: true }]);
      editor.pushUndoStop();
    }
    writing.current = false;
  }, [editor, value, readOnly]);
  return {
    onMount: (mountedEditor: MonacoInstance) => {
      tokenizeAtMount(mountedEditor);
      setEditor(mountedEditor);
    },
    onEditorChange: (next: string | undefined) => {
      if (writing.current) return;
      echoes.current.reported(next ?? '');
      onChange?.(next ?? '');
    },
  };
}
