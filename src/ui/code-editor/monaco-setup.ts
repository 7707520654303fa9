// Bundles Monaco locally (no CDN): editor, JSON + JS/TS languages and their workers. MonacoEditor.tsx (and CodeEditor, to wait for JSON) import this.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import { getWorker as jsonLanguageWorker } from 'monaco-editor/languages/features/json/register';
import {
  ModuleKind,
  ModuleResolutionKind,
  ScriptTarget,
  typescriptDefaults,
} from 'monaco-editor/languages/features/typescript/register';
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

/**
 * Monaco sets JSON up (its tokenizer included) only once a JSON model exists, one chunk load later. A model shown
 * before that stays one uncoloured run of text until the page is idle, which a busy page may not be for minutes, so
 * JSON is set up here and editors open only when it is ready: every JSON editor shows its tokens from the first frame.
 */
export const jsonLanguageReady: Promise<void> = (async () => {
  monaco.editor.createModel('', 'json').dispose();
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      // Resolves once the JSON mode is set up (it rejects until then); it starts no worker.
      await jsonLanguageWorker();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
})();

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
