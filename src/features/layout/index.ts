// Layout primitives the playground's features share: panels, teaching empty states, modal dialogs.
export { Panel, type PanelProps } from './panel';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Dialog, type DialogProps } from './dialog';
export { Icon } from './icons';
