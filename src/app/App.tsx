// The app shell: header, then configuration | timeline | inspector, plus the dialogs the whole page shares.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BranchSwitcher } from '../features/branches';
import { ConfigPanel } from '../features/config';
import { HelpDialog, PendingRequestDialog, RunControls, RunStatusPill, useShortcuts } from '../features/controls';
import { Panel } from '../ui';
import { ContinueBox, SteerBox, Timeline } from '../features/timeline';
import { SessionMenu, SessionNotices } from '../features/sessions';
import { ToolsSection } from '../features/tool-editor';
import { WireViews } from '../features/wire-views';
import { AssistantsBar } from '../features/assistants';
import { LoopTestButtons, SessionExpectationsBar } from '../features/loop-tests';
import { AgentLanes, HandoffView, LessonPanel, PredictNext, useLessonHighlight } from '../features/workshop';
import { useSession } from '../store';
import { AppHeader } from './AppHeader';
import { InspectorArea } from './InspectorArea';
import { MessageTotal } from './MessageTotal';
import { SessionNotice } from './SessionNotice';
import { focusLoopControls, SkipLink } from './SkipLink';
import { useFontScale } from './use-font-scale';
import { renderTokens, RequestGauge } from './TokenSlots';
import { useTheme } from './use-theme';
import { lessonPath, presentPath } from './lesson-route';
import { useLessonFromAddress } from './use-lesson-from-address';

export interface AppProps {
  onNavigate(path: string): void;
  /** In a workshop address: the lesson column replaces the configuration; null for the plain playground. */
  lesson?: { lessonId: string | null } | null;
  /** At /handoff: seed 000's handoff column replaces the configuration and the timeline shows one lane per agent. */
  handoff?: boolean;
}

type Focus = 'payload' | 'timeline' | null;

export function App({ onNavigate, lesson = null, handoff = false }: AppProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fontScale = useFontScale();
  // Below the wide layout the configuration column is a drawer over the timeline (CSS decides when it is one).
  const [configOpen, setConfigOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [pendingOpen, setPendingOpen] = useState(false);
  // A focus mode gives one panel the whole playground: the payload (a short screen showed two lines of JSON)
  // or the timeline (it had ~190 px there). One at a time; Escape inside the panel or its button again goes back.
  const [focus, setFocus] = useState<Focus>(null);
  const focusPayload = focus === 'payload';
  const toggleFocus = (mode: Exclude<Focus, null>) => setFocus((on) => (on === mode ? null : mode));
  const leaveFocus = (mode: Exclude<Focus, null>) => (event: KeyboardEvent) =>
    event.key === 'Escape' && focus === mode && !event.defaultPrevented && setFocus(null);
  const continueRef = useRef<HTMLTextAreaElement>(null);
  const pendingStep = useSession((s) => s.engine.pending?.step ?? null);

  // A request held at the breakpoint opens for editing right away: that is why the user paused.
  useEffect(() => {
    setPendingOpen(pendingStep !== null);
  }, [pendingStep]);

  const openHelp = useCallback(() => setHelpOpen(true), []);
  const openPending = useCallback(() => setPendingOpen(true), []);
  const focusContinue = useCallback(() => continueRef.current?.focus(), []);
  // The new session is run from the loop controls: the drawer (a short or narrow screen) gives way, Run takes the focus.
  const startedNewSession = useCallback(() => {
    setConfigOpen(false);
    focusLoopControls();
  }, []);
  useShortcuts({ onHelp: openHelp, onFocusContinue: focusContinue });
  useLessonFromAddress(lesson?.lessonId ?? null);
  const highlight = useLessonHighlight();

  return (
    <div
      className="app"
      data-config-open={configOpen || undefined}
      data-lesson={lesson || handoff ? '' : undefined}
      data-focus={focus ?? undefined}
    >
      <SkipLink />
      <AppHeader
        theme={theme.choice}
        onCycleTheme={theme.cycle}
        onHelp={openHelp}
        fontScale={fontScale.scale}
        onFontScale={fontScale.change}
        configOpen={configOpen}
        onToggleConfig={() => setConfigOpen((open) => !open)}
        onNavigate={onNavigate}
        sessions={<SessionMenu />}
      />
      <SessionNotices />
      <main className="playground">
        {handoff ? (
          <Panel id="handoff" title={t('panels.handoff')} className="lesson-column">
            <HandoffView />
          </Panel>
        ) : lesson ? (
          <Panel id="lesson" title={t('panels.lesson')} className="lesson-column">
            <LessonPanel
              onStart={(id) => onNavigate(lessonPath(id))}
              onPresent={(id) => onNavigate(presentPath(id))}
              onClose={() => onNavigate('/lessons')}
            />
          </Panel>
        ) : (
          <Panel
            id="config"
            title={t('panels.configuration')}
            className="config-column"
            // An Escape a dialog or code editor inside the drawer already handled is theirs: closing the drawer too would
            // unmount the tool editor with its unsaved text (at 853×480 the configuration is a drawer).
            onKeyDown={(event) =>
              event.key === 'Escape' && !event.defaultPrevented && configOpen && setConfigOpen(false)
            }
            actions={
              <button
                type="button"
                className="btn btn-ghost btn-sm config-close"
                onClick={() => setConfigOpen(false)}
                aria-label={t('closeConfiguration')}
              >
                ✕
              </button>
            }
          >
            <ConfigPanel tools={<ToolsSection />} onNewSession={startedNewSession} />
          </Panel>
        )}
        <Panel
          id="timeline"
          title={t('panels.messages')}
          meta={
            <>
              <MessageTotal /> <RunStatusPill />
            </>
          }
          actions={
            <>
              <BranchSwitcher />
              {/* In the header, as Focus payload is in the inspector's: in the run toolbar it took a second row at 853×480
                  once Save as test joined it. A lesson's or the handoff's narrow messages column has no room for it. */}
              {!lesson && !handoff && (
                <button
                  type="button"
                  className="btn btn-sm"
                  aria-pressed={focus === 'timeline'}
                  onClick={() => toggleFocus('timeline')}
                  title={t('focusTimelineTitle')}
                >
                  {t('focusTimeline')}
                </button>
              )}
            </>
          }
          scroll={false}
          onKeyDown={leaveFocus('timeline')}
        >
          <div className="timeline-toolbar run-controls-host">
            <RunControls />
            <WireViews />
            <PredictNext />
            {!lesson && !handoff && <LoopTestButtons />}
          </div>
          <SessionNotice />
          <AssistantsBar />
          <SessionExpectationsBar />
          {/* The handoff's lanes need the height; its column gives each choice's size instead of the gauge. */}
          {!handoff && <RequestGauge />}
          {handoff ? (
            <AgentLanes onOpenPending={openPending} renderTokens={renderTokens} />
          ) : (
            <Timeline
              onOpenPending={openPending}
              renderTokens={renderTokens}
              highlightedMessage={highlight?.in === 'timeline' ? highlight.message : null}
            />
          )}
          {!handoff && <SteerBox />}
          {!handoff && <ContinueBox ref={continueRef} />}
        </Panel>
        <Panel
          id="inspector"
          title={t('panels.inspector')}
          scroll={false}
          onKeyDown={leaveFocus('payload')}
          actions={
            <button
              type="button"
              className="btn btn-sm"
              aria-pressed={focusPayload}
              onClick={() => toggleFocus('payload')}
              title={t('focusPayloadTitle')}
            >
              {t('focusPayload')}
            </button>
          }
        >
          <InspectorArea highlight={highlight?.in === 'inspector' ? highlight : null} focused={focusPayload} />
        </Panel>
      </main>
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <PendingRequestDialog open={pendingOpen} onClose={() => setPendingOpen(false)} />
    </div>
  );
}
