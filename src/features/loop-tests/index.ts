// Loop tests in the page: "Save as test" (playground and /live), loading expectations, the bar that says which hold.
export { LoopTestButtons, SessionExpectationsBar } from './PlaygroundLoopTests';
export { SaveAsTestDialog, type SaveAsTestDialogProps } from './SaveAsTestDialog';
export { ExpectationsBar, type ExpectationsBarProps } from './ExpectationsBar';
