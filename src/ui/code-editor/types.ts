// Props of the one code editor component; kept apart so the lazy chunk and the entry share them without bundling Monaco.
export type CodeLanguage = 'json' | 'javascript' | 'typescript';

/** A declaration file for the TypeScript language service, at a virtual path such as file:///node_modules/zod/index.d.ts. */
export interface TypeLibrary {
  path: string;
  content: string;
}

export interface CodeEditorProps {
  value: string;
  onChange?(value: string): void;
  language: CodeLanguage;
  readOnly?: boolean;
  /** CSS height of the editor, e.g. 240 or '40vh'. */
  height?: number | string;
  /** Accessible name of the editing area. */
  ariaLabel: string;
  /**
   * Loads declaration files the TypeScript service should know (completions, hovers, type errors).
   * Pass a stable function: it is called once per editor, and each path is registered once per page.
   */
  typeLibraries?: () => Promise<readonly TypeLibrary[]>;
  /**
   * False for plain data (a tool's output): no suggestions pop up while typing. A late suggestion list took the Tab
   * that leaves the editor and changed the text instead; there is nothing to complete in a learner's own data.
   */
  suggestions?: boolean;
  /** Overrides the document theme (`data-theme` on <html>). */
  theme?: 'light' | 'dark';
}
