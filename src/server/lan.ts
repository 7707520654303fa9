// The addresses the room can open when `npm start` listens on the local network (HOST=0.0.0.0): one origin per IPv4 interface.
import type { NetworkInterfaceInfo } from 'node:os';

const ALL_INTERFACES = ['0.0.0.0', '::', '[::]'];

/** Origins other machines can reach; none when the server listens on loopback only (the default). */
export function lanOrigins(host: string, port: number, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  if (!ALL_INTERFACES.includes(host)) return host === '127.0.0.1' || host === 'localhost' ? [] : [`http://${host}:${port}`];
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => `http://${info.address}:${port}`);
}
