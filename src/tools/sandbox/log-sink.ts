// Collects a call's console output with a cap, so a logging loop cannot exhaust the host's memory.

const MAX_LINES = 500;
const MAX_LINE_CHARS = 4000;

export function createLogSink(): { push: (level: string, text: string) => void; lines: () => string[] } {
  const lines: string[] = [];
  let dropped = 0;
  return {
    push(level, text) {
      if (lines.length >= MAX_LINES) {
        dropped++;
        return;
      }
      const clipped = text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS)}…` : text;
      lines.push(level === 'log' ? clipped : `[${level}] ${clipped}`);
    },
    lines: () => (dropped > 0 ? [...lines, `… ${dropped} more lines not kept`] : [...lines]),
  };
}
