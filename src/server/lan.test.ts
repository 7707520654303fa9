// LAN origins: none on loopback, one per external IPv4 interface when listening everywhere, the host itself when named.
import { describe, expect, it } from 'vitest';
import type { NetworkInterfaceInfo } from 'node:os';
import { lanOrigins } from './lan';

const iface = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
  ({ address, family, internal }) as NetworkInterfaceInfo;
const interfaces = {
  lo: [iface('127.0.0.1', 'IPv4', true)],
  eth0: [iface('192.168.1.20', 'IPv4', false), iface('fe80::1', 'IPv6', false)],
  wlan0: [iface('10.0.0.7', 'IPv4', false)],
};

describe('lanOrigins', () => {
  it('offers nothing when the server listens on loopback only', () => {
    expect(lanOrigins('127.0.0.1', 5173, interfaces)).toEqual([]);
  });

  it('offers nothing for any other loopback name either (no laptop in the room can open them)', () => {
    for (const host of ['localhost', '::1', '[::1]', '127.0.0.2'])
      expect(lanOrigins(host, 5173, interfaces), host).toEqual([]);
  });

  it('lists every external IPv4 interface when listening on all of them', () => {
    expect(lanOrigins('0.0.0.0', 5173, interfaces)).toEqual(['http://192.168.1.20:5173', 'http://10.0.0.7:5173']);
  });

  it('names a specific host as it is', () => {
    expect(lanOrigins('192.168.1.20', 8080, interfaces)).toEqual(['http://192.168.1.20:8080']);
  });
});
