// The tool runner the loop gets: waits the chosen pace before each call, so tool results land one after another
// where a learner can follow them. The tool's own durationMs is measured inside the run and is not affected.
import type { ToolExecutor } from '@loopscope/engine/types';

export function createPacedExecutor(
  inner: ToolExecutor,
  delayMs: () => number,
  wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
): ToolExecutor {
  return {
    async execute(call, source) {
      const ms = delayMs();
      if (ms > 0) await wait(ms);
      return inner.execute(call, source);
    },
  };
}
