// The run toolbar: Run, Step, Pause-before-request, Stop, Reset (the loop's status sits in the panel header).
import { useTranslation } from 'react-i18next';
import {
  styleTheScenarioNeeds,
  styleViews,
  useServices,
  useSession,
  useSessionActions,
  useUserReset,
} from '../../store';
import type { ApiStyle } from '@loopscope/engine/types';
import { Icon } from '../../ui';
import { PaceSelect } from './PaceSelect';
import { controlState } from './run-status';
import './controls.css';

export function RunControls() {
  const { t } = useTranslation('controls');
  const actions = useSessionActions();
  const reset = useUserReset();
  const status = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.status ?? 'idle');
  const hasPending = useSession((s) => s.engine.pending !== null);
  const hasExchanges = useSession((s) => (s.engine.branches[s.engine.activeBranchId]?.exchanges.length ?? 0) > 0);
  const breakpoints = useSession((s) => s.engine.breakpoints);
  const detached = useSession((s) => s.detached);
  const needsStyle = useStyleTheScenarioNeeds();
  const control = controlState(status, hasPending, hasExchanges);
  // An Assistants-only scenario over Chat would run with no tool: Run is off, and the line under the toolbar says why.
  const state = needsStyle ? { ...control, canRun: false, canStep: false } : control;
  const canReset = state.canReset || detached;
  /**
   * Unavailable buttons say so (aria-disabled) and ignore presses instead of being disabled: a disabled button drops
   * the keyboard focus to the page, which is what happened after Run (the loop ends and Run is unavailable) and Stop.
   */
  const unless = (available: boolean, act: () => void) => ({
    'aria-disabled': !available || undefined,
    onClick: () => available && act(),
  });

  return (
    <>
      <div className="run-controls" id="loop-controls" role="toolbar" aria-label={t('toolbar')}>
        <button
          type="button"
          className="btn btn-primary"
          {...unless(state.canRun, () => void actions.run())}
          title={t('run.hint')}
          aria-describedby={needsStyle ? 'run-off-reason' : undefined}
        >
          <Icon.play /> {t('run.label')}
        </button>
        <button
          type="button"
          className="btn"
          {...unless(state.canStep, () => void actions.step())}
          title={t('step.hint')}
        >
          <Icon.step /> <span className="run-label">{t('step.label')}</span>
        </button>
        <button
          type="button"
          className="btn"
          aria-pressed={breakpoints}
          onClick={() => actions.setBreakpoints(!breakpoints)}
          title={t('pause.hint')}
          aria-label={t('pause.name')}
        >
          {/* Narrow toolbars show just "Pause"; the accessible name keeps the whole phrase. */}
          <Icon.pause /> {t('pause.label')}
          <span className="run-label-more">{t('pause.more')}</span>
        </button>
        <button
          type="button"
          className="btn btn-danger"
          {...unless(state.canStop, actions.stop)}
          title={t('stop.hint')}
        >
          <Icon.stop /> <span className="run-label">{t('stop.label')}</span>
        </button>
        <button type="button" className="btn" {...unless(canReset, reset)} title={t('reset.hint')}>
          <Icon.reset /> <span className="run-label">{t('reset.label')}</span>
        </button>
        <PaceSelect />
      </div>
      {needsStyle && (
        <p className="run-off-reason" id="run-off-reason" role="note">
          {t('runOff.wrongStyle', { style: styleViews(needsStyle).label })}{' '}
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => actions.updateDraft((d) => ({ ...d, apiStyle: needsStyle }))}
          >
            {t('runOff.switch', { style: styleViews(needsStyle).label })}
          </button>
        </p>
      )}
    </>
  );
}

/** The style the chosen scenario was made for, while another is picked (null when it fits). */
export function useStyleTheScenarioNeeds(): ApiStyle | null {
  const { scenarios } = useServices();
  const scenarioId = useSession((s) => s.scenarioId);
  const picked = useSession((s) => s.draft.apiStyle);
  return styleTheScenarioNeeds(scenarios, scenarioId, picked);
}
