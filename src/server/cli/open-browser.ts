// Opens a URL in the user's browser with the system's own opener, so the package installs no npm package for it (a cold
// `npx loopscope` installs the package alone).
import { spawn } from 'node:child_process';

/**
 * The command that opens `url`: macOS's `open`, Windows' URL handler (rundll32 takes the URL as one argument, so no
 * shell reads its `&`), the Windows one again from WSL (through interop), and xdg-open on the other Unix systems.
 */
export function browserCommand(
  url: string,
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
): [command: string, args: string[]] {
  if (platform === 'darwin') return ['open', [url]];
  if (platform === 'win32') return ['rundll32', ['url.dll,FileProtocolHandler', url]];
  if (env.WSL_DISTRO_NAME) return ['rundll32.exe', ['url.dll,FileProtocolHandler', url]];
  return ['xdg-open', [url]];
}

/** Starts the opener and leaves it: resolves once it runs, rejects when there is none (the CLI then prints the link). */
export function openBrowser(
  url: string,
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const [command, args] = browserCommand(url, platform, env);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.once('error', reject);
    child.once('spawn', () => {
      child.unref();
      resolve();
    });
  });
}
