// The page takes this launch's token from its address once, keeps it in its tab and sends it with a stdio start only.
import { describe, expect, it } from 'vitest';
import { launchHeaders, takeLaunchToken } from './launch-token';

function place(href: string) {
  const stored = new Map<string, string>();
  const sessionStorage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
  };
  const win = {
    location: { href } as Location,
    history: {
      state: { keep: 1 },
      replaceState(state: unknown, _unused: string, url: string) {
        win.location = { href: new URL(url, href).href } as Location;
        win.replaced = state;
      },
    } as unknown as History,
    sessionStorage,
    replaced: null as unknown,
  };
  return win;
}

describe('the launch token in the page', () => {
  it('keeps the token of the link and takes it out of the address, leaving the rest of it alone', () => {
    const win = place('http://localhost:5173/lessons/one?launch=abc123&bench#share=xyz');
    takeLaunchToken(win);
    expect(win.location.href).toBe('http://localhost:5173/lessons/one?bench#share=xyz');
    expect(win.replaced).toEqual({ keep: 1 });
    expect(launchHeaders(win.sessionStorage)).toEqual({ 'X-Loopscope-Launch-Token': 'abc123' });
  });

  it('sends nothing when the page was not opened through the link', () => {
    const win = place('http://localhost:5173/');
    takeLaunchToken(win);
    expect(win.location.href).toBe('http://localhost:5173/');
    expect(launchHeaders(win.sessionStorage)).toEqual({});
    expect(launchHeaders(null)).toEqual({});
  });
});
