// The live capture page (/live): loops captured by the proxy as they happen, each with its timeline, doctor and inspector.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { DoctorFindings } from '../../features/doctor';
import { InspectorPanel } from '../../features/inspector';
import { loopExchanges, shownLoop } from '../../store';
import { Badge, EmptyState, Panel } from '../../ui';
import { applyFix, diagnoseLoop, wireCallOf, type Finding } from '../../wire/doctor';
import { useTheme } from '../use-theme';
import { LiveHeader } from './LiveHeader';
import { LoopList } from './LoopList';
import { LoopTimeline } from './LoopTimeline';
import type { LiveServices } from './live-services';
import './live.css';

export interface LivePageProps {
  live: LiveServices;
  onNavigate(path: string): void;
}

export function LivePage({ live, onNavigate }: LivePageProps) {
  const state = useSyncExternalStore(live.capture.subscribe, live.capture.getState);
  const loop = shownLoop(state);
  const exchanges = useMemo(() => loopExchanges(state, loop), [state, loop]);
  const calls = useMemo(() => exchanges.map(wireCallOf), [exchanges]);
  const findings = useMemo(() => diagnoseLoop(calls), [calls]);
  const [selectedExchange, setSelectedExchange] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const theme = useTheme();
  useEffect(() => live.connect(), [live]);
  const canReplay = loop?.style === 'chat' || loop?.style === 'responses';

  const open = async (list = exchanges, unsentLast = false) => {
    setProblem(null);
    if (await live.open(list, { unsentLast })) onNavigate('/');
    else setProblem('Only Chat Completions and Responses loops open as a session; this one stays here, read-only.');
  };
  const applyAndReplay = (finding: Finding) => {
    const fixed = applyFix(calls, finding);
    const target = exchanges[finding.call];
    if (fixed === null || !target) return setProblem('That fix no longer applies to this request.');
    const edited = { ...target, requestBody: JSON.stringify(fixed), status: null, responseBody: null };
    void open([...exchanges.slice(0, finding.call), edited], true);
  };

  return (
    <div className="app live">
      <LiveHeader status={state.status} upstream={state.upstream} onNavigate={onNavigate} theme={theme.choice} onCycleTheme={theme.cycle} />
      <main className="live-layout">
        <Panel id="loops" title="Captured loops" meta={`${state.loops.length}`} className="live-loops-panel">
          {state.loops.length === 0 ? (
            <EmptyState title="Nothing captured yet">
              <p>Run your app with its OpenAI base URL pointed at this server's proxy:</p>
              <pre className="live-command">OPENAI_BASE_URL={window.location.origin}/proxy/v1</pre>
              <p>Each request then shows up here as it happens, grouped into loops.</p>
            </EmptyState>
          ) : (
            <LoopList loops={state.loops} exchanges={state.exchanges} selectedId={loop?.id ?? null} onSelect={live.capture.getState().selectLoop} />
          )}
          <p className="live-exports">
            Export, secrets masked: <a href="/api/capture/export.har" download>HAR</a> · <a href="/api/capture/export.jsonl" download>JSON Lines</a>
          </p>
        </Panel>
        <Panel
          id="live-messages"
          title="Messages"
          scroll={false}
          actions={loop && (
            <button type="button" className="btn btn-primary" onClick={() => void open()}>
              Open as session
            </button>
          )}
        >
          {problem && <p className="live-problem" role="alert">{problem}</p>}
          {loop ? (
            <>
              <details className="live-doctor" open={findings.length > 0}>
                <summary>
                  Doctor <Badge tone={findings.some((f) => f.severity === 'error') ? 'danger' : findings.length > 0 ? 'warning' : 'success'}>{findings.length === 1 ? '1 finding' : `${findings.length} findings`}</Badge>
                </summary>
                <DoctorFindings findings={findings} requests={exchanges.length} onApplyFix={canReplay ? applyAndReplay : undefined} />
              </details>
              <LoopTimeline live={live} loopId={loop.id} exchanges={exchanges} />
            </>
          ) : (
            <EmptyState title="No loop selected">Captured loops appear on the left.</EmptyState>
          )}
        </Panel>
        <Panel id="live-inspector" title="Inspector" scroll={false}>
          <InspectorPanel
            exchanges={exchanges}
            selectedExchangeId={selectedExchange}
            onSelect={setSelectedExchange}
            findings={findings}
            onApplyFix={canReplay ? applyAndReplay : undefined}
          />
        </Panel>
      </main>
    </div>
  );
}
