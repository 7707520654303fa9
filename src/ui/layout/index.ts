// Layout primitives: titled panels, teaching empty states, modal dialogs, inline icons.
export { Panel, type PanelProps } from './Panel';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Dialog, DialogCancelButton, type DialogProps } from './Dialog';
export { Icon } from './Icons';
