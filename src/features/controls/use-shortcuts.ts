// Installs the global key handler and routes each shortcut to a store action or a UI callback.
import { useEffect } from 'react';
import { branchExchanges, styleTheScenarioNeeds, useServices, useSessionStore, useUserReset } from '../../store';
import { matchShortcut } from './shortcuts';
import { controlState } from './run-status';

export interface ShortcutHandlers {
  onHelp(): void;
  onFocusContinue(): void;
}

export function useShortcuts({ onHelp, onFocusContinue }: ShortcutHandlers): void {
  const store = useSessionStore();
  const reset = useUserReset();
  const { scenarios } = useServices();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = matchShortcut(event);
      if (!action) return;
      const s = store.getState();
      const branch = s.engine.branches[s.engine.activeBranchId];
      const state = controlState(
        branch?.status ?? 'idle',
        s.engine.pending !== null,
        (branch?.exchanges.length ?? 0) > 0,
      );
      // R and S are off where the Run button is: a scenario made for another API style (RunControls says why).
      const control = styleTheScenarioNeeds(scenarios, s.scenarioId, s.draft.apiStyle)
        ? { ...state, canRun: false, canStep: false }
        : state;
      event.preventDefault();
      const exchanges = branchExchanges(s.engine, s.engine.activeBranchId);
      const current =
        s.selectedExchangeId === null
          ? exchanges.length - 1
          : exchanges.findIndex((e) => e.id === s.selectedExchangeId);
      switch (action) {
        case 'help':
          return onHelp();
        case 'run':
          return void (control.canRun && s.run());
        case 'step':
          return void (control.canStep && s.step());
        case 'toggle-pause':
          return s.setBreakpoints(!s.engine.breakpoints);
        case 'stop':
          return s.stop();
        case 'reset':
          return reset();
        case 'next-exchange':
          return s.selectExchange(exchanges[Math.min(current + 1, exchanges.length - 1)]?.id ?? null);
        case 'previous-exchange':
          return s.selectExchange(exchanges[Math.max(current - 1, 0)]?.id ?? null);
        case 'focus-continue':
          return onFocusContinue();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, scenarios, reset, onHelp, onFocusContinue]);
}
