// Places the inspector helper's panel (the active branch's exchanges, inherited ones included, and the selection) under the doctor's findings.
import type { Exchange } from '../engine/types';
import { useLoopFindings } from '../features/doctor';
import { InspectorPanel, type InspectorHighlight } from '../features/inspector';
import { useActiveExchanges, useSelectedExchangeId, useSessionActions } from '../store';
import { PlaygroundDoctor } from './PlaygroundDoctor';

export function InspectorArea({ highlight = null }: { highlight?: InspectorHighlight | null }) {
  const exchanges = useActiveExchanges();
  const selected = useSelectedExchangeId();
  const { selectExchange } = useSessionActions();
  // One run of the doctor feeds the summary above and the findings under their fields in the request body.
  const findings = useLoopFindings(exchanges);
  // The list is shared and memoised by the store; the panel only reads it, so the readonly view is safe to pass.
  return (
    <div className="inspector-area">
      <PlaygroundDoctor findings={findings} requests={new Set(exchanges.map((e) => e.step)).size} requestOf={(call) => exchanges[call]?.step ?? call + 1} />
      <div className="inspector-area-main">
        <InspectorPanel exchanges={exchanges as Exchange[]} selectedExchangeId={selected} onSelect={selectExchange} highlight={highlight} findings={findings} />
      </div>
    </div>
  );
}
