// Keyboard shortcuts: single keys like Linear/GitHub, ignored while the user types in a field or an editor.
export type ShortcutAction =
  | 'help'
  | 'run'
  | 'step'
  | 'toggle-pause'
  | 'stop'
  | 'reset'
  | 'next-exchange'
  | 'previous-exchange'
  | 'focus-continue';

export interface Shortcut {
  action: ShortcutAction;
  keys: string[];
  /** What it does: its key under `shortcuts.` in the controls catalog. */
  label: ShortcutLabel;
}

export type ShortcutLabel =
  | 'run'
  | 'runAnywhere'
  | 'step'
  | 'pause'
  | 'stop'
  | 'reset'
  | 'next'
  | 'previous'
  | 'followUp'
  | 'help';

/** The table the help dialog lists; `matchShortcut` reads the same table, so they cannot disagree. */
export const SHORTCUTS: Shortcut[] = [
  { action: 'run', keys: ['r'], label: 'run' },
  { action: 'run', keys: ['Ctrl', 'Enter'], label: 'runAnywhere' },
  { action: 'step', keys: ['s'], label: 'step' },
  { action: 'toggle-pause', keys: ['p'], label: 'pause' },
  { action: 'stop', keys: ['x'], label: 'stop' },
  { action: 'reset', keys: ['Shift', 'R'], label: 'reset' },
  { action: 'next-exchange', keys: ['j'], label: 'next' },
  { action: 'previous-exchange', keys: ['k'], label: 'previous' },
  { action: 'focus-continue', keys: ['/'], label: 'followUp' },
  { action: 'help', keys: ['?'], label: 'help' },
];

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

/** Text fields, selects, contenteditable regions and Monaco (a textarea inside .monaco-editor) own their keys. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.closest('.monaco-editor, [contenteditable="true"], dialog[open]')) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (element as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(type);
  }
  return false;
}

export function matchShortcut(event: KeyLike): ShortcutAction | null {
  const mod = event.ctrlKey || event.metaKey;
  // Ctrl/Cmd+Enter is the playground convention for "run", and no text field uses it — except Monaco, which does.
  if (mod && event.key === 'Enter') {
    const inEditor = !!(event.target as Element | null)?.closest?.('.monaco-editor, dialog[open]');
    return inEditor ? null : 'run';
  }
  if (mod || event.altKey || isTypingTarget(event.target)) return null;
  switch (event.key) {
    case '?':
      return 'help';
    case 'r':
      return 'run';
    case 'R':
      return event.shiftKey ? 'reset' : null;
    case 's':
      return 'step';
    case 'p':
      return 'toggle-pause';
    case 'x':
      return 'stop';
    case 'j':
      return 'next-exchange';
    case 'k':
      return 'previous-exchange';
    case '/':
      return 'focus-continue';
    default:
      return null;
  }
}
