// Timeline: cards in the seed's order with request separators, a call and its result light up together, errors show.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { branch, config, engineState, exchange, fakeEngine } from '../../store/testing/fixtures';
import type { TimelineEntry } from '@loopscope/engine/types';
import { Timeline } from './Timeline';
import { stubTimelineLayout } from './testing/jsdom-layout';
import { switchLanguage } from '../../store/testing/language';

const call = {
  id: 'call_xK9f2a',
  type: 'function' as const,
  function: { name: 'get_weather', arguments: '{"city": "Berlin", "unit": "celsius"}' },
};
const seed: TimelineEntry[] = [
  {
    id: 's',
    style: 'chat',
    kind: 'system',
    wire: { role: 'system', content: 'You are a helpful weather assistant.' },
    provenance: { kind: 'config' },
    firstSentInStep: 1,
  },
  {
    id: 'u',
    style: 'chat',
    kind: 'user',
    wire: { role: 'user', content: 'Weather in Berlin?' },
    provenance: { kind: 'config' },
    firstSentInStep: 1,
  },
  {
    id: 'a',
    style: 'chat',
    kind: 'assistant',
    wire: { role: 'assistant', content: null, tool_calls: [call] },
    provenance: { kind: 'response', exchangeId: 'ex-1-0' },
    firstSentInStep: 2,
  },
  {
    id: 't',
    style: 'chat',
    kind: 'tool-result',
    wire: { role: 'tool', tool_call_id: 'call_xK9f2a', content: 'It is sunny' },
    provenance: { kind: 'tool-result', exchangeId: 'ex-1-0', toolCallId: 'call_xK9f2a' },
    firstSentInStep: 2,
  },
];

const noop = () => {};

function setup(messages = seed, exchanges = [exchange(1, 2)]) {
  const engine = fakeEngine(engineState({ branches: { main: branch({ messages, exchanges }) } }));
  return renderWithSession(<Timeline onOpenPending={noop} />, { engine });
}

beforeEach(stubTimelineLayout);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Timeline', () => {
  it('shows one card per message, in order, with the separator between what was sent and what came back', () => {
    setup();
    const timeline = screen.getByTestId('timeline');
    const labels = within(timeline)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'));
    expect(labels).toEqual([
      'messages[0], system',
      'messages[1], user',
      'messages[2], assistant · tool_calls',
      'messages[3], tool',
    ]);
    const separator = screen.getByRole('button', { name: /^Request 1 → 2 messages sent/ });
    // The separator sits after the user message and before the response.
    expect(
      separator.compareDocumentPosition(screen.getByRole('article', { name: 'messages[2], assistant · tool_calls' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('redraws only the card that changed: the loop moving on or a new message leaves the other cards as they were', () => {
    const drawn: number[] = [];
    const renderTokens = (_item: TimelineEntry, index: number) => {
      drawn.push(index);
      return null;
    };
    const exchanges = [exchange(1, 2)];
    const sent = seed.slice(0, 3);
    const engine = fakeEngine(engineState({ branches: { main: branch({ messages: sent, exchanges }) } }));
    renderWithSession(<Timeline onOpenPending={noop} renderTokens={renderTokens} />, { engine });
    expect(new Set(drawn)).toEqual(new Set([0, 1, 2]));
    drawn.length = 0;
    // The rows are rebuilt as new objects (the status row changes), the messages are the same.
    act(() =>
      engine.push(engineState({ branches: { main: branch({ messages: sent, exchanges, status: 'running' }) } })),
    );
    expect(drawn).toEqual([]);
    act(() => engine.push(engineState({ branches: { main: branch({ messages: seed, exchanges }) } })));
    expect(new Set(drawn)).toEqual(new Set([3]));
  });

  it('shows the arguments as the wire string and parsed, and says a plain-text result is not JSON', () => {
    setup();
    const calls = screen.getByRole('article', { name: 'messages[2], assistant · tool_calls' });
    expect(within(calls).getByTestId('args-raw').textContent).toBe(
      '"{\\"city\\": \\"Berlin\\", \\"unit\\": \\"celsius\\"}"',
    );
    expect(within(calls).getByTestId('args-parsed').textContent).toBe('city="Berlin"unit="celsius"');
    const result = screen.getByRole('article', { name: 'messages[3], tool' });
    expect(result.textContent).toContain('plain text string');
    expect(result.textContent).toContain('answers call_xK9f2a from get_weather');
  });

  it('lights up the result when the pointer is on its call, via the shared tool_call_id', () => {
    setup();
    const item = screen.getByRole('listitem', { name: /Tool call get_weather, id call_xK9f2a/ });
    const link = screen.getByTitle(/tool_call_id links this result/);
    expect(link.hasAttribute('data-linked')).toBe(false);
    fireEvent.mouseEnter(item);
    expect(link.hasAttribute('data-linked')).toBe(true);
    fireEvent.mouseLeave(item);
    expect(link.hasAttribute('data-linked')).toBe(false);
  });

  it('shows an API error with its real error object instead of crashing', () => {
    const body =
      '{"error":{"message":"Invalid parameter: messages with role \'tool\' must be a response to a preceeding message with \'tool_calls\'.","type":"invalid_request_error","param":"messages.[2].role","code":null}}';
    setup(seed, [exchange(1, 2), exchange(2, 3, { status: 400, responseBody: body })]);
    expect(screen.getByTestId('api-error-message').textContent).toMatch(
      /^Invalid parameter: messages with role 'tool'/,
    );
    expect(screen.getByTestId('api-error-object').textContent).toContain('"param": "messages.[2].role"');
    expect(screen.getByRole('button', { name: /^Request 2 → 3 messages sent/ }).textContent).toContain('HTTP 400');
  });

  it('selects the exchange when a separator is clicked, and grows when the engine adds a message', () => {
    const { store, engine } = setup();
    fireEvent.click(screen.getByRole('button', { name: /^Request 1/ }));
    expect(store.getState().selectedExchangeId).toBe('ex-1-0');
    const answer: TimelineEntry = {
      id: 'f',
      style: 'chat',
      kind: 'assistant',
      wire: { role: 'assistant', content: '**Sunny**' },
      provenance: { kind: 'response', exchangeId: 'x' },
      firstSentInStep: null,
    };
    act(() =>
      engine.push(
        engineState({
          branches: { main: branch({ messages: [...seed, answer], exchanges: [exchange(1, 2), exchange(2, 4)] }) },
        }),
      ),
    );
    expect(screen.getByRole('article', { name: 'messages[4], assistant' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Request 2 → 4 messages sent/ })).toBeTruthy();
  });

  it('teaches what will appear when there are no messages', () => {
    setup([], []);
    expect(screen.getByText('The messages list will grow here')).toBeTruthy();
  });
});

describe('Timeline and the inspector selection', () => {
  it('scrolls a request separator into view when its exchange is picked elsewhere, and leaves a visible one alone', () => {
    const many: TimelineEntry[] = Array.from({ length: 200 }, (_, i) => ({
      id: `m${i}`,
      style: 'chat',
      kind: 'user',
      wire: { role: 'user', content: `message ${i}` },
      provenance: { kind: 'config' },
      firstSentInStep: i < 30 ? 1 : 2,
    }));
    const { store } = setup(many, [exchange(1, 30), exchange(2, 200)]);
    const scroller = screen.getByTestId('timeline');
    const scrollTo = vi.fn();
    scroller.scrollTo = scrollTo;
    // The timeline follows the conversation, so it sits at the bottom: request 2's separator (the last row) is in view.
    expect(scroller.scrollTop).toBeGreaterThan(10_000);
    act(() => store.getState().selectExchange('ex-2-0'));
    expect(scrollTo).not.toHaveBeenCalled();
    // Request 1's separator is row 30, far above: the timeline scrolls up to it.
    act(() => store.getState().selectExchange('ex-1-0'));
    expect(scrollTo).toHaveBeenCalled();
    expect(scrollTo.mock.calls.at(-1)![0].top).toBeLessThan(2000);
  });
});

describe("a call's arguments against its tool's schema", () => {
  const weatherTool = {
    name: 'get_weather',
    description: 'Weather for a city.',
    strict: false,
    source: '',
    parameters: {
      type: 'object',
      properties: { city: { type: 'string' }, unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } },
      required: ['city'],
    },
  };
  const withArgs = (args: string): TimelineEntry[] =>
    seed.map((m) =>
      m.id === 'a'
        ? {
            ...m,
            style: 'chat' as const,
            wire: {
              role: 'assistant' as const,
              content: null,
              tool_calls: [{ ...call, function: { name: 'get_weather', arguments: args } }],
            },
          }
        : m,
    );
  const show = (args: string) => {
    const engine = fakeEngine(
      engineState({
        config: { ...config, tools: [weatherTool] },
        branches: { main: branch({ messages: withArgs(args), exchanges: [exchange(1, 2)] }) },
      }),
    );
    renderWithSession(<Timeline onOpenPending={noop} />, { engine });
    return screen.getByRole('article', { name: 'messages[2], assistant · tool_calls' });
  };

  it('lists each problem on the call card with its path and the name it meant', () => {
    const card = show('{"ctiy": "Berlin", "unit": "kelvin"}');
    const issues = within(card).getByRole('list', { name: '2 problems against the tool’s parameters' });
    expect(
      within(issues)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ctiy: did you mean city?', 'unit is "kelvin", not one of "celsius", "fahrenheit".']);
    expect(within(issues).getAllByRole('listitem')[0]!.querySelectorAll('code')).toHaveLength(2);
  });

  it('says the arguments fit, and leaves malformed JSON to the parse row that says the tool never ran', () => {
    expect(show('{"city": "Berlin"}').textContent).toContain('fits the tool’s parameters');
    cleanup();
    const card = show('{"city": "Berlin"');
    expect(card.textContent).toContain('the tool never ran');
    expect(within(card).queryByRole('list', { name: /problems? against/ })).toBeNull();
  });

  it('words each problem in Korean, the names and JSON values as the wire has them', async () => {
    await switchLanguage('ko');
    try {
      const card = show('{"ctiy": "Berlin", "unit": "kelvin"}');
      const issues = within(card).getByRole('list', { name: '도구의 parameters에 어긋나는 문제 2개' });
      expect(
        within(issues)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'ctiy: city을(를) 쓰려던 것인가요?',
        'unit: 값 "kelvin"은(는) "celsius", "fahrenheit" 가운데 하나가 아닙니다.',
      ]);
      expect(within(issues).getAllByRole('listitem')[0]!.querySelectorAll('code')).toHaveLength(2);
    } finally {
      await switchLanguage('en');
    }
  });
});
