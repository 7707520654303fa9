// What a code export produces: files of code or JSON Lines (the types every writer returns, beside the writers' registry).

export type CodeLanguage = 'curl' | 'typescript' | 'python';
/** What an export file is: code in one of the languages, or a JSON Lines capture of exchanges. */
export type ExportFileKind = CodeLanguage | 'jsonl';

export interface CodeFile {
  language: ExportFileKind;
  fileName: string;
  text: string;
}

export type CodeExport = { ok: true; files: CodeFile[] } | { ok: false; error: string };
