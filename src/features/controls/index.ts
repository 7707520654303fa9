// Loop controls: the run toolbar, keyboard shortcuts and their help dialog, the pending-request editor.
export { RunControls } from './run-controls';
export { RunStatusPill } from './run-status-pill';
export { HelpDialog } from './help-dialog';
export { PendingRequestDialog } from './pending-request-dialog';
export { useShortcuts } from './use-shortcuts';
export { SHORTCUTS, matchShortcut } from './shortcuts';
