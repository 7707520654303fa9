// Code export: a branch's loop (or one exchange) as curl commands, a TypeScript program and a Python program, each runnable as is.
import type { ApiStyle, EngineState, SessionConfig } from '@loopscope/engine/types';
import { assistantsCode } from './assistants-code';
import { chatCode } from './chat-code';
import type { CodeExport } from './code-file';
import type { CodeStyle } from './code-style';
import { curlScript } from './curl';
import { loopScript } from './loop-script';
import { pythonProgram } from './python';
import { responsesCode } from './responses-code';
import { typescriptProgram } from './typescript';

export { exportExchange, type ExchangeExportContext } from './exchange-code';

export type { CodeExport, CodeFile, CodeLanguage, ExportFileKind } from './code-file';

/** Each style's writer; a new style adds its module here. */
const STYLES: Record<ApiStyle, CodeStyle> = { chat: chatCode, responses: responsesCode, assistants: assistantsCode };

/**
 * The request fields besides the conversation, exactly as the engine sends them (only non-defaults): the engine's
 * `requestParamsFor`, passed in by the app (persistence imports only the engine's types).
 */
export type RequestParams = (config: SessionConfig) => Promise<Record<string, unknown>>;

/**
 * The loop of one branch (the active one unless named) in three languages. `mockBaseURL` is where the mock API is
 * served for programs outside the page (the app's origin + /v1). The engine state's key is never read.
 */
export async function exportCode(
  state: EngineState,
  title: string,
  mockBaseURL: string,
  { requestParams, branchId }: { requestParams: RequestParams; branchId?: string },
): Promise<CodeExport> {
  const style = STYLES[state.config.apiStyle];
  const script = loopScript(state, mockBaseURL, branchId);
  const params = await requestParams(script.config);
  const mock = state.config.provider.kind === 'mock';
  return {
    ok: true,
    files: [
      { language: 'curl', fileName: 'loop.sh', text: curlScript(script, title, mock) },
      { language: 'typescript', fileName: 'loop.ts', text: typescriptProgram(style, script, params, title) },
      { language: 'python', fileName: 'loop.py', text: pythonProgram(style, script, params, title) },
    ],
  };
}
