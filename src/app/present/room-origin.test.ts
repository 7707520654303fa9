// The presenter's room address: a LAN origin when there is one, never a loopback address, and why not when there is none.
import { describe, expect, it } from 'vitest';
import { roomOrigin } from './room-origin';

describe('roomOrigin', () => {
  it('offers the first network origin the server reports, even when the page itself was opened on localhost', () => {
    expect(
      roomOrigin('http://localhost:5173', {
        origins: ['http://192.168.1.20:5173', 'http://10.0.0.7:5173'],
        everywhere: true,
      }),
    ).toEqual({ kind: 'lan', origin: 'http://192.168.1.20:5173' });
  });

  it('never offers a loopback address: the server on loopback only says so', () => {
    for (const page of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173']) {
      expect(roomOrigin(page, { origins: [], everywhere: false }), page).toEqual({ kind: 'loopback' });
    }
  });

  it('tells a server that listens everywhere but has no network address apart from one on loopback', () => {
    expect(roomOrigin('http://127.0.0.1:5173', { origins: [], everywhere: true })).toEqual({ kind: 'no-network' });
  });

  it('keeps the page origin when the page was opened by a network address (the dev server has no /api/lan)', () => {
    expect(roomOrigin('http://192.168.1.20:5173', null)).toEqual({ kind: 'lan', origin: 'http://192.168.1.20:5173' });
    expect(roomOrigin('http://localhost:5173', null)).toEqual({ kind: 'loopback' });
  });
});
