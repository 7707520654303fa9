// A deterministic pretend shell over the in-memory tree: a few read-only commands, pipes between them, and a refusal
// for anything that writes, reaches out or harms.
import { directories, listDir, normalizePath, WORKSPACE_ROOT, type FileTree } from './file-tree';

export interface CommandResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** Commands that would change the tree: only apply_patch does (so every change shows on the timeline). */
const WRITES = new Set([
  'rm',
  'rmdir',
  'mv',
  'cp',
  'touch',
  'mkdir',
  'chmod',
  'chown',
  'ln',
  'tee',
  'sed',
  'truncate',
  'dd',
  'install',
  'git',
]);
/** Commands that reach outside the sandbox or harm the machine: never run, whatever their arguments. */
const DANGEROUS = new Set([
  'sudo',
  'su',
  'curl',
  'wget',
  'ssh',
  'scp',
  'nc',
  'ncat',
  'telnet',
  'ftp',
  'rsync',
  'kill',
  'killall',
  'pkill',
  'shutdown',
  'reboot',
  'halt',
  'poweroff',
  'mkfs',
  'mount',
  'umount',
  'fdisk',
  'eval',
  'exec',
  'source',
  'bash',
  'sh',
  'zsh',
  'python',
  'python3',
  'node',
  'perl',
  'ruby',
  'npm',
  'pip',
  'apt',
  'apt-get',
  'docker',
  'crontab',
  'env',
  'export',
  'printenv',
]);

/**
 * Runs one command line. Refusals exit 126 with a sentence on stderr (our wording); an unknown command exits 127 as
 * `sh` says it. Redirections, `;`, `&&`, subshells and backgrounding are refused: a learner sees one command per entry.
 */
export function runCommand(tree: FileTree, line: string): CommandResult {
  const trimmed = line.trim();
  if (trimmed === '') return ok('');
  if (/:\(\)\s*\{/.test(trimmed)) return refuse('a fork bomb is not allowed in the Loopscope sandbox.');
  if (/[;&`$<>]|\$\(/.test(trimmed.replace(/'[^']*'|"[^"]*"/g, '')))
    return refuse('only single commands and pipes (|) run here: no ;, &&, redirections, $() or backgrounding.');
  let input: string | null = null;
  let last = ok('');
  for (const stage of trimmed.split('|')) {
    const words = splitWords(stage);
    const [name, ...args] = words;
    if (!name) return { stdout: '', stderr: 'sh: 1: syntax error: "|" unexpected\n', exitCode: 2 };
    if (DANGEROUS.has(name))
      return refuse(
        `${name} is not allowed in the Loopscope sandbox (no network, no privileges, no other interpreters).`,
      );
    if (WRITES.has(name))
      return refuse(`the workspace is read-only for the shell; change files with the apply_patch tool.`);
    last = runOne(tree, name, args, input);
    if (last.exitCode !== 0 && last.stdout === '') return last;
    input = last.stdout;
  }
  return last;
}

function ok(stdout: string): CommandResult {
  return { stdout, stderr: '', exitCode: 0 };
}

function fail(stderr: string, exitCode = 1): CommandResult {
  return { stdout: '', stderr: `${stderr}\n`, exitCode };
}

function refuse(why: string): CommandResult {
  return fail(`refused: ${why}`, 126);
}

/** Words as `sh` splits them, with single and double quotes kept together. */
export function splitWords(text: string): string[] {
  return [...text.matchAll(/'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g)].map(
    (m) => m[1] ?? m[2]?.replace(/\\(.)/g, '$1') ?? m[3]!,
  );
}

function runOne(tree: FileTree, name: string, args: string[], stdin: string | null): CommandResult {
  const flags = args.filter((a) => a.startsWith('-'));
  const operands = args.filter((a) => !a.startsWith('-'));
  switch (name) {
    case 'pwd':
      return ok(`${WORKSPACE_ROOT}\n`);
    case 'echo':
      return ok(`${args.join(' ')}\n`);
    case 'ls':
      return ls(
        tree,
        operands.length ? operands : ['.'],
        flags.some((f) => f.includes('a') || f.includes('l')),
      );
    case 'cat':
      return readEach(tree, operands, stdin, 'cat', (text) => text);
    case 'head':
    case 'tail': {
      const n = countFlag(args) ?? 10;
      const files = operands.filter((o) => String(Number(o)) !== o);
      const cut = (text: string) => sliceLines(text, n, name === 'tail');
      return readEach(tree, files, stdin, name, cut);
    }
    case 'wc':
      return readEach(
        tree,
        operands,
        stdin,
        'wc',
        (text, file) => `${text.split('\n').length - 1}${file ? ` ${file}` : ''}\n`,
      );
    case 'grep':
      return grep(tree, operands, flags, stdin);
    case 'find':
      return find(tree, operands[0] ?? '.');
    default:
      return fail(`sh: 1: ${name}: not found`, 127);
  }
}

function countFlag(args: string[]): number | null {
  const at = args.indexOf('-n');
  if (at >= 0 && args[at + 1] !== undefined) return Number(args[at + 1]);
  const short = args.find((a) => /^-\d+$/.test(a));
  return short ? Number(short.slice(1)) : null;
}

function sliceLines(text: string, n: number, fromEnd: boolean): string {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const kept = fromEnd ? lines.slice(Math.max(0, lines.length - n)) : lines.slice(0, n);
  return kept.length ? `${kept.join('\n')}\n` : '';
}

function readEach(
  tree: FileTree,
  files: string[],
  stdin: string | null,
  name: string,
  each: (text: string, file?: string) => string,
): CommandResult {
  if (files.length === 0) return stdin === null ? fail(`${name}: missing file operand`) : ok(each(stdin));
  let stdout = '';
  let stderr = '';
  for (const file of files) {
    const path = normalizePath(file);
    const text = path === null ? undefined : tree.get(path);
    if (text === undefined)
      stderr +=
        path !== null && directories(tree).has(path)
          ? `${name}: ${file}: Is a directory\n`
          : `${name}: ${file}: No such file or directory\n`;
    else stdout += each(text, files.length > 1 || name === 'wc' ? file : undefined);
  }
  return { stdout, stderr, exitCode: stderr ? 1 : 0 };
}

function ls(tree: FileTree, targets: string[], all: boolean): CommandResult {
  let stdout = '';
  let stderr = '';
  for (const target of targets) {
    const path = normalizePath(target);
    if (path !== null && tree.has(path)) stdout += `${target}\n`;
    else if (path !== null && directories(tree).has(path))
      stdout += `${targets.length > 1 ? `${target}:\n` : ''}${[...(all ? ['./', '../'] : []), ...listDir(tree, path)].join('\n')}\n`;
    else stderr += `ls: cannot access '${target}': No such file or directory\n`;
  }
  return { stdout, stderr, exitCode: stderr ? 2 : 0 };
}

function grep(tree: FileTree, operands: string[], flags: string[], stdin: string | null): CommandResult {
  const [pattern, ...files] = operands;
  if (pattern === undefined) return fail('Usage: grep [OPTION]... PATTERNS [FILE]...', 2);
  const ignoreCase = flags.some((f) => f.includes('i'));
  const numbered = flags.some((f) => f.includes('n'));
  const matches = (line: string) =>
    ignoreCase ? line.toLowerCase().includes(pattern.toLowerCase()) : line.includes(pattern);
  const sources: [string | null, string][] = files.length === 0 ? [[null, stdin ?? '']] : [];
  let stderr = '';
  for (const file of files) {
    const path = normalizePath(file);
    const text = path === null ? undefined : tree.get(path);
    if (text === undefined) stderr += `grep: ${file}: No such file or directory\n`;
    else sources.push([files.length > 1 ? file : null, text]);
  }
  const found = sources.flatMap(([file, text]) =>
    text
      .split('\n')
      .flatMap((line, k) =>
        line !== '' && matches(line) ? [`${file ? `${file}:` : ''}${numbered ? `${k + 1}:` : ''}${line}`] : [],
      ),
  );
  return { stdout: found.length ? `${found.join('\n')}\n` : '', stderr, exitCode: stderr ? 2 : found.length ? 0 : 1 };
}

function find(tree: FileTree, start: string): CommandResult {
  const root = normalizePath(start);
  if (root === null || (!directories(tree).has(root) && !tree.has(root)))
    return fail(`find: '${start}': No such file or directory`);
  const base = start.replace(/\/$/, '');
  const all = [...directories(tree), ...tree.keys()]
    .filter((p) => root === '' || p === root || p.startsWith(`${root}/`))
    .sort();
  return ok(
    `${all.map((p) => (p === root ? base : `${base}/${root === '' ? p : p.slice(root.length + 1)}`)).join('\n')}\n`,
  );
}
