// Layout primitives: titled panels, teaching empty states, modal dialogs, inline icons.
export { Panel, type PanelProps } from './panel';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Dialog, type DialogProps } from './dialog';
export { Icon } from './icons';
