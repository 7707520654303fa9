// The addresses the room can open when `npm start` listens on the local network (HOST=0.0.0.0): one origin per IPv4 interface.
import type { NetworkInterfaceInfo } from 'node:os';
import { isLoopbackHost } from '@loopscope/wire/loopback';

const ALL_INTERFACES = ['0.0.0.0', '::', '[::]'];

/** Whether the server listens on every interface, so other machines can reach it (even when no network is up yet). */
export function listensEverywhere(host: string): boolean {
  return ALL_INTERFACES.includes(host);
}

/** Origins other machines can reach; none when the server listens on loopback only (the default). */
export function lanOrigins(host: string, port: number, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  if (!listensEverywhere(host))
    return isLoopbackHost(host)
      ? []
      : [`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`];
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => `http://${info.address}:${port}`);
}
