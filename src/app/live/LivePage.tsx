// The live capture page (/live): loops captured by the proxy as they happen, each with its timeline, doctor and inspector.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { API_STYLES } from '@loopscope/engine/styles';
import type { Exchange } from '@loopscope/engine/types';
import { DoctorFindings } from '../../features/doctor';
import { InspectorPanel, type InspectorHighlight } from '../../features/inspector';
import { SaveAsTestDialog } from '../../features/loop-tests';
import { cachedCount } from '../../features/tokens';
import { loopExchanges, loopWithFix, numberedAsTimeline, shownLoop, type SessionStore } from '../../store';
import { Badge, EmptyState, Panel } from '../../ui';
import { diagnoseLoop, wireCallOf, type Finding } from '@loopscope/payloads/doctor/index';
import { useTheme } from '../use-theme';
import { parsePath, readPath } from '@loopscope/wire/json-path';
import { bodyJson } from '@loopscope/wire/exchange';
import { LiveHeader } from './LiveHeader';
import { LoopList } from './LoopList';
import { HistoryPanel } from './HistoryPanel';
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
  const captured = useMemo(() => loopExchanges(state, loop), [state, loop]);
  // The inspector numbers the loop's exchanges as its timeline numbers requests (the rebuilt session's steps).
  const [loopSession, setLoopSession] = useState<SessionStore | null>(null);
  const sessionExchanges = useSessionExchanges(loopSession);
  const exchanges = useMemo(() => numberedAsTimeline(captured, sessionExchanges), [captured, sessionExchanges]);
  const requestOf = (call: number) => exchanges[call]?.step ?? call + 1;
  const requests = new Set(exchanges.map((e) => e.step)).size;
  const calls = useMemo(() => exchanges.map(wireCallOf), [exchanges]);
  const findings = useMemo(() => diagnoseLoop(calls, undefined, { countTokens: cachedCount }), [calls]);
  const [selectedExchange, setSelectedExchange] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [savingTest, setSavingTest] = useState(false);
  const highlight = useExchangeFromAddress(
    state.loops,
    state.exchanges,
    live.capture.getState().selectLoop,
    setSelectedExchange,
  );
  const theme = useTheme();
  useEffect(() => live.connect(), [live]);
  // Every style a captured loop can be rebuilt in (each style of the engine's registry) replays a fixed request.
  const canReplay = loop !== null && loop !== undefined && (API_STYLES as string[]).includes(loop.style);

  const open = async (list = exchanges, unsentLast = false) => {
    setProblem(null);
    if (await live.open(list, { unsentLast })) onNavigate('/');
    else setProblem(t('cannotOpen'));
  };
  const applyAndReplay = (finding: Finding) => {
    const fixed = loopWithFix(exchanges, finding);
    if (fixed === null) return setProblem(t('fixNoLongerApplies'));
    void open(fixed, true);
  };

  return (
    <div className="app live">
      <LiveHeader
        status={state.status}
        upstream={state.upstream}
        onNavigate={onNavigate}
        theme={theme.choice}
        onCycleTheme={theme.cycle}
      />
      <main className="live-layout">
        <Panel
          id="loops"
          title={t('capturedLoops')}
          meta={state.loops.length.toLocaleString(i18n.language)}
          className="live-loops-panel"
        >
          {state.loops.length === 0 ? (
            <EmptyState title={t('empty.title')}>
              <p>{t('empty.pointYourApp')}</p>
              <pre className="live-command">OPENAI_BASE_URL={window.location.origin}/proxy/v1</pre>
              <p>{t('empty.thenItShows')}</p>
            </EmptyState>
          ) : (
            <LoopList
              loops={state.loops}
              exchanges={state.exchanges}
              selectedId={loop?.id ?? null}
              onSelect={live.capture.getState().selectLoop}
            />
          )}
          <HistoryPanel
            refreshKey={state.exchanges.length}
            onOpen={(history, loopId) => {
              const capture = live.capture.getState();
              capture.receiveExchanges(history);
              capture.selectLoop(loopId);
            }}
          />
          <p className="live-exports">
            <Trans
              t={t}
              i18nKey="exports"
              components={{
                har: <a href="/api/capture/export.har" download />,
                jsonl: <a href="/api/capture/export.jsonl" download />,
              }}
            />
          </p>
        </Panel>
        <Panel
          id="live-messages"
          title={t('messages')}
          scroll={false}
          actions={
            loop && (
              <>
                <button type="button" className="btn" onClick={() => setSavingTest(true)}>
                  {t('saveAsTest')}
                </button>
                <button type="button" className="btn btn-primary" onClick={() => void open()}>
                  {t('openAsSession')}
                </button>
              </>
            )
          }
        >
          {problem && (
            <p className="live-problem" role="alert">
              {problem}
            </p>
          )}
          {loop ? (
            <>
              <details className="live-doctor" open={findings.length > 0}>
                <summary>
                  {t('doctor')}{' '}
                  <Badge
                    tone={
                      findings.some((f) => f.severity === 'error')
                        ? 'danger'
                        : findings.length > 0
                          ? 'warning'
                          : 'success'
                    }
                  >
                    {t('findings', { count: findings.length })}
                  </Badge>
                </summary>
                <DoctorFindings
                  findings={findings}
                  requests={requests}
                  requestOf={requestOf}
                  onApplyFix={canReplay ? applyAndReplay : undefined}
                />
              </details>
              <LoopTimeline live={live} loopId={loop.id} exchanges={captured} onSession={setLoopSession} />
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
            highlight={highlight}
          />
        </Panel>
      </main>
      <SaveAsTestDialog
        open={savingTest && loop !== null}
        onClose={() => setSavingTest(false)}
        exchanges={captured}
        title={loop?.title ?? ''}
      />
    </div>
  );
}

/**
 * `/live?exchange=<id>&side=request|response&path=<json path>` (the links `loopscope test --keep-open` prints): once the
 * capture holds that exchange, its loop is shown and the inspector opens on it at that body and field (as deep as the
 * body's JSON goes: a path into a tool call's arguments stops at the arguments string). Only once: the user's own
 * choices after that stand.
 */
function useExchangeFromAddress(
  loops: readonly { id: string; exchangeIds: string[] }[],
  exchanges: readonly Exchange[],
  selectLoop: (id: string) => void,
  selectExchange: (id: string) => void,
): InspectorHighlight | null {
  const wanted = useRef(new URLSearchParams(window.location.search));
  const [highlight, setHighlight] = useState<InspectorHighlight | null>(null);
  useEffect(() => {
    const id = wanted.current.get('exchange');
    if (!id) return;
    const owner = loops.find((l) => l.exchangeIds.includes(id));
    const exchange = exchanges.find((e) => e.id === id);
    if (!owner || !exchange) return;
    const side = wanted.current.get('side') === 'request' ? 'request' : 'response';
    const keys = (parsePath(wanted.current.get('path') ?? '') ?? []).filter((k): k is string | number => k !== '*');
    const body = bodyJson(side === 'request' ? exchange.requestBody : exchange.responseBody);
    let depth = keys.length;
    while (depth > 0 && readPath(body, keys.slice(0, depth)) === undefined) depth--;
    wanted.current = new URLSearchParams();
    selectLoop(owner.id);
    selectExchange(id);
    setHighlight({ exchangeId: id, side, path: keys.slice(0, depth) });
  }, [loops, exchanges, selectLoop, selectExchange]);
  return highlight;
}

const noSession = () => () => {};
const NO_EXCHANGES = null;

/** The exchanges of the loop's rebuilt session (its one branch), followed as the loop grows; null until it is built. */
function useSessionExchanges(store: SessionStore | null): readonly Exchange[] | null {
  return useSyncExternalStore(store?.subscribe ?? noSession, () => {
    if (!store) return NO_EXCHANGES;
    const { engine } = store.getState();
    return engine.branches[engine.activeBranchId]?.exchanges ?? NO_EXCHANGES;
  });
}
