// Bundles Monaco locally (no CDN): editor, JSON + JS/TS languages and their workers. Only MonacoEditor.tsx imports this.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/language/json/monaco.contribution';
import { ModuleKind, ModuleResolutionKind, ScriptTarget, typescriptDefaults } from 'monaco-editor/languages/features/typescript/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/typescript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import TsWorker from 'monaco-editor/language/typescript/ts.worker?worker';
import { loader } from '@monaco-editor/react';
import type { TypeLibrary } from './types';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    if (label === 'json') return new JsonWorker();
    if (label === 'typescript' || label === 'javascript') return new TsWorker();
    return new EditorWorker();
  },
};

// Without this, @monaco-editor/react fetches Monaco from jsDelivr, which fails offline and leaks a request.
loader.config({ monaco });

// Node-style resolution lets `import('zod')` in a declaration find a library added at file:///node_modules/zod/.
typescriptDefaults.setCompilerOptions({
  target: ScriptTarget.ESNext,
  module: ModuleKind.ESNext,
  moduleResolution: ModuleResolutionKind.NodeJs,
  allowNonTsExtensions: true,
  strict: true,
});

const registeredLibraries = new Set<string>();

/** Adds declaration files to the TypeScript service; the service is page-wide, so a path is added only once. */
export function addTypeLibraries(libraries: readonly TypeLibrary[]): void {
  for (const { path, content } of libraries) {
    if (registeredLibraries.has(path)) continue;
    registeredLibraries.add(path);
    typescriptDefaults.addExtraLib(content, path);
  }
}

export { monaco };
