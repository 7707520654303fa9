// Places the inspector helper's panel (the active branch's exchanges, inherited ones included, and the selection) under the doctor's findings.
import { useState } from 'react';
import type { Exchange } from '../engine/types';
import { useLoopFindings } from '../features/doctor';
import { InspectorPanel, type InspectorHighlight } from '../features/inspector';
import { ExchangeExportDialog } from '../features/sessions';
import { useActiveExchanges, useSelectedExchangeId, useSessionActions } from '../store';
import type { Finding } from '../wire/doctor';
import { PlaygroundDoctor } from './PlaygroundDoctor';

export function InspectorArea({ highlight = null, focused = false }: { highlight?: InspectorHighlight | null; focused?: boolean }) {
  const exchanges = useActiveExchanges();
  const selected = useSelectedExchangeId();
  const { selectExchange, replayWithFix } = useSessionActions();
  // A fixable finding forks the branch at the entry its fix changes (the v2 form of a v1 assistant, a tool result as a string) and replays.
  const applyFix = (finding: Finding) => void replayWithFix(finding);
  // One run of the doctor feeds the summary above and the findings under their fields in the request body.
  const findings = useLoopFindings(exchanges);
  const [exporting, setExporting] = useState<{ exchange: Exchange; index: number } | null>(null);
  // The list is shared and memoised by the store; the panel only reads it, so the readonly view is safe to pass.
  return (
    <div className="inspector-area">
      <PlaygroundDoctor findings={findings} requests={new Set(exchanges.map((e) => e.step)).size} requestOf={(call) => exchanges[call]?.step ?? call + 1} onApplyFix={applyFix} />
      <div className="inspector-area-main">
        <InspectorPanel
          exchanges={exchanges as Exchange[]}
          selectedExchangeId={selected}
          onSelect={selectExchange}
          highlight={highlight}
          findings={findings}
          onApplyFix={applyFix}
          onExportExchange={(exchange, index) => setExporting({ exchange, index })}
          focused={focused}
        />
      </div>
      <ExchangeExportDialog exchange={exporting?.exchange ?? null} index={exporting?.index ?? 0} onClose={() => setExporting(null)} />
    </div>
  );
}
