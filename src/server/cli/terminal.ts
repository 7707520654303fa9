// Plain output for the CLI: colour only on a terminal that wants it (NO_COLOR, FORCE_COLOR, a pipe or a file get none).
import { styleText } from 'node:util';

type Style = 'bold' | 'dim' | 'green' | 'red' | 'yellow' | 'cyan';

export interface Terminal {
  out(line?: string): void;
  err(line?: string): void;
  paint(style: Style, text: string): string;
}

/** Whether a stream gets colour: a TTY, unless NO_COLOR is set; FORCE_COLOR turns it on anywhere. */
export function wantsColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}

export function processTerminal(env: NodeJS.ProcessEnv = process.env): Terminal {
  const colour = wantsColour(process.stdout, env);
  return {
    out: (line = '') => process.stdout.write(`${line}\n`),
    err: (line = '') => process.stderr.write(`${line}\n`),
    // styleText adds escape codes unconditionally on Node 20; the choice above decides whether to call it.
    paint: (style, text) => (colour ? styleText(style, text) : text),
  };
}

/** A terminal that keeps what it was told: tests read it. */
export function memoryTerminal(): Terminal & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    out: (line = '') => lines.push(line),
    err: (line = '') => lines.push(line),
    paint: (_style, text) => text,
  };
}
