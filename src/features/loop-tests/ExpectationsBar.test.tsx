// The expectations bar: how many hold, open while one fails, each failure with its request and path; keyboard toggles it.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ExpectationResult } from '@loopscope/payloads/loop-tests/types';
import { ExpectationsBar } from './ExpectationsBar';

afterEach(cleanup);

const held: ExpectationResult = { kind: 'calls', label: 'calls get_weather exactly, in this order', passed: true };
const failed: ExpectationResult = {
  kind: 'arguments',
  label: 'get_weather has arguments matching {"city":"Paris"}',
  passed: false,
  problem: 'city is "Berlin", not "Paris"',
  at: {
    request: 1,
    exchangeId: 'ex-1',
    side: 'response',
    path: 'choices[0].message.tool_calls[0].function.arguments.city',
  },
};

describe('ExpectationsBar', () => {
  it('says how many hold and, while one fails, lists each with why and where', () => {
    render(<ExpectationsBar results={[held, failed]} source="weather.loop.yaml" onRemove={() => {}} />);
    const toggle = screen.getByRole('button', { name: /1 of 2 expectations hold/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The failure first, then what holds (the file's order within each).
    const items = screen.getAllByRole('listitem');
    expect(items[1]!.textContent).toBe('✓holds: calls get_weather exactly, in this order');
    expect(items[0]!.textContent).toContain(
      'fails: get_weather has arguments matching {"city":"Paris"}city is "Berlin", not "Paris"request 1 response body: choices[0].message.tool_calls[0].function.arguments.city',
    );
    expect(screen.getByText('from weather.loop.yaml')).toBeTruthy();
  });

  it('stays closed when every expectation holds, opens on its button, and removes on request', () => {
    const onRemove = vi.fn();
    render(<ExpectationsBar results={[held]} source="x.loop.yaml" onRemove={onRemove} />);
    const toggle = screen.getByRole('button', { name: /1 of 1 expectation holds/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
