// The configuration feature: everything the next run will send, edited as a draft.
export { ConfigPanel, type ConfigPanelProps } from './ConfigPanel';
export { Field, Section } from './Field';
