// Public surface of the inspector feature.
export { InspectorPanel, type InspectorHighlight, type InspectorPanelProps } from './InspectorPanel';
export type { DetailTab } from './ExchangeDetail';
