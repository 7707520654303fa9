// Collects a program's stdout and stderr bytes up to a cap, so a printing loop cannot exhaust the host's memory.

export interface OutputSink {
  /** Pyodide's raw writer: takes the bytes Python wrote and says all were written (dropped ones too). */
  write(buffer: Uint8Array): number;
  /** The output as lines, with a last line saying how much was dropped. */
  lines(): string[];
}

export function createOutputSink(limitChars: number): OutputSink {
  const decoder = new TextDecoder();
  let text = '';
  let dropped = 0;
  return {
    write(buffer) {
      if (text.length >= limitChars) {
        dropped += buffer.length;
        return buffer.length;
      }
      const chunk = decoder.decode(buffer, { stream: true });
      const room = limitChars - text.length;
      text += chunk.slice(0, room);
      if (chunk.length > room) dropped += new TextEncoder().encode(chunk.slice(room)).length;
      return buffer.length;
    },
    lines() {
      const lines = text.replace(/\n$/, '').split('\n');
      const kept = text === '' ? [] : lines;
      return dropped > 0
        ? [...kept, `… output truncated: ${dropped} more bytes not kept (limit ${limitChars} characters)`]
        : kept;
    },
  };
}
