// Props of the one code editor component; kept apart so the lazy chunk and the entry share them without bundling Monaco.
export type CodeLanguage = 'json' | 'javascript' | 'typescript';

export interface CodeEditorProps {
  value: string;
  onChange?(value: string): void;
  language: CodeLanguage;
  readOnly?: boolean;
  /** CSS height of the editor, e.g. 240 or '40vh'. */
  height?: number | string;
  /** Accessible name of the editing area. */
  ariaLabel: string;
  /** Overrides the document theme (`data-theme` on <html>). */
  theme?: 'light' | 'dark';
}
