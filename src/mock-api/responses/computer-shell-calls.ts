// The mock model's use of the client-run `local_shell` and `computer` / `computer_use_preview` tools: a
// local_shell_call when the question names a command, a screenshot when it asks about the screen.
import { isObject } from '@loopscope/wire/json-object';
import { allowedTools } from '@loopscope/wire/responses/tool-choice';
import { contentText } from '../model/conversation.ts';
import { ids } from '../model/ids.ts';
import { itemId } from './ids.ts';
import type { StoredItem } from './store.ts';
import { commandFor, type WorkspacePlan } from './workspace-calls.ts';

type Body = Record<string, unknown>;

const RUN_WORDS = /\b(run|execute|command|shell|terminal|list|ls|cat|grep|wc|show)\b/i;
const SCREEN_WORDS = /\b(screen|screenshot|desktop|browser|click|scroll|web ?page|website|window)\b/i;

function offered(body: Body, types: readonly string[]): Body | undefined {
  const allowed = allowedTools(body.tool_choice);
  const tools = Array.isArray(body.tools) ? (body.tools as unknown[]).filter(isObject) : [];
  return tools.find((t) => types.includes(String(t.type)) && (!allowed || allowed.types.has(String(t.type))));
}

/**
 * One call per turn, as the shell tool does: none once the turn already holds one. `tool_choice` naming the tool
 * forces it (a screenshot, or `ls`); `none` or a choice of another tool rules it out.
 */
export function planComputerShellCall(
  body: Body,
  context: readonly StoredItem[],
  idParts: readonly (string | number)[],
): WorkspacePlan | null {
  const choice = body.tool_choice;
  const forced = isObject(choice) && choice.type !== 'allowed_tools' ? String(choice.type) : null;
  if (choice === 'none' || (forced !== null && !['local_shell', 'computer', 'computer_use_preview'].includes(forced)))
    return null;
  const at = context.findLastIndex((i) => (i.type ?? 'message') === 'message' && i.role === 'user');
  if (at < 0) return null;
  const request = contentText(context[at]!.content);
  const since = context.slice(at + 1);
  const shell = forced === null || forced === 'local_shell' ? offered(body, ['local_shell']) : undefined;
  if (shell && !since.some((i) => i.type === 'local_shell_call')) {
    const command = commandFor(request, null) ?? (forced === 'local_shell' ? 'ls' : null);
    if (command && (RUN_WORDS.test(request) || forced === 'local_shell')) {
      // The command as argv through a login shell, the form the codex models write for local_shell (`["bash", "-lc", …]`).
      const item = {
        id: itemId('lsh', idParts),
        type: 'local_shell_call',
        call_id: ids.call([...idParts, 'local_shell']),
        action: {
          type: 'exec',
          command: ['bash', '-lc', command],
          env: {},
          timeout_ms: null,
          user: null,
          working_directory: null,
        },
        status: 'completed',
      };
      return { item, explanation: `the request asks to run \`${command}\`: a local_shell call that your code runs` };
    }
  }
  const computer =
    forced === null || forced.startsWith('computer') ? offered(body, ['computer', 'computer_use_preview']) : undefined;
  if (computer && !since.some((i) => i.type === 'computer_call') && (SCREEN_WORDS.test(request) || forced !== null)) {
    // The model looks before it acts: a screenshot first. The preview tool takes one `action`, the GA `computer` tool a list of `actions`.
    const look = { type: 'screenshot' };
    const action = computer.type === 'computer_use_preview' ? { action: look } : { actions: [look] };
    const item = {
      id: itemId('cu', idParts),
      type: 'computer_call',
      call_id: ids.call([...idParts, 'computer']),
      ...action,
      pending_safety_checks: [],
      status: 'completed',
    };
    return {
      item,
      explanation: 'the request is about the screen: a computer call that takes a screenshot first (your code runs it)',
    };
  }
  return null;
}
