// Saves the open session as it changes: at most one write per interval, the latest state wins, never two writes at once.

export interface AutosaverOptions {
  /** Writes one snapshot; resolves when it is stored (or refused). */
  write(): Promise<void>;
  /** Quiet time between writes; a loop streaming tokens changes state far more often than it needs saving. */
  intervalMs?: number;
  /** Runs `fn` when the page is idle, so a large session's write does not land in the middle of typing or scrolling. */
  whenIdle?: (fn: () => void) => void;
}

export interface Autosaver {
  /** Something changed: a write will follow within the interval. */
  changed(): void;
  /** Write now if anything is waiting (page hidden, session switched). */
  flush(): Promise<void>;
  /** Drop whatever was waiting (the session was closed or deleted). */
  cancel(): void;
}

export function browserIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), { timeout: 1000 });
  else setTimeout(fn, 0);
}

export function createAutosaver({ write, intervalMs = 500, whenIdle = (fn) => fn() }: AutosaverOptions): Autosaver {
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> | null = null;

  const run = async (): Promise<void> => {
    timer = null;
    if (writing) await writing;
    if (!dirty) return;
    dirty = false;
    writing = write().finally(() => {
      writing = null;
    });
    await writing;
  };
  const arm = () => {
    timer ??= setTimeout(() => whenIdle(() => void run()), intervalMs);
  };

  return {
    changed() {
      dirty = true;
      arm();
    },
    async flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      await run();
    },
    cancel() {
      dirty = false;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
