// `loopscope run -- <command…>`: the command's environment points every OpenAI client at the capture proxy, then it runs as is.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/**
 * The variables clients read for their base URL: the openai SDKs (OPENAI_BASE_URL) and older clients (OPENAI_API_BASE);
 * and OpenTelemetry's exporters (OTEL_EXPORTER_OTLP_ENDPOINT), so an instrumented app's traces land in the same capture.
 */
export function wrappedEnv(base: NodeJS.ProcessEnv, origin: string, upstream: string): NodeJS.ProcessEnv {
  const proxy = `${origin}/proxy/v1`;
  // The mock takes any key, and a client refuses to start without one: an app run against it needs no key of its own.
  const key = upstream === 'mock' && !base.OPENAI_API_KEY ? { OPENAI_API_KEY: 'sk-loopscope-mock' } : {};
  return {
    ...base,
    ...key,
    OPENAI_BASE_URL: proxy,
    OPENAI_API_BASE: proxy,
    OTEL_EXPORTER_OTLP_ENDPOINT: `${origin}/otlp`,
  };
}

/** Runs the command with the terminal's input and output; resolves with its exit code (128 + n for signal n, as shells do). */
export function runWrapped(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    // No shell: the words after `--` are the command and its arguments, exactly as typed.
    const child = spawn(command, args, { stdio: 'inherit', env });
    // Ctrl+C reaches the child through the terminal's process group; a signal sent to us alone is passed on.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGTERM', forward);
    process.on('SIGINT', forward);
    let settled = false;
    // A command that cannot start may report both an error and an exit: the first one counts.
    const done = (code: number) => {
      if (settled) return;
      settled = true;
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      resolve(code);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      process.stderr.write(
        `loopscope: cannot run "${command}": ${error.code === 'ENOENT' ? 'no such command' : error.message}\n`,
      );
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0)));
  });
}
