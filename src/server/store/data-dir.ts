// Where the default SQLite store lives: the user's data directory (XDG on Linux, the platform's own elsewhere).
import { homedir } from 'node:os';
import { join } from 'node:path';

export const DEFAULT_DB_FILE = 'loopscope.db';

/** `$XDG_DATA_HOME/loopscope` (default ~/.local/share/loopscope); ~/Library/Application Support/loopscope on macOS; %LOCALAPPDATA%\loopscope on Windows. */
export function dataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'loopscope');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'loopscope');
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'loopscope');
}

/** The store to open: `--db`, else `LOOPSCOPE_DB`, else the data directory's loopscope.db. */
export function resolveDbLocation(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag || env.LOOPSCOPE_DB || join(dataDir(env), DEFAULT_DB_FILE);
}

/** A location safe to print: a PostgreSQL URL's password is hidden. */
export function shownLocation(location: string): string {
  if (!/^postgres(ql)?:\/\//i.test(location)) return location;
  try {
    const url = new URL(location);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}
