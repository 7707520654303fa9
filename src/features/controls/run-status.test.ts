// Which controls are live in each state: the toolbar and the shortcuts share this table.
import { describe, expect, it } from 'vitest';
import { controlState } from './run-status';

describe('controlState', () => {
  it('lets a fresh session run or step but not stop', () => {
    expect(controlState('idle', false, false)).toMatchObject({
      canRun: true,
      canStep: true,
      canStop: false,
      canReset: false,
      label: 'idle',
    });
  });

  it('while running or held, only Stop and Reset make sense', () => {
    expect(controlState('running', false, true)).toMatchObject({
      canRun: false,
      canStep: false,
      canStop: true,
      canReset: true,
    });
    expect(controlState('idle', true, false)).toMatchObject({
      canRun: false,
      canStop: true,
      label: 'held',
      tone: 'warn',
    });
  });

  it('after a Step the loop waits: Step or Run continues it, nothing to stop', () => {
    expect(controlState('paused', false, true)).toMatchObject({
      canRun: true,
      canStep: true,
      canStop: false,
      label: 'paused',
      tone: 'warn',
    });
  });

  it('a finished loop continues through follow-ups, an aborted one can resume', () => {
    expect(controlState('done', false, true)).toMatchObject({ canRun: false, canReset: true, tone: 'ok' });
    expect(controlState('aborted', false, true)).toMatchObject({ canRun: true, canStep: true });
    expect(controlState('error', false, true)).toMatchObject({ tone: 'error', label: 'error' });
  });
});
