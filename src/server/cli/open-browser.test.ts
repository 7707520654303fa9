// The browser opener picks each system's own command and never hands the URL to a shell.
import { describe, expect, it } from 'vitest';
import { browserCommand, openBrowser } from './open-browser.ts';

const URL_WITH_QUERY = 'http://localhost:5173/?launch=abc&x=1';

describe('browserCommand', () => {
  it('uses open on macOS, xdg-open on Linux, the URL handler on Windows and from WSL', () => {
    expect(browserCommand(URL_WITH_QUERY, 'darwin', {})).toEqual(['open', [URL_WITH_QUERY]]);
    expect(browserCommand(URL_WITH_QUERY, 'linux', {})).toEqual(['xdg-open', [URL_WITH_QUERY]]);
    expect(browserCommand(URL_WITH_QUERY, 'freebsd', {})).toEqual(['xdg-open', [URL_WITH_QUERY]]);
    expect(browserCommand(URL_WITH_QUERY, 'win32', {})).toEqual([
      'rundll32',
      ['url.dll,FileProtocolHandler', URL_WITH_QUERY],
    ]);
    expect(browserCommand(URL_WITH_QUERY, 'linux', { WSL_DISTRO_NAME: 'Ubuntu' })).toEqual([
      'rundll32.exe',
      ['url.dll,FileProtocolHandler', URL_WITH_QUERY],
    ]);
  });

  it('passes the whole URL as one argument, its & included', () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const)
      expect(browserCommand(URL_WITH_QUERY, platform, {})[1]).toContain(URL_WITH_QUERY);
  });
});

describe('openBrowser', () => {
  it('rejects when the system has no such opener, so the CLI can print the link instead', async () => {
    await expect(openBrowser(URL_WITH_QUERY, 'linux', { WSL_DISTRO_NAME: 'none' })).rejects.toThrow();
  });
});
