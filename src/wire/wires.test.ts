// The wire registry: what each recorded wire tells the views, read from exchanges shaped as the recorders write them.
import { describe, expect, it } from 'vitest';
import type { Exchange } from './exchange';
import { isFramed, isLoopCall, WIRES, wireOf } from './wires';

const http: Pick<Exchange, 'wire'> = {};
const socketTurn: Pick<Exchange, 'wire'> = { wire: 'websocket' };
const mcpMessage: Pick<Exchange, 'wire'> = { wire: 'mcp' };

describe('wire registry', () => {
  it('reads an exchange without a wire as HTTP', () => {
    expect(wireOf(http).label).toBe('HTTP');
  });

  it('counts HTTP and WebSocket turns as loop calls and MCP transport messages as side traffic', () => {
    expect([http, socketTurn, mcpMessage].map(isLoopCall)).toEqual([true, true, false]);
  });

  it('calls only a WebSocket turn framed', () => {
    expect([http, socketTurn, mcpMessage].map(isFramed)).toEqual([false, true, false]);
  });

  it('has an entry for every name an exchange can carry, under its own name', () => {
    for (const [key, info] of Object.entries(WIRES)) expect(info.name).toBe(key);
  });
});
