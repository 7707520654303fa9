// The autosaver: many changes become few writes, the last state always gets written, writes never overlap.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver } from './autosaver';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosaver', () => {
  it('coalesces a burst of changes into one write after the interval', async () => {
    let value = 0;
    const written: number[] = [];
    const saver = createAutosaver({ write: async () => void written.push(value), intervalMs: 500 });
    for (value = 1; value <= 50; value += 1) saver.changed();
    value = 50;
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(written).toEqual([50]);
  });

  it('keeps writing during a long run (throttle, not debounce) and never runs two writes at once', async () => {
    let inFlight = 0;
    let most = 0;
    let writes = 0;
    const saver = createAutosaver({
      intervalMs: 100,
      write: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 150));
        inFlight -= 1;
        writes += 1;
      },
    });
    for (let i = 0; i < 20; i += 1) {
      saver.changed();
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toBeGreaterThan(2);
    expect(most).toBe(1);
  });

  it('flushes a waiting change at once, and cancel drops it', async () => {
    const write = vi.fn(async () => {});
    const saver = createAutosaver({ write, intervalMs: 10_000 });
    saver.changed();
    await saver.flush();
    expect(write).toHaveBeenCalledTimes(1);
    saver.changed();
    saver.cancel();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(write).toHaveBeenCalledTimes(1);
    await saver.flush();
    expect(write).toHaveBeenCalledTimes(1);
  });
});
