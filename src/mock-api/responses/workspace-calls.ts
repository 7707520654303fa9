// The mock model's use of the `shell` and `apply_patch` tools: when the question asks to run a command or edit a file, it calls them (the client runs both).
import { isObject } from '@loopscope/wire/json-object';
import { allowedTools } from '@loopscope/wire/responses/tool-choice';
import { contentText } from '../model/conversation.ts';
import { ids } from '../model/ids.ts';
import { itemId } from './ids.ts';
import type { StoredItem } from './store.ts';

type Body = Record<string, unknown>;
type Operation =
  | { type: 'create_file' | 'update_file'; path: string; diff: string }
  | { type: 'delete_file'; path: string };

export interface WorkspacePlan {
  item: StoredItem;
  explanation: string;
}

const PATH = /(?:^|[\s`'"(])((?:[\w.-]+\/)*[\w-]+\.[A-Za-z0-9]{1,5})(?=$|[\s`'",:;)?!]|\.(?:\s|$))/;
const QUOTED = /[`'"\u2018\u201C]([^`'"\u2018\u2019\u201C\u201D]+)[`'"\u2019\u201D]/g;
const RUN_WORDS = /\b(run|execute|command|shell|terminal|list|ls|cat|grep|wc)\b/i;
const SHOW_WORDS = /\b(show|read|print|display|open|look at|what'?s in)\b/i;
/** A command's words (quotes are not needed for what the mock itself writes). */
const words = (command: string) => command.trim().split(/\s+/);
const EDIT_WORDS = /\b(fix|edit|change|replace|update|patch|create|add|append|write|delete|remove)\b/i;

/** The last user message and the items after it (what the model did for it so far). */
function currentTurn(context: readonly StoredItem[]): { request: string; since: StoredItem[] } {
  const at = context.findLastIndex((i) => (i.type ?? 'message') === 'message' && i.role === 'user');
  return { request: at >= 0 ? contentText(context[at]!.content) : '', since: at >= 0 ? context.slice(at + 1) : [] };
}

function toolOf(body: Body, type: string): Body | undefined {
  return Array.isArray(body.tools)
    ? (body.tools as unknown[]).filter(isObject).find((t) => t.type === type)
    : undefined;
}

/** What a `cat <path>` since the request printed: the file as the model has seen it. */
function seenFile(since: readonly StoredItem[], path: string): string | null {
  for (const call of [...since].reverse()) {
    if (call.type !== 'shell_call') continue;
    const commands = (call.action as { commands?: string[] } | undefined)?.commands ?? [];
    const k = commands.findIndex((c) => words(c)[0] === 'cat' && words(c).slice(1).includes(path));
    const output = since.find((i) => i.type === 'shell_call_output' && i.call_id === call.call_id)?.output as
      | { stdout?: string; outcome?: { exit_code?: number } }[]
      | undefined;
    if (k >= 0 && output?.[k]?.outcome?.exit_code === 0) return output[k]!.stdout ?? '';
  }
  return null;
}

/** The file operation the request asks for, given what the model has seen of the file (null content: not seen). */
export function editFor(request: string, path: string, content: string | null): Operation | 'needs-file' | null {
  const quoted = [...request.matchAll(QUOTED)].map((m) => m[1]!).filter((q) => q !== path);
  if (/\b(delete|remove)\b/i.test(request) && !/\breplace\b/i.test(request)) return { type: 'delete_file', path };
  if (/\b(create|new|write)\b/i.test(request) && !/\breplace\b/i.test(request)) {
    const lines = quoted.length ? quoted : [request.trim()];
    return { type: 'create_file', path, diff: lines.map((l) => `+${l}`).join('\n') + '\n' };
  }
  if (content === null) return 'needs-file';
  const lines = content.replace(/\n$/, '').split('\n');
  const replace = /\breplace\b/i.test(request) && quoted.length >= 2 ? { from: quoted[0]!, to: quoted[1]! } : null;
  if (replace) {
    const line = lines.find((l) => l.includes(replace.from));
    if (line === undefined) return null;
    return { type: 'update_file', path, diff: `@@\n-${line}\n+${line.split(replace.from).join(replace.to)}\n` };
  }
  if (/\b(add|append)\b/i.test(request) && quoted.length >= 1) {
    const last = lines.at(-1) ?? '';
    return {
      type: 'update_file',
      path,
      diff: `@@\n ${last}\n${quoted.map((q) => `+${q}`).join('\n')}\n*** End of File\n`,
    };
  }
  return null;
}

/** A command as quoted in prose, without its quotes. */
function unquote(text: string): string {
  const quotes = `"'\u201C\u201D\u2018\u2019`;
  let start = 0;
  let end = text.length;
  while (start < end && quotes.includes(text[start]!)) start++;
  while (end > start && quotes.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** The command line the request names: a quoted one, the words after "run", or what "list" / "show <file>" mean. */
export function commandFor(request: string, path: string | null): string | null {
  const backticked = /`([^`]+)`/.exec(request)?.[1];
  if (backticked) return backticked.trim();
  const run = /\b(?:run|execute)\s(.+)$/i.exec(request)?.[1];
  if (run)
    return unquote(
      run
        .trim()
        .replace(/^the command\s/i, '')
        .replace(/[.?!]$/, '')
        .trim(),
    );
  const dir = /\b(?:in|under)\s+(?:the\s+)?([\w./-]+?)\/?(?:\s+(?:folder|directory))?[.?!]?$/i.exec(request)?.[1];
  if (/\blist\b/i.test(request)) return dir && !dir.includes('.') ? `ls ${dir}` : 'ls';
  if (path && SHOW_WORDS.test(request)) return `cat ${path}`;
  if (path && /\bcount\b.*\blines\b/i.test(request)) return `wc -l ${path}`;
  return null;
}

/**
 * The model's next workspace call for this turn, or null (it answers, or calls other tools). An edit of an existing
 * file needs its lines, so the model reads the file first (`cat`) when it has a shell; each tool is called once per turn.
 */
export function planWorkspaceCall(
  body: Body,
  context: readonly StoredItem[],
  idParts: readonly (string | number)[],
): WorkspacePlan | null {
  const choice = body.tool_choice;
  const allowed = allowedTools(choice);
  if (choice === 'none' || (isObject(choice) && !allowed && choice.type !== 'shell' && choice.type !== 'apply_patch'))
    return null;
  const forced = isObject(choice) && !allowed ? String(choice.type) : null;
  // allowed_tools: a workspace tool left out of the set is not there for the model.
  const shell = !allowed || allowed.types.has('shell') ? toolOf(body, 'shell') : undefined;
  const patch = !allowed || allowed.types.has('apply_patch') ? toolOf(body, 'apply_patch') : undefined;
  if (!shell && !patch) return null;
  const { request, since } = currentTurn(context);
  const path = PATH.exec(request)?.[1] ?? null;
  const called = (type: string) => since.some((i) => i.type === type);
  const shellCall = (command: string, why: string): WorkspacePlan => ({
    item: {
      id: itemId('sh', idParts),
      type: 'shell_call',
      call_id: ids.call([...idParts, 'shell']),
      action: { commands: [command], max_output_length: null, timeout_ms: null },
      environment: isObject(shell?.environment) && shell.environment.type === 'local' ? { type: 'local' } : null,
      status: 'completed',
    },
    explanation: why,
  });
  if (
    patch &&
    forced !== 'shell' &&
    !called('apply_patch_call') &&
    path &&
    (EDIT_WORDS.test(request) || forced === 'apply_patch')
  ) {
    const op = editFor(request, path, seenFile(since, path));
    if (op === 'needs-file' && shell && !called('shell_call'))
      return shellCall(
        `cat ${path}`,
        `the request asks to edit ${path}: reading it first with the shell, to write a diff against its lines`,
      );
    if (op && op !== 'needs-file') {
      const item = {
        id: itemId('apc', idParts),
        type: 'apply_patch_call',
        call_id: ids.call([...idParts, 'apply_patch']),
        operation: op,
        status: 'completed',
      };
      return {
        item,
        explanation: `the request asks to change ${path}: an apply_patch call (${op.type}) that your code applies`,
      };
    }
  }
  if (shell && forced !== 'apply_patch' && !called('shell_call')) {
    const command = commandFor(request, path);
    if (command && (RUN_WORDS.test(request) || SHOW_WORDS.test(request) || forced === 'shell'))
      return shellCall(command, `the request asks to run \`${command}\`: a shell call that your code runs`);
    if (forced === 'shell')
      return shellCall(
        'ls',
        'tool_choice forces the shell tool and the request names no command: listing the workspace',
      );
  }
  return null;
}
