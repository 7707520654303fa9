// Places the inspector helper's panel (the active branch's exchanges, inherited ones included, and the selection) under the doctor's findings.
import { useMemo, useState } from 'react';
import type { Exchange } from '@loopscope/engine/types';
import { useLoopFindings } from '../features/doctor';
import { InspectorPanel, type InspectorHighlight } from '../features/inspector';
import { ExchangeExportDialog } from '../features/sessions';
import { StepModelsDialog } from '../features/compare';
import {
  allFixesAsEntryEdits,
  nextChatRequestOf,
  useActiveExchanges,
  useSelectedExchangeId,
  useSession,
  useSessionActions,
} from '../store';
import type { Finding } from '@loopscope/payloads/doctor/index';
import { PlaygroundDoctor } from './PlaygroundDoctor';

export function InspectorArea({
  highlight = null,
  focused = false,
}: {
  highlight?: InspectorHighlight | null;
  focused?: boolean;
}) {
  const exchanges = useActiveExchanges();
  const selected = useSelectedExchangeId();
  const { selectExchange, replayWithFix, replayWithAllFixes } = useSessionActions();
  const branch = useSession((s) => s.engine.branches[s.engine.activeBranchId]);
  const config = useSession((s) => s.engine.config);
  const pending = useSession((s) => s.engine.pending !== null);
  const entries = branch?.messages;
  // The request not sent yet (an imported payload, a fork) is linted before it goes out, as the request after the exchanges.
  // Memoised on what it reads; while a run streams it is null throughout, so the doctor does not re-read the loop per chunk.
  const next = useMemo(() => nextChatRequestOf(config, branch, pending), [config, branch, pending]);
  const nextStep = (exchanges.at(-1)?.step ?? 0) + 1;
  // A fixable finding forks the branch at the entry its fix changes (the v2 form of a v1 assistant, a tool result as a string) and replays.
  const applyFix = (finding: Finding) => void replayWithFix(finding);
  // Several fixes of one request go out together, after the learner has seen their combined diff.
  const applyAll = {
    previewAll: (call: number) => allFixesAsEntryEdits(entries ?? [], exchanges, call, next),
    onApplyAll: (call: number) => void replayWithAllFixes(call),
  };
  // One run of the doctor feeds the summary above and the findings under their fields in the request body.
  const findings = useLoopFindings(exchanges, next);
  const sentFindings = useMemo(() => findings.filter((f) => f.call < exchanges.length), [findings, exchanges.length]);
  const [exporting, setExporting] = useState<{ exchange: Exchange; index: number } | null>(null);
  const [trying, setTrying] = useState<{ exchange: Exchange; index: number } | null>(null);
  // The list is shared and memoised by the store; the panel only reads it, so the readonly view is safe to pass.
  return (
    <div className="inspector-area">
      <PlaygroundDoctor
        findings={findings}
        requests={new Set(exchanges.map((e) => e.step)).size}
        requestOf={(call) => exchanges[call]?.step ?? nextStep}
        unsentCall={next ? exchanges.length : undefined}
        onApplyFix={applyFix}
        applyAll={applyAll}
      />
      <div className="inspector-area-main">
        <InspectorPanel
          exchanges={exchanges as Exchange[]}
          selectedExchangeId={selected}
          onSelect={selectExchange}
          highlight={highlight}
          findings={sentFindings}
          onApplyFix={applyFix}
          onExportExchange={(exchange, index) => setExporting({ exchange, index })}
          onTryModels={(exchange, index) => setTrying({ exchange, index })}
          focused={focused}
        />
      </div>
      <ExchangeExportDialog
        exchange={exporting?.exchange ?? null}
        index={exporting?.index ?? 0}
        onClose={() => setExporting(null)}
      />
      <StepModelsDialog
        exchange={trying?.exchange ?? null}
        index={trying?.index ?? 0}
        onClose={() => setTrying(null)}
      />
    </div>
  );
}
