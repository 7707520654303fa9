// The configuration feature: everything the next run will send, edited as a draft.
export { ConfigPanel, type ConfigPanelProps } from './config-panel';
export { Field, Section } from './field';
