// Public surface of ui/: generic display primitives with no knowledge of Loopscope's domain.
export { CodeEditor } from './code-editor/CodeEditor';
export type { CodeEditorProps, CodeLanguage, TypeLibrary } from './code-editor/types';
export { JsonTree, type JsonTreeProps, type JsonAnnotation, type JsonFlag } from './json-tree/JsonTree';
export type { JsonKey } from './json-tree/tree-model';
export { DiffView, type DiffViewProps } from './diff/DiffView';
export { TextDiff, type TextDiffProps } from './diff/TextDiff';
export { diffJson, countChanges, canonical, type DiffNode, type DiffCounts } from './diff/json-diff';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { CopyButton } from './CopyButton';
export { TickedText } from './TickedText';
export { Badge, type BadgeTone } from './Badge';
export { formatPercent } from './percent-format';
export { InfoTip, type InfoTipProps } from './InfoTip';
export { useDocumentTheme, type DocumentTheme } from './use-document-theme';
// Layout primitives the playground is built from: panels, teaching empty states, modal dialogs, icons.
export {
  Panel,
  type PanelProps,
  EmptyState,
  type EmptyStateProps,
  Dialog,
  DialogCancelButton,
  type DialogProps,
  Icon,
} from './layout';
export { useFold, useFoldBox, isFoldOpen, setFoldOpen } from './fold-state';
