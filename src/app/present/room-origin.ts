// Which address the presenter view offers the room: a network address only, never one that reaches only this computer.
import { isLoopbackHost } from '@loopscope/wire/loopback';

/** What the server says at /api/lan: its network origins, and whether it listens beyond loopback at all. */
export interface LanAnswer {
  origins: string[];
  everywhere: boolean;
}

/**
 * `lan`: an origin laptops in the room can open (the QR code shows it); `loopback`: the server listens on this computer
 * only (restart with HOST=0.0.0.0); `no-network`: it listens everywhere but this computer has no network address.
 */
export type RoomOrigin = { kind: 'lan'; origin: string } | { kind: 'loopback' } | { kind: 'no-network' };

export function roomOrigin(pageOrigin: string, lan: LanAnswer | null): RoomOrigin {
  const first = lan?.origins[0];
  if (first) return { kind: 'lan', origin: first };
  // Opened by a network name already (the dev server with --host, a name in /etc/hosts): the room can open the same.
  if (!isLoopbackHost(new URL(pageOrigin).hostname)) return { kind: 'lan', origin: pageOrigin };
  return lan?.everywhere ? { kind: 'no-network' } : { kind: 'loopback' };
}
