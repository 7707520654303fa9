// Test support: the server as a child process on a given store (testing/store-server.ts), killed with SIGKILL or stopped, and /live's feed read from outside.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** SIGKILL: no close, no flush; resolves when the process is gone. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL('./store-server.ts', import.meta.url));

export async function startServerProcess(db: string, cassette?: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, db, ...(cassette ? [cassette] : [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve((JSON.parse(line!) as { origin: string }).origin);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened: ${stderr}`)));
  });
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    origin,
    child,
    kill: async () => {
      child.kill('SIGKILL');
      await gone;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** Reads /api/capture/events until `until` says enough (or `timeoutMs` passes), calling `onExchange` with each exchange shown. */
export async function watchLive(
  origin: string,
  onExchange: (exchange: { id: string; requestBody: string | null }) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`${origin}/api/capture/events`, { signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const event = /^event: (\w+)/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (!data) continue;
        const parsed = JSON.parse(data) as { exchanges?: unknown[] } | unknown[];
        const list =
          event === 'snapshot' ? ((parsed as { exchanges: unknown[] }).exchanges ?? []) : (parsed as unknown[]);
        for (const exchange of list) onExchange(exchange as { id: string; requestBody: string | null });
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}
