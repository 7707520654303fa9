// The handoff's lanes: the triage agent's loop and the specialist's each in a labelled lane of its own, drawn by the
// playground's Timeline over each agent's session; the specialist's lane waits until something was handed over.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { createHandoffStore, createSessionStore } from '../../store';
import { renderWithSession } from '../../store/testing/render';
import { branch, config, engineState, fakeEngine, message } from '../../store/testing/fixtures';
import { stubTimelineLayout } from '../timeline/testing/jsdom-layout';
import { AgentLanes } from './AgentLanes';
import { HandoffContext } from './handoff-context';

const triageEngine = () =>
  fakeEngine(
    engineState({
      branches: {
        main: branch({
          messages: [
            message('triage system', 'system', 1),
            message('find the GIL', 'user', 1),
            message('a1', 'assistant', 2),
          ],
        }),
      },
    }),
  );
const specialistEngine = () =>
  fakeEngine(
    engineState({
      branches: {
        main: branch({ messages: [message('specialist system', 'system', 1), message('explain the GIL', 'user', 1)] }),
      },
    }),
  );

function setup(handedOver: boolean) {
  const engine = triageEngine();
  const triage = createSessionStore(engine);
  const specialist = createSessionStore(specialistEngine());
  const store = createHandoffStore({
    triage,
    specialist,
    scenario: { id: 'seed-000-search', label: '', description: '', followUps: [], config },
  });
  store.setState({ handedOver });
  renderWithSession(
    <HandoffContext.Provider value={{ store, specialist }}>
      <AgentLanes onOpenPending={() => {}} />
    </HandoffContext.Provider>,
    { engine },
  );
}

const cards = (lane: HTMLElement) =>
  within(lane)
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

beforeEach(stubTimelineLayout);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AgentLanes', () => {
  it("shows each agent's loop in its own labelled lane, from its own session", () => {
    setup(true);
    const triage = screen.getByRole('region', { name: 'Triage agent' });
    const specialist = screen.getByRole('region', { name: 'Specialist agent' });
    expect(cards(triage)).toEqual(['messages[0], system', 'messages[1], user', 'messages[2], assistant']);
    expect(cards(specialist)).toEqual(['messages[0], system', 'messages[1], user']);
    expect(specialist.textContent).toContain('explain the GIL');
    expect(triage.textContent).not.toContain('explain the GIL');
    expect(specialist.textContent).not.toContain('find the GIL');
  });

  it('keeps the specialist lane empty until the triage agent has handed over', () => {
    setup(false);
    const specialist = screen.getByRole('region', { name: 'Specialist agent' });
    expect(within(specialist).queryAllByRole('article')).toHaveLength(0);
    expect(specialist.textContent).toContain('run the triage agent');
    expect(cards(screen.getByRole('region', { name: 'Triage agent' }))).toHaveLength(3);
  });
});
