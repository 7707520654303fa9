// Forks show the requests they inherited: the parent's step 1 stays visible in a fork made at a tool result.
import { describe, expect, it } from 'vitest';
import { branchExchanges } from './branch-exchanges';
import { branch, exchange, message } from '../testing/fixtures';

const prefix = [
  message('sys', 'system', 1),
  message('user', 'user', 1),
  message('calls', 'assistant', 2),
  message('t1', 'tool', 2),
];

describe('branchExchanges', () => {
  it('gives a root branch its own exchanges', () => {
    const main = branch({ exchanges: [exchange(1, 2), exchange(2, 6)] });
    expect(branchExchanges({ branches: { main } }, 'main')).toBe(main.exchanges);
  });

  it('adds the parent requests that happened before the fork point, and stays stable', () => {
    const main = branch({
      id: 'main',
      messages: [...prefix, message('final', 'assistant', null)],
      exchanges: [exchange(1, 2), exchange(2, 6)],
    });
    const fork = branch({
      id: 'fork',
      parentId: 'main',
      forkIndex: 3,
      messages: prefix,
      exchanges: [exchange(2, 6, { id: 'own-2' })],
    });
    const state = { branches: { main, fork } };
    const result = branchExchanges(state, 'fork');
    expect(result.map((e) => e.id)).toEqual(['ex-1-0', 'own-2']);
    expect(branchExchanges(state, 'fork')).toBe(result);
  });

  it('inherits through several generations and forgets missing parents', () => {
    const main = branch({ id: 'main', messages: prefix, exchanges: [exchange(1, 2)] });
    const a = branch({
      id: 'a',
      parentId: 'main',
      forkIndex: 3,
      messages: [...prefix, message('a2', 'assistant', 3)],
      exchanges: [exchange(2, 4, { id: 'a-2' })],
    });
    const b = branch({
      id: 'b',
      parentId: 'a',
      forkIndex: 4,
      messages: [...prefix, message('a2', 'assistant', 3)],
      exchanges: [exchange(3, 6, { id: 'b-3' })],
    });
    expect(branchExchanges({ branches: { main, a, b } }, 'b').map((e) => e.id)).toEqual(['ex-1-0', 'a-2', 'b-3']);
    expect(branchExchanges({ branches: { b: { ...b, parentId: 'gone' } } }, 'b').map((e) => e.id)).toEqual(['b-3']);
  });
});
