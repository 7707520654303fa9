// The seam between the language writers and one API style: each style writes its own request loop in each language.
import type { LoopScript } from './loop-script';

/**
 * One API style's part of the generated programs. The writers (typescript.ts, python.ts) supply the client, the
 * recorded tool stubs and the follow-up turns; a style supplies the imports it needs, the starting conversation and the
 * loop that sends requests and answers tool calls. Adding a style means adding one module that implements this.
 */
export interface CodeStyle {
  /** Names the style in generated comments. */
  label: string;
  typescript: {
    /** Import lines; a function when they depend on the session (Responses in WebSocket mode imports the socket client). */
    imports: string | ((script: LoopScript) => string);
    /** Declarations of the conversation state, starting from `script.start`. */
    setup(script: LoopScript, params: Record<string, unknown>): string;
    /** `async function runLoop(): Promise<void>` sending requests until the model answers without tool calls. */
    loop(script: LoopScript): string;
    /** A statement adding one user turn held in the variable `text`. */
    addUserTurn: string;
    /** A statement run once every turn is done, success or not (closing a socket that would keep Node running); null: none. */
    teardown?: (script: LoopScript) => string | null;
  };
  python: {
    setup(script: LoopScript, params: Record<string, unknown>): string;
    /** `def run_loop():` sending requests until the model answers without tool calls. */
    loop(script: LoopScript): string;
    addUserTurn: string;
  };
}
