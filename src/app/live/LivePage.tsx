// The live capture page (/live): loops captured by the proxy as they happen, each with its timeline, doctor and inspector.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t, i18n } = useTranslation('live');
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
    else setProblem(t('cannotOpen'));
  };
  const applyAndReplay = (finding: Finding) => {
    const fixed = applyFix(calls, finding);
    const target = exchanges[finding.call];
    if (fixed === null || !target) return setProblem(t('fixNoLongerApplies'));
    const edited = { ...target, requestBody: JSON.stringify(fixed), status: null, responseBody: null };
    void open([...exchanges.slice(0, finding.call), edited], true);
  };

  return (
    <div className="app live">
      <LiveHeader status={state.status} upstream={state.upstream} onNavigate={onNavigate} theme={theme.choice} onCycleTheme={theme.cycle} />
      <main className="live-layout">
        <Panel id="loops" title={t('capturedLoops')} meta={state.loops.length.toLocaleString(i18n.language)} className="live-loops-panel">
          {state.loops.length === 0 ? (
            <EmptyState title={t('empty.title')}>
              <p>{t('empty.pointYourApp')}</p>
              <pre className="live-command">OPENAI_BASE_URL={window.location.origin}/proxy/v1</pre>
              <p>{t('empty.thenItShows')}</p>
            </EmptyState>
          ) : (
            <LoopList loops={state.loops} exchanges={state.exchanges} selectedId={loop?.id ?? null} onSelect={live.capture.getState().selectLoop} />
          )}
          <p className="live-exports">
            <Trans t={t} i18nKey="exports" components={{ har: <a href="/api/capture/export.har" download />, jsonl: <a href="/api/capture/export.jsonl" download /> }} />
          </p>
        </Panel>
        <Panel
          id="live-messages"
          title={t('messages')}
          scroll={false}
          actions={loop && (
            <button type="button" className="btn btn-primary" onClick={() => void open()}>
              {t('openAsSession')}
            </button>
          )}
        >
          {problem && <p className="live-problem" role="alert">{problem}</p>}
          {loop ? (
            <>
              <details className="live-doctor" open={findings.length > 0}>
                <summary>
                  {t('doctor')} <Badge tone={findings.some((f) => f.severity === 'error') ? 'danger' : findings.length > 0 ? 'warning' : 'success'}>{t('findings', { count: findings.length })}</Badge>
                </summary>
                <DoctorFindings findings={findings} requests={exchanges.length} onApplyFix={canReplay ? applyAndReplay : undefined} />
              </details>
              <LoopTimeline live={live} loopId={loop.id} exchanges={exchanges} />
            </>
          ) : (
            <EmptyState title={t('noLoop.title')}>{t('noLoop.body')}</EmptyState>
          )}
        </Panel>
        <Panel id="live-inspector" title={t('inspector')} scroll={false}>
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
