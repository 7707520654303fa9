// Loop controls: the run toolbar, keyboard shortcuts and their help dialog, the pending-request editor.
export { RunControls } from './RunControls';
export { RunStatusPill } from './RunStatusPill';
export { HelpDialog } from './HelpDialog';
export { PendingRequestDialog } from './PendingRequestDialog';
export { useShortcuts } from './use-shortcuts';
export { SHORTCUTS, matchShortcut } from './shortcuts';
